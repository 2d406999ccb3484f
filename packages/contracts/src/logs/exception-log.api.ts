import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { dateRangeFields, dateRangeWithin31Days } from '../common/date-range.js';
import { containsFilterSchema } from '../common/fields.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { resourceIdSchema } from '../common/resource.js';
import { defineRoute } from '../common/route.js';
import { fileResponseSchema } from '../files/file.schema.js';
import { logKeySchema, logMessageFilterSchema } from './log-filters.js';

/**
 * One 5xx or unhandled error of a request. `code` is its log key (the id, digits). The stack is
 * answered to the platform super administrator only; everyone else gets null.
 */
export const exceptionLogSchema = z.object({
  id: idSchema,
  code: z.string(),
  tenantId: idSchema,
  requestId: z.string(),
  method: z.string(),
  path: z.string(),
  route: z.string().nullable(),
  statusCode: z.number().int(),
  userId: z.string().nullable(),
  account: z.string().nullable(),
  ip: z.string().nullable(),
  message: z.string(),
  stack: z.string().nullable(),
  createdAt: z.string(),
});
export type ExceptionLog = z.infer<typeof exceptionLogSchema>;

export const EXCEPTION_LOG_SORT_FIELDS = ['code', 'createdAt', 'account'] as const;

const exceptionLogFilters = {
  ...dateRangeFields,
  code: logKeySchema.optional(),
  message: logMessageFilterSchema.optional(),
  account: containsFilterSchema(64),
  requestId: containsFilterSchema(64),
};

export const exceptionLogPageQuerySchema = pageQuerySchema(EXCEPTION_LOG_SORT_FIELDS)
  .extend(exceptionLogFilters)
  .strict()
  .superRefine(dateRangeWithin31Days);
export const exceptionLogExportQuerySchema = z.strictObject(exceptionLogFilters).superRefine(dateRangeWithin31Days);

export const exceptionLogApi = {
  page: defineRoute({
    method: 'GET',
    path: '/exception_log/page',
    summary: 'Server errors (5xx) in a date range of at most 31 days, newest first',
    tag: 'logs',
    access: { permission: Permissions.sys.exceptionLog.page },
    query: exceptionLogPageQuerySchema,
    response: pageResultSchema(exceptionLogSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/exception_log/detail',
    summary: 'One server error (the stack for the platform super administrator only)',
    tag: 'logs',
    access: { permission: Permissions.sys.exceptionLog.get },
    query: resourceIdSchema,
    response: exceptionLogSchema,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/exception_log/export',
    summary: 'The filtered server errors as an .xlsx file (blob, not an envelope)',
    tag: 'logs',
    access: { permission: Permissions.sys.exceptionLog.export },
    query: exceptionLogExportQuerySchema,
    response: fileResponseSchema,
  }),
};
