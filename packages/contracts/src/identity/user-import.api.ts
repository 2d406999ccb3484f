import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { idSchema } from '../common/ids.js';
import { defineRoute } from '../common/route.js';
import { fileResponseSchema } from '../files/file.schema.js';

/**
 * User import from .xls/.xlsx (spec 000 §5 "User import per row", §7 `POST /user/import`).
 * The upload answers at once with a job id; the job validates every row, then imports in one
 * transaction: all-or-nothing by default (`mode=all`), or only the good rows (`mode=valid`).
 * Bad rows are listed in a downloadable .xlsx error report in the uploader's language.
 */
export const USER_IMPORT_FIELD = 'file';
export const USER_IMPORT_EXTENSIONS = ['xls', 'xlsx'] as const;
export const USER_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Data rows one file may hold. */
export const USER_IMPORT_MAX_ROWS = 20_000;
/** Users per insert statement. */
export const USER_IMPORT_BATCH = 1000;

export const USER_IMPORT_MODES = ['all', 'valid'] as const;
export type UserImportMode = (typeof USER_IMPORT_MODES)[number];

/**
 * validating → importing → succeeded; rejected when bad rows stopped an all-or-nothing import
 * (nothing imported); failed when the file could not be read or the job broke off (nothing
 * imported).
 */
export const USER_IMPORT_STATES = ['validating', 'importing', 'succeeded', 'rejected', 'failed'] as const;
export type UserImportState = (typeof USER_IMPORT_STATES)[number];
export const USER_IMPORT_FINISHED: readonly UserImportState[] = ['succeeded', 'rejected', 'failed'];

/** The import's columns, in template order. Headers are read in any of the four languages. */
export const USER_IMPORT_COLUMNS = [
  'account',
  'name',
  'nickname',
  'birthday',
  'gender',
  'phone',
  'email',
  'organization',
  'jobNumber',
  'role',
] as const;
export type UserImportColumn = (typeof USER_IMPORT_COLUMNS)[number];
export const USER_IMPORT_REQUIRED: readonly UserImportColumn[] = ['account', 'name', 'organization'];
/** Several roles in one cell are separated by commas (or 、 ; ，). */
export const USER_IMPORT_ROLE_SEPARATOR = /[,，、;；]/;

export const userImportQuerySchema = z.strictObject({ mode: z.enum(USER_IMPORT_MODES).default('all') });
export const userImportJobQuerySchema = z.strictObject({ jobId: idSchema });

export const userImportStartedSchema = z.object({ jobId: idSchema });

export const userImportJobSchema = z.object({
  jobId: idSchema,
  state: z.enum(USER_IMPORT_STATES),
  mode: z.enum(USER_IMPORT_MODES),
  /** Data rows in the file (0 until the file has been read). */
  totalRows: z.number().int(),
  /** Rows validated, then rows imported: 0 to 100 over both phases. */
  percent: z.number().int().min(0).max(100),
  importedRows: z.number().int(),
  /** Rows with at least one problem. */
  errorRows: z.number().int(),
  /** An error report can be downloaded (GET `userImportApi.errorReport`). */
  hasErrorReport: z.boolean(),
  /** Why the job was rejected or failed, in the request's language. */
  message: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type UserImportJob = z.infer<typeof userImportJobSchema>;

export const userImportApi = {
  /** multipart/form-data, one .xls or .xlsx file in the field {@link USER_IMPORT_FIELD}. */
  import: defineRoute({
    method: 'POST',
    path: '/user/import',
    summary:
      'Import users from .xls/.xlsx (multipart field `file`); answers at once with the job id. mode=all (default): nothing is imported if any row is bad; mode=valid: the good rows are',
    tag: 'user',
    access: { permission: Permissions.sys.user.import },
    query: userImportQuerySchema,
    response: userImportStartedSchema,
  }),
  progress: defineRoute({
    method: 'GET',
    path: '/user/import_progress',
    summary: 'State and progress of a user import job',
    tag: 'user',
    access: { permission: Permissions.sys.user.import },
    query: userImportJobQuerySchema,
    response: userImportJobSchema,
  }),
  /** The import template (.xlsx, headers in the request language). */
  template: defineRoute({
    method: 'GET',
    path: '/user/import_template',
    summary: 'The user import template (.xlsx, headers in the request language)',
    tag: 'user',
    access: { permission: Permissions.sys.user.import },
    response: fileResponseSchema,
  }),
  errorReport: defineRoute({
    method: 'GET',
    path: '/user/import_error_report',
    summary: "An import job's error report (.xlsx): row, column, value and reason of each problem",
    tag: 'user',
    access: { permission: Permissions.sys.user.import },
    query: userImportJobQuerySchema,
    response: fileResponseSchema,
  }),
};
