// @vitest-environment jsdom
import { type ScanConfigDetail, scanConfigApi } from '@takt/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, refOptions, renderPage } from '../../test-support/render-page';
import ScanConfigListPage from './ScanConfigListPage';

/** The scan-configuration list on the resource kit: edit opens on the detail; the serial's matchers go when not scanned. */

const config: ScanConfigDetail = {
  id: '1',
  code: 'SC-FAN',
  name: 'Fan @ assembly',
  productId: '10',
  productCode: 'FG',
  productName: 'Fan',
  processId: '40',
  processCode: 'P50',
  processName: 'Assembly',
  enabled: true,
  scanSerial: true,
  serialRuleId: '9',
  serialRuleCode: 'SN',
  serialRuleName: 'Serial',
  serialPattern: 'TF####',
  enforceOrder: false,
  remark: null,
  materialCount: 1,
  expectedScans: 3,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  materials: [
    {
      id: '5',
      lineNo: 1,
      materialId: '20',
      materialCode: 'MOT',
      materialName: 'Motor',
      expectedCount: 2,
      barcodeRuleId: null,
      barcodeRuleCode: null,
      barcodeRuleName: null,
      pattern: 'M*',
      reusable: false,
    },
  ],
};
const { materials: _, ...row } = config;

describe('ScanConfigListPage on the resource kit', () => {
  it("edits on the configuration's detail and drops the serial's rule and mask when the serial is not scanned", async () => {
    const page = await renderPage(<ScanConfigListPage />, {
      responses: [
        [scanConfigApi.page, () => pageOf([row])],
        [scanConfigApi.detail, () => config],
        [scanConfigApi.edit, () => config],
        refOptions({
          product: [{ id: '10', code: 'FG', name: 'Fan' }],
          process: [{ id: '40', code: 'P50', name: 'Assembly' }],
          barcodeRule: [{ id: '9', code: 'SN', name: 'Serial' }],
          material: [{ id: '20', code: 'MOT', name: 'Motor' }],
        }),
      ],
    });
    const listed = (await page.findByText('Fan @ assembly')).closest('tr')!;
    expect(within(listed).getByText('SN Serial · TF####')).toBeTruthy();
    await page.user.click(within(listed).getByTestId('table-action-edit'));
    const dialog = await screen.findByRole('dialog');
    expect((await page.request(scanConfigApi.detail)).query).toEqual({ id: '1' });
    expect(await within(screen.getByTestId('scan-config-serialRuleId')).findByText('SN Serial')).toBeTruthy();

    await page.user.click(screen.getByTestId('scan-config-scanSerial'));
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await page.request(scanConfigApi.edit)).body).toEqual({
      id: '1',
      code: 'SC-FAN',
      name: 'Fan @ assembly',
      productId: '10',
      processId: '40',
      enabled: true,
      enforceOrder: false,
      scanSerial: false,
      serialRuleId: null,
      serialPattern: null,
      remark: null,
      materials: [{ materialId: '20', expectedCount: 2, barcodeRuleId: null, pattern: 'M*', reusable: false }],
    });
  });
});
