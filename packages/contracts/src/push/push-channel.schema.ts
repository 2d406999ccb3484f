import { z } from 'zod';
import { containsFilterSchema, oneLineSchema, RECORD_CODE_PATTERN, recordCodeSchema } from '../common/fields.js';
import { idSchema } from '../common/ids.js';
import { resourceSchemas } from '../common/resource.js';
import { codedRefSchema } from '../references/reference.schema.js';

/** Push channels (spec 000 §3 "Push channel": name, type, remark): how a push reaches its targets. */

export const PUSH_CHANNEL_TYPES = ['email', 'sms', 'hub', 'robot'] as const;
export type PushChannelType = (typeof PUSH_CHANNEL_TYPES)[number];

export const PUSH_CHANNEL_CODE_MAX = 32;
export const PUSH_CHANNEL_NAME_MAX = 50;
export const PUSH_CHANNEL_REMARK_MAX = 200;
export const PUSH_CHANNEL_CODE_PATTERN = RECORD_CODE_PATTERN;

export const pushChannelSchemas = resourceSchemas({
  fields: {
    code: recordCodeSchema(PUSH_CHANNEL_CODE_MAX),
    name: oneLineSchema(PUSH_CHANNEL_NAME_MAX).min(1),
    type: z.enum(PUSH_CHANNEL_TYPES),
    /** The robot a robot channel posts through (required for type robot, ignored otherwise). */
    robotId: idSchema.nullish(),
    remark: oneLineSchema(PUSH_CHANNEL_REMARK_MAX).nullish(),
  },
  record: {
    code: z.string(),
    name: z.string(),
    type: z.enum(PUSH_CHANNEL_TYPES),
    robotId: idSchema.nullable(),
    robot: codedRefSchema.nullable(),
    remark: z.string().nullable(),
  },
  filters: {
    code: containsFilterSchema(PUSH_CHANNEL_CODE_MAX),
    name: containsFilterSchema(PUSH_CHANNEL_NAME_MAX),
    type: z.enum(PUSH_CHANNEL_TYPES).optional(),
  },
});
export type PushChannel = z.infer<typeof pushChannelSchemas.record>;
