import { andonCallApi, Permissions, pushChannelApi, pushTemplateApi, robotApi } from '@takt/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createServer, type Server } from '../../app.js';
import { loadConfig } from '../../platform/config.js';
import { Scheduler } from '../../platform/scheduler/scheduler.js';
import { scheduledTimers } from '../../platform/scheduler/scheduler.table.js';
import {
  createTestDatabase,
  TEST_PASSWORD,
  type TestDatabase,
  testDatabaseKinds,
} from '../../test-support/databases.js';
import { createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { pushTemplates } from '../push/push.table.js';
import { startWebhookServer, type WebhookServer } from '../push/push.test-support.js';
import { type AndonFlowLevelRow, andonCallEvents, andonCalls } from './andon.table.js';
import { andonFlow, andonSetup, andonStation, flowLevel } from './andon.test-support.js';
import { ESCALATION_TIMER } from './escalation.js';
import { ANDON_ESCALATION_TEMPLATE } from './escalation.template.js';

const P = Permissions.andon;
const T0 = new Date('2102-06-07T02:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/**
 * Escalation on both databases. The calls' clock and the schedulers firing their timers run in
 * 2102, held by the test; the server's own scheduler (on the real clock) never finds them due.
 */
describe.each(testDatabaseKinds())('andon escalation on %s', (kind) => {
  let t: TestServer;
  let admin: RouteClient;
  let demoId: string;
  let webhook: WebhookServer;
  let clock = T0;
  let templateId: string;
  let channelId: string;
  const engines: Scheduler[] = [];
  const engine = () => {
    const made = new Scheduler({ db: t.server.db, log: t.server.app.log, now: () => clock });
    made.registerTimers(t.server.andon.timers);
    engines.push(made);
    return made;
  };
  const user = async (account: string) => {
    const id = await createUser(t.server.db, demoId, { account, name: `User ${account}` });
    await grantPermissions(t.server, demoId, id, [P.call.respond, P.call.resolve, P.record.get]);
    return { id, api: admin.as((await t.login(account)).token) };
  };
  /** A call of a new item whose flow has these levels (recipients and the robot channel filled in). */
  const callWithFlow = async (prefix: string, levels: AndonFlowLevelRow[]) => {
    const flowId = await andonFlow(t.server.db, demoId, { code: `${prefix}-F`, levels });
    const setup = await andonSetup(t.server.db, demoId, prefix, { flowId, responseMinutes: 3, resolutionMinutes: 30 });
    clock = T0;
    const call = await admin.ok(andonCallApi.trigger, { body: { itemId: setup.itemId, stationId: setup.stationId } });
    return { setup, call };
  };
  const level = (ladder: 'response' | 'resolution', n: number, minutes: number, userIds: string[]) =>
    flowLevel({
      ladder,
      level: n,
      minutes,
      templateId,
      channelIds: [channelId],
      recipients: userIds.map((id) => ({ kind: 'user' as const, id })),
    });
  const timersOf = (callId: string) =>
    t.server.db.system((tx) =>
      tx
        .select({ key: scheduledTimers.key })
        .from(scheduledTimers)
        .where(and(eq(scheduledTimers.name, ESCALATION_TIMER), like(scheduledTimers.key, `${callId}/%`))),
    );

  beforeAll(async () => {
    t = await startTestServer(kind, { overrides: { andon: { clock: () => clock } } });
    admin = routeClient(t, { token: (await t.login('admin')).token });
    demoId = await tenantIdOf(t.server.db, 'demo');
    webhook = await startWebhookServer();
    const robot = await admin.ok(robotApi.add, {
      body: { code: 'ANDON-HOOK', name: 'Andon robot', platform: 'webhook', webhook: `${webhook.url}/robot` },
    });
    channelId = (
      await admin.ok(pushChannelApi.add, {
        body: { code: 'ANDON-CH', name: 'Andon group', type: 'robot', robotId: robot.id },
      })
    ).id;
    const templates = await admin.ok(pushTemplateApi.page, { query: { code: ANDON_ESCALATION_TEMPLATE } });
    templateId = templates.rows.find((row) => row.code === ANDON_ESCALATION_TEMPLATE)!.id;
  });
  afterAll(async () => {
    for (const made of engines) await made.stop();
    await t.close();
    await webhook.close();
  });

  it('fires levels at their times, not before; respond stops the response ladder, the end stops all', async () => {
    const lead = await user('esc_lead');
    const boss = await user('esc_boss');
    const manager = await user('esc_manager');
    const { call } = await callWithFlow('ESC', [
      level('response', 1, 1, [lead.id]),
      level('response', 2, 5, [boss.id]),
      level('resolution', 1, 10, [manager.id]),
      level('resolution', 2, 20, [manager.id]),
    ]);
    expect((await timersOf(call.id)).map((row) => row.key).sort()).toEqual([
      `${call.id}/resolution/1`,
      `${call.id}/resolution/2`,
      `${call.id}/response/1`,
      `${call.id}/response/2`,
    ]);
    const scheduler = engine();
    clock = at(59);
    expect(await scheduler.fireDueTimers()).toBe(0);
    // Not notified yet, not responsible, no authorisation: refused.
    expect((await lead.api.call(andonCallApi.respond, { body: { id: call.id } })).status).toBe(422);

    clock = at(60);
    const posted = webhook.received.length;
    expect(await scheduler.fireDueTimers()).toBe(1);
    await t.server.push.idle();
    const detail = await admin.ok(andonCallApi.detail, { query: { id: call.id } });
    expect(detail.escalatedLevel).toBe(1);
    const [escalated] = detail.events.filter((event) => event.kind === 'escalated');
    expect(escalated).toMatchObject({
      ladder: 'response',
      level: 1,
      dueAt: at(60).toISOString(),
      at: at(60).toISOString(),
      recipients: [{ kind: 'user', id: lead.id, name: 'User esc_lead' }],
      channels: ['Andon group'],
      deliveries: [{ channelName: 'Andon group', channelType: 'robot', state: 'sent', attempts: 1 }],
    });
    expect(webhook.received).toHaveLength(posted + 1);
    const message = JSON.parse(webhook.received.at(-1)!.body) as { title: string; text: string };
    // The demo enterprise speaks Chinese: its template was seeded so.
    expect(message.title).toBe(`安灯 ${call.code}：1 级`);
    expect(message.text).toContain('ESC-I');
    expect(message.text).toContain('ESC line / ESC station');
    expect(message.text).toContain('已等待：1 分钟');
    expect(message.text).toMatch(/User esc_lead: \/andon-accept\?token=/);

    // Notified by the level, the lead may now respond; that stops the response ladder.
    clock = at(120);
    await lead.api.ok(andonCallApi.respond, { body: { id: call.id } });
    expect((await timersOf(call.id)).map((row) => row.key).sort()).toEqual([
      `${call.id}/resolution/1`,
      `${call.id}/resolution/2`,
    ]);
    clock = at(5 * 60);
    expect(await scheduler.fireDueTimers()).toBe(0);
    clock = at(10 * 60);
    expect(await scheduler.fireDueTimers()).toBe(1);
    const afterResolution = await admin.ok(andonCallApi.detail, { query: { id: call.id } });
    expect(afterResolution.events.map((event) => [event.kind, event.ladder, event.level])).toEqual([
      ['called', null, null],
      ['escalated', 'response', 1],
      ['responded', null, null],
      ['escalated', 'resolution', 1],
    ]);
    // The manager, notified by the resolution ladder, may resolve; the end stops the rest.
    clock = at(11 * 60);
    await manager.api.ok(andonCallApi.resolve, { body: { id: call.id, cause: 'Jam', action: 'Cleared' } });
    expect(await timersOf(call.id)).toEqual([]);
    clock = at(30 * 60);
    expect(await scheduler.fireDueTimers()).toBe(0);
  });

  it('a cancelled call escalates no further; a level due while its ladder no longer applies does nothing', async () => {
    const lead = await user('esc_cancel_lead');
    const { call } = await callWithFlow('ESCX', [
      level('response', 1, 1, [lead.id]),
      level('resolution', 1, 2, [lead.id]),
    ]);
    clock = at(30);
    await admin.ok(andonCallApi.cancel, { body: { id: call.id } });
    expect(await timersOf(call.id)).toEqual([]);
    // A timer that outlived its call (set before the end, say by hand) finds the ladder over.
    await t.server.db.tenant(demoId, (tx) =>
      t.server.scheduler.at(tx, {
        tenantId: demoId,
        name: ESCALATION_TIMER,
        key: `${call.id}/response/1`,
        dueAt: at(60),
        payload: { callId: call.id, level: level('response', 1, 1, [lead.id]) },
      }),
    );
    clock = at(60);
    expect(await engine().fireDueTimers()).toBe(1);
    const detail = await admin.ok(andonCallApi.detail, { query: { id: call.id } });
    expect(detail.events.map((event) => event.kind)).toEqual(['called', 'cancelled']);
    expect(detail.escalatedLevel).toBe(0);
  });

  it('accepts through the link as the recipient it names; tampered and expired links are refused', async () => {
    const lead = await user('esc_link_lead');
    const { call } = await callWithFlow('ESCL', [level('response', 1, 1, [lead.id])]);
    const posted = webhook.received.length;
    clock = at(60);
    await engine().fireDueTimers();
    await webhook.arrived(posted + 1);
    const text = (JSON.parse(webhook.received[posted]!.body) as { text: string }).text;
    const token = decodeURIComponent(/token=(\S+)/.exec(text)![1]!);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const anonymous = routeClient(t);
    const refused = await anonymous.call(andonCallApi.acceptLink, { body: { token: tampered }, language: 'zh-CN' });
    expect([refused.status, refused.body.message]).toEqual([400, '该接单链接无效']);
    const forged = t.server.andon.links.token({ tenantId: demoId, callId: call.id, userId: lead.id }, at(-48 * 3600));
    const expired = await anonymous.call(andonCallApi.acceptLink, { body: { token: forged } });
    expect([expired.status, expired.body.message]).toEqual([400, 'This accept link has expired']);

    clock = at(90);
    const accepted = await anonymous.ok(andonCallApi.acceptLink, { body: { token } });
    expect(accepted).toMatchObject({
      responderName: 'User esc_link_lead',
      call: { id: call.id, state: 'responding', responderId: lead.id, responseChannel: 'link', responseSeconds: 90 },
    });
    const again = await anonymous.call(andonCallApi.acceptLink, { body: { token } });
    expect(again.status).toBe(422);
  });

  it('a restart in the middle of a ladder fires the rest, each level once', async () => {
    const lead = await user('esc_restart_lead');
    const { call } = await callWithFlow('ESCR', [
      level('response', 1, 1, [lead.id]),
      level('response', 2, 2, [lead.id]),
      level('response', 3, 3, [lead.id]),
    ]);
    const before = engine();
    clock = at(60);
    expect(await before.fireDueTimers()).toBe(1);
    await before.stop();
    const after = engine();
    clock = at(3 * 60);
    expect(await after.fireDueTimers()).toBe(2);
    expect(await after.fireDueTimers()).toBe(0);
    const detail = await admin.ok(andonCallApi.detail, { query: { id: call.id } });
    expect(detail.events.filter((event) => event.kind === 'escalated').map((event) => event.level)).toEqual([1, 2, 3]);
    expect(detail.escalatedLevel).toBe(3);
  });
});

/**
 * Two servers on one PostgreSQL database, each with a scheduler firing its own andon handlers:
 * every level of every call fires once.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('andon escalation across two servers', () => {
  let database: TestDatabase;
  const servers: Server[] = [];
  const engines: Scheduler[] = [];
  let clock = T0;

  beforeAll(async () => {
    database = await createTestDatabase('postgres', {
      pgliteDir: inject('pgliteTemplate'),
      postgresName: inject('postgresTemplate'),
    });
    const config = loadConfig({
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      SEED_PASSWORD: TEST_PASSWORD,
      LOG_LEVEL: 'silent',
      PORT: '0',
      MQTT_PORT: '0',
      WEB_DIST: '/nonexistent',
    });
    for (let n = 0; n < 2; n++) servers.push(await createServer(config, { andon: { clock: () => clock } }));
  });
  afterAll(async () => {
    for (const made of engines) await made.stop();
    for (const server of servers) await server.close();
    await database?.drop();
  });

  it('fires each level of each call once', async () => {
    const [a, b] = servers as [Server, Server];
    const demoId = await tenantIdOf(a.db, 'demo');
    const [templateRow] = await a.db.tenant(demoId, (tx) =>
      tx
        .select({ id: pushTemplates.id })
        .from(pushTemplates)
        .where(and(eq(pushTemplates.tenantId, demoId), eq(pushTemplates.code, ANDON_ESCALATION_TEMPLATE))),
    );
    const levels = [1, 2].map((n) =>
      flowLevel({ ladder: 'response', level: n, minutes: n, templateId: templateRow!.id }),
    );
    const flowId = await andonFlow(a.db, demoId, { code: 'TWO-F', levels });
    const setup = await andonSetup(a.db, demoId, 'TWO', { flowId });
    const stations = [setup.stationId];
    for (let n = 2; n <= 8; n++) stations.push(await andonStation(a.db, demoId, setup.lineId, `TWO-ST${n}`));
    clock = T0;
    for (const [n, stationId] of stations.entries())
      await (n % 2 ? a : b).andon.calls.raise(demoId, { itemId: setup.itemId, stationId, source: 'api' });

    for (const server of [a, b]) {
      const made = new Scheduler({ db: server.db, log: server.app.log, now: () => clock, batch: 3 });
      made.registerTimers(server.andon.timers);
      engines.push(made);
    }
    clock = at(2 * 60);
    const fired = await Promise.all(engines.map((made) => made.fireDueTimers()));
    expect(fired[0]! + fired[1]!).toBe(stations.length * 2);
    const events = await a.db.tenant(demoId, (tx) =>
      tx
        .select({ callId: andonCallEvents.callId, level: andonCallEvents.level })
        .from(andonCallEvents)
        .innerJoin(andonCalls, and(eq(andonCalls.tenantId, demoId), eq(andonCalls.id, andonCallEvents.callId)))
        .where(and(eq(andonCallEvents.kind, 'escalated'), eq(andonCalls.itemId, setup.itemId))),
    );
    const seen = events.map((event) => `${event.callId}/${event.level}`);
    expect(seen).toHaveLength(stations.length * 2);
    expect(new Set(seen).size).toBe(seen.length);
  });
});
