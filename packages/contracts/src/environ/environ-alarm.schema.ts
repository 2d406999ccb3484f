import { z } from 'zod';
import { dateRangeFields, dateRangeWithin31Days } from '../common/date-range.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema } from '../common/paging.js';
import { ENVIRON_DIRECTIONS, ENVIRON_METRICS } from './environ-limits.schema.js';

/** The longest span a list of alarms or readings is queried over (spec 001 §5, §9). */
export const ENVIRON_QUERY_MAX_DAYS = 31;
export const ENVIRON_REMARK_MAX = 200;
export const ENVIRON_EXPORT_MAX = 10_000;
export const ENVIRON_ALARM_STATES = ['open', 'closed'] as const;

/** `from` before `to`, both given, at most 31 days apart (the server words the reasons). */
export function instantRangeWithin31Days(query: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  for (const field of ['from', 'to'] as const)
    if (!query[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'dateRangeRequired' });
  if (!query.from || !query.to) return;
  const span = Date.parse(query.to) - Date.parse(query.from);
  if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'dateRangeReversed' });
  else if (span > ENVIRON_QUERY_MAX_DAYS * 86_400_000)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'dateRangeTooLong' });
}

export const environAlarmSchema = z.object({
  id: idSchema,
  deviceId: idSchema,
  deviceCode: z.string(),
  deviceName: z.string(),
  metric: z.enum(ENVIRON_METRICS),
  direction: z.enum(ENVIRON_DIRECTIONS),
  /** The limit it crossed, as it was when the alarm opened. */
  limit: z.number(),
  /** The farthest value past the limit while it lasted. */
  peak: z.number(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** Seconds from start to end (to now while open). */
  durationSeconds: z.number().int(),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
  remark: z.string().nullable(),
});
export type EnvironAlarm = z.infer<typeof environAlarmSchema>;

/** The list's filters: start dates (at most 31 days, in the reader's time zone), device, measure, state. */
export const environAlarmFilterFields = {
  ...dateRangeFields,
  deviceId: idSchema.optional(),
  metric: z.enum(ENVIRON_METRICS).optional(),
  state: z.enum(ENVIRON_ALARM_STATES).optional(),
};
export const environAlarmExportQuerySchema = z
  .strictObject(environAlarmFilterFields)
  .superRefine(dateRangeWithin31Days);
export const environAlarmPageQuerySchema = pageQuerySchema(['startedAt', 'endedAt', 'peak'])
  .extend(environAlarmFilterFields)
  .strict()
  .superRefine(dateRangeWithin31Days);

export const environAlarmHandleSchema = z.strictObject({
  id: idSchema,
  remark: z.string().trim().max(ENVIRON_REMARK_MAX).optional(),
});
