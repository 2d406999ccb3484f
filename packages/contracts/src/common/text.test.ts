import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fillTemplate, TEXT_RULE_MESSAGE, textRuleViolations, withTextRule } from './text.js';

describe('the one text rule', () => {
  it('finds NUL in values and keys, nested, naming each path', () => {
    expect(textRuleViolations({ a: 'ok', b: ['x', 'y\u0000'], c: { 'k\u0000': 1 } })).toEqual([
      ['b', 1],
      ['c', 'k\u0000'],
    ]);
    expect(textRuleViolations('\u0000')).toEqual([[]]);
    expect(textRuleViolations({ a: 'plain', n: 1, t: true, z: null })).toEqual([]);
  });

  it('refuses before the schema, with an issue on the field', () => {
    const schema = withTextRule(z.object({ name: z.string().max(5) }));
    expect(schema.parse({ name: 'fan' })).toEqual({ name: 'fan' });
    const refused = schema.safeParse({ name: 'f\u0000n' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toMatchObject([{ code: 'custom', path: ['name'], message: TEXT_RULE_MESSAGE }]);
  });
});

describe('fillTemplate', () => {
  it('fills named placeholders, leaves unknown ones, and words other values through say', () => {
    expect(fillTemplate('{kind} code {code} is taken', { kind: 'unit', code: 'PCS' })).toBe('unit code PCS is taken');
    expect(fillTemplate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(fillTemplate('{list}', { list: ['x', 'y'] }, (value) => value.join('; '))).toBe('x; y');
  });
});
