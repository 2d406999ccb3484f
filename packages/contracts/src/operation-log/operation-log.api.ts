import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { dateRangeFields, dateRangeWithin31Days } from '../common/date-range.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { resourceIdSchema } from '../common/resource.js';
import { defineRoute } from '../common/route.js';
import { fileResponseSchema } from '../files/file.schema.js';
import { logKeySchema } from '../logs/log-filters.js';

export const operationLogSchema = z.object({
  id: idSchema,
  /** The log key: the id, digits (what the list's key column shows and filters). */
  code: z.string(),
  userId: z.string().nullable(),
  account: z.string().nullable(),
  method: z.string(),
  path: z.string(),
  route: z.string().nullable(),
  statusCode: z.number().int(),
  resultCode: z.number().int().nullable(),
  success: z.boolean(),
  message: z.string().nullable(),
  ip: z.string().nullable(),
  requestId: z.string(),
  durationMs: z.number().int(),
  createdAt: z.string(),
});
export type OperationLog = z.infer<typeof operationLogSchema>;

export const OPERATION_LOG_SORT_FIELDS = ['code', 'createdAt', 'account', 'durationMs'] as const;

const operationLogFilters = {
  ...dateRangeFields,
  code: logKeySchema.optional(),
  account: z.string().trim().max(64).optional(),
  path: z.string().trim().max(300).optional(),
  success: z.enum(['true', 'false']).optional(),
};

/** Spec 000 §5: start and end dates required, at most 31 days apart. */
export const operationLogPageQuerySchema = pageQuerySchema(OPERATION_LOG_SORT_FIELDS)
  .extend(operationLogFilters)
  .strict()
  .superRefine(dateRangeWithin31Days);
export const operationLogExportQuerySchema = z.strictObject(operationLogFilters).superRefine(dateRangeWithin31Days);

export const operationLogApi = {
  page: defineRoute({
    method: 'GET',
    path: '/op_log/page',
    summary: 'Operation log of the enterprise in a date range of at most 31 days, newest first',
    tag: 'operation-log',
    access: { permission: Permissions.sys.opLog.page },
    query: operationLogPageQuerySchema,
    response: pageResultSchema(operationLogSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/op_log/detail',
    summary: 'One operation of the enterprise',
    tag: 'operation-log',
    access: { permission: Permissions.sys.opLog.page },
    query: resourceIdSchema,
    response: operationLogSchema,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/op_log/export',
    summary: 'The filtered operations as an .xlsx file (blob, not an envelope)',
    tag: 'operation-log',
    access: { permission: Permissions.sys.opLog.export },
    query: operationLogExportQuerySchema,
    response: fileResponseSchema,
  }),
};
