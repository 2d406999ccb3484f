import { formatInstant, type InstantFormat, utcOffsetText } from '@takt/contracts';
import { readLocal, writeLocal } from './storage';

/**
 * The one place the console turns instants into text: every page shows times in the zone in
 * effect for the signed-in user (their preference, else the enterprise's `mes.timezone`), never
 * the browser's, so a trace, a table and a report's hour buckets read the same clock. The shell
 * sets the zone from the account info before any page renders (a change of the preference reloads
 * the console, as a change of language does); it is kept in local storage for the next start.
 */
const ZONE_KEY = 'timeZone';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

let zones: { enterprise: string | null; effective: string | null } = {
  enterprise: null,
  effective: readLocal(ZONE_KEY) || null,
};

/** The enterprise's zone and the one in effect for the user (account info: theirs, else the enterprise's). */
export function setTimeZones(next: { enterprise: string; effective: string }): void {
  if (next.effective !== zones.effective) writeLocal(ZONE_KEY, next.effective);
  zones = next;
}

/** The zone times are shown in. */
export function currentTimeZone(): string {
  return zones.effective ?? browserZone();
}

/** The enterprise's zone (what "the enterprise's zone" in preferences means); null before sign-in. */
export function enterpriseTimeZone(): string | null {
  return zones.enterprise;
}

/** `2026-11-23 14:05:03` (or the time, the date, or to the minute) in the zone in effect; empty when absent. */
export function formatTime(
  at: Date | string | null | undefined,
  format: InstantFormat = 'dateTime',
  timeZone: string = currentTimeZone(),
): string {
  return formatInstant(at, timeZone, format);
}

/** Today in the zone in effect, `YYYY-MM-DD`. */
export const readerToday = (): string => formatTime(new Date(), 'date');

/** ProTable's `renderText` for an instant column (an empty cell shows the table's dash). */
export const dateTimeText = (value: string | null | undefined) => formatTime(value) || '-';

/** "Asia/Shanghai (UTC+8)": the zone in effect, as pages name it. */
export function timeZoneLabel(timeZone: string = currentTimeZone(), at: Date = new Date()): string {
  return `${timeZone} (${utcOffsetText(at, timeZone)})`;
}
