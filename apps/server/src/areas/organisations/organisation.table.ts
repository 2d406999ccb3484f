import { index, integer, pgTable, primaryKey, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

/** Spec 000 §3: factory, department, workshop, line, workstation. */
export const OrgType = { FACTORY: 1, DEPARTMENT: 2, WORKSHOP: 3, LINE: 4, WORKSTATION: 5 } as const;

export const organisations = pgTable(
  'organisations',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    pid: bigintString('pid').notNull().default('0'),
    name: varchar('name', { length: 50 }).notNull(),
    code: varchar('code', { length: 50 }).notNull(),
    type: smallint('type').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('organisations_tenant_pid').on(t.tenantId, t.pid),
    uniqueIndex('organisations_tenant_code').on(t.tenantId, t.code),
  ],
);
