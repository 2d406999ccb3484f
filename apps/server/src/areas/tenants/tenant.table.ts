import { boolean, date, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
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
    /** Work side (station terminals): subscriptions, update concurrency, display settings. */
    workSideCount: integer('work_side_count').notNull().default(0),
    workSideMaxParallel: integer('work_side_max_parallel').notNull().default(5),
    workSidePasswordHash: text('work_side_password_hash'),
    pageTurnSeconds: integer('page_turn_seconds').notNull().default(10),
    instructionResolution: varchar('instruction_resolution', { length: 16 }).notNull().default('1920x1080'),
    /** Soft delete: a deleted enterprise leaves every list and never signs in again. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.id] })],
);
