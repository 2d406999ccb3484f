import { labelDesignSchema, layoutLabel } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { dots, renderZpl, zplField } from './label-zpl.js';

describe('ZPL output', () => {
  it('converts millimetres to dots at the printer resolution', () => {
    expect(dots(25.4, 203)).toBe(203);
    expect(dots(60, 203)).toBe(480);
    expect(dots(60, 300)).toBe(709);
  });

  it('escapes ZPL control characters in field data', () => {
    expect(zplField('A^B~C_D')).toBe('A_5EB_7EC_5FD');
  });

  it('draws each kind of item at its position, rotated ones by their occupied box', () => {
    const design = labelDesignSchema.parse({
      elements: [
        { type: 'text', id: 't', x: 1, y: 1, width: 30, height: 5, text: 'Hello', align: 'center', fontSize: 12 },
        { type: 'text', id: 'cn', x: 1, y: 7, width: 30, height: 5, text: '风扇' },
        {
          type: 'barcode',
          id: 'c',
          x: 1,
          y: 13,
          width: 40,
          height: 10,
          symbology: 'code128',
          text: 'AB12',
          showText: true,
        },
        { type: 'barcode', id: 'd', x: 45, y: 13, width: 10, height: 10, symbology: 'datamatrix', text: 'D1' },
        {
          type: 'barcode',
          id: 'q',
          x: 20,
          y: 25,
          width: 10,
          height: 10,
          symbology: 'qrcode',
          text: 'Q1',
          rotation: 90,
        },
        { type: 'line', id: 'l', x: 0, y: 24, width: 50, height: 0.5 },
        { type: 'box', id: 'b', x: 0, y: 0, width: 50, height: 40, thickness: 0.5 },
      ],
    });
    const zpl = renderZpl([layoutLabel({ widthMm: 50, heightMm: 40 }, design, {}, '2026-11-23')], 203, 2);
    const lines = zpl.split('\n');
    expect(lines.slice(0, 5)).toEqual(['^XA', '^CI28', '^PW400', '^LL320', '^LH0,0']);
    expect(lines).toContain('^FO8,8^A0N,34,34^FB240,1,0,C,0^FH_^FDHello^FS');
    expect(lines.some((line) => line.startsWith('^FO8,56^A@N,') && line.endsWith('^FD风扇^FS'))).toBe(true);
    expect(lines).toContain('^FO8,104^BY3,3,60^BCN,60,Y,N,N^FH_^FDAB12^FS');
    expect(lines.some((line) => /^\^FO360,104\^BXN,\d+,200\^FH_\^FDD1\^FS$/.test(line))).toBe(true);
    expect(lines.some((line) => /^\^FO160,200\^BQR,2,\d+\^FH_\^FDMA,Q1\^FS$/.test(line))).toBe(true);
    expect(lines).toContain('^FO0,192^GB400,4,4,B,0^FS');
    expect(lines).toContain('^FO0,0^GB400,320,4,B,0^FS');
    expect(lines.slice(-2)).toEqual(['^PQ2', '^XZ']);
  });
});
