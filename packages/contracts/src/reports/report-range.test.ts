import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MAX_DAYS } from '../common/date-range.js';
import { addDays, QUICK_RANGES, queryRangeProblem, quickRange, quickRangeOf, rangeDays } from './report-range.js';

describe('the query range', () => {
  it('computes the quick ranges of spec 001 §9 from today', () => {
    const today = '2026-03-01';
    expect(quickRange('today', today)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(quickRange('yesterday', today)).toEqual({ startDate: '2026-02-28', endDate: '2026-02-28' });
    expect(quickRange('last2Days', today)).toEqual({ startDate: '2026-02-28', endDate: '2026-03-01' });
    expect(quickRange('last7Days', today)).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
    expect(quickRange('lastMonth', today)).toEqual({ startDate: '2026-01-31', endDate: '2026-03-01' });
    expect(quickRange('custom', today)).toBeNull();
    expect(QUICK_RANGES).toEqual(['today', 'yesterday', 'last2Days', 'last7Days', 'lastMonth', 'custom']);
  });

  it('recognises a quick range from its dates', () => {
    expect(quickRangeOf('2026-02-23', '2026-03-01', '2026-03-01')).toBe('last7Days');
    expect(quickRangeOf('2026-02-22', '2026-03-01', '2026-03-01')).toBe('custom');
  });

  it('requires both dates, in order, at most 31 days including both', () => {
    expect(queryRangeProblem(undefined, '2026-01-01')).toBe('required');
    expect(queryRangeProblem('2026-01-01', '')).toBe('required');
    expect(queryRangeProblem('2026-02-30', '2026-03-01')).toBe('required');
    expect(queryRangeProblem('2026-01-02', '2026-01-01')).toBe('order');
    expect(queryRangeProblem('2026-01-01', '2026-01-01')).toBeNull();
    expect(queryRangeProblem('2026-01-01', '2026-01-31')).toBeNull();
    expect(queryRangeProblem('2026-01-01', '2026-02-01')).toBe('tooLong');
    // Across a leap day.
    expect(rangeDays('2028-02-01', '2028-03-02')).toBe(31);
  });

  it('accepts every quick range (property)', () => {
    const day = fc.integer({ min: 0, max: 40_000 }).map((n) => addDays('1990-01-01', n));
    fc.assert(
      fc.property(day, fc.constantFrom(...QUICK_RANGES.filter((kind) => kind !== 'custom')), (today, kind) => {
        const range = quickRange(kind, today)!;
        expect(queryRangeProblem(range.startDate, range.endDate)).toBeNull();
        expect(quickRangeOf(range.startDate, range.endDate, today)).toBe(kind);
      }),
    );
  });

  it('refuses exactly the ranges longer than the limit (property)', () => {
    const day = fc.integer({ min: 0, max: 40_000 }).map((n) => addDays('1990-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 400 }), (start, days) => {
        const problem = queryRangeProblem(start, addDays(start, days - 1));
        expect(problem).toBe(days > DATE_RANGE_MAX_DAYS ? 'tooLong' : null);
      }),
    );
  });
});
