import { z } from 'zod';
import { defineRoute } from '../common/route.js';

/**
 * The welcome page's month chart (spec 000 §7 `GET /analysis/month-bar`): the reader's
 * enterprise's good output and defects per month over the last months, in the reader's time
 * zone and data scope. Output and defects as the production analysis defines them: units
 * passing a counting process (each unit once per process and month), and defect quantities
 * recorded by station scanning and in production reports.
 */

/** Months shown, the current one last. */
export const MONTH_BAR_MONTHS = 12;

export const monthBarRowSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  good: z.number().int().nonnegative(),
  defects: z.number().int().nonnegative(),
});
export type MonthBarRow = z.infer<typeof monthBarRowSchema>;

export const monthBarSchema = z.object({
  timeZone: z.string(),
  /** Every month of the span, oldest first, zeros included. */
  months: z.array(monthBarRowSchema),
});
export type MonthBar = z.infer<typeof monthBarSchema>;

/** The `count` months ending with the month of `today` (`YYYY-MM-DD`), oldest first, as `YYYY-MM`. */
export function monthsUpTo(today: string, count: number): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(Date.UTC(year, month - (count - 1 - index), 1));
    return at.toISOString().slice(0, 7);
  });
}

/** The month after `YYYY-MM`. */
export function nextMonth(month: string): string {
  const at = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1));
  return at.toISOString().slice(0, 7);
}

export const monthBarApi = {
  monthBar: defineRoute({
    method: 'GET',
    path: '/analysis/month-bar',
    summary:
      "Good output and defects per month over the last 12 months, on the lines of the reader's data scope (the welcome page's chart); any signed-in user",
    tag: 'reports',
    access: 'session',
    response: monthBarSchema,
  }),
};
