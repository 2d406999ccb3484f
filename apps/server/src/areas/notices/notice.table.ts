import { boolean, index, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

/** Notice announcements (spec 000 §3 "Notice", §4: draft, released, withdrawn). */
export const notices = pgTable(
  'notices',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    title: varchar('title', { length: 100 }).notNull(),
    content: varchar('content', { length: 5000 }).notNull(),
    type: smallint('type').notNull(),
    /** 0 draft, 1 released, 2 withdrawn (NoticeState). */
    state: smallint('state').notNull().default(0),
    /** Released to every user of the enterprise, including users added later. */
    allUsers: boolean('all_users').notNull().default(false),
    createdBy: bigintString('created_by'),
    publisherId: bigintString('publisher_id'),
    publisherName: varchar('publisher_name', { length: 50 }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('notices_tenant_state_type').on(t.tenantId, t.state, t.type, t.publishedAt),
  ],
);

/**
 * Who a notice is for, and whether they read it. For a notice to chosen users there is one row
 * per recipient from the start; a notice to all users gets a row when a user reads it.
 */
export const noticeRecipients = pgTable(
  'notice_recipients',
  {
    tenantId: tenantIdColumn(),
    noticeId: bigintString('notice_id').notNull(),
    userId: bigintString('user_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.noticeId, t.userId] }),
    index('notice_recipients_tenant_user').on(t.tenantId, t.userId),
  ],
);
