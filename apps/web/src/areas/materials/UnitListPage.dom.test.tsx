// @vitest-environment jsdom
import { Permissions, type Unit, unitApi } from '@takt/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, renderPage, userWith } from '../../test-support/render-page';
import UnitListPage from './UnitListPage';

/**
 * The resource kit through a real page (units: code, name, decimals, remark; add, edit, delete):
 * what the list shows and asks for, what the dialog refuses and sends, the delete's question.
 */

const kg: Unit = {
  id: '101',
  code: 'KG',
  name: 'Kilogram',
  precision: 3,
  remark: 'by weight',
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};
const listed = [[unitApi.page, () => pageOf([kg], { totalRows: 45, pageSize: 20 })]] as const;

async function openAdd(page: Awaited<ReturnType<typeof renderPage>>) {
  await page.findByText('Kilogram');
  await page.user.click(screen.getByTestId('unit-add'));
  return screen.findByRole('dialog');
}

describe('UnitListPage on the resource kit', () => {
  it("lists the page route's rows under the declared columns", async () => {
    const page = await renderPage(<UnitListPage />, { responses: listed });
    const row = (await page.findByText('Kilogram')).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Code',
      'Name',
      'Decimals',
      'Actions',
    ]);
    expect([...row.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent)).toEqual([
      'KG',
      'Kilogram',
      '3',
    ]);
    expect(page.requests().map((call) => [call.path, call.query])).toEqual([
      ['/api/unit/page', { pageNo: '1', pageSize: '20' }],
    ]);
  });

  it("sends paging, sorting and the search form as the page route's query", async () => {
    const page = await renderPage(<UnitListPage />, { responses: listed });
    await page.findByText('Kilogram');
    await page.user.click(screen.getAllByRole('columnheader')[0]!);
    expect((await page.request(unitApi.page, 2)).query).toEqual({
      pageNo: '1',
      pageSize: '20',
      sortField: 'code',
      sortOrder: 'ascend',
    });

    await page.user.click(screen.getByTitle('2'));
    expect((await page.request(unitApi.page, 3)).query).toEqual({
      pageNo: '2',
      pageSize: '20',
      sortField: 'code',
      sortOrder: 'ascend',
    });

    await page.user.type(document.getElementById('name')!, '  kilo ');
    await page.user.click(screen.getByRole('button', { name: 'Query' }));
    expect((await page.request(unitApi.page, 4)).query).toEqual({
      pageNo: '1',
      pageSize: '20',
      name: 'kilo',
      sortField: 'code',
      sortOrder: 'ascend',
    });
  });

  it('refuses a blank, too long or badly coded unit and sends nothing', async () => {
    const page = await renderPage(<UnitListPage />, { responses: listed });
    const dialog = await openAdd(page);
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Please enter Name')).toBeTruthy();
    expect(await within(dialog).findByText('Please enter Code')).toBeTruthy();

    await page.user.click(screen.getByTestId('unit-name'));
    await page.user.paste('x'.repeat(51));
    await page.user.type(screen.getByTestId('unit-code'), 'K G');
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Name can be at most 50 characters')).toBeTruthy();
    expect(await within(dialog).findByText('Code: letters, digits, _ . - only')).toBeTruthy();
    expect(page.requests(unitApi.add)).toEqual([]);
    expect(page.requests().length).toBe(1);
  });

  it("adds a unit with the contract's body, then reloads the list", async () => {
    const page = await renderPage(<UnitListPage />, {
      responses: [...listed, [unitApi.add, ({ body }) => ({ ...kg, id: '102', ...(body as object) })]],
    });
    await openAdd(page);
    expect((screen.getByTestId('unit-precision') as HTMLInputElement).value).toBe('0');
    await page.user.type(screen.getByTestId('unit-name'), ' Gram ');
    await page.user.type(screen.getByTestId('unit-code'), 'G');
    await page.user.clear(screen.getByTestId('unit-precision'));
    await page.user.type(screen.getByTestId('unit-precision'), '2');
    await page.user.type(screen.getByTestId('unit-remark'), '  by the gram ');
    await page.user.click(screen.getByRole('button', { name: 'OK' }));

    expect((await page.request(unitApi.add)).body).toEqual({
      code: 'G',
      name: 'Gram',
      precision: 2,
      remark: 'by the gram',
    });
    await page.request(unitApi.page, 2);
    expect(await screen.findByText('Saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("edits a unit from the row's values and sends its id", async () => {
    const page = await renderPage(<UnitListPage />, {
      responses: [...listed, [unitApi.edit, ({ body }) => ({ ...kg, ...(body as object) })]],
    });
    await page.findByText('Kilogram');
    await page.user.click(screen.getByTestId('table-action-edit'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit unit')).toBeTruthy();
    const name = screen.getByTestId('unit-name') as HTMLInputElement;
    expect([name.value, (screen.getByTestId('unit-code') as HTMLInputElement).value]).toEqual(['Kilogram', 'KG']);
    expect((screen.getByTestId('unit-precision') as HTMLInputElement).value).toBe('3');
    await page.user.clear(name);
    await page.user.type(name, 'Kilo');
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect((await page.request(unitApi.edit)).body).toEqual({
      id: '101',
      code: 'KG',
      name: 'Kilo',
      precision: 3,
      remark: 'by weight',
    });
    await page.request(unitApi.page, 2);
  });

  it('asks before deleting, then calls the delete route and reloads', async () => {
    const page = await renderPage(<UnitListPage />, { responses: [...listed, [unitApi.delete, () => null]] });
    await page.findByText('Kilogram');
    await page.user.click(screen.getByTestId('table-actions-more'));
    await page.user.click(await screen.findByText('Delete'));
    const question = await screen.findByText('Delete "KG Kilogram"?', { selector: '.ant-modal-confirm-title' });
    expect(page.requests(unitApi.delete)).toEqual([]);

    const confirm = question.closest('.ant-modal-confirm') as HTMLElement;
    await page.user.click(within(confirm).getByRole('button', { name: 'OK' }));
    expect((await page.request(unitApi.delete)).body).toEqual({ id: '101' });
    await page.request(unitApi.page, 2);
    expect(await screen.findByText('Deleted')).toBeTruthy();
  });

  it('shows only the actions the user may take', async () => {
    const P = Permissions.basics.unit;
    const page = await renderPage(<UnitListPage />, { responses: listed, account: userWith(P.page, P.edit) });
    await page.findByText('Kilogram');
    expect(screen.getByTestId('table-action-edit')).toBeTruthy();
    expect(screen.queryByTestId('unit-add')).toBeNull();
    expect(screen.queryByTestId('table-actions-more')).toBeNull();
    expect(screen.queryByText('Delete')).toBeNull();
  });
});
