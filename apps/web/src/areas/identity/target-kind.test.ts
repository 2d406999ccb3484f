import { describe, expect, it } from 'vitest';
import { isEmail, isMobile, maskTarget, normalizeTarget, targetKind } from './target-kind';

describe('targetKind', () => {
  it('recognizes e-mail addresses', () => {
    expect(targetKind('li.lei@example.com')).toBe('email');
    expect(targetKind(' ops@factory.example.cn ')).toBe('email');
  });

  it('recognizes mobile numbers, forgiving spaces and dashes', () => {
    expect(targetKind('13812345678')).toBe('mobile');
    expect(targetKind('138 1234 5678')).toBe('mobile');
    expect(targetKind('138-1234-5678')).toBe('mobile');
  });

  it('rejects everything else', () => {
    expect(targetKind('')).toBeNull();
    expect(targetKind(null)).toBeNull();
    expect(targetKind('li.lei@')).toBeNull();
    expect(targetKind('li lei@example.com')).toBeNull();
    expect(targetKind('a@b')).toBeNull();
    expect(targetKind('1381234567')).toBeNull(); // 10 digits
    expect(targetKind('23812345678')).toBeNull(); // mobile numbers start with 1
    expect(targetKind('admin')).toBeNull();
  });
});

describe('isEmail / isMobile', () => {
  it('agree with targetKind', () => {
    expect(isEmail('x@y.io')).toBe(true);
    expect(isEmail('13812345678')).toBe(false);
    expect(isMobile('13812345678')).toBe(true);
    expect(isMobile('x@y.io')).toBe(false);
  });

  it('caps e-mail addresses at 128 characters', () => {
    expect(isEmail(`${'a'.repeat(120)}@example.com`)).toBe(false);
  });
});

describe('normalizeTarget', () => {
  it('trims and compacts phone numbers, leaves addresses alone', () => {
    expect(normalizeTarget(' 138 1234-5678 ')).toBe('13812345678');
    expect(normalizeTarget(' Li.Lei@Example.com ')).toBe('Li.Lei@Example.com');
  });
});

describe('maskTarget', () => {
  it('hides most of the address or the middle of the number', () => {
    expect(maskTarget('li.lei@example.com')).toBe('li***@example.com');
    expect(maskTarget('x@example.com')).toBe('x***@example.com');
    expect(maskTarget('13812345678')).toBe('138****5678');
  });
});
