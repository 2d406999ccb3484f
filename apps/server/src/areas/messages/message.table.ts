import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn } from '../../platform/db/columns.js';

// Tables do not import @takt/contracts: drizzle-kit loads them without the source condition.

/**
 * One send (spec 000 §3 "Message record"): what was said, by whom, once for all its recipients.
 * The sender's name is kept as it was when the message went out.
 */
export const messageRecords = pgTable(
  'message_records',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    /** Null for messages the system raises itself. */
    senderId: bigintString('sender_id'),
    senderName: varchar('sender_name', { length: 50 }),
    type: smallint('type').notNull(),
    title: varchar('title', { length: 50 }).notNull(),
    content: varchar('content', { length: 2000 }).notNull(),
    eventType: varchar('event_type', { length: 50 }),
    eventCode: varchar('event_code', { length: 50 }),
    btnText: varchar('btn_text', { length: 20 }),
    jumpTarget: varchar('jump_target', { length: 8 }),
    pagePath: varchar('page_path', { length: 300 }),
    recipientCount: integer('recipient_count').notNull(),
    publicTime: timestamp('public_time', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('message_records_tenant_sender').on(t.tenantId, t.senderId, t.createdAt),
  ],
);

/**
 * One recipient of a send (`messageRecordWithTargetId`), with its own read state. The inbox
 * index serves the unread/read lists newest first and the unread count.
 */
export const messageRecordTargets = pgTable(
  'message_record_targets',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    recordId: bigintString('record_id').notNull(),
    recipientId: bigintString('recipient_id').notNull(),
    /** 1 unread, 3 read (MessageState). */
    state: smallint('state').notNull().default(1),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('message_record_targets_record_recipient').on(t.tenantId, t.recordId, t.recipientId),
    index('message_record_targets_inbox').on(t.tenantId, t.recipientId, t.state, t.createdAt),
  ],
);

/**
 * Every e-mail the product sent or tried to send (the e-mail page, push, verification codes),
 * with the SMTP server's answer. `senderId` is the user who sent it from the page.
 */
export const emailRecords = pgTable(
  'email_records',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    recipients: text('recipients').array().notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    /** 'text' or 'html' (EMAIL_KINDS). */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** 'email-page', 'push', 'verification-code' (EMAIL_SOURCES). */
    source: varchar('source', { length: 32 }).notNull(),
    /** 'sent' or 'failed' (EMAIL_STATUSES). */
    status: varchar('status', { length: 8 }).notNull(),
    answer: varchar('answer', { length: 1000 }).notNull(),
    senderId: bigintString('sender_id'),
    senderName: varchar('sender_name', { length: 50 }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('email_records_tenant_time').on(t.tenantId, t.createdAt)],
);

/** Every SMS the product sent or tried to send, with the provider's answer. */
export const smsRecords = pgTable(
  'sms_records',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    phone: varchar('phone', { length: 32 }).notNull(),
    text: varchar('text', { length: 1000 }).notNull(),
    /** 'verification-code', 'push' (SMS_SOURCES). */
    source: varchar('source', { length: 32 }).notNull(),
    /** 'sent' or 'failed' (SMS_STATES). */
    state: varchar('state', { length: 8 }).notNull(),
    provider: varchar('provider', { length: 32 }).notNull(),
    answer: varchar('answer', { length: 1000 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('sms_records_tenant_time').on(t.tenantId, t.createdAt)],
);
