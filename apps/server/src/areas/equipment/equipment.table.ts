import { pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

/** Equipment: its types (the ledger, checks, maintenance and repairs add their tables here). */

export const equipmentTypes = pgTable(
  'equipment_types',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 12 }).notNull(),
    name: varchar('name', { length: 12 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('equipment_types_tenant_code').on(t.tenantId, t.code),
  ],
);
