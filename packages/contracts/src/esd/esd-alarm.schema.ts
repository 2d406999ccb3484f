import { z } from 'zod';
import { dateRangeFields } from '../common/date-range.js';
import { containsFilterSchema, oneLineSchema } from '../common/fields.js';
import { idSchema } from '../common/ids.js';
import { ESD_ALARM_STATES, ESD_CODE_MAX, ESD_REMARK_MAX } from './esd-state.js';

export const esdAlarmStateSchema = z.enum(ESD_ALARM_STATES);

/**
 * An ESD alarm record: opened when a collector enters a bad state (abnormal, ground disconnected,
 * offline), closed (end, duration) when it leaves it; acknowledged ("handled") by a person with a
 * remark. `code` is the collector's code (the list's first column).
 */
export const esdAlarmRecordSchema = z.object({
  id: idSchema,
  code: z.string(),
  collectorId: idSchema,
  collectorName: z.string(),
  lineId: idSchema.nullable(),
  lineCode: z.string().nullable(),
  lineName: z.string().nullable(),
  stationId: idSchema.nullable(),
  stationCode: z.string().nullable(),
  stationName: z.string().nullable(),
  state: esdAlarmStateSchema,
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** Seconds from start to end; null while the alarm is open. */
  durationSeconds: z.number().int().nullable(),
  /** The readings (after the offset) when the alarm opened. */
  resistance: z.number().nullable(),
  voltage: z.number().nullable(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.string().nullable(),
  remark: z.string().nullable(),
});
export type EsdAlarmRecord = z.infer<typeof esdAlarmRecordSchema>;

export const ESD_ALARM_SORT_FIELDS = ['startedAt', 'endedAt', 'durationSeconds', 'state'] as const;

/** Filters: the start date range (required, at most 31 days), collector code, line, workstation, collector, state, still open. */
export const esdAlarmFilters = {
  ...dateRangeFields,
  /** The collector's code contains this. */
  code: containsFilterSchema(ESD_CODE_MAX),
  lineId: idSchema.optional(),
  stationId: idSchema.optional(),
  collectorId: idSchema.optional(),
  state: esdAlarmStateSchema.optional(),
  open: z.enum(['true', 'false']).optional(),
};

/** Handling an alarm: who and when come from the session, the remark from the person. */
export const esdAlarmHandleSchema = z.strictObject({
  id: idSchema,
  remark: oneLineSchema(ESD_REMARK_MAX).min(1),
});
export type EsdAlarmHandle = z.infer<typeof esdAlarmHandleSchema>;
