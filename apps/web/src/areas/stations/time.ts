import { formatTime } from '../../app/time';

/** `HH:mm:ss` in the zone times are shown in; empty for a bad value. */
export function timeOfDay(iso: string): string {
  return formatTime(iso, 'time');
}

/** `YYYY-MM-DD HH:mm:ss` in the zone times are shown in; empty for a bad value. */
export function dateTime(iso: string): string {
  return formatTime(iso);
}
