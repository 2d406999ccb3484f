import { describe, expect, it } from 'vitest';
import {
  BarcodeRenderError,
  type GenerationContext,
  gs1CheckDigit,
  minimumLength,
  periodKey,
  renderCode,
  renderCodes,
  ruleInputs,
  ruleProblems,
} from './barcode-generator.js';
import { type BarcodeRuleFormat, barcodeRuleFormatSchema } from './barcode-rule.schema.js';
import { SERIAL_SCHEMES } from './serial-scheme.js';

const rule = (input: Partial<BarcodeRuleFormat> & Pick<BarcodeRuleFormat, 'elements'>): BarcodeRuleFormat =>
  barcodeRuleFormatSchema.parse({ length: 60, ...input });
const at = (iso: string, extra: Partial<GenerationContext> = {}): GenerationContext => ({
  time: new Date(iso),
  timeZone: 'UTC',
  productCode: 'FG1',
  orderNumber: 'WO7',
  ...extra,
});
const problemOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof BarcodeRenderError) return error.detail;
    throw error;
  }
  throw new Error('no problem raised');
};

/** Scheme id → the first code on 2026-11-23 (product FG1, order WO7, count width 4). */
const FIRST_CODES: Record<number, string> = {
  1: '0001',
  2: '260001',
  3: '20260001',
  4: '26110001',
  5: '2026110001',
  6: '2611230001',
  7: '202611230001',
  8: 'FG10001',
  9: 'FG1260001',
  10: 'FG120260001',
  11: 'FG126110001',
  12: 'FG12026110001',
  13: 'FG12611230001',
  14: 'FG1202611230001',
  15: 'WO70001',
  16: 'WO7260001',
  17: 'WO720260001',
  18: 'WO726110001',
  19: 'WO72026110001',
  20: 'WO72611230001',
  21: 'WO7202611230001',
  22: 'FG1WO70001',
  23: 'FG1WO7260001',
  24: 'FG1WO720260001',
  25: 'FG1WO726110001',
  26: 'FG1WO72026110001',
  27: 'FG1WO72611230001',
  28: 'FG1WO7202611230001',
};

/** Scheme id → the reset level (which of next day / next month / next year start a new count). */
const RESETS: Record<number, 'total' | 'yearly' | 'monthly' | 'daily'> = Object.fromEntries(
  Array.from({ length: 28 }, (_, index) => [
    index + 1,
    (['total', 'yearly', 'yearly', 'monthly', 'monthly', 'daily', 'daily'] as const)[index % 7]!,
  ]),
);

