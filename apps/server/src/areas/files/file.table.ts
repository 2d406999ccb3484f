import { bigint, boolean, index, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn } from '../../platform/db/columns.js';

/**
 * Stored files (spec 000 §3 "File"). The bytes live in a file store (the server's local folder,
 * or an S3-compatible bucket of the enterprise); this row says which store, where in it, and
 * what the file is.
 */
export const files = pgTable(
  'files',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    /** The kind of store: 'local' (the server's folder) or 's3'. */
    repository: varchar('repository', { length: 50 }).notNull(),
    /** The bucket the file was written to (`file_stores`); null: the server's local folder. */
    storeId: bigintString('store_id'),
    /** The name the file was uploaded with. */
    name: varchar('name', { length: 255 }).notNull(),
    extension: varchar('extension', { length: 16 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    /** The object key inside the store, `<tenantId>/<random>.<ext>`. */
    key: varchar('key', { length: 300 }).notNull(),
    /** Where the store keeps its objects (folder, or `<endpoint>/<bucket>`), as it was when the file was written. */
    storagePath: varchar('storage_path', { length: 500 }).notNull(),
    /** What the file is for, e.g. 'home-picture'. */
    purpose: varchar('purpose', { length: 50 }).notNull(),
    createdBy: bigintString('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('files_tenant_purpose').on(t.tenantId, t.purpose),
    index('files_tenant_created').on(t.tenantId, t.createdAt),
  ],
);

/**
 * The S3-compatible buckets an enterprise's files were written to, each with the address and
 * keys it was written with. A row never changes: when the enterprise's storage configuration
 * changes, new files get a new row and old files keep reading from theirs.
 */
export const fileStores = pgTable(
  'file_stores',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    /** A digest of all the columns below: one row per distinct configuration. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    endpoint: varchar('endpoint', { length: 200 }),
    region: varchar('region', { length: 50 }).notNull(),
    bucket: varchar('bucket', { length: 63 }).notNull(),
    pathStyle: boolean('path_style').notNull(),
    accessKeyId: varchar('access_key_id', { length: 128 }).notNull(),
    secretAccessKey: varchar('secret_access_key', { length: 128 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('file_stores_tenant_fingerprint').on(t.tenantId, t.fingerprint),
  ],
);
