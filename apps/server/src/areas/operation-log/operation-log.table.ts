import { boolean, index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn } from '../../platform/db/columns.js';

/** One row per mutation (DESIGN §3): who, tenant, what, when, result. */
export const operationLogs = pgTable(
  'operation_logs',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    userId: bigintString('user_id'),
    account: varchar('account', { length: 64 }),
    method: varchar('method', { length: 8 }).notNull(),
    path: varchar('path', { length: 300 }).notNull(),
    route: varchar('route', { length: 200 }),
    statusCode: smallint('status_code').notNull(),
    resultCode: integer('result_code'),
    success: boolean('success').notNull(),
    message: varchar('message', { length: 500 }),
    ip: varchar('ip', { length: 64 }),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('operation_logs_tenant_time').on(t.tenantId, t.createdAt)],
);
