import type { ColumnRole } from '../../../app/resource/resource-def';

/** A record list's time range search (the quick ranges, at most 31 days), sent as `startDate`/`endDate`. */
export const rangeSearch: Pick<ColumnRole, 'search' | 'dateRange'> = {
  search: true,
  dateRange: { from: 'startDate', to: 'endDate', within31Days: true },
};

/** "2 min 5 s", "1 h 3 min" from seconds. */
export function durationText(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '-';
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  if (h) return `${h} h ${m} min`;
  return m ? `${m} min ${s} s` : `${s} s`;
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
