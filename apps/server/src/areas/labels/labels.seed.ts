import type { LabelDesign } from '@takt/contracts';
import type { PrintTemplates } from './print-template.resource.js';

/** The demo label: 60 × 40 mm, product name, serial text and a QR code of the serial. */
export const DEMO_LABEL_DESIGN: LabelDesign = {
  elements: [
    { type: 'box', id: 'frame', x: 1, y: 1, width: 58, height: 38, rotation: 0, thickness: 0.3 },
    {
      type: 'field',
      id: 'product',
      x: 3,
      y: 3,
      width: 54,
      height: 6,
      rotation: 0,
      fontSize: 10,
      bold: true,
      align: 'left',
      field: 'productName',
      prefix: '',
      suffix: '',
    },
    { type: 'line', id: 'rule', x: 3, y: 10, width: 54, height: 0.3, rotation: 0 },
    {
      type: 'barcode',
      id: 'qr',
      x: 3,
      y: 12,
      width: 24,
      height: 24,
      rotation: 0,
      symbology: 'qrcode',
      field: 'serial',
      text: '',
      showText: false,
    },
    {
      type: 'field',
      id: 'serial',
      x: 29,
      y: 14,
      width: 28,
      height: 5,
      rotation: 0,
      fontSize: 8,
      bold: false,
      align: 'left',
      field: 'serial',
      prefix: 'SN ',
      suffix: '',
    },
    {
      type: 'field',
      id: 'code',
      x: 29,
      y: 21,
      width: 28,
      height: 5,
      rotation: 0,
      fontSize: 7,
      bold: false,
      align: 'left',
      field: 'productCode',
      prefix: '',
      suffix: '',
    },
    {
      type: 'field',
      id: 'date',
      x: 29,
      y: 28,
      width: 28,
      height: 5,
      rotation: 0,
      fontSize: 7,
      bold: false,
      align: 'left',
      field: 'date',
      prefix: '',
      suffix: '',
    },
  ],
};

/** Idempotent: skips the template when its code exists. */
export async function seedLabelsDemo(templates: PrintTemplates, tenantId: string): Promise<void> {
  if (await templates.findByCode(tenantId, 'LBL-FAN')) return;
  await templates.add(tenantId, {
    code: 'LBL-FAN',
    name: 'Fan serial label',
    type: 'product',
    paperWidth: 60,
    paperHeight: 40,
    dpi: 203,
    printerAddress: null,
    remark: null,
    design: DEMO_LABEL_DESIGN,
  });
}
