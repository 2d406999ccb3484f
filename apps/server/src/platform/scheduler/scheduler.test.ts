import { TASK_RUN_OUTPUT_MAX } from '@takt/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant } from '../../test-support/fixtures.js';
import { type HttpReceiver, startHttpReceiver } from '../../test-support/http-receiver.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import type { InternalJob } from './internal-job.js';
import { Scheduler } from './scheduler.js';
import { scheduledTaskRuns, scheduledTasks } from './scheduler.table.js';

type TaskValues = Partial<typeof scheduledTasks.$inferInsert>;

/**
 * The engine on both databases. Its engines run on a clock of their own in the year 2100, so the
 * server's own engine (on the real clock) never claims these tasks, and ticks are exact.
 */
describe.each(testDatabaseKinds())('scheduler engine on %s', (kind) => {
  let t: TestServer;
  let receiver: HttpReceiver;
  let tenantId: string;
  let clock: Date;
  const engines: Scheduler[] = [];
  const T0 = new Date('2100-01-01T00:00:00Z');
  const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

  const engine = () => {
    const made = new Scheduler({ db: t.server.db, log: t.server.app.log, now: () => clock });
    engines.push(made);
    return made;
  };

  let codes = 0;
  async function addTask(values: TaskValues = {}): Promise<typeof scheduledTasks.$inferSelect> {
    codes += 1;
    const n = codes;
    const [row] = await t.server.db.system((tx) =>
      tx
        .insert(scheduledTasks)
        .values({
          tenantId,
          code: `T${n}`,
          name: `Task ${n}`,
          method: 'GET',
          url: `${receiver.url}/ok/${n}`,
          requestType: 'none',
          timerType: 'interval',
          intervalSeconds: 10,
          executionType: 'runOnce',
          timeoutSeconds: 30,
          state: 'running',
          nextRunAt: T0,
          ...values,
        })
        .returning(),
    );
    return row!;
  }

  const task = async (id: string) =>
    (await t.server.db.system((tx) => tx.select().from(scheduledTasks).where(eq(scheduledTasks.id, id))))[0]!;
  const runsOf = (id: string) =>
    t.server.db.system((tx) =>
      tx
        .select()
        .from(scheduledTaskRuns)
        .where(and(eq(scheduledTaskRuns.tenantId, tenantId), eq(scheduledTaskRuns.taskId, id))),
    );

  beforeAll(async () => {
    t = await startTestServer(kind);
    receiver = await startHttpReceiver();
    tenantId = await createTenant(t.server.db, { code: 'scheduler_engine' });
  });
  afterAll(async () => {
    for (const made of engines) await made.stop();
    await receiver.close();
    await t.close();
  });

  it('claims each tick exactly once across two engines on one database', async () => {
    const tasks = await Promise.all([1, 2, 3, 4, 5].map(() => addTask()));
    const ids = new Set(tasks.map((row) => row.id));
    const [a, b] = [engine(), engine()];
    for (let step = 0; step < 12; step++) {
      clock = later(step * 10);
      await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    }
    const calls = receiver.calls.filter((call) => ids.has(call.taskId ?? ''));
    expect(calls).toHaveLength(5 * 12);
    const ticks = new Set(calls.map((call) => `${call.taskId}@${call.due}`));
    expect(ticks.size).toBe(calls.length);
    for (const row of tasks) {
      const done = await task(row.id);
      expect(done).toMatchObject({ runsDone: 12, state: 'running', lastResult: 'ok' });
      expect(done.nextRunAt).toEqual(later(120));
      const runs = await runsOf(row.id);
      expect(runs.every((run) => run.result === 'ok' && run.statusCode === 200 && run.output === 'ok')).toBe(true);
    }
  });

  it('runs a tick missed while no server ran once under runOnce and not under skip, keeping the phase', async () => {
    const once = await addTask({ executionType: 'runOnce' });
    const skip = await addTask({ executionType: 'skip' });
    clock = later(5 * 60 + 3);
    await engine().runDue();
    expect((await runsOf(once.id)).map((run) => run.dueAt)).toEqual([T0]);
    expect(await runsOf(skip.id)).toEqual([]);
    for (const row of [once, skip]) expect((await task(row.id)).nextRunAt).toEqual(later(5 * 60 + 10));
  });

  it('ends a task by itself after its count of runs (cancelled)', async () => {
    const counted = await addTask({ count: 2 });
    const a = engine();
    clock = T0;
    await a.runDue();
    expect(await task(counted.id)).toMatchObject({ state: 'running', runsDone: 1 });
    clock = later(10);
    await a.runDue();
    expect(await task(counted.id)).toMatchObject({ state: 'cancelled', runsDone: 2, nextRunAt: null });
    clock = later(20);
    await a.runDue();
    expect(await runsOf(counted.id)).toHaveLength(2);
  });

  it('marks a failed run and the task, keeping the answer cut to its limit; a later success clears it', async () => {
    const failing = await addTask({ url: `${receiver.url}/fail` });
    clock = T0;
    await engine().runDue();
    expect(await task(failing.id)).toMatchObject({ state: 'failed', lastResult: 'failed' });
    const [run] = await runsOf(failing.id);
    expect(run).toMatchObject({ result: 'failed', statusCode: 500 });
    expect(run!.output).toHaveLength(TASK_RUN_OUTPUT_MAX);

    await t.server.db.system((tx) =>
      tx
        .update(scheduledTasks)
        .set({ url: `${receiver.url}/ok` })
        .where(eq(scheduledTasks.id, failing.id)),
    );
    clock = later(10);
    await engine().runDue();
    expect(await task(failing.id)).toMatchObject({ state: 'running', lastResult: 'ok' });
  });

  it('aborts a run at its time limit', async () => {
    const slow = await addTask({ url: `${receiver.url}/slow`, timeoutSeconds: 1 });
    clock = T0;
    await engine().runDue();
    const [run] = await runsOf(slow.id);
    expect(run).toMatchObject({ result: 'failed', statusCode: null });
    expect(run!.output).toMatch(/TimeoutError/);
  });

  it('sends the method, headers and a JSON or form body', async () => {
    const json = await addTask({
      method: 'POST',
      url: `${receiver.url}/json`,
      requestType: 'json',
      body: '{"a":1}',
      headers: [{ name: 'X-Key', value: 'secret' }],
    });
    const form = await addTask({ method: 'PUT', url: `${receiver.url}/form`, requestType: 'form', body: 'a=1&b=2' });
    clock = T0;
    await engine().runDue();
    const [jsonCall] = receiver.calls.filter((call) => call.taskId === json.id);
    expect(jsonCall).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"a":1}' });
    expect(jsonCall!.headers['x-key']).toBe('secret');
    const [formCall] = receiver.calls.filter((call) => call.taskId === form.id);
    expect(formCall).toMatchObject({
      method: 'PUT',
      contentType: 'application/x-www-form-urlencoded',
      body: 'a=1&b=2',
    });
  });

  it('runs a "run now" request in any state it was accepted in, without counting it', async () => {
    const stopped = await addTask({ state: 'stopped', nextRunAt: null, runRequestedAt: later(1) });
    clock = later(1);
    await engine().runDue();
    expect(await runsOf(stopped.id)).toMatchObject([{ trigger: 'manual', result: 'ok', dueAt: later(1) }]);
    expect(await task(stopped.id)).toMatchObject({ state: 'stopped', runsDone: 0, runRequestedAt: null });
  });

  it('keeps one task per internal job, created once, and runs the job with its tick', async () => {
    const ran: Date[] = [];
    const job: InternalJob = {
      name: 'test.count-ticks',
      schedule: { kind: 'interval', seconds: 60 },
      run: async ({ due }) => {
        ran.push(due);
        return `tick ${ran.length}`;
      },
    };
    clock = T0;
    const a = engine();
    a.registerJobs(tenantId, [job]);
    await a.ensureInternalTasks();
    const [row] = await t.server.db.system((tx) =>
      tx
        .select()
        .from(scheduledTasks)
        .where(and(eq(scheduledTasks.tenantId, tenantId), eq(scheduledTasks.code, job.name))),
    );
    expect(row).toMatchObject({ kind: 'internal', url: job.name, state: 'running', nextRunAt: later(60) });
    // An administrator's schedule survives the next start.
    await t.server.db.system((tx) =>
      tx.update(scheduledTasks).set({ intervalSeconds: 120 }).where(eq(scheduledTasks.id, row!.id)),
    );
    const b = engine();
    b.registerJobs(tenantId, [job]);
    await b.ensureInternalTasks();
    expect(await task(row!.id)).toMatchObject({ intervalSeconds: 120 });

    clock = later(60);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(ran).toEqual([later(60)]);
    expect(await runsOf(row!.id)).toMatchObject([{ result: 'ok', output: 'tick 1' }]);
    expect((await task(row!.id)).nextRunAt).toEqual(later(180));
  });

  it('reports its backlog: unclaimed due ticks and how long the oldest waited', async () => {
    await addTask({ nextRunAt: later(100_000) });
    clock = later(100_000 + 42);
    const backlog = await engine().backlog();
    expect(backlog.due).toBeGreaterThanOrEqual(1);
    expect(backlog.oldestDueAgeMs).toBeGreaterThanOrEqual(42_000);
    expect(backlog.running).toBe(0);
  });
});
