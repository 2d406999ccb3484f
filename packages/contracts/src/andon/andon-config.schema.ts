import { z } from 'zod';
import { containsFilterSchema, oneLineSchema, recordCodeSchema } from '../common/fields.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { queryBooleanSchema, resourceSchemas } from '../common/resource.js';
import { GATEWAY_CHANNEL_MAX } from '../devices/device-message.schema.js';
import { HEX_COLOR_PATTERN } from '../preferences/preference.schema.js';
import { codedRefSchema } from '../references/reference.schema.js';
import {
  ANDON_CODE_MAX,
  ANDON_LADDER_LEVELS_MAX,
  ANDON_LEVEL_CHANNELS_MAX,
  ANDON_LEVEL_MAX,
  ANDON_LEVEL_MIN,
  ANDON_LEVEL_MINUTES_MAX,
  ANDON_LEVEL_MINUTES_MIN,
  ANDON_NAME_MAX,
  ANDON_RECIPIENTS_MAX,
  ANDON_SHORT_NAME_MAX,
  ANDON_TARGET_MINUTES_MAX,
  ANDON_TEXT_MAX,
  type AndonLadder,
} from './andon-limits.js';

/**
 * The andon set-up (issue 19, spec 001 §5): alarm types, labels, alarm items, escalation flows
 * and response authorisation. Shapes and limits are checked here; rules between records (a
 * flow's minutes strictly increasing, targets in order, a button used once) by the server too,
 * with {@link andonLadderProblems} shared with the web's designer.
 */

/** Labels one item carries at most; the andon gateway's buttons are its channels (1-based). */
export const ANDON_ITEM_LABELS_MAX = 10;
export const ANDON_BUTTON_MAX = GATEWAY_CHANNEL_MAX;
/** Items and workstations one user's authorisation names at most (none: all). */
export const ANDON_AUTH_ITEMS_MAX = 200;
export const ANDON_AUTH_STATIONS_MAX = 500;
/** The order of types and items in lists and on the call screen. */
export const ANDON_SORT_MAX = 9999;

export const andonColorSchema = z.string().regex(HEX_COLOR_PATTERN);
const remarkSchema = oneLineSchema(ANDON_TEXT_MAX).nullish();
const codeSchema = recordCodeSchema(ANDON_CODE_MAX);
const idsSchema = (max: number) => z.array(idSchema).max(max).default([]);

// ── alarm types and labels ──────────────────────────────────────────────────────────────

export const andonAlarmTypeSchemas = resourceSchemas({
  fields: {
    code: codeSchema,
    name: oneLineSchema(ANDON_SHORT_NAME_MAX).min(1),
    color: andonColorSchema,
    sort: z.number().int().min(0).max(ANDON_SORT_MAX).default(0),
    remark: remarkSchema,
  },
  record: {
    code: z.string(),
    name: z.string(),
    color: z.string(),
    sort: z.number().int(),
    remark: z.string().nullable(),
  },
  filters: { code: containsFilterSchema(ANDON_CODE_MAX), name: containsFilterSchema(ANDON_SHORT_NAME_MAX) },
});
export type AndonAlarmType = z.infer<typeof andonAlarmTypeSchemas.record>;

export const andonLabelSchemas = resourceSchemas({
  fields: {
    code: codeSchema,
    name: oneLineSchema(ANDON_SHORT_NAME_MAX).min(1),
    color: andonColorSchema,
    remark: remarkSchema,
  },
  record: { code: z.string(), name: z.string(), color: z.string(), remark: z.string().nullable() },
  filters: { code: containsFilterSchema(ANDON_CODE_MAX), name: containsFilterSchema(ANDON_SHORT_NAME_MAX) },
});
export type AndonLabel = z.infer<typeof andonLabelSchemas.record>;

// ── alarm items ─────────────────────────────────────────────────────────────────────────

