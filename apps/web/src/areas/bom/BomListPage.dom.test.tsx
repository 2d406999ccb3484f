// @vitest-environment jsdom
import { type Bom, bomApi, type Material, materialApi } from '@takt/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, refOptions, renderPage } from '../../test-support/render-page';
import BomListPage from './BomListPage';

/** The BOM list on the resource kit: its columns, and the add form's header and lines as one body. */

const fan: Bom = {
  id: '1',
  code: 'BOM-FAN',
  name: 'Fan board',
  version: 'V1',
  productId: '10',
  productCode: 'FG',
  productName: 'Fan',
  enabled: true,
  remark: null,
  lineCount: 2,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

const motor: Material = {
  id: '20',
  code: 'MOT',
  name: 'Motor',
  spec: null,
  type: 'raw',
  attribute: 'purchased',
  unitId: '30',
  unitCode: 'PCS',
  unitName: 'Pieces',
  unitPrecision: 0,
  safetyStock: 0,
  remark: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

const responses = [
  [bomApi.page, () => pageOf([fan])],
  [bomApi.add, () => ({ ...fan, id: '2', lines: [] })],
  [materialApi.detail, () => ({ ...motor, usedBy: [] })],
  refOptions({
    product: [{ id: '10', code: 'FG', name: 'Fan' }],
    material: [{ id: '20', code: 'MOT', name: 'Motor' }],
  }),
] as const;

describe('BomListPage on the resource kit', () => {
  it('lists the BOM with its product, enabled tag and line count', async () => {
    const page = await renderPage(<BomListPage />, { responses });
    const row = (await page.findByText('Fan board')).closest('tr')!;
    expect(within(row).getByText('FG Fan')).toBeTruthy();
    expect(within(row).getByText('Yes')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByTestId('table-action-edit')).toBeTruthy();
    expect(within(row).getByTestId('table-action-copy')).toBeTruthy();
  });

  it('adds a BOM with its lines in one body', async () => {
    const page = await renderPage(<BomListPage />, { responses });
    await page.findByText('Fan board');
    await page.user.click(screen.getByTestId('bom-add'));
    const dialog = await screen.findByRole('dialog');
    expect((screen.getByTestId('bom-version') as HTMLInputElement).value).toBe('V1');

    await page.user.type(screen.getByTestId('bom-name'), ' Fan board B ');
    await page.user.type(screen.getByTestId('bom-code'), 'BOM-FAN-B');
    await page.user.clear(screen.getByTestId('bom-version'));
    await page.user.type(screen.getByTestId('bom-version'), ' V2 ');
    await page.user.type(within(screen.getByTestId('bom-productId')).getByRole('combobox'), 'fan');
    await page.user.click(await screen.findByTitle('FG Fan'));
    await page.user.type(screen.getByTestId('bom-remark'), '  second source ');

    await page.user.click(screen.getByTestId('bom-line-add'));
    await page.user.type(within(screen.getByTestId('bom-line-material-0')).getByRole('combobox'), 'mot');
    await page.user.click(await screen.findByTitle('MOT Motor'));
    expect((screen.getByTestId('bom-line-quantity-0') as HTMLInputElement).value).toBe('1');
    await page.user.clear(screen.getByTestId('bom-line-quantity-0'));
    await page.user.type(screen.getByTestId('bom-line-quantity-0'), '1.5');
    await page.user.click(screen.getByTestId('bom-line-key-0'));
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect((await page.request(bomApi.add)).body).toEqual({
      code: 'BOM-FAN-B',
      name: 'Fan board B',
      version: 'V2',
      productId: '10',
      enabled: true,
      remark: 'second source',
      lines: [{ materialId: '20', quantity: 1.5, processId: null, designators: null, keyMaterial: true, remark: null }],
    });
    await page.request(bomApi.page, 2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
