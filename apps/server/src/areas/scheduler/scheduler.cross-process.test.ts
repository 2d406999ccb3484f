import type { ScheduledTask } from '@takt/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/databases.js';
import { type HttpReceiver, startHttpReceiver } from '../../test-support/http-receiver.js';
import { type ServerProcess, startServerPair } from '../../test-support/server-process.js';

/**
 * Two server processes on one PostgreSQL run an every-second task against a receiver started
 * here: every tick arrives once, and when one process is killed (SIGKILL) the other goes on.
 * A tick the killed process had claimed and not yet sent stays as an open run in the database:
 * it is the only kind of tick allowed to be missing.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('scheduled tasks across server processes', () => {
  let database: TestDatabase;
  let receiver: HttpReceiver;
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres', {
      pgliteDir: inject('pgliteTemplate'),
      postgresName: inject('postgresTemplate'),
    });
    receiver = await startHttpReceiver();
    await startServerPair(database, processes);
  });
  afterAll(async () => {
    await Promise.all(processes.map((server) => server.kill()));
    await receiver?.close();
    await database?.drop();
  });

  it('delivers every tick once from two processes, and goes on when one is killed', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const adminA = (await a.login('admin')).token;
    const adminB = (await b.login('admin')).token;
    const added = await a.call<ScheduledTask>('POST', '/api/scheduled_task/add', {
      token: adminA,
      body: {
        code: 'EVERY-SECOND',
        name: 'Every second',
        method: 'POST',
        url: `${receiver.url}/tick`,
        requestType: 'json',
        body: '{"hello":"world"}',
        timerType: 'interval',
        intervalSeconds: 1,
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const taskId = added.body.data.id;
    const ofTask = (call: { taskId?: string }) => call.taskId === taskId;
    expect((await a.call('POST', '/api/scheduled_task/start', { token: adminA, body: { id: taskId } })).status).toBe(
      200,
    );

    const beforeKill = (await receiver.waitFor(6, ofTask)).length;
    await a.kill('SIGKILL');
    await receiver.waitFor(beforeKill + 6, ofTask);
    expect((await b.call('POST', '/api/scheduled_task/stop', { token: adminB, body: { id: taskId } })).status).toBe(
      200,
    );

    const calls = receiver.calls.filter(ofTask);
    const dues = calls.map((call) => Date.parse(call.due!));
    expect(new Set(dues).size, 'duplicates').toBe(dues.length);
    expect(calls.every((call) => call.body === '{"hello":"world"}')).toBe(true);

    // Every tick from the first to the last arrived, or was claimed by the killed process (its run still open).
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      const open = await client.query<{ due_at: Date }>(
        // Open, or closed by the survivor's sweep once past its deadline.
        `select due_at from scheduled_task_runs where task_id = $1 and (result = 'running' or output like 'Abandoned%')`,
        [taskId],
      );
      const claimedByTheDead = new Set(open.rows.map((row) => row.due_at.getTime()));
      const received = new Set(dues);
      const first = Math.min(...dues);
      const last = Math.max(...dues);
      const lost: string[] = [];
      for (let due = first; due <= last; due += 1000) {
        if (!received.has(due) && !claimedByTheDead.has(due)) lost.push(new Date(due).toISOString());
      }
      expect(lost).toEqual([]);
      expect(claimedByTheDead.size).toBeLessThanOrEqual(1);
    } finally {
      await client.end();
    }
  });
});
