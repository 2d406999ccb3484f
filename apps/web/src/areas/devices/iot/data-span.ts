import { DEVICE_HISTORY_RANGES_MINUTES, IOT_DATA_SPAN_MAX_DAYS } from '@takt/contracts';

/** What the data page shows: the last N minutes (spec §9's ranges, moving with the clock) or a custom span. */
export type DataSpan = { kind: 'last'; minutes: number } | { kind: 'custom'; from: string; to: string };

export const DEFAULT_SPAN: DataSpan = { kind: 'last', minutes: 60 };
export const SPAN_PRESETS = DEVICE_HISTORY_RANGES_MINUTES;
export const CUSTOM_SPAN_MAX_MS = IOT_DATA_SPAN_MAX_DAYS * 86_400_000;

/** The span's ISO times now (a moving span ends now). */
export function spanTimes(span: DataSpan, now = new Date()): { from: string; to: string } {
  if (span.kind === 'custom') return { from: span.from, to: span.to };
  return { from: new Date(now.getTime() - span.minutes * 60_000).toISOString(), to: now.toISOString() };
}
