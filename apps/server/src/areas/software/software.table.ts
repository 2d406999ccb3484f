import { boolean, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

/**
 * Internal apps of the platform (spec 000 §3 "Internal app"). A platform table: only the super
 * administrator's routes reach it. The token is kept as its SHA-256 only.
 */
export const software = pgTable(
  'software',
  {
    id: idColumn().primaryKey(),
    code: varchar('code', { length: 50 }).notNull().unique(),
    name: varchar('name', { length: 50 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    tokenHint: varchar('token_hint', { length: 8 }).notNull(),
    tokenResetAt: timestamp('token_reset_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** apk, exe or zip: every version keeps the first version's. */
    extension: varchar('extension', { length: 8 }).notNull(),
    latestVersionId: bigintString('latest_version_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('software_token_hash').on(t.tokenHash)],
);

/** Every uploaded version of an app; the file is one of the platform's stored files. */
export const softwareVersions = pgTable(
  'software_versions',
  {
    id: idColumn().primaryKey(),
    softwareId: bigintString('software_id').notNull(),
    versionNumber: varchar('version_number', { length: 20 }).notNull(),
    versionCode: integer('version_code').notNull(),
    fileId: bigintString('file_id').notNull(),
    fileName: varchar('file_name', { length: 50 }).notNull(),
    extension: varchar('extension', { length: 8 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    createdBy: varchar('created_by', { length: 50 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('software_versions_code').on(t.softwareId, t.versionCode)],
);

/**
 * An enterprise's copy of an app: the version offered to its terminals as their update, put
 * there by a sync. The file stays the platform's (the sync refuses when the enterprise keeps
 * its files elsewhere).
 */
export const tenantSoftware = pgTable(
  'tenant_software',
  {
    tenantId: tenantIdColumn(),
    softwareId: bigintString('software_id').notNull(),
    versionId: bigintString('version_id').notNull(),
    versionNumber: varchar('version_number', { length: 20 }).notNull(),
    versionCode: integer('version_code').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.softwareId] })],
);
