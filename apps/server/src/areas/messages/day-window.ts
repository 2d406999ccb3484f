import { addDays, dayNumber, instantOfWallMinutes, MINUTES_PER_DAY } from '@takt/contracts';
import { type AnyColumn, gte, lt, type SQL } from 'drizzle-orm';

/** The instant a calendar day (`YYYY-MM-DD`) starts in a time zone. */
export function dayStart(date: string, timeZone: string): Date {
  return instantOfWallMinutes(dayNumber(date) * MINUTES_PER_DAY, timeZone);
}

/**
 * A list's "between two days" filter on a time column, both days included, in the reader's time
 * zone; either end may be left open.
 */
export function withinDays(column: AnyColumn, from: string | undefined, to: string | undefined, timeZone: string) {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, dayStart(from, timeZone)));
  if (to) conditions.push(lt(column, dayStart(addDays(to, 1), timeZone)));
  return conditions;
}
