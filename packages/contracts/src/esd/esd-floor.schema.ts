import { z } from 'zod';
import { dateRangeFields, dateRangeWithin31Days } from '../common/date-range.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema } from '../common/paging.js';
import { DEVICE_HISTORY_RANGES_MINUTES } from '../devices/device-message.schema.js';
import { codedRefSchema } from '../references/reference.schema.js';
import { esdStateSchema } from './esd-collector.schema.js';
import {
  ESD_ALARM_STATES,
  ESD_COLLECTOR_KINDS,
  ESD_METRICS,
  ESD_STATES,
  type EsdState,
  worstEsdState,
} from './esd-state.js';

/**
 * The ESD floor (spec 001 §9, issue 18): the board of a line's workstations, the history of a
 * collector's readings, and the scan interlock.
 */

/** One collector on the board: its live state and last values (after the offset). */
export const esdBoardCollectorSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  kind: z.enum(ESD_COLLECTOR_KINDS),
  state: esdStateSchema,
  /** Since when the collector has been in its state (ISO), null before its first sample. */
  since: z.string().nullable(),
  resistance: z.number().nullable(),
  voltage: z.number().nullable(),
  lastSeenAt: z.string().nullable(),
});
export type EsdBoardCollector = z.infer<typeof esdBoardCollectorSchema>;

/** One workstation tile: the worst state of its collectors (null: no collector watches it). */
export const esdBoardStationSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  state: esdStateSchema.nullable(),
  since: z.string().nullable(),
  collectors: z.array(esdBoardCollectorSchema),
});
export type EsdBoardStation = z.infer<typeof esdBoardStationSchema>;

export const esdBoardSchema = z.object({
  line: codedRefSchema,
  stations: z.array(esdBoardStationSchema),
  /** Workstations per state (those without collectors are not counted). */
  counts: z.record(esdStateSchema, z.number().int()),
  /** The server's time of the answer, so "time in state" does not depend on the screen's clock. */
  now: z.string(),
});
export type EsdBoard = z.infer<typeof esdBoardSchema>;

export const esdBoardQuerySchema = z.strictObject({ lineId: idSchema });

/** Spec 001 §9 ranges (minutes back from now) of the history chart. */
export const esdHistoryRangeSchema = z
  .enum(DEVICE_HISTORY_RANGES_MINUTES.map(String) as [string, ...string[]])
  .transform(Number);
export const esdMetricSchema = z.enum(ESD_METRICS);

export const esdSeriesQuerySchema = z.strictObject({
  collectorId: idSchema,
  metric: esdMetricSchema,
  minutes: esdHistoryRangeSchema,
});
export const esdTrendQuerySchema = z.strictObject({ collectorId: idSchema, metric: esdMetricSchema });

export const readingPointSchema = z.object({
  at: z.string(),
  min: z.number(),
  max: z.number(),
  mean: z.number(),
  count: z.number().int(),
});
export const esdSeriesSchema = z.object({
  collector: codedRefSchema,
  metric: esdMetricSchema,
  from: z.string(),
  to: z.string(),
  points: z.array(readingPointSchema),
});
export type EsdSeries = z.infer<typeof esdSeriesSchema>;

/** One stored reading of a collector (the history record list). */
export const esdReadingSchema = z.object({
  at: z.string(),
  metric: esdMetricSchema,
  value: z.number(),
});
export type EsdReading = z.infer<typeof esdReadingSchema>;

export const ESD_READING_SORT_FIELDS = ['at', 'value'] as const;
const readingFilters = {
  ...dateRangeFields,
  collectorId: idSchema,
  metric: esdMetricSchema.optional(),
};
/** Spec 000 §5 / 001 §9: a history query names its dates, at most 31 days apart. */
export const esdReadingPageQuerySchema = pageQuerySchema(ESD_READING_SORT_FIELDS)
  .extend(readingFilters)
  .strict()
  .superRefine(dateRangeWithin31Days);
export const esdReadingExportQuerySchema = z.strictObject(readingFilters).superRefine(dateRangeWithin31Days);

/**
 * The scan interlock (enterprise parameter `esd.scanInterlock`, `true` to turn it on): a station
 * scan is refused while the workstation is in one of these states. They are the states an alarm
 * is open for: a strap or ground out of its limits or disconnected, and a monitor that stopped
 * reporting (nothing shows the bench is protected). "Operator left" does not refuse: the scan
 * itself shows someone is at the bench, and the next sample says whether the strap is worn.
 */
export const ESD_INTERLOCK_STATES: readonly EsdState[] = ESD_ALARM_STATES;
export const ESD_INTERLOCK_PARAMETER = 'esd.scanInterlock';

export function esdInterlockRefuses(state: EsdState | null): boolean {
  return state !== null && ESD_INTERLOCK_STATES.includes(state);
}

/** A workstation's tile from its collectors: the worst state, since the latest change into it among them. */
export function esdStationSummary(collectors: readonly { state: EsdState; since: string | null }[]): {
  state: EsdState | null;
  since: string | null;
} {
  const state = worstEsdState(collectors.map((collector) => collector.state));
  const since = collectors
    .filter((collector) => collector.state === state && collector.since !== null)
    .map((collector) => collector.since as string)
    .sort()
    .at(-1);
  return { state, since: since ?? null };
}

/** Workstations per state (those no collector watches are not counted). */
export function esdStateCounts(stations: readonly { state: EsdState | null }[]): Record<EsdState, number> {
  const counts = Object.fromEntries(ESD_STATES.map((state) => [state, 0])) as Record<EsdState, number>;
  for (const station of stations) if (station.state) counts[station.state] += 1;
  return counts;
}
