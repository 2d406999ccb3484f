import {
  AdminType,
  type CodedRef,
  IOT_RULE_DURATION_MAX,
  type IotRule,
  iotRuleAlarmApi,
  iotRuleApi,
  type iotRuleSchemas,
  pushChannelApi,
  pushDeliveryApi,
  pushTemplateApi,
  robotApi,
} from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { startWebhookServer, type WebhookServer } from '../push/push.test-support.js';
import { createIotRulesModule, type IotRulesDeps, type IotRulesModule } from './index.js';

const D1 = '700001';
const D2 = '700002';
const D3 = '700003';
const THEIRS = '700009';
const BASE = Date.parse('2031-05-06T07:00:00.000Z');
const at = (seconds: number) => new Date(BASE + seconds * 1000);
const iso = (seconds: number) => at(seconds).toISOString();

describe.each(testDatabaseKinds())('IoT rules on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let other: RouteClient;
  let demoId: string;
  let otherId: string;
  let webhook: WebhookServer;
  // The IoT devices area's side, as the rules see it: each enterprise's devices, and when each last sent.
  const devicesOf = new Map<string, CodedRef[]>();
  const seen = new Map<string, Date | null>();
  let now = at(0);
  const deps: IotRulesDeps = {
    clock: () => now,
    devices: async (tenantId, ids) => (devicesOf.get(tenantId) ?? []).filter((device) => ids.includes(device.id)),
    lastSeen: async (_tenantId, ids) => new Map(ids.map((id) => [id, seen.get(id) ?? null])),
  };

  /** Readings of one device's metric, `[seconds, value]`, in one ingest batch through `engine`. */
  const feed = (
    metric: string,
    points: [number, number][],
    deviceId = D1,
    engine: IotRulesModule = t.server.iotRules,
  ) =>
    t.server.db.tenant(demoId, (tx) =>
      engine.evaluate(
        tx,
        demoId,
        points.map(([seconds, value]) => ({ deviceId, metric, value, at: at(seconds) })),
      ),
    );
  const rule = (code: string, body: Partial<z.input<typeof iotRuleSchemas.add>>) =>
    api.ok(iotRuleApi.add, {
      body: { code, name: `Rule ${code}`, deviceIds: [D1], condition: 'above', metric: code, ...body },
    });
  const alarmsOf = async (added: IotRule) =>
    (
      await api.ok(iotRuleAlarmApi.page, {
        query: { ruleId: added.id, pageSize: 50, sortField: 'startedAt', sortOrder: 'ascend' },
      })
    ).rows.map((row) => ({ value: row.value, startedAt: row.startedAt, endedAt: row.endedAt, clear: row.clearValue }));

  beforeAll(async () => {
    t = await startTestServer(kind, { overrides: { iotRules: deps } });
    api = routeClient(t, { token: (await t.login('admin')).token });
    demoId = await tenantIdOf(t.server.db, 'demo');
    otherId = await createTenant(t.server.db, { code: 'iot_rules_other' }, ['system', 'iot']);
    await createUser(t.server.db, otherId, { account: 'rules_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    other = api.as((await t.login('rules_admin')).token);
    devicesOf.set(demoId, [
      { id: D1, code: 'OVEN-1', name: 'Reflow oven 1' },
      { id: D2, code: 'PLC-2', name: 'Line 2 PLC' },
      { id: D3, code: 'NEW-3', name: 'Not yet connected' },
    ]);
    devicesOf.set(otherId, [{ id: THEIRS, code: 'THEIRS', name: 'Their sensor' }]);
    webhook = await startWebhookServer();
  });
  afterAll(async () => {
    await t.close();
    await webhook.close();
  });

  it('above: fires once the condition held for its duration, and clears only back inside by the hysteresis', async () => {
    const added = await rule('tempA', { limit: 80, durationSeconds: 30, hysteresis: 5 });
    expect(added).toMatchObject({ devices: [{ id: D1, code: 'OVEN-1' }], lower: null, activeAlarms: 0 });
    // Over the limit for 20 s, then back under: the duration is not reached, nothing fires.
    expect(
      await feed('tempA', [
        [0, 85],
        [20, 86],
        [25, 79],
      ]),
    ).toEqual({ fired: 0, cleared: 0 });
    await feed('tempA', [[40, 85]]);
    await feed('tempA', [[60, 90]]);
    expect(await alarmsOf(added)).toEqual([]);
    expect(await feed('tempA', [[70, 91]])).toEqual({ fired: 1, cleared: 0 });
    expect(await alarmsOf(added)).toEqual([{ value: 91, startedAt: iso(70), endedAt: null, clear: null }]);
    // Under the limit but inside the hysteresis band, up again, down again: no flapping.
    await feed('tempA', [
      [80, 79],
      [90, 81],
      [100, 78],
    ]);
    expect((await api.ok(iotRuleApi.detail, { query: { id: added.id } })).activeAlarms).toBe(1);
    expect(await feed('tempA', [[110, 75]])).toEqual({ fired: 0, cleared: 1 });
    expect(await alarmsOf(added)).toEqual([{ value: 91, startedAt: iso(70), endedAt: iso(110), clear: 75 }]);
    // A reading of another metric or device leaves the rule alone.
    await feed('tempB', [[120, 200]]);
    await feed('tempA', [[120, 200]], D2);
    expect(await alarmsOf(added)).toHaveLength(1);
  });

  it('below, outside a range and rate of change each fire and clear (one batch may do both)', async () => {
    const below = await rule('tempBelow', { condition: 'below', limit: 10, hysteresis: 1 });
    await feed('tempBelow', [[0, 12]]);
    await feed('tempBelow', [[10, 9]]);
    await feed('tempBelow', [[20, 10.5]]);
    expect(await alarmsOf(below)).toEqual([{ value: 9, startedAt: iso(10), endedAt: null, clear: null }]);
    await feed('tempBelow', [[30, 11]]);
    expect(await alarmsOf(below)).toEqual([{ value: 9, startedAt: iso(10), endedAt: iso(30), clear: 11 }]);

    const outside = await rule('humidity', { condition: 'outside', lower: 20, upper: 30, hysteresis: 2 });
    expect(
      await feed('humidity', [
        [30, 27],
        [0, 25],
        [10, 31],
        [20, 29],
        [40, 19],
      ]),
    ).toEqual({ fired: 2, cleared: 1 });
    expect(await alarmsOf(outside)).toEqual([
      { value: 31, startedAt: iso(10), endedAt: iso(30), clear: 27 },
      { value: 19, startedAt: iso(40), endedAt: null, clear: null },
    ]);

    const rate = await rule('pressure', { condition: 'rateAbove', limit: 6 });
    await feed('pressure', [
      [0, 100],
      [60, 103],
    ]);
    expect(await alarmsOf(rate)).toEqual([]);
    await feed('pressure', [[90, 107]]);
    expect(await alarmsOf(rate)).toEqual([{ value: 107, startedAt: iso(90), endedAt: null, clear: null }]);
    await feed('pressure', [[150, 110]]);
    expect(await alarmsOf(rate)).toEqual([{ value: 107, startedAt: iso(90), endedAt: iso(150), clear: 110 }]);
  });

  it('a new engine on the same database neither re-fires an active alarm nor forgets it', async () => {
    const added = await rule('restart', { limit: 50, durationSeconds: 10 });
    await feed('restart', [
      [0, 60],
      [10, 61],
    ]);
    expect(await alarmsOf(added)).toHaveLength(1);
    const restarted = createIotRulesModule(
      { db: t.server.db, references: new ReferenceRegistry(), push: t.server.push, log: t.server.app.log },
      deps,
    );
    expect(
      await feed(
        'restart',
        [
          [20, 70],
          [30, 72],
        ],
        D1,
        restarted,
      ),
    ).toEqual({ fired: 0, cleared: 0 });
    expect(await feed('restart', [[40, 40]], D1, restarted)).toEqual({ fired: 0, cleared: 1 });
    expect(await alarmsOf(added)).toEqual([{ value: 61, startedAt: iso(10), endedAt: iso(40), clear: 40 }]);
  });

  it('offline: the job fires for a silent device, once; its next message clears the alarm', async () => {
    const added = await rule('silent', { condition: 'offline', metric: null, offlineSeconds: 60, deviceIds: [D2, D3] });
    expect(added).toMatchObject({ metric: null, limit: null, offlineSeconds: 60, durationSeconds: 0 });
    seen.set(D2, at(0));
    expect(await t.server.iotRules.checkOffline(at(30))).toEqual({ fired: 0, cleared: 0 });
    expect(await t.server.iotRules.checkOffline(at(61))).toEqual({ fired: 1, cleared: 0 });
    expect(await t.server.iotRules.checkOffline(at(120))).toEqual({ fired: 0, cleared: 0 });
    // D3 was never heard of: it is not judged.
    const alarms = await api.ok(iotRuleAlarmApi.page, { query: { ruleId: added.id } });
    expect(alarms.rows.map((row) => [row.deviceCode, row.startedAt, row.value, row.active])).toEqual([
      ['PLC-2', iso(60), null, true],
    ]);
    now = at(130);
    expect(await feed('anything', [[125, 1]], D2)).toEqual({ fired: 0, cleared: 1 });
    seen.set(D2, at(130));

    const job = t.server.iotRules.jobs.find((candidate) => candidate.name === 'iot-rules.check-offline')!;
    expect(job.schedule).toEqual({ kind: 'interval', seconds: 15 });
    const run = { due: at(250), signal: new AbortController().signal, log: t.server.app.log };
    expect(await job.run(run)).toBe('1 fired, 0 cleared');
    expect(await alarmsOf(added)).toEqual([
      { value: null, startedAt: iso(60), endedAt: iso(130), clear: null },
      { value: null, startedAt: iso(190), endedAt: null, clear: null },
    ]);
  });

  it('pushes through the push service’s channels and calls the webhook, keeping both outcomes', async () => {
    const robot = await api.ok(robotApi.add, {
      body: { code: 'IOT-HOOK', name: 'IoT robot', platform: 'webhook', webhook: `${webhook.url}/robot` },
    });
    const channel = await api.ok(pushChannelApi.add, {
      body: { code: 'IOT-CH', name: 'IoT channel', type: 'robot', robotId: robot.id },
    });
    const template = await api.ok(pushTemplateApi.add, {
      body: {
        code: 'IOT-ALARM',
        name: 'IoT alarm',
        robotTitle: 'IoT alarm',
        robotBody: '{item}: {equipment} {content}',
      },
    });
    const added = await rule('acting', {
      limit: 100,
      pushTemplateId: template.id,
      pushChannelIds: [channel.id],
      webhookUrl: `${webhook.url}/rule`,
    });
    await feed('acting', [[0, 120]]);
    await t.server.iotRules.idle();
    await t.server.push.idle();
    const byPath = new Map(webhook.received.map((post) => [post.url, JSON.parse(post.body)]));
    expect(byPath.get('/robot')).toMatchObject({
      title: 'IoT alarm',
      text: 'Rule acting: OVEN-1 Reflow oven 1 acting 120 > 100',
    });
    expect(byPath.get('/rule')).toMatchObject({
      event: 'iot.rule.alarm',
      rule: { id: added.id, code: 'acting', condition: 'above', metric: 'acting' },
      device: { id: D1, code: 'OVEN-1' },
      value: 120,
      startedAt: iso(0),
    });
    const [alarm] = (await api.ok(iotRuleAlarmApi.page, { query: { ruleId: added.id } })).rows;
    expect(alarm).toMatchObject({ webhookState: 'sent', webhookAnswer: expect.stringMatching(/^HTTP 200 /) });
    const deliveries = await api.ok(pushDeliveryApi.page, { query: { pushId: alarm!.pushId! } });
    expect(deliveries.rows.map((row) => [row.channelCode, row.state])).toEqual([['IOT-CH', 'sent']]);

    // A webhook that fails is recorded as failed, with its answer.
    const failing = await rule('failing', { limit: 0, webhookUrl: 'http://127.0.0.1:1/nothing-listens' });
    await feed('failing', [[0, 1]]);
    await t.server.iotRules.idle();
    const [failed] = (await api.ok(iotRuleAlarmApi.page, { query: { ruleId: failing.id } })).rows;
    expect(failed).toMatchObject({ webhookState: 'failed', pushId: null });
  });

  it('disabling stops firing, an alarm is acknowledged once, a deleted rule’s alarms stay listed', async () => {
    const added = await rule('toggle', { limit: 10 });
    expect((await api.ok(iotRuleApi.disable, { body: { id: added.id } })).enabled).toBe(false);
    await feed('toggle', [[0, 20]]);
    expect(await alarmsOf(added)).toEqual([]);
    await api.ok(iotRuleApi.enable, { body: { id: added.id } });
    await feed('toggle', [[10, 20]]);
    const [alarm] = (await api.ok(iotRuleAlarmApi.page, { query: { ruleId: added.id, active: 'true' } })).rows;
    const acked = await api.ok(iotRuleAlarmApi.ack, { body: { id: alarm!.id } });
    expect(acked).toMatchObject({ acknowledgedBy: expect.any(String), active: true });
    const again = await api.call(iotRuleAlarmApi.ack, { body: { id: alarm!.id }, language: 'zh-CN' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('该报警已被确认');
    await api.ok(iotRuleApi.delete, { body: { id: added.id } });
    const [kept] = (await api.ok(iotRuleAlarmApi.page, { query: { ruleId: added.id } })).rows;
    expect(kept).toMatchObject({ ruleCode: 'toggle', active: false, acknowledgedAt: expect.any(String) });
  });

  it('refuses what a rule lacks, in the reader’s language, and writes nothing', async () => {
    const before = (await api.ok(iotRuleApi.page)).totalRows;
    const body = { code: 'BAD', name: 'Bad', deviceIds: [D1], condition: 'above' as const, metric: 'x', limit: 1 };
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ limit: null }, 400, 'limit: this condition needs its limit'],
      [{ condition: 'outside', lower: 5, upper: 4 }, 400, 'lower, upper'],
      [{ condition: 'offline' }, 400, 'offlineSeconds'],
      [{ metric: '' }, 400, 'metric'],
      [{ metric: 'bad metric' }, 400, 'metric'],
      [{ deviceIds: [] }, 400, 'deviceIds'],
      [{ deviceIds: ['799999'] }, 400, 'deviceIds: no IoT device with id 799999'],
      [{ deviceIds: [THEIRS] }, 400, 'deviceIds'],
      [{ webhookUrl: 'ftp://example.test/hook' }, 400, 'webhookUrl'],
      [{ hysteresis: -1 }, 400, 'hysteresis'],
      [{ durationSeconds: IOT_RULE_DURATION_MAX + 1 }, 400, 'durationSeconds'],
      [{ condition: 'offline', metric: null, offlineSeconds: 5 }, 400, 'offlineSeconds'],
      [{ pushChannelIds: ['799998'] }, 400, 'pushChannelIds'],
    ];
    for (const [change, status, message] of refusals) {
      const refused = await api.call(iotRuleApi.add, { body: { ...body, ...change } as never });
      expect(refused.status, JSON.stringify(change)).toBe(status);
      expect(refused.body.message, JSON.stringify(change)).toContain(message);
    }
    const zh = await api.call(iotRuleApi.add, { body: { ...body, limit: null }, language: 'zh-CN' });
    expect(zh.body.message).toBe('limit：该条件需要限值');
    await rule('TAKEN', { limit: 1 });
    const taken = await api.call(iotRuleApi.add, { body: { ...body, code: 'TAKEN' } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('The rule code TAKEN is already in use');
    expect((await api.ok(iotRuleApi.page)).totalRows).toBe(before + 1);
  });

  it('keeps enterprises apart and checks every route’s permission', async () => {
    const mine = await rule('mine', { limit: 1 });
    await feed('mine', [[0, 5]]);
    const [alarm] = (await api.ok(iotRuleAlarmApi.page, { query: { ruleId: mine.id } })).rows;
    expect((await other.ok(iotRuleApi.page)).rows).toEqual([]);
    expect((await other.ok(iotRuleAlarmApi.page)).rows).toEqual([]);
    expect((await other.call(iotRuleApi.detail, { query: { id: mine.id } })).status).toBe(404);
    expect((await other.call(iotRuleApi.disable, { body: { id: mine.id } })).status).toBe(404);
    expect((await other.call(iotRuleAlarmApi.ack, { body: { id: alarm!.id } })).status).toBe(404);
    // Their rule on their device with the same metric: my device's readings do not reach it.
    const theirs = await other.ok(iotRuleApi.add, {
      body: { code: 'mine', name: 'Theirs', deviceIds: [THEIRS], condition: 'above', metric: 'mine', limit: 1 },
    });
    await feed('mine', [[10, 9]], THEIRS);
    expect((await other.ok(iotRuleAlarmApi.page, { query: { ruleId: theirs.id } })).rows).toEqual([]);

    const userId = await createUser(t.server.db, demoId, { account: 'rules_viewer' });
    await grantPermissions(t.server, demoId, userId, ['iot:rule:page']);
    const viewer = api.as((await t.login('rules_viewer')).token);
    expect((await viewer.call(iotRuleApi.page)).status).toBe(200);
    expect((await viewer.call(iotRuleAlarmApi.page)).status).toBe(200);
    const body = {
      id: mine.id,
      code: 'P',
      name: 'P',
      deviceIds: [D1],
      condition: 'above' as const,
      metric: 'p',
      limit: 1,
    };
    for (const [route, options] of [
      [iotRuleApi.add, { body }],
      [iotRuleApi.edit, { body }],
      [iotRuleApi.delete, { body: { id: mine.id } }],
      [iotRuleApi.enable, { body: { id: mine.id } }],
      [iotRuleApi.disable, { body: { id: mine.id } }],
      [iotRuleAlarmApi.ack, { body: { id: alarm!.id } }],
    ] as const) {
      expect((await viewer.call(route, options as never)).status, route.path).toBe(403);
    }
  });

  it('an edit keeps the active alarm, and taking a device off the rule ends that device’s alarm', async () => {
    const added = await rule('edited', { limit: 10, deviceIds: [D1, D2] });
    await feed('edited', [[0, 20]], D1);
    await feed('edited', [[0, 20]], D2);
    await api.ok(iotRuleApi.edit, {
      body: {
        id: added.id,
        code: 'edited',
        name: 'Edited',
        deviceIds: [D1],
        condition: 'above',
        metric: 'edited',
        limit: 15,
      },
    });
    const alarms = (await api.ok(iotRuleAlarmApi.page, { query: { ruleId: added.id } })).rows;
    expect(alarms.map((row) => [row.deviceId, row.active]).sort()).toEqual([
      [D1, true],
      [D2, false],
    ]);
    await feed('edited', [[10, 14]], D1);
    expect((await api.ok(iotRuleAlarmApi.page, { query: { ruleId: added.id, active: 'true' } })).totalRows).toBe(0);
  });
});
