import { boolean, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

/** An enterprise's system parameters (spec 000 §3): name, unique code, system flag, category, value, notes. */
export const systemParameters = pgTable(
  'system_parameters',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    name: varchar('name', { length: 50 }).notNull(),
    code: varchar('code', { length: 50 }).notNull(),
    /** Ships with the product: code and category fixed, not deletable. */
    isSystem: boolean('is_system').notNull().default(false),
    category: varchar('category', { length: 50 }).notNull(),
    value: varchar('value', { length: 500 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    sort: integer('sort').notNull().default(100),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('system_parameters_tenant_code').on(t.tenantId, t.code),
  ],
);
