import { describe, expect, it } from 'vitest';
import { codeName } from '../../app/crud/code-name';
import { fitsPrecision } from './materials-page';

describe('materials pages', () => {
  it('checks a safety stock against the unit precision', () => {
    expect(fitsPrecision(5, 0)).toBe(true);
    expect(fitsPrecision(5.5, 0)).toBe(false);
    expect(fitsPrecision(2.125, 3)).toBe(true);
    expect(fitsPrecision(2.1255, 3)).toBe(false);
    expect(fitsPrecision(null, 0)).toBe(true);
  });

  it('names a referenced record by code and name', () => {
    expect(codeName('R-CB', 'Control board')).toBe('R-CB Control board');
    expect(codeName('R-CB', null)).toBe('R-CB');
    expect(codeName(null, 'x')).toBe('');
    expect(codeName(null, 'x', '-')).toBe('-');
  });
});
