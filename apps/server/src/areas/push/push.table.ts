import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

// Tables do not import @takt/contracts: drizzle-kit loads them without the source condition.

/** Group-chat robots (WeCom, DingTalk, Feishu) and generic webhooks a robot channel posts through. */
export const robots = pgTable(
  'push_robots',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    platform: varchar('platform', { length: 12 }).$type<'wecom' | 'dingtalk' | 'feishu' | 'webhook'>().notNull(),
    webhook: varchar('webhook', { length: 500 }).notNull(),
    secret: varchar('secret', { length: 200 }),
    description: varchar('description', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('push_robots_tenant_code').on(t.tenantId, t.code)],
);

export const pushChannels = pgTable(
  'push_channels',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    type: varchar('type', { length: 8 }).$type<'email' | 'sms' | 'hub' | 'robot'>().notNull(),
    robotId: bigintString('robot_id'),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('push_channels_tenant_code').on(t.tenantId, t.code),
    index('push_channels_tenant_robot').on(t.tenantId, t.robotId),
  ],
);

export const pushTemplates = pgTable(
  'push_templates',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    robotTitle: varchar('robot_title', { length: 100 }),
    robotBody: varchar('robot_body', { length: 4000 }),
    emailSubject: varchar('email_subject', { length: 200 }),
    emailBody: varchar('email_body', { length: 10000 }),
    emailHtml: boolean('email_html').notNull().default(false),
    smsBody: varchar('sms_body', { length: 500 }),
    hubTitle: varchar('hub_title', { length: 50 }),
    hubBody: varchar('hub_body', { length: 2000 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('push_templates_tenant_code').on(t.tenantId, t.code),
  ],
);

/**
 * One channel to one target of a push, rendered when the push was made (a later template edit
 * does not change it). Due rows (`pending`, `next_attempt_at` passed, or `sending` with an
 * expired lease) are claimed `FOR UPDATE SKIP LOCKED`, so each attempt is made by one process.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    pushId: bigintString('push_id').notNull(),
    templateCode: varchar('template_code', { length: 32 }).notNull(),
    /** No foreign key: a delivery outlives its channel (code and name are kept for the list). */
    channelId: bigintString('channel_id').notNull(),
    channelCode: varchar('channel_code', { length: 32 }).notNull(),
    channelName: varchar('channel_name', { length: 50 }).notNull(),
    channelType: varchar('channel_type', { length: 8 }).$type<'email' | 'sms' | 'hub' | 'robot'>().notNull(),
    robotId: bigintString('robot_id'),
    targetKind: varchar('target_kind', { length: 8 }).$type<'user' | 'phone' | 'email' | 'robot'>().notNull(),
    target: varchar('target', { length: 500 }).notNull(),
    targetName: varchar('target_name', { length: 100 }),
    title: varchar('title', { length: 200 }),
    body: text('body').notNull(),
    /** How the body is written: markdown (robots), html or text. */
    format: varchar('format', { length: 8 }).$type<'markdown' | 'html' | 'text'>().notNull(),
    state: varchar('state', { length: 8 }).$type<'pending' | 'sending' | 'sent' | 'failed'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lastAnswer: varchar('last_answer', { length: 1000 }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('push_deliveries_due').on(t.state, t.nextAttemptAt),
    index('push_deliveries_tenant_created').on(t.tenantId, t.createdAt),
    index('push_deliveries_tenant_channel').on(t.tenantId, t.channelId, t.createdAt),
    index('push_deliveries_tenant_push').on(t.tenantId, t.pushId),
  ],
);

/** Every attempt of a delivery, with what the channel answered. */
export const pushAttempts = pgTable(
  'push_attempts',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    deliveryId: bigintString('delivery_id').notNull(),
    attempt: integer('attempt').notNull(),
    ok: boolean('ok').notNull(),
    answer: varchar('answer', { length: 1000 }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('push_attempts_tenant_delivery').on(t.tenantId, t.deliveryId, t.attempt),
  ],
);
