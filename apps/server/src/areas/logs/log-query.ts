import { dateRangeInstants } from '@takt/contracts';
import { type AnyColumn, and, gte, lt, type SQL } from 'drizzle-orm';

/** The query's dates as a time condition on `column`, read in the reader's time zone. */
export function createdWithin(
  column: AnyColumn,
  query: { startDate?: string; endDate?: string },
  timeZone: string,
): SQL | undefined {
  // The contracts require both dates (spec 000 §5); the check stays here for exports' callers.
  if (!query.startDate || !query.endDate) return undefined;
  const { from, to } = dateRangeInstants(query.startDate, query.endDate, timeZone);
  return and(gte(column, from), lt(column, to));
}

/** The most rows an export writes. */
export const LOG_EXPORT_MAX = 10_000;
