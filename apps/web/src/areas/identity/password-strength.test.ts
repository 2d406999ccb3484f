import { describe, expect, it } from 'vitest';
import { characterKinds, isStrongEnough, passwordStrength, strengthPercent } from './password-strength';

describe('passwordStrength', () => {
  it('is null for nothing', () => {
    expect(passwordStrength('')).toBeNull();
    expect(passwordStrength(null)).toBeNull();
    expect(passwordStrength(undefined)).toBeNull();
  });

  it('is low when too short or of one kind of character', () => {
    expect(passwordStrength('a1')).toBe('low');
    expect(passwordStrength('Ab1!x')).toBe('low'); // 5 characters, whatever the mix
    expect(passwordStrength('abcdefghij')).toBe('low');
    expect(passwordStrength('123456789012')).toBe('low');
    expect(passwordStrength('!!!!!!!')).toBe('low');
  });

  it('is medium with two kinds from 6 characters, or three kinds below 8', () => {
    expect(passwordStrength('abc123')).toBe('medium');
    expect(passwordStrength('abcdefG')).toBe('medium');
    expect(passwordStrength('Abc12!')).toBe('medium');
    expect(passwordStrength('abcdef12345')).toBe('medium');
  });

  it('is strong with three kinds from 8 characters', () => {
    expect(passwordStrength('Passw0rd')).toBe('strong');
    expect(passwordStrength('abc-1234')).toBe('strong');
    expect(passwordStrength('Z9!z9!z9!z')).toBe('strong');
  });

  it('accepts medium and strong only', () => {
    expect(isStrongEnough('abcdef')).toBe(false);
    expect(isStrongEnough('abc123')).toBe(true);
    expect(isStrongEnough('Passw0rd')).toBe(true);
    expect(isStrongEnough('')).toBe(false);
  });
});

describe('characterKinds', () => {
  it('counts lower, upper, digits and others', () => {
    expect(characterKinds('')).toBe(0);
    expect(characterKinds('abc')).toBe(1);
    expect(characterKinds('aB')).toBe(2);
    expect(characterKinds('aB3')).toBe(3);
    expect(characterKinds('aB3 ')).toBe(4);
    expect(characterKinds('密码ab')).toBe(2);
  });
});

describe('strengthPercent', () => {
  it('grows with the strength', () => {
    expect(strengthPercent(null)).toBe(0);
    expect(strengthPercent('low')).toBeLessThan(strengthPercent('medium'));
    expect(strengthPercent('medium')).toBeLessThan(strengthPercent('strong'));
    expect(strengthPercent('strong')).toBe(100);
  });
});
