import { z } from 'zod';
import { containsFilterSchema, oneLineSchema, recordCodeSchema } from '../common/fields.js';
import { idSchema } from '../common/ids.js';
import { resourceSchemas } from '../common/resource.js';
import { codedRefSchema } from '../references/reference.schema.js';
import {
  ANDON_CODE_MAX,
  ANDON_DEFECTS_COUNT_MAX,
  ANDON_DEFECTS_MINUTES_MAX,
  ANDON_NAME_MAX,
  ANDON_TEXT_MAX,
  ANDON_TRIGGER_KINDS,
} from './andon-limits.js';

/**
 * Automatic calls (issue 19): a rule raises an item's call at a workstation when an ESD alarm
 * opens there, when an IoT device there has a rule alarm (device fault), or when N defects of one
 * phenomenon (or any) are recorded there within M minutes. The scope (lines, workstations) limits
 * where; empty means everywhere.
 */

/** Lines and workstations one rule may name. */
export const ANDON_TRIGGER_SCOPE_MAX = 100;

export const andonTriggerKindSchema = z.enum(ANDON_TRIGGER_KINDS);

export const andonTriggerRuleSchemas = resourceSchemas({
  fields: {
    code: recordCodeSchema(ANDON_CODE_MAX),
    name: oneLineSchema(ANDON_NAME_MAX).min(1),
    kind: andonTriggerKindSchema,
    /** The item whose call is raised. */
    itemId: idSchema,
    lineIds: z.array(idSchema).max(ANDON_TRIGGER_SCOPE_MAX).default([]),
    stationIds: z.array(idSchema).max(ANDON_TRIGGER_SCOPE_MAX).default([]),
    /** defects: the bad phenomenon counted (null: defects of any phenomenon). */
    badPhenomenonId: idSchema.nullish(),
    /** defects: N defects … */
    defectCount: z.number().int().min(1).max(ANDON_DEFECTS_COUNT_MAX).nullish(),
    /** … within M minutes. */
    defectMinutes: z.number().int().min(1).max(ANDON_DEFECTS_MINUTES_MAX).nullish(),
    enabled: z.boolean().default(true),
    remark: oneLineSchema(ANDON_TEXT_MAX).nullish(),
  },
  record: {
    code: z.string(),
    name: z.string(),
    kind: andonTriggerKindSchema,
    itemId: idSchema,
    item: codedRefSchema,
    lineIds: z.array(idSchema),
    lines: z.array(codedRefSchema),
    stationIds: z.array(idSchema),
    stations: z.array(codedRefSchema),
    badPhenomenonId: idSchema.nullable(),
    badPhenomenon: codedRefSchema.nullable(),
    defectCount: z.number().int().nullable(),
    defectMinutes: z.number().int().nullable(),
    enabled: z.boolean(),
    remark: z.string().nullable(),
    /** Calls this rule raised (or answered, when one was open), and the last time. */
    firedCount: z.number().int(),
    lastFiredAt: z.string().nullable(),
  },
  filters: {
    code: containsFilterSchema(ANDON_CODE_MAX),
    name: containsFilterSchema(ANDON_NAME_MAX),
    kind: andonTriggerKindSchema.optional(),
    itemId: idSchema.optional(),
  },
});
export type AndonTriggerRule = z.infer<typeof andonTriggerRuleSchemas.record>;
export type AndonTriggerRuleInput = z.output<typeof andonTriggerRuleSchemas.add>;

export const andonTriggerRuleIdSchema = z.strictObject({ id: idSchema });
