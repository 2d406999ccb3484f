import { z } from 'zod';
import { instantOfWall } from './time-zone.js';

/** Spec 000 §5: a log query names its start and end dates, at most this many days apart (both counted). */
export const DATE_RANGE_MAX_DAYS = 31;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date, or null when it is no calendar date. */
export function calendarDayNumber(day: string): number | null {
  if (!DAY_PATTERN.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) return null;
  return time / MS_PER_DAY;
}

/** A calendar date `YYYY-MM-DD`. */
export const dayTextSchema = z
  .string()
  .trim()
  .refine((day) => calendarDayNumber(day) !== null, { message: 'day' });

/** The two query fields of a date range; {@link dateRangeWithin31Days} makes them required and close. */
export const dateRangeFields = { startDate: dayTextSchema.optional(), endDate: dayTextSchema.optional() };

/**
 * The query rule of spec 000 §5, "start and end dates required; range at most 31 days": a
 * superRefine for a query holding {@link dateRangeFields}. Each refusal names its field and a
 * reason the server words (`dateRangeRequired`, `dateRangeReversed`, `dateRangeTooLong`).
 */
export function dateRangeWithin31Days(query: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx): void {
  for (const field of ['startDate', 'endDate'] as const) {
    if (!query[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'dateRangeRequired' });
  }
  const start = query.startDate ? calendarDayNumber(query.startDate) : null;
  const end = query.endDate ? calendarDayNumber(query.endDate) : null;
  if (start === null || end === null) return;
  if (end < start) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'dateRangeReversed' });
  else if (end - start + 1 > DATE_RANGE_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'dateRangeTooLong' });
}

/**
 * The instants a date range covers in a time zone: from the start date's midnight up to (not
 * including) the midnight after the end date.
 */
export function dateRangeInstants(startDate: string, endDate: string, timeZone: string): { from: Date; to: Date } {
  const start = calendarDayNumber(startDate);
  const end = calendarDayNumber(endDate);
  if (start === null || end === null) throw new Error(`not a date range: ${startDate} to ${endDate}`);
  const dayText = (day: number) => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
  const from = instantOfWall(`${dayText(start)} 00:00`, timeZone);
  const to = instantOfWall(`${dayText(end + 1)} 00:00`, timeZone);
  if (!from || !to) throw new Error(`no instants for ${startDate} to ${endDate} in ${timeZone}`);
  return { from, to };
}
