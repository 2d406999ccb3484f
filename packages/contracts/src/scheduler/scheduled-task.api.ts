import type { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { pageResultSchema } from '../common/paging.js';
import { defineResource, resourceIdSchema } from '../common/resource.js';
import { defineRoute } from '../common/route.js';
import { scheduledTaskRunQuerySchema, scheduledTaskRunSchema, scheduledTaskSchemas } from './scheduled-task.schema.js';

const P = Permissions.sys.task;
const tag = 'scheduler';

/** A state action on one task: the task as it now is. */
const action = (path: string, summary: string, permission: (typeof P)[keyof typeof P]) =>
  defineRoute({
    method: 'POST',
    path: `/scheduled_task/${path}`,
    summary,
    tag,
    access: { permission },
    body: resourceIdSchema,
    response: scheduledTaskSchemas.record,
  });

export const scheduledTaskApi = {
  ...defineResource(
    {
      path: 'scheduled_task',
      noun: 'Scheduled task',
      nouns: 'Scheduled tasks',
      tag,
      permissions: P,
      schemas: scheduledTaskSchemas,
      sortFields: ['code', 'name', 'state', 'nextRunAt', 'lastRunAt', 'createdAt'],
      notes: {
        add: 'code unique in the enterprise; the task starts stopped',
        edit: 'only while stopped or cancelled; an internal task keeps its code and job',
        delete: 'only while stopped or cancelled; internal tasks cannot be deleted',
      },
    },
    ['detail', 'add', 'edit', 'delete'],
  ),
  start: action(
    'start',
    'Starts a stopped or cancelled task (its count of runs starts again; "run immediately" runs it at once)',
    P.start,
  ),
  stop: action('stop', 'Stops a running or failed task (a run in progress finishes)', P.stop),
  run: action('run', 'Runs a task once now, in any state but cancelled (does not count toward its count)', P.run),
  runs: defineRoute({
    method: 'GET',
    path: '/scheduled_task/runs',
    summary: 'A task’s runs in a date range (required, at most 31 days), newest first, paged',
    tag,
    access: { permission: P.get },
    query: scheduledTaskRunQuerySchema,
    response: pageResultSchema(scheduledTaskRunSchema),
  }),
};

export type ScheduledTaskRunPage = z.infer<typeof scheduledTaskApi.runs.response>;
