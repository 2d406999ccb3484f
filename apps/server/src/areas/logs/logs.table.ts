import { index, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn } from '../../platform/db/columns.js';

/** One server error (5xx) of a request: who, where, what, and the stack (shown to the super administrator only). */
export const exceptionLogs = pgTable(
  'exception_logs',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    path: varchar('path', { length: 300 }).notNull(),
    route: varchar('route', { length: 200 }),
    statusCode: smallint('status_code').notNull(),
    userId: bigintString('user_id'),
    account: varchar('account', { length: 64 }),
    ip: varchar('ip', { length: 64 }),
    message: varchar('message', { length: 2000 }).notNull(),
    stack: text('stack'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('exception_logs_tenant_time').on(t.tenantId, t.createdAt)],
);

/** One visit: a sign-in, sign-out, failed sign-in, lock-out or an external app's call. */
export const visitLogs = pgTable(
  'visit_logs',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    kind: varchar('kind', { length: 16 }).notNull(),
    account: varchar('account', { length: 64 }).notNull(),
    userId: bigintString('user_id'),
    appId: bigintString('app_id'),
    ip: varchar('ip', { length: 64 }).notNull(),
    userAgent: varchar('user_agent', { length: 512 }).notNull(),
    detail: varchar('detail', { length: 300 }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('visit_logs_tenant_time').on(t.tenantId, t.createdAt)],
);
