import { z } from 'zod';
import { dateRangeFields, dateRangeWithin31Days } from '../common/date-range.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { PUSH_CHANNEL_TYPES } from '../push/push-channel.schema.js';
import { PUSH_DELIVERY_STATES } from '../push/push-delivery.schema.js';
import { ANDON_LADDERS } from './andon-limits.js';

/**
 * Alarm records (spec 001 §9 "alarm record"): every escalation notification, one row per
 * delivery of an escalation step (a step that found nobody to notify shows once, without one).
 */
export const andonAlarmRecordSchema = z.object({
  /** The step's event id, and its delivery's after a dash. */
  id: z.string(),
  eventId: idSchema,
  callId: idSchema,
  /** The call's code. */
  code: z.string(),
  itemId: idSchema,
  itemCode: z.string(),
  itemName: z.string(),
  lineId: idSchema.nullable(),
  lineName: z.string().nullable(),
  stationId: idSchema,
  stationCode: z.string().nullable(),
  stationName: z.string().nullable(),
  ladder: z.enum(ANDON_LADDERS),
  level: z.number().int(),
  /** When the step fired, when it was due, and the seconds between. */
  at: z.string(),
  dueAt: z.string().nullable(),
  delaySeconds: z.number().int().nullable(),
  deliveryId: idSchema.nullable(),
  channelName: z.string().nullable(),
  channelType: z.enum(PUSH_CHANNEL_TYPES).nullable(),
  target: z.string().nullable(),
  targetName: z.string().nullable(),
  state: z.enum(PUSH_DELIVERY_STATES).nullable(),
  attempts: z.number().int().nullable(),
  lastAnswer: z.string().nullable(),
});
export type AndonAlarmRecord = z.infer<typeof andonAlarmRecordSchema>;

export const ANDON_ALARM_RECORD_SORT_FIELDS = ['at', 'level', 'code'] as const;

const andonAlarmRecordFilters = {
  ...dateRangeFields,
  lineId: idSchema.optional(),
  itemId: idSchema.optional(),
  channelType: z.enum(PUSH_CHANNEL_TYPES).optional(),
  state: z.enum(PUSH_DELIVERY_STATES).optional(),
  /** The call's code (contains). */
  code: z.string().trim().max(30).optional(),
};
export const andonAlarmRecordPageQuerySchema = pageQuerySchema(ANDON_ALARM_RECORD_SORT_FIELDS)
  .extend(andonAlarmRecordFilters)
  .strict()
  .superRefine(dateRangeWithin31Days);
export const andonAlarmRecordExportQuerySchema = z
  .strictObject(andonAlarmRecordFilters)
  .superRefine(dateRangeWithin31Days);
export type AndonAlarmRecordFilters = z.output<typeof andonAlarmRecordExportQuerySchema>;
export const andonAlarmRecordPageSchema = pageResultSchema(andonAlarmRecordSchema);
