import {
  addDays,
  DATE_RANGE_MAX_DAYS,
  dayNumber,
  instantOfWallMinutes,
  MINUTES_PER_DAY,
  queryRangeProblem,
  wallMinutes,
} from '@takt/contracts';
import { invalid } from '../../platform/errors.js';

/** `YYYY-MM-DD` of an instant in a time zone. */
export function zonedDay(at: Date, timeZone: string): string {
  return addDays('1970-01-01', Math.floor(wallMinutes(at, timeZone) / MINUTES_PER_DAY));
}

/** The instant a calendar day starts in a time zone. */
export function dayStart(date: string, timeZone: string): Date {
  return instantOfWallMinutes(dayNumber(date) * MINUTES_PER_DAY, timeZone);
}

/** A checked query range as instants: [start day 00:00, end day + 1 00:00) in the time zone. */
export interface QueryWindow {
  startDate: string;
  endDate: string;
  from: Date;
  to: Date;
  timeZone: string;
}

/** Refuses a range that breaks the rule of spec 001 §5 (required, in order, at most 31 days), in the reader's language. */
export function queryWindow(startDate: string, endDate: string, timeZone: string): QueryWindow {
  const problem = queryRangeProblem(startDate, endDate);
  if (problem === 'tooLong') throw invalid('reports.range.tooLong', { max: DATE_RANGE_MAX_DAYS });
  if (problem) throw invalid(`reports.range.${problem}`);
  return {
    startDate,
    endDate,
    from: dayStart(startDate, timeZone),
    to: dayStart(addDays(endDate, 1), timeZone),
    timeZone,
  };
}

/** Every day of a range, in order. */
export function daysOf(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let day = startDate; day <= endDate; day = addDays(day, 1)) days.push(day);
  return days;
}
