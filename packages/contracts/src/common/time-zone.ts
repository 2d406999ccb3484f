import { z } from 'zod';

/**
 * Instants shown to people are read in one IANA time zone: the user's chosen zone when they set
 * one in their preferences, else the enterprise's (`mes.timezone`). Web pages, server exports
 * and the day and hour buckets of reports all format through {@link formatInstant}.
 */

/** The longest IANA zone name accepted (the longest known today has 32 characters). */
export const TIME_ZONE_MAX = 64;

/** Zones found known (a runtime's zones do not change while it runs; building a format is slow). */
const knownZones = new Set<string>();

/** Whether the zone is one the runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    if (knownZones.size < 1_000) knownZones.add(zone);
    return true;
  } catch {
    return false;
  }
}

/** An IANA zone name this runtime knows, e.g. `Asia/Shanghai`. */
export const timeZoneSchema = z.string().trim().min(1).max(TIME_ZONE_MAX).refine(isTimeZone, { message: 'timeZone' });

/** Wall-clock fields of an instant in a zone. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of `at` in `timeZone`. */
export function wallTime(at: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes `timeZone` is ahead of UTC at `at` (480 for Asia/Shanghai). */
export function utcOffsetMinutes(at: Date, timeZone: string): number {
  const wall = wallTime(at, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

const MS_PER_MINUTE = 60_000;

/**
 * Wall-clock time of an instant in a zone, as minutes since 1970-01-01 00:00 of that zone's
 * calendar (fractional: seconds and milliseconds kept). Day arithmetic on it is calendar arithmetic.
 */
export function wallMinutes(at: Date, timeZone: string): number {
  const wall = wallTime(at, timeZone);
  const utcOfWall = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return (utcOfWall + (((at.getTime() % 1000) + 1000) % 1000)) / MS_PER_MINUTE;
}

/**
 * The instant a wall-clock time given as minutes since 1970-01-01 of the zone's calendar (see
 * `wallMinutes`) happens in a zone. A wall time skipped by a daylight-saving jump maps to the
 * instant after the jump; a repeated one to its first occurrence.
 */
export function instantOfWallMinutes(wall: number, timeZone: string): Date {
  let guess = new Date(wall * MS_PER_MINUTE);
  for (let i = 0; i < 3; i++) {
    const next = new Date((wall - utcOffsetMinutes(guess, timeZone)) * MS_PER_MINUTE);
    if (next.getTime() === guess.getTime()) break;
    guess = next;
  }
  const earlier = new Date(guess.getTime() - 60 * MS_PER_MINUTE);
  if (wallMinutes(earlier, timeZone) === wall) return earlier;
  return guess;
}

/** "2026-11-23T20:00:00+08:00": an instant as ISO-8601 with the zone's offset. */
export function formatZoned(at: Date, timeZone: string): string {
  const offset = utcOffsetMinutes(at, timeZone);
  const local = new Date(at.getTime() + offset * MS_PER_MINUTE).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** "UTC+8", "UTC-5", "UTC+5:30", "UTC" of a zone at an instant. */
export function utcOffsetText(at: Date, timeZone: string): string {
  const offset = utcOffsetMinutes(at, timeZone);
  if (offset === 0) return 'UTC';
  const abs = Math.abs(offset);
  const minutes = abs % 60;
  return `UTC${offset < 0 ? '-' : '+'}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** What of an instant is shown: `2026-11-23 14:05:03`, `14:05:03`, `2026-11-23`, `2026-11-23 14:05`. */
export type InstantFormat = 'dateTime' | 'time' | 'date' | 'minute';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant (a Date or ISO text) as wall-clock text in `timeZone`; empty when absent or not a time. */
export function formatInstant(
  at: Date | string | null | undefined,
  timeZone: string,
  format: InstantFormat = 'dateTime',
): string {
  if (at === null || at === undefined || at === '') return '';
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  const wall = wallTime(date, timeZone);
  const day = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
  const minute = `${pad(wall.hour)}:${pad(wall.minute)}`;
  switch (format) {
    case 'date':
      return day;
    case 'time':
      return `${minute}:${pad(wall.second)}`;
    case 'minute':
      return `${day} ${minute}`;
    default:
      return `${day} ${minute}:${pad(wall.second)}`;
  }
}

/** The instant a wall-clock time (`YYYY-MM-DD HH:mm[:ss]`) names in `timeZone`; null when it is not one. */
export function instantOfWall(wall: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wall.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0));
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  if (Number.isNaN(asUtc)) return null;
  // The offset at the guess, then at the corrected instant (one step settles a DST change).
  const first = asUtc - utcOffsetMinutes(new Date(asUtc), timeZone) * 60_000;
  return new Date(asUtc - utcOffsetMinutes(new Date(first), timeZone) * 60_000);
}
