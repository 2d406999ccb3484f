import { describe, expect, it } from 'vitest';
import { maskPhone } from './format';

describe('maskPhone', () => {
  it('hides the middle four digits of an 11-digit number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone(' 13812345678 ')).toBe('138****5678');
  });

  it('leaves other values alone', () => {
    expect(maskPhone('1381234567')).toBe('1381234567');
    expect(maskPhone('138123456789')).toBe('138123456789');
    expect(maskPhone('+84 912 345 678')).toBe('+84 912 345 678');
    expect(maskPhone('138-1234-5678')).toBe('138-1234-5678');
  });

  it('returns an empty string for nothing', () => {
    expect(maskPhone(null)).toBe('');
    expect(maskPhone(undefined)).toBe('');
    expect(maskPhone('')).toBe('');
  });
});
