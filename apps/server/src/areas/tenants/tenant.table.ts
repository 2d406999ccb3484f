import { boolean, date, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns.js';

/**
 * Enterprises (tenants) and the platform tenant. This is the tenant registry itself, so it is
 * keyed by id alone; row-level security lets a tenant context see its own row only.
 */
export const tenants = pgTable(
  'tenants',
  {
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull().unique(),
    name: varchar('name', { length: 50 }).notNull(),
    isPlatform: boolean('is_platform').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    isPermanent: boolean('is_permanent').notNull().default(true),
    deadline: date('deadline', { mode: 'string' }),
    adminName: varchar('admin_name', { length: 50 }),
    phone: varchar('phone', { length: 32 }),
    email: varchar('email', { length: 128 }),
    defaultApp: varchar('default_app', { length: 50 }),
    defaultLanguage: varchar('default_language', { length: 8 }).notNull().default('zh-CN'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.id] })],
);
