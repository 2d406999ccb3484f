import { z } from 'zod';
import { DATE_RANGE_MAX_DAYS } from '../common/date-range.js';

/**
 * The time range of report queries (spec 001 §5, §9): a start and an end date, both required,
 * at most 31 days apart (both days included), picked from the quick ranges today, yesterday,
 * last 2 days, last 7 days, last month, or custom. Dates are calendar days in the enterprise's
 * time zone (system parameter `mes.timezone`): the range covers [start 00:00, end + 1 day 00:00)
 * there. One pure rule, checked by the server and by the picker.
 */

export const QUICK_RANGES = ['today', 'yesterday', 'last2Days', 'last7Days', 'lastMonth', 'custom'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** Days covered by each quick range, ending today (yesterday ends yesterday); "last month" is the last 30 days. */
const QUICK_RANGE_DAYS: Record<Exclude<QuickRange, 'custom'>, { days: number; endOffset: number }> = {
  today: { days: 1, endOffset: 0 },
  yesterday: { days: 1, endOffset: -1 },
  last2Days: { days: 2, endOffset: 0 },
  last7Days: { days: 7, endOffset: 0 },
  lastMonth: { days: 30, endOffset: 0 },
};

const MS_PER_DAY = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date (NaN when it is not a real date). */
export function dayNumber(date: string): number {
  if (!DATE.test(date)) return Number.NaN;
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) return Number.NaN;
  return time / MS_PER_DAY;
}

/** The `YYYY-MM-DD` date `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Days from `start` to `end`, both included (0 or less when end is before start). */
export function rangeDays(start: string, end: string): number {
  return dayNumber(end) - dayNumber(start) + 1;
}

/** Start and end of a quick range, given today's date in the enterprise's time zone; null for custom. */
export function quickRange(kind: QuickRange, today: string): { startDate: string; endDate: string } | null {
  if (kind === 'custom') return null;
  const { days, endOffset } = QUICK_RANGE_DAYS[kind];
  const endDate = addDays(today, endOffset);
  return { startDate: addDays(endDate, 1 - days), endDate };
}

/** The quick range a start and end make, given today; `custom` when none matches. */
export function quickRangeOf(startDate: string, endDate: string, today: string): QuickRange {
  const found = QUICK_RANGES.find((kind) => {
    const range = quickRange(kind, today);
    return range !== null && range.startDate === startDate && range.endDate === endDate;
  });
  return found ?? 'custom';
}

export type QueryRangeProblem = 'required' | 'order' | 'tooLong';

/**
 * What is wrong with a query range, or null: both dates are required (and must be real dates),
 * the end may not be before the start, and at most {@link DATE_RANGE_MAX_DAYS} days are covered.
 */
export function queryRangeProblem(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
): QueryRangeProblem | null {
  if (!startDate || !endDate) return 'required';
  const days = rangeDays(startDate, endDate);
  if (Number.isNaN(days)) return 'required';
  if (days < 1) return 'order';
  if (days > DATE_RANGE_MAX_DAYS) return 'tooLong';
  return null;
}

/** A calendar date `YYYY-MM-DD` that exists. */
export const reportDateSchema = z.iso.date();

/** The range every report query carries; its length is checked by the server with {@link queryRangeProblem}. */
export const queryRangeSchema = z.object({
  startDate: reportDateSchema,
  endDate: reportDateSchema,
});

/** The enterprise's calendar, so pages compute quick ranges in its time zone rather than the browser's. */
export const reportCalendarSchema = z.object({
  timeZone: z.string(),
  /** Today in that time zone. */
  today: z.string(),
});
export type ReportCalendar = z.infer<typeof reportCalendarSchema>;
