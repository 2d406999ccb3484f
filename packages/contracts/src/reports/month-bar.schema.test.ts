import { describe, expect, it } from 'vitest';
import { monthsUpTo, nextMonth } from './month-bar.schema.js';

describe('month bar months', () => {
  it('counts back across a year, the current month last', () => {
    expect(monthsUpTo('2026-02-15', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsUpTo('2026-12-31', 12)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
  });

  it('steps into the next year', () => {
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(nextMonth('2026-01')).toBe('2026-02');
  });
});
