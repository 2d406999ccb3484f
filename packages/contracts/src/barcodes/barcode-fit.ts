import { minimumLength } from './barcode-generator.js';
import type { BarcodeRuleFormat } from './barcode-rule.schema.js';

/**
 * Whether a scanned code has the structure of codes the rule makes: its prefix and a length
 * between the rule's shortest code and its length (GS1 codes counted without the brackets
 * around their application identifiers, as the rule's length is). Station scanning uses it
 * for scan configurations that name a barcode rule; it does not ask whether the code was issued.
 */
export function barcodeFitsRule(rule: BarcodeRuleFormat, code: string): boolean {
  if (rule.gs1) {
    const size = code.replace(/[()]/g, '').length;
    return code.startsWith('(') && size >= minimumLength(rule) && size <= rule.length;
  }
  return code.startsWith(rule.prefix) && code.length >= minimumLength(rule) && code.length <= rule.length;
}
