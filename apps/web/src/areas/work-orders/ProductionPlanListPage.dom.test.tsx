// @vitest-environment jsdom
import { type ProductionPlan, productionPlanApi } from '@takt/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, type RouteResponses, renderPage } from '../../test-support/render-page';
import ProductionPlanListPage from './ProductionPlanListPage';

/**
 * Production plans on the resource kit: a plan has a number and no name; an open one offers
 * generate and edit first, then close and (with no orders yet) delete under More, each asking first.
 */

const plan: ProductionPlan = {
  id: '501',
  code: 'PP-1',
  productId: '201',
  productCode: 'FAN-1',
  productName: 'Desk fan',
  lineId: null,
  lineCode: null,
  lineName: null,
  planQuantity: 100,
  orderedQuantity: 0,
  orderCount: 0,
  startDate: '2026-03-01',
  endDate: '2026-03-09',
  status: 'open',
  salesOrder: null,
  notes: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
};
const responses: RouteResponses = [
  [productionPlanApi.page, () => pageOf([plan])],
  [productionPlanApi.close, () => ({ ...plan, status: 'closed' })],
  [productionPlanApi.delete, () => null],
];

/** Picks an action under More; resolves with the question it asks. */
async function more(page: Awaited<ReturnType<typeof renderPage>>, key: string) {
  await page.user.click(screen.getByTestId('table-actions-more'));
  await page.user.click(await screen.findByTestId(`table-action-${key}`));
  await screen.findAllByRole('dialog');
  return [...document.querySelectorAll('.ant-modal-confirm-title')].at(-1)?.textContent;
}

describe('ProductionPlanListPage on the resource kit', () => {
  it('lists plans without a name column, with generate and edit before close and delete', async () => {
    const page = await renderPage(<ProductionPlanListPage />, { responses, allowUnanswered: true });
    const row = (await screen.findByText('PP-1')).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim())).toEqual([
      'Plan number',
      'Status',
      'Product',
      'Line',
      'Plan quantity',
      'Ordered',
      'Period',
      'Actions',
    ]);
    expect([...row.querySelectorAll('[data-testid^=table-action-]')].map((cell) => cell.textContent)).toEqual([
      'Generate orders',
      'Edit',
    ]);
    expect(within(row).getByText('2026-03-01 ~ 2026-03-09')).toBeTruthy();
    expect(page.requests().length).toBeGreaterThan(0);
  });

  it('closes and deletes a plan by its id after its own question', async () => {
    const page = await renderPage(<ProductionPlanListPage />, { responses, allowUnanswered: true });
    await screen.findByText('PP-1');
    expect(await more(page, 'close')).toBe('Close plan PP-1? No more orders can be made from it.');
    await page.user.click(screen.getByRole('button', { name: 'OK' }));
    expect((await page.request(productionPlanApi.close)).body).toEqual({ id: '501' });
    await page.request(productionPlanApi.page, 2);

    expect(await more(page, 'delete')).toBe('Delete plan PP-1?');
    await page.user.click(screen.getAllByRole('button', { name: 'OK' }).at(-1)!);
    expect((await page.request(productionPlanApi.delete)).body).toEqual({ id: '501' });
  });
});
