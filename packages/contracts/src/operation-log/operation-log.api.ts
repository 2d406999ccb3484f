import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';

export const operationLogSchema = z.object({
  id: idSchema,
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

export const operationLogPageQuerySchema = pageQuerySchema(['createdAt', 'account', 'durationMs'])
  .extend({
    account: z.string().trim().max(64).optional(),
    success: z.enum(['true', 'false']).optional(),
  })
  .strict();

export const operationLogApi = {
  page: defineRoute({
    method: 'GET',
    path: '/op_log/page',
    summary: 'Operation log of the enterprise, newest first',
    tag: 'operation-log',
    access: { permission: Permissions.sys.opLog.page },
    query: operationLogPageQuerySchema,
    response: pageResultSchema(operationLogSchema),
  }),
};
