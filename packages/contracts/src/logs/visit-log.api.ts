import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { dateRangeFields, dateRangeWithin31Days } from '../common/date-range.js';
import { containsFilterSchema } from '../common/fields.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { fileResponseSchema } from '../files/file.schema.js';
import { logKeySchema } from './log-filters.js';

/** What a visit was: a sign-in, a sign-out, a failed sign-in, a lock-out, an external app's call. */
export const VISIT_KINDS = ['signIn', 'signOut', 'signInFailed', 'lockedOut', 'appCall'] as const;
export type VisitKindName = (typeof VISIT_KINDS)[number];

/** One visit; `code` is its log key (the id, digits). */
export const visitLogSchema = z.object({
  id: idSchema,
  code: z.string(),
  kind: z.enum(VISIT_KINDS),
  account: z.string(),
  userId: z.string().nullable(),
  appId: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type VisitLog = z.infer<typeof visitLogSchema>;

export const VISIT_LOG_SORT_FIELDS = ['code', 'createdAt', 'account', 'kind'] as const;

const visitLogFilters = {
  ...dateRangeFields,
  code: logKeySchema.optional(),
  kind: z.enum(VISIT_KINDS).optional(),
  account: containsFilterSchema(64),
  ip: containsFilterSchema(64),
};

export const visitLogPageQuerySchema = pageQuerySchema(VISIT_LOG_SORT_FIELDS)
  .extend(visitLogFilters)
  .strict()
  .superRefine(dateRangeWithin31Days);
export const visitLogExportQuerySchema = z.strictObject(visitLogFilters).superRefine(dateRangeWithin31Days);

export const visitLogApi = {
  page: defineRoute({
    method: 'GET',
    path: '/visit_log/page',
    summary: 'Sign-ins, sign-outs, failures, lock-outs and app calls in a date range of at most 31 days',
    tag: 'logs',
    access: { permission: Permissions.sys.visitLog.page },
    query: visitLogPageQuerySchema,
    response: pageResultSchema(visitLogSchema),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/visit_log/export',
    summary: 'The filtered visits as an .xlsx file (blob, not an envelope)',
    tag: 'logs',
    access: { permission: Permissions.sys.visitLog.export },
    query: visitLogExportQuerySchema,
    response: fileResponseSchema,
  }),
};
