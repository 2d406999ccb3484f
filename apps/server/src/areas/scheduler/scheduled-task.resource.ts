import {
  EDITABLE_TASK_STATES,
  isHttpUrl,
  type ScheduledTask,
  type ScheduledTaskInput,
  type TaskState,
} from '@takt/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid } from '../../platform/errors.js';
import type { NestedMessage } from '../../platform/i18n/messages.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { ResourceService, timesDto } from '../../platform/resources/resource.service.js';
import { scheduledTaskRuns, scheduledTasks } from '../../platform/scheduler/scheduler.table.js';
import { cronProblem } from '../../platform/scheduler/task-timer.js';

export type TaskRow = typeof scheduledTasks.$inferSelect;

/** A state as a refusal words it. */
export const stateText = (state: string): NestedMessage => ({
  messageKey: `scheduler.state.${state as TaskState}`,
});

/** Edits and deletes wait for a stop: the engine may be claiming a running task at this moment. */
export function assertEditable(row: TaskRow): void {
  if (!EDITABLE_TASK_STATES.includes(row.state as TaskState))
    throw conflict('scheduler.stopFirst', { code: row.code, state: stateText(row.state) });
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function taskDto(row: TaskRow): ScheduledTask {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind as ScheduledTask['kind'],
    method: row.method as ScheduledTask['method'],
    url: row.url,
    requestType: row.requestType as ScheduledTask['requestType'],
    headers: row.headers,
    body: row.body,
    timerType: row.timerType as ScheduledTask['timerType'],
    intervalSeconds: row.intervalSeconds,
    expression: row.expression,
    timeZone: row.timeZone,
    runImmediately: row.runImmediately,
    executionType: row.executionType as ScheduledTask['executionType'],
    count: row.count,
    timeoutSeconds: row.timeoutSeconds,
    state: row.state as TaskState,
    runsDone: row.runsDone,
    nextRunAt: iso(row.nextRunAt),
    lastRunAt: iso(row.lastRunAt),
    lastResult: row.lastResult as ScheduledTask['lastResult'],
    ...timesDto(row),
  };
}

/** The timer's values as saved: only the chosen timer's field is kept; a cron expression must parse in the zone. */
function timerValues(input: ScheduledTaskInput, timeZone: string) {
  if (input.timerType === 'interval') return { intervalSeconds: input.intervalSeconds ?? null, expression: null };
  const expression = input.expression ?? '';
  const problem = cronProblem(expression, timeZone);
  if (problem === 'never') throw invalid('scheduler.cronNever');
  if (problem) throw invalid('scheduler.cronInvalid', { reason: problem });
  return { intervalSeconds: null, expression };
}

/** The request part of an HTTP task; an internal task keeps its job and code. */
function requestValues(input: ScheduledTaskInput, current?: TaskRow) {
  if (current?.kind === 'internal') {
    if (input.code !== current.code) throw invalid('scheduler.internalLocked', { code: current.code, field: 'code' });
    if (input.url !== current.url) throw invalid('scheduler.internalLocked', { code: current.code, field: 'url' });
    return {};
  }
  if (!isHttpUrl(input.url)) throw invalid('scheduler.urlNotHttp');
  const hasBody = input.requestType !== 'none' && input.body;
  return {
    kind: 'http',
    method: input.method,
    url: input.url,
    requestType: input.requestType,
    headers: input.headers,
    body: hasBody ? input.body : null,
  };
}

/**
 * Scheduled tasks on the resource kit (spec 000 §3): code unique in the enterprise. A new task
 * is stopped; edits and deletes only while stopped or cancelled; internal tasks keep their code
 * and job and cannot be deleted. A cron expression is read in the enterprise's time zone as it
 * is when the task is saved.
 */
export function createScheduledTasks(
  db: Database,
  references: ReferenceRegistry,
  enterpriseTimeZone: (tenantId: string) => Promise<string>,
) {
  return new ResourceService<typeof scheduledTasks, ScheduledTask, ScheduledTaskInput>(db, references, {
    table: scheduledTasks,
    codeTaken: 'scheduler.codeTaken',
    contains: { code: scheduledTasks.code, name: scheduledTasks.name, url: scheduledTasks.url },
    equals: { state: scheduledTasks.state, timerType: scheduledTasks.timerType, kind: scheduledTasks.kind },
    sortable: {
      state: scheduledTasks.state,
      nextRunAt: scheduledTasks.nextRunAt,
      lastRunAt: scheduledTasks.lastRunAt,
    },
    values: async (tenantId, input, current) => {
      if (current) assertEditable(current);
      const timeZone = await enterpriseTimeZone(tenantId);
      return {
        ...requestValues(input, current),
        timerType: input.timerType,
        ...timerValues(input, timeZone),
        timeZone,
        runImmediately: input.runImmediately,
        executionType: input.executionType,
        count: input.count ?? null,
        timeoutSeconds: input.timeoutSeconds,
      } as never;
    },
    toDtos: async (_tenantId, rows) => rows.map(taskDto),
    beforeDelete: async (tenantId, row) => {
      if (row.kind === 'internal') throw conflict('scheduler.internalDelete', { code: row.code });
      assertEditable(row);
      await db.tenant(tenantId, (tx) =>
        tx
          .delete(scheduledTaskRuns)
          .where(and(eq(scheduledTaskRuns.tenantId, tenantId), eq(scheduledTaskRuns.taskId, row.id))),
      );
    },
  });
}
