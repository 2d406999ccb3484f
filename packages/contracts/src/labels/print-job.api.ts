import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { PRINT_JOB_STATES, printJobIdSchema, printJobSchema } from './print-job.schema.js';
import { PRINT_TEMPLATE_CODE_MAX } from './print-template.schema.js';

const P = Permissions.basics.printJob;

export const printJobPageQuerySchema = pageQuerySchema([
  'createdAt',
  'state',
  'attempts',
  'nextAttemptAt',
  'templateCode',
])
  .extend({
    state: z.enum(PRINT_JOB_STATES).optional(),
    templateCode: z.string().trim().max(PRINT_TEMPLATE_CODE_MAX).optional(),
  })
  .strict();

export const printJobApi = {
  page: defineRoute({
    method: 'GET',
    path: '/print_job/page',
    summary: 'The print queue, paged (newest first)',
    tag: 'labels',
    access: { permission: P.page },
    query: printJobPageQuerySchema,
    response: pageResultSchema(printJobSchema),
  }),
  retry: defineRoute({
    method: 'POST',
    path: '/print_job/retry',
    summary: 'Sends a waiting or failed job to its printer now',
    tag: 'labels',
    access: { permission: P.retry },
    body: printJobIdSchema,
    response: printJobSchema,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/print_job/cancel',
    summary: 'Cancels a waiting or failed job',
    tag: 'labels',
    access: { permission: P.delete },
    body: printJobIdSchema,
    response: printJobSchema,
  }),
};
