import { SCHEDULED_TASK_STATES, TASK_TIMEOUT_MAX_SECONDS } from '@takt/contracts';
import { and, asc, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../db/database.js';
import { rowsOf } from '../db/table-rows.js';
import { type RunOutcome, runHttpTask, truncateOutput } from './http-task-runner.js';
import type { InternalJob } from './internal-job.js';
import { OneShotTimers, type TimerHandler, type TimerRequest } from './one-shot-timers.js';
import { runRetentionJob } from './run-retention.job.js';
import { scheduledTaskRuns, scheduledTasks } from './scheduler.table.js';
import { nextTickAfter, runsTick, tickAfter } from './task-timer.js';

type TaskRow = typeof scheduledTasks.$inferSelect;

/** One run the engine claimed: the task as it was claimed, the run's row and the tick it is for. */
export interface ClaimedRun {
  task: TaskRow;
  runId: string;
  due: Date;
  trigger: 'schedule' | 'manual';
}

/** For the host monitoring page: what is waiting and what is running, across all processes. */
export interface SchedulerBacklog {
  /** Ticks (and "run now" requests) whose time has come but no process has claimed yet. */
  due: number;
  /** Runs started and not finished. */
  running: number;
  /** How long the oldest unclaimed tick has waited, in ms (0 when none). */
  oldestDueAgeMs: number;
}

export interface SchedulerOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** The clock (tests move it). */
  now?: () => Date;
  /** The longest sleep between two claims. */
  pollMs?: number;
  /** Tasks claimed per statement. */
  batch?: number;
}

/** An unfinished run past its time limit by this much belonged to a process that died. */
const ABANDON_MARGIN_MS = 30_000;
const SWEEP_EVERY_MS = 60_000;
/** Internal tasks get a generous time limit; an administrator may change it. */
const INTERNAL_TIMEOUT_SECONDS = TASK_TIMEOUT_MAX_SECONDS;

const scheduledState = inArray(scheduledTasks.state, [...SCHEDULED_TASK_STATES]);

/**
 * The job engine (DESIGN §5). Every server process runs one; they share the work through the
 * database alone. Tasks carry `next_run_at`; each engine claims due tasks with
 * `SELECT … FOR UPDATE SKIP LOCKED` and, in the same transaction, advances `next_run_at` past
 * the tick and writes the run's row, so a tick is claimed by exactly one process however many
 * run. The run itself happens after commit; its end is written to the run and the task. A
 * process that dies mid-run leaves its run open: it is closed as failed once past its deadline.
 */
export class Scheduler {
  private readonly db: Database;
  private readonly log: FastifyBaseLogger;
  private readonly now: () => Date;
  private readonly pollMs: number;
  private readonly batch: number;
  private readonly jobs = new Map<string, InternalJob>();
  private platformTenantId: string | null = null;
  private readonly stopping = new AbortController();
  private readonly inFlight = new Set<Promise<unknown>>();
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private lastSweep = 0;
  private readonly timers: OneShotTimers;
  /** When the loop's current sleep ends (ms on `now`; infinite while awake): a sooner timer wakes it. */
  private sleepingUntil = Number.POSITIVE_INFINITY;
  private wakeRequested = false;

  constructor(options: SchedulerOptions) {
    this.db = options.db;
    this.log = options.log;
    this.now = options.now ?? (() => new Date());
    this.pollMs = options.pollMs ?? 1000;
    this.batch = options.batch ?? 20;
    this.timers = new OneShotTimers(this.db, this.log);
  }

  /** The areas' one-shot timer handlers, by name. */
  registerTimers(handlers: readonly TimerHandler[]): void {
    this.timers.register(handlers);
  }

  /**
   * Sets (or moves) a durable one-shot timer in the caller's transaction. Once that commits, a
   * timer due before this process's next poll wakes it, so it fires within milliseconds here and
   * within a poll in any other process.
   */
  async at(tx: Tx, timer: TimerRequest): Promise<void> {
    await this.timers.at(tx, timer);
    const due = timer.dueAt.getTime();
    this.db.afterCommit(async () => {
      if (due < this.sleepingUntil) this.wake();
    });
  }

