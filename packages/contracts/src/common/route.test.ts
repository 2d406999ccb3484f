import { describe, expect, it } from 'vitest';
import { buildQueryString } from './route.js';

describe('buildQueryString', () => {
  it('repeats array parameters and skips empty values', () => {
    expect(buildQueryString({ id: ['1', '2'], q: 'a b', none: undefined, nil: null, empty: '', n: 0, f: false })).toBe(
      '?id=1&id=2&q=a+b&n=0&f=false',
    );
    expect(buildQueryString({})).toBe('');
    expect(buildQueryString(undefined)).toBe('');
  });

  it('writes dates as ISO-8601', () => {
    expect(buildQueryString({ at: new Date('2025-01-02T03:04:05.000Z') })).toBe('?at=2025-01-02T03%3A04%3A05.000Z');
  });

  it('refuses nested objects', () => {
    expect(() => buildQueryString({ filter: { a: 1 } })).toThrow(TypeError);
  });
});
