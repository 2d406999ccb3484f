import type { RuleObject } from 'antd/es/form';
import type { RuleError } from 'rc-field-form/es/interface';
// The validation antd's Form runs for each field (rc-field-form), so these rules are judged as in the page.
import { validateRules } from 'rc-field-form/es/utils/validateUtil';
import { describe, expect, it } from 'vitest';
import { isBlank, requiredRule } from './field-rules';

async function errorsOf(value: unknown, rule: RuleObject): Promise<string[]> {
  // Resolves when the value passes; rejects with the failed rules' errors otherwise.
  const results = await validateRules(['field'], value, [rule], {}, false).catch((failed: RuleError[]) => failed);
  return results.flatMap((result) => result.errors);
}

describe('requiredRule', () => {
  const rule = requiredRule('Please enter Length') as RuleObject;

  it('accepts a filled number field, zero included', async () => {
    expect(await errorsOf(20, rule)).toEqual([]);
    expect(await errorsOf(0, rule)).toEqual([]);
  });

  it('accepts text, a choice of any type and a list with items', async () => {
    expect(await errorsOf('TF', rule)).toEqual([]);
    expect(await errorsOf(false, rule)).toEqual([]);
    expect(await errorsOf(['a'], rule)).toEqual([]);
  });

  it('refuses nothing, blank text and an empty list with its message', async () => {
    for (const value of [undefined, null, '', '   ', []])
      expect(await errorsOf(value, rule)).toEqual(['Please enter Length']);
  });

  it('marks the field as required (the form shows its asterisk)', () => {
    expect((rule as { required?: boolean }).required).toBe(true);
  });
});

describe('isBlank', () => {
  it('treats numbers and booleans as values', () => {
    expect([0, 12, false, true].map(isBlank)).toEqual([false, false, false, false]);
    expect([undefined, null, ' ', []].map(isBlank)).toEqual([true, true, true, true]);
  });
});