  /** Removes the handler's timers whose key starts with `keyPrefix`, in the caller's transaction. */
  cancel(tx: Tx, tenantId: string, name: string, keyPrefix: string): Promise<number> {
    return this.timers.cancel(tx, tenantId, name, keyPrefix);
  }

  /** Fires every timer due now (tests, one-shot tools); answers how many fired. */
  async fireDueTimers(): Promise<number> {
    let total = 0;
    for (;;) {
      const { fired, more } = await this.timers.fireDue(this.now(), this.batch);
      total += fired;
      if (!more) return total;
    }
  }

  /** The areas' internal jobs; each gets a task in the platform enterprise on start. */
  registerJobs(platformTenantId: string, jobs: readonly InternalJob[]): void {
    this.platformTenantId = platformTenantId;
    const own = this.jobs.size === 0 ? [runRetentionJob(this.db)] : [];
    for (const job of [...own, ...jobs]) {
      if (this.jobs.has(job.name)) throw new Error(`internal job ${job.name} registered twice`);
      this.jobs.set(job.name, job);
    }
  }

  /** Names of the registered internal jobs. */
  jobNames(): string[] {
    return [...this.jobs.keys()];
  }

  /**
   * Creates the internal jobs' tasks that do not exist yet (running, on the job's schedule). An
   * existing one is left as it is: an administrator may have changed its schedule or stopped it.
   */
  async ensureInternalTasks(): Promise<void> {
    const tenantId = this.platformTenantId;
    if (tenantId === null || this.jobs.size === 0) return;
    const now = this.now();
    const rows = [...this.jobs.values()].map((job) => {
      const timer = {
        timerType: job.schedule.kind,
        intervalSeconds: job.schedule.kind === 'interval' ? job.schedule.seconds : null,
        expression: job.schedule.kind === 'cron' ? job.schedule.expression : null,
        timeZone: 'UTC',
      };
      return {
        tenantId,
        code: job.name,
        name: job.name,
        kind: 'internal',
        method: 'POST',
        url: job.name,
        requestType: 'none',
        ...timer,
        executionType: 'runOnce',
        timeoutSeconds: INTERNAL_TIMEOUT_SECONDS,
        state: 'running',
        nextRunAt: tickAfter(timer, now),
      };
    });
    await this.db.system((tx) =>
      tx
        .insert(scheduledTasks)
        .values(rows)
        .onConflictDoNothing({ target: [scheduledTasks.tenantId, scheduledTasks.code] }),
    );
  }

  /** Starts polling (once). */
  async start(): Promise<void> {
    if (this.loop) return;
    await this.ensureInternalTasks();
    this.loop = this.poll();
  }

  /** Stops claiming, aborts the runs in progress and waits for them to write their end. */
  async stop(): Promise<void> {
    this.stopping.abort();
    this.wakeUp?.();
    await this.loop;
    await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Claims at once instead of at the next poll (a "run now", a start or a near timer in this
   * process); while the loop is awake, its next sleep is skipped instead.
   */
  wake(): void {
    if (this.wakeUp) this.wakeUp();
    else this.wakeRequested = true;
  }

  private async poll(): Promise<void> {
    while (!this.stopping.signal.aborted) {
      let sleepMs = this.pollMs;
      try {
        const { claimed, nextDue } = await this.claimDue();
        for (const run of claimed) this.launch(run);
        const timers = await this.timers.fireDue(this.now(), this.batch);
        for (const next of [nextDue, timers.nextDue])
          if (next) sleepMs = Math.max(0, Math.min(sleepMs, next.getTime() - this.now().getTime()));
        // A full batch of timers may have more behind it.
        if (timers.more) sleepMs = 0;
        await this.sweepAbandoned();
      } catch (error) {
        if (this.stopping.signal.aborted) return;
        this.log.error({ err: error }, 'scheduler: claiming due tasks failed');
      }
      await this.sleep(sleepMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        this.sleepingUntil = Number.POSITIVE_INFINITY;
        resolve();
      };
      const wait = this.wakeRequested ? 0 : ms;
      this.wakeRequested = false;
      const timer = setTimeout(done, wait);
      this.wakeUp = done;
      this.sleepingUntil = this.now().getTime() + wait;
      if (this.stopping.signal.aborted) done();
    });
  }