describe('serial schemes', () => {
  it('has exactly 28 distinct schemes numbered 1-28', () => {
    expect(SERIAL_SCHEMES.map((s) => s.id)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    const shapes = new Set(SERIAL_SCHEMES.map((s) => `${s.key}/${s.date}/${s.reset}`));
    expect(shapes.size).toBe(28);
  });

  describe.each(SERIAL_SCHEMES.map((s) => s.id))('scheme %i', (id) => {
    const r = rule({ elements: [{ type: 'serial', scheme: id, width: 4 }] });
    const day = at('2026-11-23T10:00:00Z');

    it('renders its parts and counts from the start value', () => {
      expect(renderCode(r, day, 1)).toBe(FIRST_CODES[id]);
      expect(renderCode(r, day, 12).endsWith('0012')).toBe(true);
      expect(ruleProblems(r)).toEqual([]);
    });

    it('restarts its count at its level (day, month and year roll-over)', () => {
      const key = (iso: string) => periodKey(r, at(iso));
      const same = key('2026-11-23T23:59:59Z') === key('2026-11-23T00:00:00Z');
      const nextDay = key('2026-11-24T00:00:00Z') !== key('2026-11-23T23:59:59Z');
      const nextMonth = key('2026-12-01T00:00:00Z') !== key('2026-11-30T23:59:59Z');
      const nextYear = key('2027-01-01T00:00:00Z') !== key('2026-12-31T23:59:59Z');
      const sameYearOtherMonth = key('2026-03-05T00:00:00Z') !== key('2026-11-23T00:00:00Z');
      expect(same).toBe(true);
      const reset = RESETS[id];
      expect({ nextDay, nextMonth, nextYear, sameYearOtherMonth }).toEqual({
        nextDay: reset === 'daily',
        nextMonth: reset === 'daily' || reset === 'monthly',
        nextYear: reset !== 'total',
        sameYearOtherMonth: reset === 'daily' || reset === 'monthly',
      });
    });

    it('keeps its count per product and/or order when keyed', () => {
      const scheme = SERIAL_SCHEMES[id - 1]!;
      const base = periodKey(r, day);
      const otherProduct = periodKey(r, { ...day, productCode: 'FG2' }) !== base;
      const otherOrder = periodKey(r, { ...day, orderNumber: 'WO8' }) !== base;
      expect(otherProduct).toBe(scheme.key === 'product' || scheme.key === 'productOrder');
      expect(otherOrder).toBe(scheme.key === 'order' || scheme.key === 'productOrder');
      expect(ruleInputs(r)).toEqual({ productCode: otherProduct, orderNumber: otherOrder, text: false });
      if (otherProduct)
        expect(problemOf(() => renderCode(r, { ...day, productCode: ' ' }, 1))).toMatchObject({
          problem: 'inputRequired',
          field: 'productCode',
        });
      if (otherOrder)
        expect(problemOf(() => periodKey(r, { ...day, orderNumber: null }))).toMatchObject({
          problem: 'inputRequired',
          field: 'orderNumber',
        });
    });
  });

  it('takes dates and periods in the enterprise time zone', () => {
    const r = rule({ elements: [{ type: 'serial', scheme: 6, width: 4 }] });
    const late = { time: new Date('2026-11-23T17:30:00Z') };
    expect(renderCode(r, { ...late, timeZone: 'UTC' }, 1)).toBe('2611230001');
    expect(renderCode(r, { ...late, timeZone: 'Asia/Shanghai' }, 1)).toBe('2611240001');
    expect(periodKey(r, { ...late, timeZone: 'Asia/Shanghai' })).toBe('D2026-11-24');
    expect(periodKey(r, { ...late, timeZone: 'America/New_York' })).toBe('D2026-11-23');
  });
});

describe('rendering', () => {
  const snFan = rule({
    prefix: 'TF',
    length: 12,
    elements: [{ type: 'serial', scheme: 6, width: 4 }],
  });

  it('renders the demo rule SN-FAN (TF + yymmdd + 4-digit daily count)', () => {
    expect(renderCodes(snFan, at('2026-01-05T08:00:00Z'), 0, 3)).toEqual([
      'TF2601050001',
      'TF2601050002',
      'TF2601050003',
    ]);
    expect(minimumLength(snFan)).toBe(12);
    expect(problemOf(() => renderCode(snFan, at('2026-01-05T08:00:00Z'), 10_000))).toEqual({
      problem: 'serialExhausted',
      field: 'count',
      width: 4,
    });
  });

  it('applies start and step', () => {
    const r = rule({ serialStart: 100, serialStep: 5, elements: [{ type: 'serial', scheme: 1, width: 5 }] });
    expect(renderCodes(r, at('2026-01-05T08:00:00Z'), 0, 3)).toEqual(['00100', '00105', '00110']);
  });

  it('joins parts with a separator and pads given values', () => {
    const r = rule({
      stackingMode: 'separated',
      separator: '-',
      prefix: 'X',
      elements: [
        { type: 'constant', value: 'A1' },
        { type: 'productCode', width: 6, padChar: '_' },
        { type: 'date', format: 'DDD' },
        { type: 'date', format: 'HH' },
        { type: 'text' },
        { type: 'serial', scheme: 15, width: 3 },
      ],
    });
    expect(renderCode(r, at('2026-02-01T07:00:00Z', { text: 'L9' }), 2)).toBe('X-A1-___FG1-032-07-L9-WO7-002');
    expect(
      problemOf(() => renderCode(r, at('2026-02-01T07:00:00Z', { text: 'L9', productCode: 'TOOLONG1' }), 1)),
    ).toEqual({
      problem: 'inputTooLong',
      field: 'productCode',
      width: 6,
    });
    expect(problemOf(() => renderCode(r, at('2026-02-01T07:00:00Z'), 1))).toMatchObject({ field: 'text' });
  });

  it('fills the count so every code has the rule length', () => {
    const r = rule({
      stackingMode: 'fill',
      prefix: 'B',
      length: 10,
      elements: [{ type: 'serial', scheme: 8, width: 2 }],
    });
    expect(renderCode(r, at('2026-02-01T07:00:00Z'), 7)).toBe('BFG1000007');
    expect(renderCode(r, at('2026-02-01T07:00:00Z', { productCode: 'FG1234' }), 7)).toBe('BFG1234007');
    expect(problemOf(() => renderCode(r, at('2026-02-01T07:00:00Z', { productCode: 'FG12345678' }), 7))).toMatchObject({
      problem: 'codeTooLong',
    });
  });

  it('refuses a code longer than the rule allows', () => {
    const r = rule({ length: 8, elements: [{ type: 'productCode' }, { type: 'serial', scheme: 1, width: 4 }] });
    expect(renderCode(r, at('2026-02-01T07:00:00Z', { productCode: 'AB' }), 1)).toBe('AB0001');
    expect(problemOf(() => renderCode(r, at('2026-02-01T07:00:00Z', { productCode: 'ABCDE' }), 1))).toEqual({
      problem: 'codeTooLong',
      field: 'length',
      length: 8,
      actual: 9,
    });
  });
});

describe('GS1 check digits', () => {
  it.each([
    ['400638133393', '1'], // EAN-13 4006381333931
    ['590123412345', '7'], // EAN-13 5901234123457
    ['03600029145', '2'], // UPC-A 036000291452
    ['950600013435', '2'], // GTIN-13 9506000134352
    ['0950600013435', '2'], // the same as GTIN-14 09506000134352
  ])('%s → %s', (digits, check) => {
    expect(gs1CheckDigit(digits)).toBe(check);
  });

  it('appends a check digit to numeric plain codes', () => {
    const ean = rule({
      prefix: '40063813',
      length: 13,
      checkDigit: true,
      serialStart: 3393,
      elements: [{ type: 'serial', scheme: 1, width: 4 }],
    });
    expect(renderCode(ean, at('2026-02-01T07:00:00Z'), 1)).toBe('4006381333931');
    const letters = rule({ prefix: 'TF', checkDigit: true, elements: [{ type: 'serial', scheme: 1, width: 4 }] });
    expect(ruleProblems(letters)).toEqual([{ problem: 'checkDigitNumeric', field: 'checkDigit' }]);
  });

  it('computes the (01) GTIN check digit and writes bracketed AIs (demo rule BOX-GS1)', () => {
    const box = rule({
      gs1: true,
      checkDigit: true,
      length: 40,
      elements: [
        { type: 'constant', value: '0950600013435', ai: '01' },
        { type: 'date', format: 'yyMMdd', ai: '11' },
        { type: 'serial', scheme: 1, width: 6, ai: '21' },
      ],
    });
    expect(ruleProblems(box)).toEqual([]);
    expect(renderCodes(box, at('2026-11-23T10:00:00Z'), 41, 2)).toEqual([
      '(01)09506000134352(11)261123(21)000042',
      '(01)09506000134352(11)261123(21)000043',
    ]);
    expect(minimumLength(box)).toBe(2 + 14 + 2 + 6 + 2 + 6);
  });

  it('checks a given GTIN check digit when the rule does not compute it', () => {
    const given = (value: string) =>
      rule({
        gs1: true,
        elements: [
          { type: 'constant', value, ai: '01' },
          { type: 'serial', scheme: 1, width: 4, ai: '21' },
        ],
      });
    expect(renderCode(given('09506000134352'), at('2026-11-23T10:00:00Z'), 1)).toBe('(01)09506000134352(21)0001');
    expect(problemOf(() => renderCode(given('09506000134353'), at('2026-11-23T10:00:00Z'), 1))).toEqual({
      problem: 'gs1Field',
      field: 'elements',
      ai: '01',
    });
  });

  it('writes the lot (10) from the text and an SSCC (00) with its check digit', () => {
    const r = rule({
      gs1: true,
      checkDigit: true,
      elements: [
        { type: 'constant', value: '1061414112345', ai: '00' },
        { type: 'serial', scheme: 1, width: 4 },
        { type: 'text', ai: '10' },
      ],
    });
    expect(ruleProblems(r)).toEqual([]);
    const code = renderCode(r, at('2026-11-23T10:00:00Z', { text: 'LOT-A' }), 1);
    expect(code).toBe(`(00)10614141123450001${gs1CheckDigit('10614141123450001')}(10)LOT-A`);
  });
});

describe('rule problems (spec 001 §5)', () => {
  const serial = { type: 'serial', scheme: 1, width: 4 } as const;
  it('names each broken rule', () => {
    expect(ruleProblems(rule({ length: 0, elements: [serial] }))).toEqual([
      { problem: 'lengthPositive', field: 'length' },
    ]);
    expect(ruleProblems(rule({ length: -3, elements: [serial] }))[0]?.problem).toBe('lengthPositive');
    expect(ruleProblems(rule({ length: 2, prefix: 'ABC', elements: [serial] }))[0]?.problem).toBe('prefixAboveLength');
    expect(ruleProblems(rule({ length: 3, prefix: 'ABC', elements: [serial] }))[0]?.problem).toBe(
      'lengthNotAbovePrefix',
    );
    expect(ruleProblems(rule({ length: 6, prefix: 'ABC', elements: [serial] }))).toEqual([
      { problem: 'elementsDoNotFit', field: 'length', min: 7, length: 6 },
    ]);
    expect(ruleProblems(rule({ length: 7, prefix: 'ABC', elements: [serial] }))).toEqual([]);
    expect(ruleProblems(rule({ elements: [{ type: 'constant', value: 'A' }] }))[0]?.problem).toBe('oneSerial');
    expect(ruleProblems(rule({ elements: [serial, serial] }))[0]?.problem).toBe('oneSerial');
    expect(ruleProblems(rule({ stackingMode: 'separated', elements: [serial] }))[0]?.problem).toBe('separatorRequired');
    expect(ruleProblems(rule({ elements: [{ ...serial, ai: '21' }] }))[0]?.problem).toBe('aiWithoutGs1');
    expect(ruleProblems(rule({ gs1: true, prefix: 'X', elements: [{ ...serial, ai: '21' }] }))[0]?.problem).toBe(
      'gs1Prefix',
    );
    expect(ruleProblems(rule({ gs1: true, elements: [serial] }))[0]?.problem).toBe('gs1FirstAi');
    expect(ruleProblems(rule({ gs1: true, checkDigit: true, elements: [{ ...serial, ai: '01' }] }))).toEqual([
      { problem: 'gs1FieldLength', field: 'elements', ai: '01', expected: 13, actual: 4 },
    ]);
    expect(
      ruleProblems(
        rule({
          gs1: true,
          elements: [
            { type: 'productCode', ai: '37' },
            { ...serial, ai: '21' },
          ],
        }),
      )[0]?.problem,
    ).toBe('gs1FieldNumeric');
    const separated = {
      stackingMode: 'separated' as const,
      separator: '-' as const,
      prefix: 'ABCD',
      elements: [serial],
    };
    expect(ruleProblems(rule({ ...separated, length: 9 }))).toEqual([]);
    expect(ruleProblems(rule({ ...separated, length: 8 }))[0]).toMatchObject({ problem: 'elementsDoNotFit', min: 9 });
  });
});
