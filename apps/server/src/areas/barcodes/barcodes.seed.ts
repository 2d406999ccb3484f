import type { barcodeRuleAddSchema } from '@takt/contracts';
import type { z } from 'zod';
import type { BarcodeRules } from './barcode-rule.resource.js';

type RuleInput = z.output<typeof barcodeRuleAddSchema>;

/** The demo factory's barcode rules. */
export const DEMO_BARCODE_RULES: RuleInput[] = [
  {
    code: 'SN-FAN',
    name: 'Fan serial number',
    prefix: 'TF',
    length: 12,
    stackingMode: 'concat',
    separator: '',
    gs1: false,
    checkDigit: false,
    serialStart: 1,
    serialStep: 1,
    elements: [{ type: 'serial', scheme: 6, width: 4 }],
    remark: 'TF + yyMMdd + 4-digit count reset daily, e.g. TF2611230001',
  },
  {
    code: 'BOX-GS1',
    name: 'Carton GS1 label',
    prefix: '',
    length: 30,
    stackingMode: 'concat',
    separator: '',
    gs1: true,
    checkDigit: true,
    serialStart: 1,
    serialStep: 1,
    elements: [
      { type: 'constant', value: '0950600013435', ai: '01' },
      { type: 'serial', scheme: 1, width: 8, ai: '21' },
    ],
    remark: '(01) GTIN-14 with its check digit + (21) serial, e.g. (01)09506000134352(21)00000001',
  },
];

/** Adds the demo rules whose codes do not exist yet. */
export async function seedBarcodesDemo(rules: BarcodeRules, tenantId: string) {
  for (const rule of DEMO_BARCODE_RULES) {
    if (await rules.findByCode(tenantId, rule.code)) continue;
    await rules.add(tenantId, rule);
  }
}
