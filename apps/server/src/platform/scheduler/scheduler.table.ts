import type { TaskHeader } from '@takt/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn, updatedAt } from '../db/columns.js';

/**
 * The job engine's tables. The engine (platform) owns them; the scheduler area's routes read
 * and write them per enterprise. Row-level security follows from `tenant_id` as for every table.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Scheduled tasks (spec 000 §3): an HTTP call or an internal job on a timer. */
export const scheduledTasks = pgTable(
  'scheduled_tasks',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull().default('http'),
    method: varchar('method', { length: 6 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    requestType: varchar('request_type', { length: 4 }).notNull(),
    headers: jsonb('headers').$type<TaskHeader[]>().notNull().default([]),
    body: text('body'),
    timerType: varchar('timer_type', { length: 8 }).notNull(),
    intervalSeconds: integer('interval_seconds'),
    expression: varchar('expression', { length: 100 }),
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
    runImmediately: boolean('run_immediately').notNull().default(false),
    executionType: varchar('execution_type', { length: 8 }).notNull(),
    count: integer('count'),
    timeoutSeconds: smallint('timeout_seconds').notNull(),
    state: varchar('state', { length: 9 }).notNull().default('stopped'),
    runsDone: integer('runs_done').notNull().default(0),
    /** The next tick (null unless running or failed). The engine claims rows whose time has come. */
    nextRunAt: at('next_run_at'),
    /** "Run now" asked for at this time and not yet claimed. */
    runRequestedAt: at('run_requested_at'),
    lastRunAt: at('last_run_at'),
    lastResult: varchar('last_result', { length: 8 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('scheduled_tasks_tenant_code').on(t.tenantId, t.code),
    index('scheduled_tasks_next_run').on(t.nextRunAt),
  ],
);

/** One row per run: which tick, when it started and finished, and what came back (truncated). */
export const scheduledTaskRuns = pgTable(
  'scheduled_task_runs',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    taskId: bigintString('task_id').notNull(),
    trigger: varchar('trigger', { length: 8 }).notNull(),
    dueAt: at('due_at').notNull(),
    startedAt: at('started_at').notNull(),
    /** When an unfinished run counts as abandoned (its process died): started + time limit + a margin. */
    deadlineAt: at('deadline_at').notNull(),
    finishedAt: at('finished_at'),
    durationMs: integer('duration_ms'),
    result: varchar('result', { length: 8 }).notNull(),
    statusCode: smallint('status_code'),
    output: text('output'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('scheduled_task_runs_task_started').on(t.tenantId, t.taskId, t.startedAt),
    index('scheduled_task_runs_open').on(t.deadlineAt).where(sql`result = 'running'`),
    index('scheduled_task_runs_started').on(t.startedAt),
  ],
);

/**
 * Durable one-shot timers: an area's handler (`name`) to run once at `due_at` for one thing
 * (`key`, e.g. an andon call's escalation level). Written in the transaction that decides them,
 * fired in the enterprise's transaction that deletes them, so each fires once across processes
 * and a crash before its commit leaves it due.
 */
export const scheduledTimers = pgTable(
  'scheduled_timers',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    name: varchar('name', { length: 64 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    dueAt: at('due_at').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('scheduled_timers_key').on(t.tenantId, t.name, t.key),
    index('scheduled_timers_due').on(t.dueAt),
  ],
);
