import { describe, expect, it } from 'vitest';
import { enterpriseNameProblem } from './enterprise-name';

describe('enterpriseNameProblem', () => {
  it('accepts Chinese or English letters with full-width brackets', () => {
    expect(enterpriseNameProblem('苏州精工')).toBeNull();
    expect(enterpriseNameProblem('苏州精工（二厂）')).toBeNull();
    expect(enterpriseNameProblem('AcmeWorks')).toBeNull();
    expect(enterpriseNameProblem('  Acme  ')).toBeNull();
    expect(enterpriseNameProblem('Acme精工')).toBeNull();
  });

  it('asks for a name', () => {
    expect(enterpriseNameProblem('')).toBe('required');
    expect(enterpriseNameProblem('   ')).toBe('required');
    expect(enterpriseNameProblem(null)).toBe('required');
  });

  it('keeps to 4–20 characters', () => {
    expect(enterpriseNameProblem('精工厂')).toBe('length');
    expect(enterpriseNameProblem('Abc')).toBe('length');
    expect(enterpriseNameProblem('A'.repeat(20))).toBeNull();
    expect(enterpriseNameProblem('A'.repeat(21))).toBe('length');
    expect(enterpriseNameProblem('精'.repeat(20))).toBeNull();
  });

  it('names the characters problem first when a name breaks both rules', () => {
    expect(enterpriseNameProblem('A1')).toBe('characters');
  });

  it('refuses digits, symbols, spaces and half-width brackets', () => {
    expect(enterpriseNameProblem('Acme 2024')).toBe('characters');
    expect(enterpriseNameProblem('Acme Works')).toBe('characters');
    expect(enterpriseNameProblem('Acme(Works)')).toBe('characters');
    expect(enterpriseNameProblem('Acme-Works')).toBe('characters');
    expect(enterpriseNameProblem('精工_二厂')).toBe('characters');
  });
});
