// @vitest-environment jsdom
import { type Material, type MaterialDetail, materialApi, Permissions } from '@takt/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, type RenderedPage, refOptions, renderPage, userWith } from '../../test-support/render-page';
import MaterialListPage from './MaterialListPage';

/** The resource kit's enums, reference picker, detail drawer and detail permission, on materials. */

const bolt: Material = {
  id: '201',
  code: 'M-1',
  name: 'Bolt',
  spec: 'M8x40',
  type: 'raw',
  attribute: 'purchased',
  unitId: '101',
  unitCode: 'KG',
  unitName: 'Kilogram',
  unitPrecision: 3,
  safetyStock: 12.5,
  remark: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};
const units = refOptions({
  unit: [
    { id: '101', code: 'KG', name: 'Kilogram' },
    { id: '102', code: 'PCS', name: 'Pieces' },
  ],
});
const listed = [[materialApi.page, () => pageOf([bolt])], units] as const;

const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

async function rowOf(page: RenderedPage, name: string) {
  return (await page.findByText(name)).closest('tr') as HTMLElement;
}

describe('MaterialListPage on the resource kit', () => {
  it("shows an enum's translated name, the unit by code and name, the stock in the unit's decimals", async () => {
    const page = await renderPage(<MaterialListPage />, { responses: listed });
    expect(cells(await rowOf(page, 'Bolt')).slice(0, 7)).toEqual([
      'M-1',
      'Bolt',
      'M8x40',
      'Raw material',
      'Purchased',
      'KG Kilogram',
      '12.500',
    ]);
  });

  it('shows the enum names in the chosen language', async () => {
    const page = await renderPage(<MaterialListPage />, { responses: listed, language: 'zh-CN' });
    const row = cells(await rowOf(page, 'Bolt'));
    expect(row.slice(3, 5)).toEqual(['原材料', '外购']);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toContain('单位');
  });

  it("opens the detail drawer on the detail route's record", async () => {
    const detail: MaterialDetail = {
      ...bolt,
      usedBy: [{ kind: 'product', refs: [{ id: '301', code: 'P-1', name: 'Bike' }] }],
    };
    const page = await renderPage(<MaterialListPage />, {
      responses: [...listed, [materialApi.detail, () => ({ ...detail, name: 'Bolt (fresh)' })]],
    });
    await rowOf(page, 'Bolt');
    await page.user.click(screen.getByTestId('table-action-detail'));
    expect((await page.request(materialApi.detail)).query).toEqual({ id: '201' });
    const drawer = await screen.findByTestId('material-detail');
    expect(await within(drawer).findByText('Bolt (fresh)')).toBeTruthy();
    expect(within(drawer).getByText('Material M-1')).toBeTruthy();
    const items = [...drawer.querySelectorAll('.ant-descriptions-row')].map((item) => item.textContent);
    expect(items.slice(0, 7)).toEqual([
      'CodeM-1',
      'NameBolt (fresh)',
      'SpecM8x40',
      'TypeRaw material',
      'AttributePurchased',
      'UnitKG Kilogram',
      'Safety stock12.500',
    ]);
    expect(within(drawer).getByText('P-1 Bike')).toBeTruthy();
  });

  it('adds a material with the unit picked by search and the enums defaults', async () => {
    const page = await renderPage(<MaterialListPage />, {
      responses: [...listed, [materialApi.add, ({ body }) => ({ ...bolt, ...(body as object), id: '202' })]],
    });
    await rowOf(page, 'Bolt');
    await page.user.click(screen.getByTestId('material-add'));
    const dialog = await screen.findByRole('dialog');
    await page.user.type(screen.getByTestId('material-name'), 'Nut');
    await page.user.type(screen.getByTestId('material-code'), 'M-2');
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Please choose Unit')).toBeTruthy();
    expect(page.requests(materialApi.add)).toEqual([]);

    const picker = within(screen.getByTestId('material-unitId')).getByRole('combobox');
    await page.user.type(picker, 'pie');
    await page.user.click(await screen.findByTitle('PCS Pieces'));
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect((await page.request(materialApi.add)).body).toEqual({
      code: 'M-2',
      name: 'Nut',
      spec: null,
      type: 'raw',
      attribute: 'purchased',
      unitId: '102',
      safetyStock: 0,
      remark: null,
    });
    expect(page.requests(units[0]).map((call) => call.query)).toContainEqual({ kind: 'unit', keyword: 'pie' });
    await page.request(materialApi.page, 2);
  });

  it('shows the detail action only with the detail permission', async () => {
    const P = Permissions.basics.material;
    const viewer = await renderPage(<MaterialListPage />, { responses: listed, account: userWith(P.page, P.get) });
    await rowOf(viewer, 'Bolt');
    expect(screen.getByTestId('table-action-detail')).toBeTruthy();
    expect(screen.queryByTestId('table-action-edit')).toBeNull();
    expect(screen.queryByTestId('material-add')).toBeNull();
    expect(screen.queryByTestId('material-export')).toBeNull();
    viewer.unmount();

    const lister = await renderPage(<MaterialListPage />, { responses: listed, account: userWith(P.page, P.edit) });
    await rowOf(lister, 'Bolt');
    expect(screen.queryByTestId('table-action-detail')).toBeNull();
    expect(screen.getByTestId('table-action-edit')).toBeTruthy();
  });
});
