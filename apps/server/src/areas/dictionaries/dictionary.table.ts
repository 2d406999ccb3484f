import { boolean, integer, pgTable, primaryKey, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

export const dictionaryTypes = pgTable(
  'dictionary_types',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    name: varchar('name', { length: 50 }).notNull(),
    code: varchar('code', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(100),
    /** 0 enabled, 1 disabled. */
    status: smallint('status').notNull().default(0),
    /** Default items ship with the product and cannot be deleted (spec 000 §5). */
    isDefault: boolean('is_default').notNull().default(false),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('dictionary_types_tenant_code').on(t.tenantId, t.code),
  ],
);
