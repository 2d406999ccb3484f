import { formatInstant } from '@takt/contracts';
import { DEFAULT_MES_TIMEZONE } from '../areas/parameters/parameter.defaults.js';

/**
 * A log query's date range (spec 000 §5: both dates required) covering today in every time zone:
 * yesterday to tomorrow by UTC's calendar.
 */
export function aroundToday(now = new Date()): { startDate: string; endDate: string } {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { startDate: day(-1), endDate: day(1) };
}

/** `aroundToday` as query-string parameters, for tests that call a log route by its address. */
export function aroundTodayParams(): string {
  const { startDate, endDate } = aroundToday();
  return `startDate=${startDate}&endDate=${endDate}`;
}

/**
 * The calendar day `offset` days from today in the enterprise's default time zone, where a log
 * query's dates are read (a UTC date is tomorrow there from 16:00 UTC).
 */
export function zonedDay(offset = 0, now = new Date()): string {
  return formatInstant(new Date(now.getTime() + offset * 86_400_000), DEFAULT_MES_TIMEZONE, 'date');
}
