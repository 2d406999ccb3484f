import { lastDays } from '../../../app/crud/log-days';
import type { ColumnRole } from '../../../app/resource/resource-def';
import { formatTime } from '../../../app/time';

/** Today in the reader's time zone, `YYYY-MM-DD`. */
export const readerToday = () => formatTime(new Date(), 'date');

/** A record list's time range search: at most 31 days, the last 7 days to start with, sent as `startDate`/`endDate`. */
export function rangeSearch(): Pick<ColumnRole, 'search' | 'dateRange' | 'initial'> {
  return { search: true, dateRange: { from: 'startDate', to: 'endDate' }, initial: lastDays() };
}

/** A 0-1 rate as a percentage with one decimal. */
export const percentText = (rate: number | null | undefined) =>
  rate === null || rate === undefined ? '-' : `${Math.round(rate * 1000) / 10}%`;

export const TIMELINESS_COLORS: Record<string, string> = {
  pending: 'processing',
  timely: 'success',
  overtime: 'error',
};
export const STATE_COLORS: Record<string, string> = {
  calling: 'red',
  responding: 'orange',
  ended: 'green',
  cancelled: 'default',
};
export const DELIVERY_COLORS: Record<string, string> = {
  pending: 'default',
  sending: 'processing',
  sent: 'success',
  failed: 'error',
};
