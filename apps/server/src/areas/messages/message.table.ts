import { index, integer, pgTable, primaryKey, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
