import { describe, expect, it } from 'vitest';
import { labelDesignSchema } from './label-design.schema.js';
import { barcodeDataProblem, layoutLabel, occupiedBox } from './label-layout.js';

const design = labelDesignSchema.parse({
  elements: [
    { type: 'text', id: 'title', x: 1, y: 1, width: 30, height: 5, text: 'Made in VN' },
    { type: 'field', id: 'sn', x: 1, y: 8, width: 30, height: 5, field: 'serial', prefix: 'SN ', suffix: '!' },
    { type: 'field', id: 'date', x: 1, y: 14, width: 30, height: 5, field: 'date' },
    { type: 'barcode', id: 'qr', x: 35, y: 1, width: 20, height: 20, symbology: 'qrcode', field: 'serial' },
    { type: 'barcode', id: 'order', x: 1, y: 20, width: 40, height: 10, symbology: 'code128', field: 'orderNumber' },
    { type: 'barcode', id: 'const', x: 1, y: 31, width: 8, height: 8, symbology: 'datamatrix', text: 'FIXED' },
    { type: 'line', id: 'rule', x: 0, y: 19, width: 60, height: 0.3 },
    { type: 'box', id: 'frame', x: 0, y: 0, width: 60, height: 40, rotation: 90 },
  ],
});

describe('label layout', () => {
  it('fills fields from the record, defaults the date and leaves out empty bar codes', () => {
    const layout = layoutLabel({ widthMm: 60, heightMm: 40 }, design, { serial: 'A1' }, '2026-11-23');
    expect(layout).toMatchObject({ widthMm: 60, heightMm: 40 });
    const byId = new Map(layout.items.map((item) => [item.id, item]));
    expect(byId.get('title')).toMatchObject({ kind: 'text', text: 'Made in VN', fontSize: 10, align: 'left' });
    expect(byId.get('sn')).toMatchObject({ kind: 'text', text: 'SN A1!' });
    expect(byId.get('date')).toMatchObject({ kind: 'text', text: '2026-11-23' });
    expect(byId.get('qr')).toMatchObject({ kind: 'barcode', symbology: 'qrcode', data: 'A1' });
    expect(byId.has('order')).toBe(false);
    expect(byId.get('const')).toMatchObject({ kind: 'barcode', data: 'FIXED' });
    expect(byId.get('rule')).toMatchObject({ kind: 'rect', fill: true });
    expect(byId.get('frame')).toMatchObject({ kind: 'rect', fill: false, thickness: 0.3, rotation: 90 });
    const dated = layoutLabel({ widthMm: 60, heightMm: 40 }, design, { date: '2027-01-01' }, '2026-11-23');
    expect(dated.items.find((item) => item.id === 'date')).toMatchObject({ text: '2027-01-01' });
  });

  it('turns a rotated box about its centre', () => {
    expect(occupiedBox({ x: 10, y: 10, width: 20, height: 4, rotation: 90 })).toEqual({
      x: 18,
      y: 2,
      width: 4,
      height: 20,
    });
    expect(occupiedBox({ x: 10, y: 10, width: 20, height: 4, rotation: 180 })).toEqual({
      x: 10,
      y: 10,
      width: 20,
      height: 4,
    });
  });

  it('knows Code128 carries ASCII only', () => {
    expect(barcodeDataProblem('code128', 'TF-001')).toBeNull();
    expect(barcodeDataProblem('code128', '风扇')).toBe('notAscii');
    expect(barcodeDataProblem('qrcode', '风扇')).toBeNull();
  });
});
