import { z } from 'zod';
import { containsFilterSchema, oneLineSchema, recordCodeSchema, SINGLE_LINE } from '../common/fields.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema } from '../common/paging.js';
import { queryRangeProblem, queryRangeSchema } from '../reports/report-range.js';

/**
 * Scheduled tasks (spec 000 §3, §4): the product's one job engine. An HTTP task calls an address
 * on a timer; an internal task runs an area's job (its request address is the job's name) and
 * lives in the platform enterprise. Fields and states keep the spec's names.
 */

export const TASK_CODE_MAX = 50;
export const TASK_NAME_MAX = 50;
export const TASK_URL_MAX = 500;
export const TASK_HEADERS_MAX = 20;
export const TASK_HEADER_NAME_MAX = 100;
export const TASK_HEADER_VALUE_MAX = 500;
export const TASK_BODY_MAX = 10_000;
export const TASK_EXPRESSION_MAX = 100;
/** Interval tasks run every 1 second up to every 30 days. */
export const TASK_INTERVAL_MIN_SECONDS = 1;
export const TASK_INTERVAL_MAX_SECONDS = 30 * 86_400;
/** A run is aborted after its time limit. */
export const TASK_TIMEOUT_MAX_SECONDS = 600;
export const TASK_TIMEOUT_DEFAULT_SECONDS = 30;
/** "Count": how many scheduled runs before the task ends by itself (blank: forever). */
export const TASK_COUNT_MAX = 1_000_000;
/** A run keeps this many characters of its response or error. */
export const TASK_RUN_OUTPUT_MAX = 2_000;

export const TASK_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type TaskMethod = (typeof TASK_METHODS)[number];
/** How the body travels: none, a JSON document, or an urlencoded form (`a=1&b=2`). */
export const TASK_REQUEST_TYPES = ['none', 'json', 'form'] as const;
export type TaskRequestType = (typeof TASK_REQUEST_TYPES)[number];
/** Timer type: every N seconds, or a cron expression with seconds. */
export const TASK_TIMER_TYPES = ['interval', 'cron'] as const;
export type TaskTimerType = (typeof TASK_TIMER_TYPES)[number];
/**
 * Execution type: what happens to ticks that fell due while no server ran. `runOnce`: one run on
 * the next start (for the oldest missed tick), then the schedule goes on; `skip`: they are dropped.
 */
export const TASK_EXECUTION_TYPES = ['runOnce', 'skip'] as const;
export type TaskExecutionType = (typeof TASK_EXECUTION_TYPES)[number];
/**
 * running: on its schedule; failed ("execution failed"): on its schedule, its last run failed;
 * stopped: by an operator; cancelled: ended by itself once its count of runs was reached.
 */
export const TASK_STATES = ['running', 'stopped', 'failed', 'cancelled'] as const;
export type TaskState = (typeof TASK_STATES)[number];
export const TASK_KINDS = ['http', 'internal'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
export const TASK_RUN_RESULTS = ['running', 'ok', 'failed'] as const;
export type TaskRunResult = (typeof TASK_RUN_RESULTS)[number];
/** A run on the schedule, or one asked for with "run now". */
export const TASK_RUN_TRIGGERS = ['schedule', 'manual'] as const;
export type TaskRunTrigger = (typeof TASK_RUN_TRIGGERS)[number];

/** States in which the engine runs the task's ticks. */
export const SCHEDULED_TASK_STATES: readonly TaskState[] = ['running', 'failed'];
/** Edits and deletes wait for a stop (the engine might be claiming the task meanwhile). */
export const EDITABLE_TASK_STATES: readonly TaskState[] = ['stopped', 'cancelled'];

/** An internal job's name: dotted `<area>.<what>`. */
export const INTERNAL_JOB_NAME_PATTERN = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/;
const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/** An address an HTTP task may call: http or https. */
export function isHttpUrl(value: string): boolean {
  if (!HTTP_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A cron expression's shape: 5 fields, or 6 with seconds first (croner checks the values on the server). */
export const CRON_SHAPE = /^\S+( \S+){4,5}$/;

const headerSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1)
    .max(TASK_HEADER_NAME_MAX)
    .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/),
  value: oneLineSchema(TASK_HEADER_VALUE_MAX),
});
export type TaskHeader = z.infer<typeof headerSchema>;

