import { bigint, index, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn } from '../../platform/db/columns.js';

/**
 * Stored files (spec 000 §3 "File"). The bytes live in a file store (a local folder today, S3
 * later); this row says which store, where in it, and what the file is.
 */
export const files = pgTable(
  'files',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    /** The store: 'local' or, later, an S3-compatible bucket's configuration name. */
    repository: varchar('repository', { length: 50 }).notNull(),
    /** The name the file was uploaded with. */
    name: varchar('name', { length: 255 }).notNull(),
    extension: varchar('extension', { length: 16 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    /** The object key inside the store, `<tenantId>/<random>.<ext>`. */
    key: varchar('key', { length: 300 }).notNull(),
    /** Where the store keeps its objects (folder or bucket), as it was when the file was written. */
    storagePath: varchar('storage_path', { length: 500 }).notNull(),
    /** What the file is for, e.g. 'home-picture'. */
    purpose: varchar('purpose', { length: 50 }).notNull(),
    createdBy: bigintString('created_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('files_tenant_purpose').on(t.tenantId, t.purpose)],
);
