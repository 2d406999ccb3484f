import {
  addDays,
  dayNumber,
  instantOfWallMinutes,
  MINUTES_PER_DAY,
  type PageResult,
  SCHEDULED_TASK_STATES,
  type ScheduledTask,
  type ScheduledTaskRun,
  type scheduledTaskRunQuerySchema,
  type TaskState,
} from '@takt/contracts';
import { desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { Scheduler } from '../../platform/scheduler/scheduler.js';
import { scheduledTaskRuns } from '../../platform/scheduler/scheduler.table.js';
import { firstTick } from '../../platform/scheduler/task-timer.js';
import type { createScheduledTasks, TaskRow } from './scheduled-task.resource.js';
import { stateText } from './scheduled-task.resource.js';

type RunQuery = z.output<typeof scheduledTaskRunQuerySchema>;
const isScheduled = (state: string) => SCHEDULED_TASK_STATES.includes(state as TaskState);

function runDto(row: typeof scheduledTaskRuns.$inferSelect): ScheduledTaskRun {
  return {
    id: row.id,
    taskId: row.taskId,
    trigger: row.trigger as ScheduledTaskRun['trigger'],
    dueAt: row.dueAt.toISOString(),
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    durationMs: row.durationMs,
    result: row.result as ScheduledTaskRun['result'],
    statusCode: row.statusCode,
    output: row.output,
  };
}

/**
 * The state actions of spec 000 §4 (start, stop, plus run now) and a task's run history. State
 * rules: start from stopped or cancelled (the count starts again), stop from running or
 * execution failed, run now in any state but cancelled. The engine in this process is woken
 * after commit; the others find the change at their next poll (within a second).
 */
export class ScheduledTaskService {
  constructor(
    private readonly db: Database,
    private readonly tasks: ReturnType<typeof createScheduledTasks>,
    private readonly scheduler: Scheduler,
    private readonly enterpriseTimeZone: (tenantId: string) => Promise<string>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Locks the task, checks the rule, sets the values, and wakes the engine after commit. */
  private act(
    tenantId: string,
    id: string,
    change: (row: TaskRow, now: Date) => Partial<TaskRow>,
  ): Promise<ScheduledTask> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.tasks.repo.findById(tenantId, id, 'update');
      if (!row) throw notFound();
      const answer = await this.tasks.change(tenantId, id, change(row, this.now()) as never);
      this.db.afterCommit(async () => this.scheduler.wake());
      return answer;
    });
  }

  start(tenantId: string, id: string): Promise<ScheduledTask> {
    return this.act(tenantId, id, (row, now) => {
      if (isScheduled(row.state))
        throw conflict('scheduler.cannotStart', { code: row.code, state: stateText(row.state) });
      const next = firstTick(row, row.runImmediately, now);
      if (!next) throw conflict('scheduler.cronNever');
      return { state: 'running', runsDone: 0, nextRunAt: next };
    });
  }

  stop(tenantId: string, id: string): Promise<ScheduledTask> {
    return this.act(tenantId, id, (row) => {
      if (!isScheduled(row.state))
        throw conflict('scheduler.cannotStop', { code: row.code, state: stateText(row.state) });
      return { state: 'stopped', nextRunAt: null };
    });
  }

  /** Asks for one run at once (a request already waiting keeps its time). */
  run(tenantId: string, id: string): Promise<ScheduledTask> {
    return this.act(tenantId, id, (row, now) => {
      if (row.state === 'cancelled') throw conflict('scheduler.cannotRun', { code: row.code });
      return { runRequestedAt: row.runRequestedAt ?? now };
    });
  }

  /** The task's runs started within the date range (days in the enterprise's time zone), newest first. */
  runs(tenantId: string, query: RunQuery): Promise<PageResult<ScheduledTaskRun>> {
    return this.db.tenant(tenantId, async (tx) => {
      if (!(await this.tasks.repo.findById(tenantId, query.taskId))) throw notFound();
      const timeZone = await this.enterpriseTimeZone(tenantId);
      const dayStart = (date: string) => instantOfWallMinutes(dayNumber(date) * MINUTES_PER_DAY, timeZone);
      const t = scheduledTaskRuns;
      const where = listConditions(
        query,
        { equals: { result: t.result } },
        eq(t.tenantId, tenantId),
        eq(t.taskId, query.taskId),
        gte(t.startedAt, dayStart(query.startDate)),
        lt(t.startedAt, dayStart(addDays(query.endDate, 1))),
      );
      const { rows, totalRows } = await selectPage(tx, tx.select().from(t).$dynamic(), query, {
        table: t,
        where,
        sortable: { startedAt: t.startedAt, dueAt: t.dueAt, durationMs: t.durationMs },
        defaultOrder: sql`${desc(t.startedAt)}`,
        tieBreaker: t.id,
      });
      return { rows: rows.map(runDto), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
    });
  }
}
