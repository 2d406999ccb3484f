import { z } from 'zod';
import { containsFilterSchema, oneLineSchema, RECORD_CODE_PATTERN, recordCodeSchema } from '../common/fields.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { resourceSchemas } from '../common/resource.js';

/**
 * IoT rules (issue 18): a condition on one metric of some devices, held for a duration and
 * cleared with hysteresis, or a device offline for N seconds; when it fires, an alarm record and
 * the rule's actions (push through the platform's channels, a webhook).
 */

export const IOT_RULE_CODE_MAX = 32;
export const IOT_RULE_CODE_PATTERN = RECORD_CODE_PATTERN;
export const IOT_RULE_NAME_MAX = 50;
/** A reading's metric name, as the device bus stores them (`temperature`, `ch1.count`). */
export const IOT_RULE_METRIC_MAX = 40;
export const IOT_RULE_METRIC_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** Devices one rule watches at most (at least one). */
export const IOT_RULE_DEVICES_MAX = 100;
/** Seconds a condition must hold before it fires: 0 (at once) to a day. */
export const IOT_RULE_DURATION_MAX = 86_400;
/** Offline for at least 15 s (the offline check runs every 15 s) and at most a day. */
export const IOT_RULE_OFFLINE_MIN = 15;
export const IOT_RULE_OFFLINE_MAX = 86_400;
/** Limits, hysteresis and rates stay within ± this value. */
export const IOT_RULE_VALUE_MAX = 1_000_000_000;
export const IOT_RULE_WEBHOOK_MAX = 500;
export const IOT_RULE_PUSH_CHANNELS_MAX = 10;
export const IOT_RULE_REMARK_MAX = 200;
/** Seconds a webhook call may take before it counts as failed. */
export const IOT_RULE_WEBHOOK_TIMEOUT_SECONDS = 10;
/** The offline check's period (internal job `iot-rules.check-offline`). */
export const IOT_RULE_OFFLINE_CHECK_SECONDS = 15;

/**
 * above / below: the value is over / under `limit`; outside: under `lower` or over `upper`;
 * rateAbove: the value changes faster than `limit` per minute (either way); offline: no message
 * from the device for `offlineSeconds`.
 */
export const IOT_RULE_CONDITIONS = ['above', 'below', 'outside', 'rateAbove', 'offline'] as const;
export type IotRuleCondition = (typeof IOT_RULE_CONDITIONS)[number];

/** What a rule does when it fires besides its alarm record; `andon` raises an andon item's call at the device's workstation. */
export const IOT_RULE_ACTIONS = ['alarm', 'push', 'webhook', 'andon'] as const;
export type IotRuleAction = (typeof IOT_RULE_ACTIONS)[number];

const valueSchema = z.number().finite().min(-IOT_RULE_VALUE_MAX).max(IOT_RULE_VALUE_MAX);
const webhookSchema = z
  .string()
  .trim()
  .max(IOT_RULE_WEBHOOK_MAX)
  .regex(/^https?:\/\/[^\s]+$/i, { message: 'url' });
const blankToNull = (value: unknown) => (value === '' ? null : value);

export const iotRuleSchemas = resourceSchemas({
  fields: {
    code: recordCodeSchema(IOT_RULE_CODE_MAX),
    name: oneLineSchema(IOT_RULE_NAME_MAX).min(1),
    deviceIds: z.array(idSchema).min(1).max(IOT_RULE_DEVICES_MAX),
    condition: z.enum(IOT_RULE_CONDITIONS),
    /** The reading's metric (every condition but offline). */
    metric: z.preprocess(
      blankToNull,
      z.string().trim().max(IOT_RULE_METRIC_MAX).regex(IOT_RULE_METRIC_PATTERN, { message: 'metric' }).nullish(),
    ),
    /** above, below: the limit; rateAbove: the change per minute. */
    limit: valueSchema.nullish(),
    /** outside: the range the value must stay in (upper not below lower). */
    lower: valueSchema.nullish(),
    upper: valueSchema.nullish(),
    offlineSeconds: z.number().int().min(IOT_RULE_OFFLINE_MIN).max(IOT_RULE_OFFLINE_MAX).nullish(),
    durationSeconds: z.number().int().min(0).max(IOT_RULE_DURATION_MAX).default(0),
    /** How far back inside the limit the value must come to clear the alarm (no flapping). */
    hysteresis: z.number().finite().min(0).max(IOT_RULE_VALUE_MAX).default(0),
    enabled: z.boolean().default(true),
    pushTemplateId: idSchema.nullish(),
    pushChannelIds: z.array(idSchema).max(IOT_RULE_PUSH_CHANNELS_MAX).default([]),
    webhookUrl: z.preprocess(blankToNull, webhookSchema.nullish()),
    /** The andon action: this andon item is called at the workstation of the device that alarmed. */
    andonItemId: idSchema.nullish(),
    remark: oneLineSchema(IOT_RULE_REMARK_MAX).nullish(),
  },
  record: {
    code: z.string(),
    name: z.string(),
    deviceIds: z.array(idSchema),
    devices: z.array(z.object({ id: idSchema, code: z.string(), name: z.string() })),
    condition: z.enum(IOT_RULE_CONDITIONS),
    metric: z.string().nullable(),
    limit: z.number().nullable(),
    lower: z.number().nullable(),
    upper: z.number().nullable(),
    offlineSeconds: z.number().int().nullable(),
    durationSeconds: z.number().int(),
    hysteresis: z.number(),
    enabled: z.boolean(),
    pushTemplateId: idSchema.nullable(),
    pushChannelIds: z.array(idSchema),
    webhookUrl: z.string().nullable(),
    andonItemId: idSchema.nullable(),
    remark: z.string().nullable(),
    /** Alarms of this rule still active. */
    activeAlarms: z.number().int(),
  },
  filters: {
    code: containsFilterSchema(IOT_RULE_CODE_MAX),
    name: containsFilterSchema(IOT_RULE_NAME_MAX),
    condition: z.enum(IOT_RULE_CONDITIONS).optional(),
  },
});
export type IotRule = z.infer<typeof iotRuleSchemas.record>;
export type IotRuleInput = z.output<typeof iotRuleSchemas.add>;

export const iotRuleIdSchema = z.strictObject({ id: idSchema });

/** Webhook outcome of an alarm: none (no webhook), pending, sent (2xx) or failed. */
export const IOT_RULE_WEBHOOK_STATES = ['none', 'pending', 'sent', 'failed'] as const;

export const iotRuleAlarmSchema = z.object({
  id: idSchema,
  ruleId: idSchema,
  ruleCode: z.string(),
  ruleName: z.string(),
  deviceId: idSchema,
  deviceCode: z.string().nullable(),
  deviceName: z.string().nullable(),
  condition: z.enum(IOT_RULE_CONDITIONS),
  metric: z.string().nullable(),
  /** The value that fired it (null for offline), and the one that cleared it. */
  value: z.number().nullable(),
  clearValue: z.number().nullable(),
  active: z.boolean(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  acknowledgedBy: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  pushId: idSchema.nullable(),
  webhookState: z.enum(IOT_RULE_WEBHOOK_STATES),
  webhookAnswer: z.string().nullable(),
});
export type IotRuleAlarm = z.infer<typeof iotRuleAlarmSchema>;

export const iotRuleAlarmPageQuerySchema = pageQuerySchema(['startedAt', 'endedAt'])
  .extend({
    ruleId: idSchema.optional(),
    deviceId: idSchema.optional(),
    active: z.enum(['true', 'false']).optional(),
  })
  .strict();
export const iotRuleAlarmPageSchema = pageResultSchema(iotRuleAlarmSchema);
