import { boolean, integer, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

/** External apps of an enterprise (spec 000 §3). The token is kept as its SHA-256 only. */
export const externalApps = pgTable(
  'external_apps',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 30 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    description: varchar('description', { length: 200 }),
    sort: integer('sort').notNull().default(100),
    enabled: boolean('enabled').notNull().default(true),
    /** The permission codes the app may use (within the enterprise's grants). */
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    /** Calls per minute. */
    rateLimit: integer('rate_limit').notNull().default(60),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().default(''),
    tokenHint: varchar('token_hint', { length: 8 }).notNull().default(''),
    /** The user who made the app: its calls' writes name them. */
    createdById: bigintString('created_by_id'),
    createdBy: varchar('created_by', { length: 50 }),
    updatedBy: varchar('updated_by', { length: 50 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('external_apps_code').on(t.tenantId, t.code),
    uniqueIndex('external_apps_token').on(t.tenantId, t.tokenHash),
  ],
);

/** Each app's calls per fixed window (a minute), counted in the database so every process shares them. */
export const externalAppWindows = pgTable(
  'external_app_windows',
  {
    tenantId: tenantIdColumn(),
    appId: bigintString('app_id').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.appId, t.windowStart] })],
);
