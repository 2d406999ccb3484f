// @vitest-environment jsdom
import { type WorkOrder, type WorkOrderBatchResult, workOrderApi } from '@takt/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, type RouteResponses, renderPage } from '../../test-support/render-page';
import WorkOrderListPage from './WorkOrderListPage';

/**
 * The work-order list on the resource kit: the state actions of one row and of the chosen rows
 * ask first, then send the orders' ids (refused ones too: the server answers per order), show the
 * answer per order, empty the selection and reload the list.
 */

const order = (id: string, code: string, status: WorkOrder['status']): WorkOrder => ({
  id,
  code,
  type: 'normal',
  status,
  productId: '201',
  productCode: 'FAN-1',
  productName: 'Desk fan',
  lineId: '301',
  lineCode: 'L1',
  lineName: 'Assembly 1',
  routingId: '401',
  routingCode: 'R-FAN',
  routingName: 'Fan routing',
  routingVersionId: null,
  routingVersionNo: null,
  planId: null,
  planCode: null,
  planQuantity: 50,
  planDate: '2026-03-02',
  notes: null,
  salesOrder: null,
  inputQuantity: 0,
  goodQuantity: 0,
  badQuantity: 0,
  scrapQuantity: 0,
  issuedAt: null,
  startedAt: null,
  finishedAt: null,
  statusChangedAt: '2026-03-01T08:00:00.000Z',
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
});
const fresh = order('101', 'WO-101', 'initial');
const running = order('102', 'WO-102', 'in_production');

const answered = ({ body }: { body: unknown }): WorkOrderBatchResult => {
  const { ids } = body as { ids: string[] };
  return {
    succeeded: 1,
    refused: ids.length - 1,
    items: ids.map((id, index) => ({
      id,
      code: id === fresh.id ? fresh.code : running.code,
      ok: index === 0,
      message: index === 0 ? 'Done' : 'Not in this status',
      status: null,
    })),
  };
};
const responses: RouteResponses = [
  [workOrderApi.page, () => pageOf([fresh, running])],
  [workOrderApi.issue, answered],
  [workOrderApi.pause, answered],
  [workOrderApi.delete, answered],
];

/** Confirms the question, then closes the answer per order. */
async function confirmAndClose(page: Awaited<ReturnType<typeof renderPage>>) {
  await page.user.click(await screen.findByTestId('wo-batch-ok'));
  const result = await screen.findByTestId('wo-batch-result');
  await page.user.click(within(result).getByRole('button', { name: 'OK' }));
}

describe('WorkOrderListPage on the resource kit', () => {
  it("lists the current orders, and issues one from its row's action", async () => {
    const page = await renderPage(<WorkOrderListPage />, { responses, allowUnanswered: true });
    await screen.findByTestId('wo-code-WO-101');
    expect((await page.request(workOrderApi.page)).query).toEqual({ pageNo: '1', pageSize: '20', scope: 'current' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim())).toContain('Plan qty');

    const row = screen.getByTestId('wo-code-WO-101').closest('tr')!;
    expect(within(row).queryByTestId('table-action-pause')).toBeNull();
    await page.user.click(within(row).getByTestId('table-action-issue'));
    await screen.findByTestId('wo-batch-ok');
    expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Issue work order WO-101?');
    await confirmAndClose(page);

    expect(page.requests(workOrderApi.issue).map((call) => call.body)).toEqual([{ ids: ['101'] }]);
    await page.request(workOrderApi.page, 2);
  });

  it('runs a batch action on the chosen orders, refused ones included, then empties the selection', async () => {
    const page = await renderPage(<WorkOrderListPage />, { responses, allowUnanswered: true });
    await screen.findByTestId('wo-code-WO-101');
    for (const code of ['WO-101', 'WO-102'])
      await page.user.click(within(screen.getByTestId(`wo-code-${code}`).closest('tr')!).getByRole('checkbox'));
    expect(await screen.findByText('2 selected')).toBeTruthy();
    // Resume applies to neither; delete to the initial one only.
    expect((screen.getByTestId('wo-batch-resume') as HTMLButtonElement).disabled).toBe(true);

    await page.user.click(screen.getByTestId('wo-batch-pause'));
    await confirmAndClose(page);
    expect(page.requests(workOrderApi.pause).map((call) => call.body)).toEqual([{ ids: ['101', '102'] }]);
    await page.request(workOrderApi.page, 2);
    await waitFor(() => expect(screen.queryByText('2 selected')).toBeNull());

    await page.user.click(within(screen.getByTestId('wo-code-WO-101').closest('tr')!).getByRole('checkbox'));
    await page.user.click(await screen.findByTestId('wo-batch-delete'));
    await confirmAndClose(page);
    expect(page.requests(workOrderApi.delete).map((call) => call.body)).toEqual([{ ids: ['101'] }]);
    expect(page.requests(workOrderApi.issue)).toEqual([]);
  });
});
