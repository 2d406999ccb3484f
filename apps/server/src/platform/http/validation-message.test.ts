import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeValidationProblems } from './validation-message.js';

const schema = z.strictObject({
  account: z.string().min(1).max(20),
  password: z.string().min(6).max(12),
  age: z.number().int().min(0).max(150),
  kind: z.enum(['a', 'b']),
  email: z.email().optional(),
  tags: z.array(z.string()).max(2).optional(),
});

function describeInput(input: unknown, language: 'en-US' | 'zh-CN' = 'en-US') {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return describeValidationProblems(
    language,
    result.error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      message: issue.message,
      params: issue as unknown as Record<string, unknown>,
    })),
  );
}

const valid = { account: 'admin', password: 'secret1', age: 30, kind: 'a' };

describe('validation messages name the field and the reason', () => {
  it.each([
    [{ ...valid, account: undefined }, 'account: is required'],
    [{ ...valid, account: '' }, 'account: is required'],
    [{ ...valid, account: 'x'.repeat(21) }, 'account: must be at most 20 characters'],
    [{ ...valid, password: '123' }, 'password: must be at least 6 characters'],
    [{ ...valid, age: 'old' }, 'age: must be a number'],
    [{ ...valid, age: 1.5 }, 'age: must be a whole number'],
    [{ ...valid, age: -1 }, 'age: must be at least 0'],
    [{ ...valid, age: 200 }, 'age: must be at most 150'],
    [{ ...valid, kind: 'c' }, 'kind: must be one of: a, b'],
    [{ ...valid, email: 'not-mail' }, 'email: has an invalid format'],
    [{ ...valid, tags: ['1', '2', '3'] }, 'tags: must have at most 2 items'],
    [{ ...valid, admin: true }, 'admin: is not an accepted field'],
  ])('%o', (input, expected) => {
    expect(describeInput(input)).toBe(`Invalid request: ${expected}`);
  });

  it('lists several problems and translates them', () => {
    expect(describeInput({ ...valid, account: '', password: '1' }, 'zh-CN')).toBe(
      '请求参数有误：account：不能为空; password：长度不能少于 6 个字符',
    );
  });
});
