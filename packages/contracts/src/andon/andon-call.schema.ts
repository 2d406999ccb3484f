import { z } from 'zod';
import { dateRangeFields, dateRangeWithin31Days } from '../common/date-range.js';
import { oneLineSchema } from '../common/fields.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import {
  ANDON_ARRIVAL_PROOFS,
  ANDON_CALL_SOURCES,
  ANDON_CALL_STATES,
  ANDON_EVENT_KINDS,
  ANDON_LADDERS,
  ANDON_PHOTOS_MAX,
  ANDON_RESPONSE_CHANNELS,
  ANDON_TEXT_MAX,
  ANDON_TIMELINESS,
} from './andon-limits.js';

/** Calls (issue 19): what a station, a button, an app or a rule raises, and its life to the end. */

const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  oneLineSchema(ANDON_TEXT_MAX).optional(),
);

/** A call from the console's call screen or from an external app (API). */
export const andonTriggerSchema = z.strictObject({
  itemId: idSchema,
  stationId: idSchema,
  note: optionalText,
  /** Files uploaded first through the files area (at most 9 photos of at most 10 MB). */
  photoIds: z.array(idSchema).max(ANDON_PHOTOS_MAX).default([]),
});
export type AndonTriggerInput = z.output<typeof andonTriggerSchema>;

export const andonCallIdSchema = z.strictObject({ id: idSchema });

/** Accepting a call: from the console or a phone (signed in). */
export const andonRespondSchema = z.strictObject({
  id: idSchema,
  channel: z.enum(ANDON_RESPONSE_CHANNELS).default('console'),
});

/**
 * Proving arrival at the workstation: the responder's badge (their account or job number) or
 * the workstation's code, scanned at the station.
 */
export const andonArriveSchema = z.strictObject({
  id: idSchema,
  proof: z.enum(ANDON_ARRIVAL_PROOFS),
  code: z.string().trim().min(1).max(64),
});

export const andonResolveSchema = z.strictObject({
  id: idSchema,
  cause: oneLineSchema(ANDON_TEXT_MAX).min(1),
  action: oneLineSchema(ANDON_TEXT_MAX).min(1),
});

export const andonCancelSchema = z.strictObject({ id: idSchema, reason: optionalText });

/** Accepting through a robot message's link: the signed token in the link stands for the recipient. */
export const andonLinkSchema = z.strictObject({ token: z.string().trim().min(16).max(512) });

export const andonCallSchema = z.object({
  id: idSchema,
  code: z.string(),
  itemId: idSchema,
  itemCode: z.string(),
  itemName: z.string(),
  typeId: idSchema,
  typeName: z.string(),
  /** The type's colour for tiles. */
  typeColor: z.string().nullable(),
  level: z.number().int(),
  workshopId: idSchema.nullable(),
  workshopName: z.string().nullable(),
  lineId: idSchema.nullable(),
  lineName: z.string().nullable(),
  stationId: idSchema,
  stationCode: z.string().nullable(),
  stationName: z.string().nullable(),
  source: z.enum(ANDON_CALL_SOURCES),
  sourceRef: z.string().nullable(),
  note: z.string().nullable(),
  photoIds: z.array(idSchema),
  state: z.enum(ANDON_CALL_STATES),
  cancelled: z.boolean(),
  calledAt: z.string(),
  calledByName: z.string().nullable(),
  respondedAt: z.string().nullable(),
  responderId: idSchema.nullable(),
  responderName: z.string().nullable(),
  responseChannel: z.enum(ANDON_RESPONSE_CHANNELS).nullable(),
  arrivedAt: z.string().nullable(),
  arrivalProof: z.enum(ANDON_ARRIVAL_PROOFS).nullable(),
  endedAt: z.string().nullable(),
  resolverName: z.string().nullable(),
  cause: z.string().nullable(),
  action: z.string().nullable(),
  responseMinutes: z.number().int(),
  resolutionMinutes: z.number().int(),
  /** Against the targets; `pending` while the step is open and not late yet. */
  responseTimeliness: z.enum(ANDON_TIMELINESS),
  resolutionTimeliness: z.enum(ANDON_TIMELINESS),
  escalatedLevel: z.number().int(),
  /** Seconds from call to response, arrival and end (null while not reached). */
  responseSeconds: z.number().int().nullable(),
  arrivalSeconds: z.number().int().nullable(),
  resolutionSeconds: z.number().int().nullable(),
});
export type AndonCall = z.infer<typeof andonCallSchema>;

