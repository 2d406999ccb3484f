import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant } from '../../test-support/fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { rowsOf } from '../db/table-rows.js';
import type { TimerFiring, TimerHandler } from './one-shot-timers.js';
import { Scheduler } from './scheduler.js';
import { scheduledTimers } from './scheduler.table.js';

/**
 * Durable one-shot timers on both databases. The engines here run on a clock of their own in
 * the year 2100 and handle names the server's own engine does not know, so only they fire them.
 */
describe.each(testDatabaseKinds())('one-shot timers on %s', (kind) => {
  let t: TestServer;
  let tenantId: string;
  let clock: Date;
  const engines: Scheduler[] = [];
  const T0 = new Date('2100-01-01T00:00:00Z');
  const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

  /** Each firing as `key@tenant-of-its-transaction`. */
  let fired: string[] = [];
  let failNext = false;
  const handler = (name: string): TimerHandler => ({
    name,
    async fire({ tx, key }: TimerFiring) {
      const [row] = rowsOf<{ tenant: string }>(
        await tx.execute(sql`select current_setting('takt.tenant_id', true) as tenant`),
      );
      if (failNext) {
        failNext = false;
        throw new Error('handler failed mid-way');
      }
      fired.push(`${key}@${row?.tenant}`);
    },
  });

  const engine = (names: string[] = ['test.timer'], options: { pollMs?: number; real?: boolean } = {}) => {
    const made = new Scheduler({
      db: t.server.db,
      log: t.server.app.log,
      pollMs: options.pollMs,
      ...(options.real ? {} : { now: () => clock }),
    });
    made.registerTimers(names.map(handler));
    engines.push(made);
    return made;
  };
  const setTimer = (on: Scheduler, key: string, dueAt: Date, name = 'test.timer') =>
    t.server.db.tenant(tenantId, (tx) => on.at(tx, { tenantId, name, key, dueAt }));
  const keysLeft = async (name = 'test.timer') =>
    (
      await t.server.db.system((tx) =>
        tx
          .select({ key: scheduledTimers.key })
          .from(scheduledTimers)
          .where(and(eq(scheduledTimers.tenantId, tenantId), eq(scheduledTimers.name, name))),
      )
    )
      .map((row) => row.key)
      .sort();

  beforeAll(async () => {
    t = await startTestServer(kind);
    tenantId = await createTenant(t.server.db, { code: 'one_shot_timers' });
  });
  afterAll(async () => {
    for (const made of engines) await made.stop();
    await t.close();
  });

  it('fires at its time, not before, once, in a transaction of its enterprise', async () => {
    fired = [];
    const a = engine();
    await setTimer(a, 'k1', later(60));
    clock = later(59);
    expect(await a.fireDueTimers()).toBe(0);
    expect(fired).toEqual([]);
    clock = later(60);
    expect(await a.fireDueTimers()).toBe(1);
    expect(fired).toEqual([`k1@${tenantId}`]);
    expect(await a.fireDueTimers()).toBe(0);
    expect(await keysLeft()).toEqual([]);
  });

  it('setting the same key again moves the timer', async () => {
    fired = [];
    const a = engine();
    await setTimer(a, 'moved', later(100));
    await setTimer(a, 'moved', later(200));
    clock = later(150);
    expect(await a.fireDueTimers()).toBe(0);
    clock = later(200);
    expect(await a.fireDueTimers()).toBe(1);
    expect(fired).toEqual([`moved@${tenantId}`]);
  });

  it('fires each timer once when two schedulers claim together', async () => {
    fired = [];
    const a = engine();
    const b = engine();
    const keys = Array.from({ length: 30 }, (_, n) => `both-${String(n).padStart(2, '0')}`);
    for (const key of keys) await setTimer(a, key, later(300));
    clock = later(300);
    const [byA, byB] = await Promise.all([a.fireDueTimers(), b.fireDueTimers()]);
    expect(byA + byB).toBe(keys.length);
    expect(fired.sort()).toEqual(keys.map((key) => `${key}@${tenantId}`));
  });

  it('survives a restart, and a handler failing mid-way leaves the timer to fire later', async () => {
    fired = [];
    const before = engine();
    await setTimer(before, 'restart', later(400));
    await before.stop();
    const after = engine();
    failNext = true;
    clock = later(400);
    expect(await after.fireDueTimers()).toBe(0);
    expect(fired).toEqual([]);
    expect(await keysLeft()).toEqual(['restart']);
    clock = later(400 + 60);
    expect(await after.fireDueTimers()).toBe(1);
    expect(fired).toEqual([`restart@${tenantId}`]);
  });

  it('cancel removes the timers under a key prefix, and only those', async () => {
    fired = [];
    const a = engine(['test.timer', 'test.other']);
    for (const key of ['c1/response/1', 'c1/resolution/2', 'c10/response/1', 'c1_x/response/1'])
      await setTimer(a, key, later(500));
    await setTimer(a, 'c1/response/1', later(500), 'test.other');
    const removed = await t.server.db.tenant(tenantId, (tx) => a.cancel(tx, tenantId, 'test.timer', 'c1/'));
    expect(removed).toBe(2);
    expect(await keysLeft()).toEqual(['c10/response/1', 'c1_x/response/1']);
    expect(await keysLeft('test.other')).toEqual(['c1/response/1']);
    // A timer set in a transaction that rolls back was never set.
    await expect(
      t.server.db.tenant(tenantId, async (tx) => {
        await a.at(tx, { tenantId, name: 'test.timer', key: 'rolled-back', dueAt: later(500) });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    clock = later(500);
    expect(await a.fireDueTimers()).toBe(3);
    expect(fired.sort()).toEqual([
      `c1/response/1@${tenantId}`,
      `c10/response/1@${tenantId}`,
      `c1_x/response/1@${tenantId}`,
    ]);
  });

  it('a timer set sooner than the sleep wakes the running loop', async () => {
    fired = [];
    // A poll far longer than the test's time limit: only the wake-up can fire the timer in time.
    const running = engine(['test.wake'], { pollMs: 3_600_000, real: true });
    await running.start();
    const firedNow = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (fired.length > 0) {
          clearInterval(check);
          resolve();
        }
      }, 10);
    });
    await setTimer(running, 'soon', new Date(Date.now() + 50), 'test.wake');
    await firedNow;
    expect(fired).toEqual([`soon@${tenantId}`]);
  });
});