export const andonLevelSchema = z.number().int().min(ANDON_LEVEL_MIN).max(ANDON_LEVEL_MAX);
const targetMinutesSchema = z.number().int().min(1).max(ANDON_TARGET_MINUTES_MAX);
const colouredRefSchema = codedRefSchema.extend({ color: z.string() });

export const andonItemSchemas = resourceSchemas({
  fields: {
    code: codeSchema,
    name: oneLineSchema(ANDON_NAME_MAX).min(1),
    typeId: idSchema,
    labelIds: idsSchema(ANDON_ITEM_LABELS_MAX),
    level: andonLevelSchema.default(3),
    flowId: idSchema.nullish(),
    /** Targets, minutes from the call (resolution not before response). */
    responseMinutes: targetMinutesSchema,
    resolutionMinutes: targetMinutesSchema,
    responsibleUserIds: idsSchema(ANDON_RECIPIENTS_MAX),
    responsibleRoleIds: idsSchema(ANDON_RECIPIENTS_MAX),
    /** The andon gateways' button that calls this item (one item per button). */
    button: z.number().int().min(1).max(ANDON_BUTTON_MAX).nullish(),
    enabled: z.boolean().default(true),
    sort: z.number().int().min(0).max(ANDON_SORT_MAX).default(0),
    remark: remarkSchema,
  },
  record: {
    code: z.string(),
    name: z.string(),
    typeId: z.string(),
    type: colouredRefSchema.nullable(),
    labelIds: z.array(z.string()),
    labels: z.array(colouredRefSchema),
    level: z.number().int(),
    flowId: z.string().nullable(),
    flow: codedRefSchema.nullable(),
    responseMinutes: z.number().int(),
    resolutionMinutes: z.number().int(),
    responsibleUserIds: z.array(z.string()),
    responsibleUsers: z.array(z.object({ id: z.string(), name: z.string() })),
    responsibleRoleIds: z.array(z.string()),
    responsibleRoles: z.array(z.object({ id: z.string(), name: z.string() })),
    button: z.number().int().nullable(),
    enabled: z.boolean(),
    sort: z.number().int(),
    remark: z.string().nullable(),
  },
  filters: {
    code: containsFilterSchema(ANDON_CODE_MAX),
    name: containsFilterSchema(ANDON_NAME_MAX),
    typeId: idSchema.optional(),
    level: z.coerce.number().int().min(ANDON_LEVEL_MIN).max(ANDON_LEVEL_MAX).optional(),
    enabled: queryBooleanSchema.optional(),
  },
});
export type AndonItem = z.infer<typeof andonItemSchemas.record>;
export type AndonItemInput = z.output<typeof andonItemSchemas.add>;

// ── escalation flows ────────────────────────────────────────────────────────────────────

/** Who a level notifies: a user, a role, or whoever is on the calling line's current shift (no id). */
export const andonRecipientSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('user'), id: idSchema }),
  z.strictObject({ kind: z.literal('role'), id: idSchema }),
  z.strictObject({ kind: z.literal('lineShift'), id: z.null().default(null) }),
]);
export type AndonRecipient = z.output<typeof andonRecipientSchema>;

/** One level of a ladder: minutes from the call, who, through which push channels with which template. */
export const andonFlowStepSchema = z.strictObject({
  minutes: z.number().int().min(ANDON_LEVEL_MINUTES_MIN).max(ANDON_LEVEL_MINUTES_MAX),
  recipients: z.array(andonRecipientSchema).min(1).max(ANDON_RECIPIENTS_MAX),
  channelIds: z.array(idSchema).min(1).max(ANDON_LEVEL_CHANNELS_MAX),
  templateId: idSchema,
});
export type AndonFlowStep = z.output<typeof andonFlowStepSchema>;

/** A ladder's levels in order (level 1 first). */
const ladderSchema = z.array(andonFlowStepSchema).max(ANDON_LADDER_LEVELS_MAX).default([]);