/** One delivery of an escalation step's push: to whom, through which channel, and whether it arrived. */
export const andonDeliverySchema = z.object({
  id: idSchema,
  channelName: z.string(),
  channelType: z.string(),
  target: z.string().nullable(),
  targetName: z.string().nullable(),
  state: z.string(),
  attempts: z.number().int(),
  lastAnswer: z.string().nullable(),
});

export const andonCallEventSchema = z.object({
  id: idSchema,
  kind: z.enum(ANDON_EVENT_KINDS),
  at: z.string(),
  userName: z.string().nullable(),
  ladder: z.enum(ANDON_LADDERS).nullable(),
  level: z.number().int().nullable(),
  dueAt: z.string().nullable(),
  /** Escalation: who the level named (resolved to people), the channels and their deliveries. */
  recipients: z.array(z.object({ kind: z.string(), id: z.string().nullable(), name: z.string() })),
  channels: z.array(z.string()),
  deliveries: z.array(andonDeliverySchema),
  detail: z.record(z.string(), z.unknown()),
});
export type AndonCallEvent = z.infer<typeof andonCallEventSchema>;

export const andonCallDetailSchema = andonCallSchema.extend({ events: z.array(andonCallEventSchema) });
export type AndonCallDetail = z.infer<typeof andonCallDetailSchema>;

/** Open calls for the monitor and the responder's phone, oldest first. */
export const andonOpenQuerySchema = z.strictObject({
  workshopId: idSchema.optional(),
  lineId: idSchema.optional(),
  /** Only calls this user may respond to (the responder's view). */
  mine: z.enum(['true', 'false']).optional(),
});
export const andonOpenSchema = z.object({ now: z.string(), calls: z.array(andonCallSchema) });

export const ANDON_RECORD_SORT_FIELDS = ['calledAt', 'respondedAt', 'endedAt', 'code', 'level'] as const;

/** Records: spec 001 §5 query range (≤ 31 days) with filters of issue 19. */
export const andonRecordFilters = {
  ...dateRangeFields,
  lineId: idSchema.optional(),
  stationId: idSchema.optional(),
  itemId: idSchema.optional(),
  typeId: idSchema.optional(),
  state: z.enum(ANDON_CALL_STATES).optional(),
  source: z.enum(ANDON_CALL_SOURCES).optional(),
  /** Timely or overtime, on response or on resolution. */
  responseTimeliness: z.enum(['timely', 'overtime']).optional(),
  resolutionTimeliness: z.enum(['timely', 'overtime']).optional(),
  code: z.string().trim().max(30).optional(),
};
export const andonRecordPageQuerySchema = pageQuerySchema(ANDON_RECORD_SORT_FIELDS)
  .extend(andonRecordFilters)
  .strict()
  .superRefine(dateRangeWithin31Days);
export const andonRecordExportQuerySchema = z.strictObject(andonRecordFilters).superRefine(dateRangeWithin31Days);
export const andonRecordPageSchema = pageResultSchema(andonCallSchema);

/**
 * The hub's `AndonUpdate` (sent to the enterprise after each commit that changes a call): the
 * call as it now is, so monitors update without a reload.
 */
export const andonUpdateSchema = z.object({ call: andonCallSchema });
export type AndonUpdate = z.infer<typeof andonUpdateSchema>;
