import { describe, expect, it } from 'vitest';
import { barcodeFitsRule } from './barcode-fit.js';
import { renderCode } from './barcode-generator.js';
import { type BarcodeRuleFormat, barcodeRuleFormatSchema } from './barcode-rule.schema.js';

const rule = (input: Partial<BarcodeRuleFormat> & Pick<BarcodeRuleFormat, 'elements'>): BarcodeRuleFormat =>
  barcodeRuleFormatSchema.parse({ length: 60, ...input });
const context = { time: new Date('2026-11-23T08:00:00Z'), timeZone: 'UTC', productCode: 'FG1', orderNumber: 'WO7' };

describe('barcodeFitsRule', () => {
  const fan = rule({ prefix: 'TF', length: 12, elements: [{ type: 'serial', scheme: 6, width: 4 }] });

  it('accepts the codes the rule makes', () => {
    expect(barcodeFitsRule(fan, renderCode(fan, context, 1))).toBe(true);
    expect(barcodeFitsRule(fan, 'TF2611230001')).toBe(true);
  });

  it('refuses another prefix, a code too short or too long', () => {
    expect(barcodeFitsRule(fan, 'XF2611230001')).toBe(false);
    expect(barcodeFitsRule(fan, 'TF26112')).toBe(false);
    expect(barcodeFitsRule(fan, 'TF26112300012')).toBe(false);
  });

  it('measures GS1 codes without the brackets of their identifiers', () => {
    const carton = rule({
      length: 30,
      gs1: true,
      checkDigit: true,
      elements: [
        { type: 'constant', value: '0950600013435', ai: '01' },
        { type: 'serial', scheme: 1, width: 8, ai: '21' },
      ],
    });
    const code = renderCode(carton, context, 1);
    expect(code).toBe('(01)09506000134352(21)00000001');
    expect(barcodeFitsRule(carton, code)).toBe(true);
    expect(barcodeFitsRule(carton, '0109506000134352')).toBe(false);
  });
});