const fields = {
  code: recordCodeSchema(TASK_CODE_MAX),
  name: oneLineSchema(TASK_NAME_MAX).min(1),
  method: z.enum(TASK_METHODS),
  /** Request address: an http(s) URL (an internal task's is its job's name, which cannot change). */
  url: z
    .string()
    .trim()
    .min(1)
    .max(TASK_URL_MAX)
    .regex(SINGLE_LINE)
    .refine((value) => isHttpUrl(value) || INTERNAL_JOB_NAME_PATTERN.test(value), { message: 'url' }),
  requestType: z.enum(TASK_REQUEST_TYPES),
  headers: z.array(headerSchema).max(TASK_HEADERS_MAX).default([]),
  body: z.string().max(TASK_BODY_MAX).nullish(),
  timerType: z.enum(TASK_TIMER_TYPES),
  intervalSeconds: z.number().int().min(TASK_INTERVAL_MIN_SECONDS).max(TASK_INTERVAL_MAX_SECONDS).nullish(),
  expression: z.string().trim().max(TASK_EXPRESSION_MAX).regex(CRON_SHAPE).nullish(),
  runImmediately: z.boolean().default(false),
  executionType: z.enum(TASK_EXECUTION_TYPES).default('runOnce'),
  count: z.number().int().min(1).max(TASK_COUNT_MAX).nullish(),
  timeoutSeconds: z.number().int().min(1).max(TASK_TIMEOUT_MAX_SECONDS).default(TASK_TIMEOUT_DEFAULT_SECONDS),
};

type TaskFields = {
  timerType: TaskTimerType;
  intervalSeconds?: number | null;
  expression?: string | null;
  requestType: TaskRequestType;
  body?: string | null;
};

/** The rules between fields: the timer's own field is required, a JSON body must parse. */
function taskRules(task: TaskFields, ctx: z.RefinementCtx): void {
  if (task.timerType === 'interval' && task.intervalSeconds == null)
    ctx.addIssue({ code: 'custom', path: ['intervalSeconds'], message: 'required' });
  if (task.timerType === 'cron' && !task.expression)
    ctx.addIssue({ code: 'custom', path: ['expression'], message: 'required' });
  if (task.requestType === 'json' && task.body) {
    try {
      JSON.parse(task.body);
    } catch {
      ctx.addIssue({ code: 'custom', path: ['body'], message: 'json' });
    }
  }
}

const addSchema = z.strictObject(fields).superRefine(taskRules);
const editSchema = z.strictObject({ ...fields, id: idSchema }).superRefine(taskRules);

const taskRecord = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  kind: z.enum(TASK_KINDS),
  method: z.enum(TASK_METHODS),
  url: z.string(),
  requestType: z.enum(TASK_REQUEST_TYPES),
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  body: z.string().nullable(),
  timerType: z.enum(TASK_TIMER_TYPES),
  intervalSeconds: z.number().int().nullable(),
  expression: z.string().nullable(),
  /** The time zone a cron expression is read in (the enterprise's when saved). */
  timeZone: z.string(),
  runImmediately: z.boolean(),
  executionType: z.enum(TASK_EXECUTION_TYPES),
  count: z.number().int().nullable(),
  timeoutSeconds: z.number().int(),
  state: z.enum(TASK_STATES),
  /** Scheduled runs made since the last start (what "count" is compared with). */
  runsDone: z.number().int(),
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  lastResult: z.enum(TASK_RUN_RESULTS).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const scheduledTaskSchemas = {
  record: taskRecord,
  add: addSchema,
  edit: editSchema,
  filters: {
    code: containsFilterSchema(TASK_CODE_MAX),
    name: containsFilterSchema(TASK_NAME_MAX),
    url: containsFilterSchema(TASK_URL_MAX),
    state: z.enum(TASK_STATES).optional(),
    timerType: z.enum(TASK_TIMER_TYPES).optional(),
    kind: z.enum(TASK_KINDS).optional(),
  },
};
export type ScheduledTask = z.infer<typeof taskRecord>;
export type ScheduledTaskInput = z.output<typeof addSchema>;

export const scheduledTaskRunSchema = z.object({
  id: idSchema,
  taskId: idSchema,
  trigger: z.enum(TASK_RUN_TRIGGERS),
  /** The tick this run is for (a manual run: when it was asked for). */
  dueAt: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  result: z.enum(TASK_RUN_RESULTS),
  /** HTTP status of an HTTP task's answer. */
  statusCode: z.number().int().nullable(),
  /** The response or error, cut to {@link TASK_RUN_OUTPUT_MAX} characters. */
  output: z.string().nullable(),
});
export type ScheduledTaskRun = z.infer<typeof scheduledTaskRunSchema>;

export const TASK_RUN_SORT_FIELDS = ['startedAt', 'dueAt', 'durationMs'] as const;

/** A task's runs in a date range (spec 000 §5: both dates required, at most 31 days). */
export const scheduledTaskRunQuerySchema = queryRangeSchema
  .extend({
    ...pageQuerySchema(TASK_RUN_SORT_FIELDS).shape,
    taskId: idSchema,
    result: z.enum(TASK_RUN_RESULTS).optional(),
  })
  .strict()
  .superRefine((query, ctx) => {
    const problem = queryRangeProblem(query.startDate, query.endDate);
    if (problem) ctx.addIssue({ code: 'custom', path: ['endDate'], message: problem });
  });