  private launch(run: ClaimedRun): void {
    const work = this.execute(run)
      .catch((error: unknown) => this.log.error({ err: error, taskId: run.task.id }, 'scheduler: run failed to finish'))
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  /** Claims and runs every due task now, waiting for the runs to end (tests, one-shot tools). */
  async runDue(): Promise<ClaimedRun[]> {
    const { claimed } = await this.claimDue();
    await Promise.all(claimed.map((run) => this.execute(run)));
    return claimed;
  }

  /**
   * One claiming transaction: locks up to `batch` due tasks no other process holds, advances
   * each past its tick (or ends it once its count is reached), records a run per tick that
   * runs and per "run now", and answers those runs and the earliest time still ahead.
   */
  async claimDue(): Promise<{ claimed: ClaimedRun[]; nextDue: Date | null }> {
    const now = this.now();
    return this.db.system(async (tx) => {
      const due = await tx
        .select()
        .from(scheduledTasks)
        .where(or(and(scheduledState, lte(scheduledTasks.nextRunAt, now)), lte(scheduledTasks.runRequestedAt, now)))
        .orderBy(asc(sql`least(${scheduledTasks.nextRunAt}, ${scheduledTasks.runRequestedAt})`))
        .limit(this.batch)
        .for('update', { skipLocked: true });
      const claimed: ClaimedRun[] = [];
      for (const task of due) claimed.push(...(await this.claimTask(tx, task, now)));
      const [ahead] = rowsOf<{ next: Date | string | null }>(
        await tx.execute(sql`
          select least(
            (select min(next_run_at) from scheduled_tasks where state in ('running', 'failed')),
            (select min(run_requested_at) from scheduled_tasks)
          ) as next`),
      );
      return { claimed, nextDue: ahead?.next ? new Date(ahead.next) : null };
    });
  }

  private async claimTask(tx: Tx, task: TaskRow, now: Date): Promise<ClaimedRun[]> {
    const runs: { due: Date; trigger: 'schedule' | 'manual' }[] = [];
    const changes: Partial<typeof scheduledTasks.$inferInsert> = {};
    if (task.runRequestedAt && task.runRequestedAt <= now) {
      runs.push({ due: task.runRequestedAt, trigger: 'manual' });
      changes.runRequestedAt = null;
    }
    const scheduled = (SCHEDULED_TASK_STATES as readonly string[]).includes(task.state);
    if (scheduled && task.nextRunAt && task.nextRunAt <= now) {
      const due = task.nextRunAt;
      let next = this.nextTick(task, due, now);
      if (runsTick(due, now, task.executionType)) {
        runs.push({ due, trigger: 'schedule' });
        changes.runsDone = task.runsDone + 1;
        if (task.count !== null && changes.runsDone >= task.count) next = null;
      } else {
        this.log.info({ taskId: task.id, due }, 'scheduler: missed tick skipped');
      }
      changes.nextRunAt = next;
      if (next === null) changes.state = 'cancelled';
    }
    await tx
      .update(scheduledTasks)
      .set(changes)
      .where(and(eq(scheduledTasks.tenantId, task.tenantId), eq(scheduledTasks.id, task.id)));
    if (runs.length === 0) return [];
    const inserted = await tx
      .insert(scheduledTaskRuns)
      .values(
        runs.map((run) => ({
          tenantId: task.tenantId,
          taskId: task.id,
          trigger: run.trigger,
          dueAt: run.due,
          startedAt: now,
          deadlineAt: new Date(now.getTime() + task.timeoutSeconds * 1000 + ABANDON_MARGIN_MS),
          result: 'running',
        })),
      )
      .returning({ id: scheduledTaskRuns.id });
    return runs.map((run, index) => ({ task, runId: inserted[index]!.id, due: run.due, trigger: run.trigger }));
  }

  /** The task's next tick; none (the task ends) when its expression no longer parses. */
  private nextTick(task: TaskRow, due: Date, now: Date): Date | null {
    try {
      return nextTickAfter(task, due, now);
    } catch (error) {
      this.log.error({ err: error, taskId: task.id }, 'scheduler: the task has no next tick');
      return null;
    }
  }

  /** Runs one claimed tick and writes its end to the run and the task. */
  async execute(run: ClaimedRun): Promise<RunOutcome> {
    const started = Date.now();
    const signal = AbortSignal.any([this.stopping.signal, AbortSignal.timeout(run.task.timeoutSeconds * 1000)]);
    let outcome: RunOutcome;
    try {
      outcome = await this.perform(run, signal);
    } catch (error) {
      const reason = signal.aborted ? signal.reason : error;
      outcome = { ok: false, statusCode: null, output: truncateOutput(describe(reason)) };
    }
    await this.finish(run, outcome, Date.now() - started);
    return outcome;
  }

  private async perform(run: ClaimedRun, signal: AbortSignal): Promise<RunOutcome> {
    const { task } = run;
    if (task.kind !== 'internal') {
      return runHttpTask(task, { taskId: task.id, runId: run.runId, due: run.due }, signal);
    }
    const job = this.jobs.get(task.url);
    if (!job) return { ok: false, statusCode: null, output: `No internal job ${task.url} in this server` };
    const result = await job.run({ due: run.due, signal, log: this.log });
    signal.throwIfAborted();
    return { ok: true, statusCode: null, output: result ? truncateOutput(result) : null };
  }

  private async finish(run: ClaimedRun, outcome: RunOutcome, durationMs: number): Promise<void> {
    const finishedAt = this.now();
    const result = outcome.ok ? 'ok' : 'failed';
    await this.db.system(async (tx) => {
      await tx
        .update(scheduledTaskRuns)
        .set({ finishedAt, durationMs, result, statusCode: outcome.statusCode, output: outcome.output })
        .where(and(eq(scheduledTaskRuns.tenantId, run.task.tenantId), eq(scheduledTaskRuns.id, run.runId)));
      // A task stopped or ended meanwhile keeps its state; one on its schedule shows how its last run went.
      await tx
        .update(scheduledTasks)
        .set({
          lastRunAt: run.due,
          lastResult: result,
          state: sql`case when ${scheduledTasks.state} in ('running', 'failed') then ${outcome.ok ? 'running' : 'failed'} else ${scheduledTasks.state} end`,
        })
        .where(and(eq(scheduledTasks.tenantId, run.task.tenantId), eq(scheduledTasks.id, run.task.id)));
    });
  }

  /** Closes runs whose process died (past their deadline), at most once a minute per process. */
  private async sweepAbandoned(): Promise<void> {
    const now = this.now();
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    await this.db.system((tx) =>
      tx
        .update(scheduledTaskRuns)
        .set({ result: 'failed', finishedAt: now, output: 'Abandoned: the server running it stopped' })
        .where(and(eq(scheduledTaskRuns.result, 'running'), lt(scheduledTaskRuns.deadlineAt, now))),
    );
  }

  /** Due-but-unclaimed ticks, open runs and the oldest wait, across every process. */
  async backlog(): Promise<SchedulerBacklog> {
    const now = this.now();
    return this.db.system(async (tx) => {
      const [waiting] = await tx
        .select({
          due: sql<number>`count(*)::int`,
          oldest: sql<Date | string | null>`min(least(${scheduledTasks.nextRunAt}, ${scheduledTasks.runRequestedAt}))`,
        })
        .from(scheduledTasks)
        .where(
          or(
            and(scheduledState, lte(scheduledTasks.nextRunAt, now)),
            and(isNotNull(scheduledTasks.runRequestedAt), lte(scheduledTasks.runRequestedAt, now)),
          ),
        );
      const [open] = await tx
        .select({ running: sql<number>`count(*)::int` })
        .from(scheduledTaskRuns)
        .where(and(eq(scheduledTaskRuns.result, 'running'), sql`${scheduledTaskRuns.deadlineAt} >= ${now}`));
      const oldest = waiting?.oldest ? new Date(waiting.oldest).getTime() : null;
      return {
        due: Number(waiting?.due ?? 0),
        running: Number(open?.running ?? 0),
        oldestDueAgeMs: oldest === null ? 0 : Math.max(0, now.getTime() - oldest),
      };
    });
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.name}: ${error.message}${cause}`;
  }
  return String(error);
}
