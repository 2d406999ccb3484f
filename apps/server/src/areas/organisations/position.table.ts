import { integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

/** Spec 000 §3 "Position": name and code, plus sort and remark. */
export const positions = pgTable(
  'positions',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    name: varchar('name', { length: 50 }).notNull(),
    code: varchar('code', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('positions_tenant_code').on(t.tenantId, t.code)],
);
