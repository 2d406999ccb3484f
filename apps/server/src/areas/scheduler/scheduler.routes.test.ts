import { AdminType, type RouteBody, scheduledTaskApi, TASK_INTERVAL_MAX_SECONDS } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { type HttpReceiver, startHttpReceiver } from '../../test-support/http-receiver.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

type TaskBody = RouteBody<typeof scheduledTaskApi.add>;

describe.each(testDatabaseKinds())('scheduled tasks on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let other: string;
  let receiver: HttpReceiver;
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  // The demo enterprise's days are in its own zone: a range from yesterday to tomorrow covers now.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  const body = (code: string, extra: Partial<TaskBody> = {}): TaskBody => ({
    code,
    name: `Task ${code}`,
    method: 'GET',
    url: `${receiver.url}/ok/${code}`,
    requestType: 'none',
    timerType: 'interval',
    intervalSeconds: 3600,
    ...extra,
  });

  beforeAll(async () => {
    t = await startTestServer(kind);
    receiver = await startHttpReceiver();
    api = routeClient(t, { token: (await t.login('admin')).token });
    const otherId = await createTenant(t.server.db, { code: 'scheduler_other' }, ['system']);
    await createUser(t.server.db, otherId, { account: 'scheduler_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    other = (await t.login('scheduler_admin')).token;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('adds a stopped task, lists it filtered and sorted, edits it while stopped', async () => {
    const added = await api.ok(scheduledTaskApi.add, {
      body: body('PING', { headers: [{ name: 'X-Key', value: 'k' }] }),
    });
    expect(added).toMatchObject({
      code: 'PING',
      kind: 'http',
      state: 'stopped',
      nextRunAt: null,
      executionType: 'runOnce',
      timeoutSeconds: 30,
      runImmediately: false,
      count: null,
      expression: null,
      timeZone: 'Asia/Shanghai',
    });
    await api.ok(scheduledTaskApi.add, {
      body: body('NIGHTLY', { timerType: 'cron', intervalSeconds: 5, expression: '0 30 2 * * *' }),
    });
    const page = await api.ok(scheduledTaskApi.page, { query: { code: 'i', sortField: 'code', sortOrder: 'descend' } });
    expect(page.rows.map((row) => row.code)).toEqual(['PING', 'NIGHTLY']);
    const cron = await api.ok(scheduledTaskApi.page, { query: { timerType: 'cron' } });
    expect(cron.rows.map((row) => [row.code, row.intervalSeconds, row.expression])).toEqual([
      ['NIGHTLY', null, '0 30 2 * * *'],
    ]);
    const edited = await api.ok(scheduledTaskApi.edit, {
      body: { ...body('PING', { method: 'POST', requestType: 'json', body: '{"x":1}', count: 3 }), id: added.id },
    });
    expect(edited).toMatchObject({ method: 'POST', requestType: 'json', body: '{"x":1}', count: 3 });
    expect(await api.ok(scheduledTaskApi.detail, { query: { id: added.id } })).toMatchObject({ count: 3 });
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const refusals: [Partial<TaskBody>, string][] = [
      [{ timerType: 'cron', expression: '61 * * * * *' }, 'expression'],
      [{ timerType: 'cron', expression: '0 0 0 30 2 *' }, 'expression'],
      [{ timerType: 'cron', expression: null }, 'expression'],
      [{ intervalSeconds: 0 }, 'intervalSeconds'],
      [{ intervalSeconds: TASK_INTERVAL_MAX_SECONDS + 1 }, 'intervalSeconds'],
      [{ intervalSeconds: null }, 'intervalSeconds'],
      [{ url: 'ftp://example.com/x' }, 'url'],
      [{ url: 'stations.purge-scan-requests' }, 'url'],
      [{ requestType: 'json', method: 'POST', body: '{oops' }, 'body'],
      [{ headers: [{ name: 'bad name', value: 'v' }] }, 'headers'],
    ];
    for (const [extra, field] of refusals) {
      const refused = await api.call(scheduledTaskApi.add, { body: body('BAD', extra) });
      expect(refused.status, JSON.stringify(extra)).toBe(400);
      expect(refused.body.message, JSON.stringify(extra)).toContain(field);
    }
    const zh = await api.call(scheduledTaskApi.add, {
      body: body('BAD', { timerType: 'cron', expression: '0 0 0 30 2 *' }),
      language: 'zh-CN',
    });
    expect(zh.body.message).toBe('expression：Cron 表达式没有将来的执行时间');
    expect((await api.ok(scheduledTaskApi.page, { query: { code: 'BAD' } })).totalRows).toBe(0);
  });

  it('starts, refuses edits and deletes while running, runs now, stops; lists the runs in a range', async () => {
    const task = await api.ok(scheduledTaskApi.add, { body: body('HOURLY') });
    const started = await api.ok(scheduledTaskApi.start, { body: { id: task.id } });
    expect(started.state).toBe('running');
    expect(new Date(started.nextRunAt!).getTime()).toBeGreaterThan(Date.now() + 3000 * 1000);
    expect((await api.call(scheduledTaskApi.start, { body: { id: task.id } })).status).toBe(409);

    const editing = await api.call(scheduledTaskApi.edit, { body: { ...body('HOURLY'), id: task.id } });
    expect(editing.status).toBe(409);
    expect(editing.body.message).toBe('The task HOURLY is running: stop it before editing or deleting it');
    expect((await api.call(scheduledTaskApi.delete, { body: { id: task.id } })).status).toBe(409);

    await api.ok(scheduledTaskApi.run, { body: { id: task.id } });
    const [call] = await receiver.waitFor(1, (received) => received.taskId === task.id);
    expect(call).toMatchObject({ method: 'GET', path: '/ok/HOURLY' });
    let runs = await api.ok(scheduledTaskApi.runs, {
      query: { taskId: task.id, startDate: yesterday, endDate: tomorrow },
    });
    while (runs.rows[0]?.result !== 'ok') {
      runs = await api.ok(scheduledTaskApi.runs, {
        query: { taskId: task.id, startDate: yesterday, endDate: tomorrow },
      });
    }
    expect(runs.totalRows).toBe(1);
    expect(runs.rows[0]).toMatchObject({ trigger: 'manual', result: 'ok', statusCode: 200, output: 'ok' });

    const stopped = await api.ok(scheduledTaskApi.stop, { body: { id: task.id } });
    expect(stopped).toMatchObject({ state: 'stopped', nextRunAt: null });
    expect((await api.call(scheduledTaskApi.stop, { body: { id: task.id } })).status).toBe(409);
    await api.ok(scheduledTaskApi.delete, { body: { id: task.id } });
    expect((await api.call(scheduledTaskApi.detail, { query: { id: task.id } })).status).toBe(404);
  });

  it('ends a counted task by itself (cancelled), refuses run now then, and starts it again', async () => {
    const task = await api.ok(scheduledTaskApi.add, { body: body('ONCE', { count: 1, runImmediately: true }) });
    await api.ok(scheduledTaskApi.start, { body: { id: task.id } });
    let current = await api.ok(scheduledTaskApi.detail, { query: { id: task.id } });
    while (current.state !== 'cancelled' || current.lastResult !== 'ok') {
      await receiver.waitFor(1, (received) => received.taskId === task.id);
      current = await api.ok(scheduledTaskApi.detail, { query: { id: task.id } });
    }
    expect(current).toMatchObject({ runsDone: 1, nextRunAt: null });
    const refused = await api.call(scheduledTaskApi.run, { body: { id: task.id }, language: 'zh-CN' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('任务 ONCE 已取消：请先重新启动再执行');
    expect(await api.ok(scheduledTaskApi.start, { body: { id: task.id } })).toMatchObject({
      state: 'running',
      runsDone: 0,
    });
  });

  it('checks the runs query range: both dates, in order, at most 31 days', async () => {
    const task = await api.ok(scheduledTaskApi.add, { body: body('RANGE') });
    const tooLong = await api.call(scheduledTaskApi.runs, {
      query: { taskId: task.id, startDate: '2026-01-01', endDate: '2026-02-01' },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('endDate');
    const missing = await api.call(scheduledTaskApi.runs, { query: { taskId: task.id, startDate: today } as never });
    expect(missing.status).toBe(400);
    const reversed = await api.call(scheduledTaskApi.runs, {
      query: { taskId: task.id, startDate: today, endDate: yesterday },
    });
    expect(reversed.status).toBe(400);
    const fine = await api.ok(scheduledTaskApi.runs, {
      query: { taskId: task.id, startDate: '2026-01-01', endDate: '2026-01-31' },
    });
    expect(fine.totalRows).toBe(0);
  });

  it('gives the platform its internal jobs: listed, stoppable, not deletable, code and job locked', async () => {
    const platform = api.as((await t.login('superAdmin')).token);
    const internal = await platform.ok(scheduledTaskApi.page, { query: { kind: 'internal', pageSize: 50 } });
    expect(internal.rows.map((row) => row.code).sort()).toEqual([
      'devices.keep-reading-partitions',
      'devices.purge-minute-readings',
      'environ.mark-offline',
      'esd.mark-offline',
      'gateways.mark-silent-offline',
      'iot-rules.check-offline',
      'iot.mark-offline',
      'logs.purge-exception-log',
      'logs.purge-visit-log',
      'operation-log.purge',
      'push.deliver',
      'registration.purge-verification-codes',
      'scheduler.purge-old-runs',
      'stations.keep-scan-event-partitions',
      'stations.purge-scan-requests',
    ]);
    const purge = internal.rows.find((row) => row.code === 'stations.purge-scan-requests')!;
    expect(purge).toMatchObject({ state: 'running', timerType: 'interval', intervalSeconds: 3600 });
    expect((await platform.call(scheduledTaskApi.delete, { body: { id: purge.id } })).status).toBe(409);
    await platform.ok(scheduledTaskApi.stop, { body: { id: purge.id } });
    const asSent = {
      id: purge.id,
      code: purge.code,
      name: 'Purge scan requests',
      method: purge.method,
      url: purge.url,
      requestType: purge.requestType,
      timerType: 'interval' as const,
      intervalSeconds: 7200,
    };
    const renamed = await platform.call(scheduledTaskApi.edit, { body: { ...asSent, code: 'other' } });
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toContain('code');
    expect(await platform.ok(scheduledTaskApi.edit, { body: asSent })).toMatchObject({
      kind: 'internal',
      name: 'Purge scan requests',
      intervalSeconds: 7200,
      url: 'stations.purge-scan-requests',
    });
    await platform.ok(scheduledTaskApi.start, { body: { id: purge.id } });
    // Enterprises do not see the platform's tasks.
    expect((await api.ok(scheduledTaskApi.page, { query: { kind: 'internal' } })).totalRows).toBe(0);
    expect((await api.call(scheduledTaskApi.detail, { query: { id: purge.id } })).status).toBe(404);
  });

  it('keeps enterprises apart and checks every route’s permission', async () => {
    const mine = await api.ok(scheduledTaskApi.add, { body: body('MINE') });
    expect((await api.ok(scheduledTaskApi.page, { as: other })).rows.map((row) => row.code)).not.toContain('MINE');
    for (const [route, options] of [
      [scheduledTaskApi.detail, { query: { id: mine.id } }],
      [scheduledTaskApi.edit, { body: { ...body('MINE'), id: mine.id } }],
      [scheduledTaskApi.delete, { body: { id: mine.id } }],
      [scheduledTaskApi.start, { body: { id: mine.id } }],
      [scheduledTaskApi.stop, { body: { id: mine.id } }],
      [scheduledTaskApi.run, { body: { id: mine.id } }],
      [scheduledTaskApi.runs, { query: { taskId: mine.id, startDate: today, endDate: today } }],
    ] as const) {
      expect((await api.call(route, { ...options, as: other } as never)).status, route.path).toBe(404);
    }
    expect(await api.ok(scheduledTaskApi.detail, { query: { id: mine.id } })).toMatchObject({ state: 'stopped' });

    const demoId = await tenantIdOf(t.server.db, 'demo');
    const userId = await createUser(t.server.db, demoId, { account: 'scheduler_plain' });
    await grantPermissions(t.server, demoId, userId, ['sys:task:page']);
    const plain = (await t.login('scheduler_plain')).token;
    expect((await api.call(scheduledTaskApi.page, { as: plain })).status).toBe(200);
    for (const [route, options] of [
      [scheduledTaskApi.add, { body: body('P') }],
      [scheduledTaskApi.edit, { body: { ...body('MINE'), id: mine.id } }],
      [scheduledTaskApi.delete, { body: { id: mine.id } }],
      [scheduledTaskApi.start, { body: { id: mine.id } }],
      [scheduledTaskApi.stop, { body: { id: mine.id } }],
      [scheduledTaskApi.run, { body: { id: mine.id } }],
      [scheduledTaskApi.runs, { query: { taskId: mine.id, startDate: today, endDate: today } }],
    ] as const) {
      expect((await api.call(route, { ...options, as: plain } as never)).status, route.path).toBe(403);
    }
  });
});
