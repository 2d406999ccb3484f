/**
 * Relative times of the message card and the messages page ("just now", "5 minutes ago"),
 * refreshed every 5000 ms in the header and every 60 s on the page (spec 000 §9). Pure: the
 * caller passes "now", so a ticking clock re-renders and tests fix the time.
 */

import { formatTime } from '../../app/time';

export type RelativeUnit = 'minute' | 'hour' | 'day';

export type RelativeTime =
  | { kind: 'justNow' }
  | { kind: 'relative'; value: number; unit: RelativeUnit }
  | { kind: 'date'; text: string }
  | { kind: 'invalid' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Older than this, a date says more than "23 days ago". */
const RELATIVE_DAYS = 7;

/** `YYYY-MM-DD HH:mm` in the zone times are shown in. */
export function formatDateTime(date: Date): string {
  return formatTime(date, 'minute');
}

function toDate(time: string | number | Date): Date {
  return time instanceof Date ? time : new Date(time);
}

/**
 * Which phrase fits `time` seen at `now`: under a minute "just now" (also for a clock a little
 * ahead of the server's), then whole minutes, hours and days (negative: in the past), and the
 * date from 7 days on.
 */
export function relativeTime(time: string | number | Date, now: Date): RelativeTime {
  const at = toDate(time);
  if (Number.isNaN(at.getTime())) return { kind: 'invalid' };
  const diff = now.getTime() - at.getTime();
  const size = Math.abs(diff);
  const sign = diff >= 0 ? -1 : 1;
  if (size < MINUTE) return { kind: 'justNow' };
  if (size < HOUR) return { kind: 'relative', value: sign * Math.floor(size / MINUTE), unit: 'minute' };
  if (size < DAY) return { kind: 'relative', value: sign * Math.floor(size / HOUR), unit: 'hour' };
  if (size < RELATIVE_DAYS * DAY) return { kind: 'relative', value: sign * Math.floor(size / DAY), unit: 'day' };
  return { kind: 'date', text: formatDateTime(at) };
}

const formatters = new Map<string, Intl.RelativeTimeFormat>();

function formatter(language: string): Intl.RelativeTimeFormat {
  let found = formatters.get(language);
  if (!found) {
    found = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
    formatters.set(language, found);
  }
  return found;
}

/** The phrase in `language` ("5 minutes ago", "5分钟前"); `justNow` is the app's own text. */
export function formatRelativeTime(time: string | number | Date, now: Date, language: string, justNow: string): string {
  const relative = relativeTime(time, now);
  switch (relative.kind) {
    case 'justNow':
      return justNow;
    case 'relative':
      return formatter(language).format(relative.value, relative.unit);
    case 'date':
      return relative.text;
    case 'invalid':
      return '';
  }
}
