import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { PUSH_CHANNEL_TYPES } from './push-channel.schema.js';
import { PUSH_TEMPLATE_CODE_MAX } from './push-template.schema.js';

/**
 * One delivery of a push: one channel to one target (a user's address or inbox, a phone, an
 * e-mail address, a robot's group), with its attempts. Failed attempts are retried with back-off.
 */
export const PUSH_DELIVERY_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type PushDeliveryState = (typeof PUSH_DELIVERY_STATES)[number];
export const PUSH_TARGET_KINDS = ['user', 'phone', 'email', 'robot'] as const;
export type PushTargetKind = (typeof PUSH_TARGET_KINDS)[number];
/** Attempts before a delivery is given up (state failed). */
export const PUSH_MAX_ATTEMPTS = 5;

export const pushDeliverySchema = z.object({
  id: idSchema,
  pushId: idSchema,
  templateCode: z.string(),
  channelId: idSchema,
  channelCode: z.string(),
  channelName: z.string(),
  channelType: z.enum(PUSH_CHANNEL_TYPES),
  targetKind: z.enum(PUSH_TARGET_KINDS),
  target: z.string(),
  targetName: z.string().nullable(),
  title: z.string().nullable(),
  state: z.enum(PUSH_DELIVERY_STATES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastAnswer: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PushDelivery = z.infer<typeof pushDeliverySchema>;

export const pushAttemptSchema = z.object({
  id: idSchema,
  attempt: z.number().int(),
  ok: z.boolean(),
  answer: z.string(),
  at: z.string(),
});
export type PushAttempt = z.infer<typeof pushAttemptSchema>;

export const pushDeliveryPageQuerySchema = pageQuerySchema(['createdAt', 'state', 'attempts', 'channelCode'])
  .extend({
    channelId: idSchema.optional(),
    templateCode: z.string().trim().max(PUSH_TEMPLATE_CODE_MAX).optional(),
    pushId: idSchema.optional(),
    state: z.enum(PUSH_DELIVERY_STATES).optional(),
  })
  .strict();
export const pushDeliveryPageSchema = pageResultSchema(pushDeliverySchema);
export const pushDeliveryIdSchema = z.strictObject({ id: idSchema });