/** A level whose minutes are not after the level before it: ladder and 1-based level. */
export interface AndonLadderProblem {
  ladder: AndonLadder;
  level: number;
  minutes: number;
  previous: number;
}

/** The levels of both ladders whose minutes do not strictly increase (the server refuses them, the designer marks them). */
export function andonLadderProblems(flow: {
  response: readonly { minutes: number }[];
  resolution: readonly { minutes: number }[];
}): AndonLadderProblem[] {
  const problems: AndonLadderProblem[] = [];
  for (const ladder of ['response', 'resolution'] as const) {
    flow[ladder].forEach((step, index) => {
      const previous = flow[ladder][index - 1]?.minutes;
      if (previous !== undefined && step.minutes <= previous)
        problems.push({ ladder, level: index + 1, minutes: step.minutes, previous });
    });
  }
  return problems;
}

const stepRecordSchema = z.object({
  minutes: z.number().int(),
  recipients: z.array(z.object({ kind: z.enum(['user', 'role', 'lineShift']), id: z.string().nullable() })),
  /** The recipients' names (a user's or role's name; the line shift has none). */
  recipientNames: z.array(z.string().nullable()),
  channelIds: z.array(z.string()),
  channels: z.array(codedRefSchema),
  templateId: z.string(),
  template: codedRefSchema.nullable(),
});
export type AndonFlowStepRecord = z.infer<typeof stepRecordSchema>;

export const andonFlowSchemas = resourceSchemas({
  fields: {
    code: codeSchema,
    name: oneLineSchema(ANDON_NAME_MAX).min(1),
    enabled: z.boolean().default(true),
    /** The response ladder: stops when the call is responded. */
    response: ladderSchema,
    /** The resolution ladder: stops when the call ends. */
    resolution: ladderSchema,
    remark: remarkSchema,
  },
  record: {
    code: z.string(),
    name: z.string(),
    enabled: z.boolean(),
    response: z.array(stepRecordSchema),
    resolution: z.array(stepRecordSchema),
    remark: z.string().nullable(),
  },
  filters: {
    code: containsFilterSchema(ANDON_CODE_MAX),
    name: containsFilterSchema(ANDON_NAME_MAX),
    enabled: queryBooleanSchema.optional(),
  },
});
export type AndonFlow = z.infer<typeof andonFlowSchemas.record>;
export type AndonFlowInput = z.output<typeof andonFlowSchemas.add>;

export const andonConfigIdSchema = z.strictObject({ id: idSchema });

// ── response authorisation ──────────────────────────────────────────────────────────────

/** One user's authorisation: items and workstations they may respond to (empty: all). */
export const andonAuthorizationSaveSchema = z.strictObject({
  userId: idSchema,
  itemIds: idsSchema(ANDON_AUTH_ITEMS_MAX),
  stationIds: idsSchema(ANDON_AUTH_STATIONS_MAX),
  remark: remarkSchema,
});
export type AndonAuthorizationInput = z.output<typeof andonAuthorizationSaveSchema>;

export const andonAuthorizationSchema = z.object({
  id: idSchema,
  userId: z.string(),
  userName: z.string(),
  itemIds: z.array(z.string()),
  items: z.array(codedRefSchema),
  stationIds: z.array(z.string()),
  stations: z.array(codedRefSchema),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AndonAuthorization = z.infer<typeof andonAuthorizationSchema>;

export const ANDON_AUTHORIZATION_SORT_FIELDS = ['createdAt', 'updatedAt'] as const;
/** Filters: one user, or the authorisations naming an item or a workstation (an empty list names every one). */
export const andonAuthorizationPageQuerySchema = pageQuerySchema(ANDON_AUTHORIZATION_SORT_FIELDS)
  .extend({ userId: idSchema.optional(), itemId: idSchema.optional(), stationId: idSchema.optional() })
  .strict();
export const andonAuthorizationPageSchema = pageResultSchema(andonAuthorizationSchema);
