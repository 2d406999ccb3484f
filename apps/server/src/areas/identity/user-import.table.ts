import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

/**
 * User import jobs (spec 000 §5 user import; issue 4 "large imports show progress"). A job
 * validates every row, then imports in one transaction; its row tells the uploader how far it
 * is and where the error report is. A job whose process stopped is marked failed.
 */
export const userImportJobs = pgTable(
  'user_import_jobs',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    createdBy: bigintString('created_by').notNull(),
    /** validating, importing, succeeded, rejected, failed. */
    state: varchar('state', { length: 16 }).notNull(),
    /** all (all-or-nothing) or valid (only the good rows). */
    mode: varchar('mode', { length: 8 }).notNull(),
    /** Language of the error report and messages: the uploader's. */
    language: varchar('language', { length: 8 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    validatedRows: integer('validated_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    /** The .xlsx error report (a stored file of the enterprise). */
    errorFileId: bigintString('error_file_id'),
    /** Message key (and JSON params) of why it was rejected or failed. */
    messageKey: varchar('message_key', { length: 64 }),
    messageParams: varchar('message_params', { length: 1000 }),
    /** Written while the job runs; a running job whose heartbeat is old has lost its process. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('user_import_jobs_tenant_state').on(t.tenantId, t.state)],
);
