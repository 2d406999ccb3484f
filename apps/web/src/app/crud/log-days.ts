import dayjs, { type Dayjs } from 'dayjs';
import { formatTime } from '../time';

/**
 * A log page's starting date range: the last `days` days up to today in the reader's time zone
 * (spec 000 §5: a log query names both dates, at most 31 days apart).
 */
export function lastDays(days = 7, now: Date = new Date()): [Dayjs, Dayjs] {
  const today = dayjs(formatTime(now, 'date'));
  return [today.subtract(days - 1, 'day'), today];
}
