import { z } from 'zod';
import { containsFilterSchema, oneLineSchema, RECORD_CODE_PATTERN, recordCodeSchema } from '../common/fields.js';
import { idSchema } from '../common/ids.js';
import { resourceSchemas } from '../common/resource.js';

/** Push robots (spec 000 §3 "Robot": name, platform, webhook, description; §5 description at most 200). */

export const ROBOT_PLATFORMS = ['wecom', 'dingtalk', 'feishu', 'webhook'] as const;
export type RobotPlatform = (typeof ROBOT_PLATFORMS)[number];

export const ROBOT_CODE_MAX = 32;
export const ROBOT_NAME_MAX = 50;
export const ROBOT_WEBHOOK_MAX = 500;
export const ROBOT_SECRET_MAX = 200;
export const ROBOT_DESCRIPTION_MAX = 200;
export const ROBOT_CODE_PATTERN = RECORD_CODE_PATTERN;
/** The platform's answer kept on a test or an attempt, at most this long. */
export const PUSH_ANSWER_MAX = 1000;

/** An http(s) address of at most `max` characters. */
export const webhookUrlSchema = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => {
      try {
        const url = new URL(text);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, 'an http or https address');

export const robotSchemas = resourceSchemas({
  fields: {
    code: recordCodeSchema(ROBOT_CODE_MAX),
    name: oneLineSchema(ROBOT_NAME_MAX).min(1),
    platform: z.enum(ROBOT_PLATFORMS),
    webhook: webhookUrlSchema(ROBOT_WEBHOOK_MAX),
    /** DingTalk and Feishu: the signing secret; a generic webhook: the HMAC key; WeCom: none (the key is in the address). */
    secret: oneLineSchema(ROBOT_SECRET_MAX).nullish(),
    description: oneLineSchema(ROBOT_DESCRIPTION_MAX).nullish(),
  },
  record: {
    code: z.string(),
    name: z.string(),
    platform: z.enum(ROBOT_PLATFORMS),
    webhook: z.string(),
    secret: z.string().nullable(),
    description: z.string().nullable(),
  },
  filters: {
    code: containsFilterSchema(ROBOT_CODE_MAX),
    name: containsFilterSchema(ROBOT_NAME_MAX),
    platform: z.enum(ROBOT_PLATFORMS).optional(),
  },
});
export type Robot = z.infer<typeof robotSchemas.record>;

export const robotTestBodySchema = z.strictObject({ id: idSchema });
/** What the platform answered to the test message. */
export const robotTestResultSchema = z.object({
  ok: z.boolean(),
  /** The HTTP status, or null when no answer came (refused, timed out). */
  status: z.number().int().nullable(),
  answer: z.string(),
});
export type RobotTestResult = z.infer<typeof robotTestResultSchema>;
