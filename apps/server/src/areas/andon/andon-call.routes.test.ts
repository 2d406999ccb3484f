import {
  AdminType,
  type AndonCall,
  APP_TOKEN_HEADER,
  andonCallApi,
  andonRecordApi,
  externalAppApi,
  Permissions,
} from '@takt/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { connectHub } from '../../test-support/hub-client.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { users } from '../identity/identity.table.js';
import { andonCalls, andonItems } from './andon.table.js';
import { andonAuthorization, andonSetup, andonStation } from './andon.test-support.js';

const P = Permissions.andon;
const T0 = new Date('2101-03-04T01:00:00Z');

/** The call's steps through the routes, on both databases, with the calls' clock held by the test. */
describe.each(testDatabaseKinds())('andon calls on %s', (kind) => {
  let t: TestServer;
  let admin: RouteClient;
  let demoId: string;
  let clock = T0;
  const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
  /** Signed-in users of the demo enterprise, holding `codes`. */
  const userWith = async (account: string, codes: string[], values: { jobNumber?: string } = {}) => {
    const id = await createUser(t.server.db, demoId, { account, name: `User ${account}` });
    if (values.jobNumber)
      await t.server.db.system((tx) => tx.update(users).set({ jobNumber: values.jobNumber }).where(eq(users.id, id)));
    if (codes.length) await grantPermissions(t.server, demoId, id, codes);
    return { id, api: admin.as((await t.login(account)).token) };
  };
  const handling = [P.call.respond, P.call.resolve, P.monitor.page, P.record.get];

  beforeAll(async () => {
    t = await startTestServer(kind, { overrides: { andon: { clock: () => clock } } });
    admin = routeClient(t, { token: (await t.login('admin')).token });
    demoId = await tenantIdOf(t.server.db, 'demo');
  });
  afterAll(async () => {
    await t.close();
  });

  it('raises a call with its names, code and live timeliness; a second press answers the open call', async () => {
    const setup = await andonSetup(t.server.db, demoId, 'RAISE', { responseMinutes: 10, resolutionMinutes: 30 });
    const hub = connectHub(t.baseUrl, { token: admin.token });
    await hub.opened();
    await hub.heartbeat();
    clock = T0;
    const call = await admin.ok(andonCallApi.trigger, {
      body: { itemId: setup.itemId, stationId: setup.stationId, note: 'Jammed feeder' },
    });
    expect(call).toMatchObject({
      code: expect.stringMatching(/^AD21010304\d{4}$/),
      itemCode: 'RAISE-I',
      typeColor: '#d4380d',
      workshopId: setup.workshopId,
      workshopName: 'RAISE workshop',
      lineName: 'RAISE line',
      stationCode: 'RAISE-ST',
      source: 'station',
      state: 'calling',
      calledByName: 'Demo Admin',
      note: 'Jammed feeder',
      responseTimeliness: 'pending',
      resolutionTimeliness: 'pending',
      responseSeconds: null,
    });
    let frame = await hub.nextFrame();
    while (frame.event !== 'AndonUpdate') frame = await hub.nextFrame();
    expect(frame.data).toEqual({ call });
    hub.close();

    const again = await admin.ok(andonCallApi.trigger, { body: { itemId: setup.itemId, stationId: setup.stationId } });
    expect(again.id).toBe(call.id);
    // Another workstation is another call, numbered on.
    const other = await andonStation(t.server.db, demoId, setup.lineId, 'RAISE-ST2');
    const second = await admin.ok(andonCallApi.trigger, { body: { itemId: setup.itemId, stationId: other } });
    expect(second.id).not.toBe(call.id);
    expect(Number(second.code.slice(-4))).toBe(Number(call.code.slice(-4)) + 1);

    // Past the response target while still calling: overtime, live.
    clock = minutes(11);
    const open = await admin.ok(andonCallApi.open, { query: { lineId: setup.lineId } });
    expect(open.now).toBe(minutes(11).toISOString());
    expect(open.calls.map((c) => [c.id, c.responseTimeliness, c.resolutionTimeliness])).toEqual([
      [call.id, 'overtime', 'pending'],
      [second.id, 'overtime', 'pending'],
    ]);
  });

  it('refuses what cannot be called, in the user’s language, and changes nothing', async () => {
    const setup = await andonSetup(t.server.db, demoId, 'REFUSE');
    const otherId = await createTenant(t.server.db, { code: 'andon_calls_other' }, ['system', 'andon']);
    const theirs = await andonSetup(t.server.db, otherId, 'THEIRS');
    const refusals: [object, RegExp][] = [
      [{ itemId: theirs.itemId, stationId: setup.stationId }, /^itemId: there is no andon item/],
      [{ itemId: setup.itemId, stationId: theirs.stationId }, /^stationId: there is no workstation/],
      [{ itemId: setup.itemId, stationId: setup.lineId }, /^stationId: there is no workstation/],
      [{ itemId: setup.itemId, stationId: setup.stationId, photoIds: ['99999999'] }, /^photoIds: there is no file/],
    ];
    for (const [body, message] of refusals) {
      const refused = await admin.call(andonCallApi.trigger, { body: body as never });
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.message).toMatch(message);
    }
    await t.server.db.tenant(demoId, (tx) =>
      tx
        .update(andonItems)
        .set({ enabled: false })
        .where(and(eq(andonItems.id, setup.itemId))),
    );
    const disabled = await admin.call(andonCallApi.trigger, {
      body: { itemId: setup.itemId, stationId: setup.stationId },
      language: 'zh-CN',
    });
    expect([disabled.status, disabled.body.message]).toEqual([422, 'itemId：安灯项目 REFUSE-I 已停用']);
    const malformed = await admin.call(andonCallApi.trigger, {
      body: { itemId: setup.itemId, stationId: setup.stationId, note: 'x'.repeat(201) },
    });
    expect(malformed.status).toBe(400);
    const open = await admin.ok(andonCallApi.open, { query: { lineId: setup.lineId } });
    expect(open.calls).toEqual([]);
  });

  it('responds, arrives, resolves: each step in order, stored with its times and timeliness', async () => {
    const setup = await andonSetup(t.server.db, demoId, 'STEPS', { responseMinutes: 5, resolutionMinutes: 20 });
    const fixer = await userWith('andon_fixer', handling, { jobNumber: 'J-0042' });
    const bystander = await userWith('andon_bystander', handling);
    await andonAuthorization(t.server.db, demoId, { userId: fixer.id, itemIds: [setup.itemId] });
    clock = T0;
    const call = await admin.ok(andonCallApi.trigger, { body: { itemId: setup.itemId, stationId: setup.stationId } });

    const early = await fixer.api.call(andonCallApi.resolve, { body: { id: call.id, cause: 'c', action: 'a' } });
    expect([early.status, early.body.message]).toEqual([
      422,
      `The call ${call.code} must be responded to before it is resolved`,
    ]);
    const notAllowed = await bystander.api.call(andonCallApi.respond, { body: { id: call.id }, language: 'zh-TW' });
    expect([notAllowed.status, notAllowed.body.message]).toEqual([
      422,
      `您無權回應或處理呼叫 ${call.code}（STEPS station 的 STEPS-I）`,
    ]);
    const notArrivable = await fixer.api.call(andonCallApi.arrive, {
      body: { id: call.id, proof: 'station', code: 'STEPS-ST' },
    });
    expect(notArrivable.status).toBe(422);

    clock = minutes(4);
    const responded = await fixer.api.ok(andonCallApi.respond, { body: { id: call.id, channel: 'phone' } });
    expect(responded).toMatchObject({
      state: 'responding',
      responderId: fixer.id,
      responderName: 'User andon_fixer',
      responseChannel: 'phone',
      respondedAt: minutes(4).toISOString(),
      responseSeconds: 240,
      responseTimeliness: 'timely',
      resolutionTimeliness: 'pending',
    });
    const twice = await fixer.api.call(andonCallApi.respond, { body: { id: call.id }, language: 'vi-VN' });
    expect([twice.status, twice.body.message]).toEqual([
      422,
      `Cuộc gọi ${call.code} không còn đang gọi (hiện là đang xử lý)`,
    ]);

    // Arrival: the responder's badge (account or job number) or the workstation's code, nothing else.
    const wrongBadge = await fixer.api.call(andonCallApi.arrive, {
      body: { id: call.id, proof: 'badge', code: 'andon_bystander' },
    });
    expect([wrongBadge.status, wrongBadge.body.message]).toEqual([
      422,
      `The badge andon_bystander is not that of User andon_fixer, who responded to the call ${call.code}`,
    ]);
    const wrongStation = await fixer.api.call(andonCallApi.arrive, {
      body: { id: call.id, proof: 'station', code: 'RAISE-ST' },
    });
    expect(wrongStation.status).toBe(422);
    const notResponder = await bystander.api.call(andonCallApi.arrive, {
      body: { id: call.id, proof: 'station', code: 'STEPS-ST' },
    });
    expect(notResponder.status).toBe(422);
    clock = minutes(7);
    const arrived = await bystander.api.ok(andonCallApi.arrive, {
      body: { id: call.id, proof: 'badge', code: 'J-0042' },
    });
    expect(arrived).toMatchObject({ arrivalProof: 'badge', arrivalSeconds: 420, state: 'responding' });
    const again = await fixer.api.call(andonCallApi.arrive, {
      body: { id: call.id, proof: 'station', code: 'STEPS-ST' },
    });
    expect(again.status).toBe(422);

    const notResolver = await bystander.api.call(andonCallApi.resolve, {
      body: { id: call.id, cause: 'Worn belt', action: 'Replaced' },
    });
    expect(notResolver.status).toBe(422);
    clock = minutes(25);
    const resolved = await fixer.api.ok(andonCallApi.resolve, {
      body: { id: call.id, cause: 'Worn belt', action: 'Replaced the belt' },
    });
    expect(resolved).toMatchObject({
      state: 'ended',
      cancelled: false,
      resolverName: 'User andon_fixer',
      cause: 'Worn belt',
      action: 'Replaced the belt',
      resolutionSeconds: 1500,
      responseTimeliness: 'timely',
      resolutionTimeliness: 'overtime',
    });
    const afterEnd = await fixer.api.call(andonCallApi.resolve, { body: { id: call.id, cause: 'x', action: 'y' } });
    expect(afterEnd.status).toBe(422);

    const detail = await fixer.api.ok(andonCallApi.detail, { query: { id: call.id } });
    expect(detail.events.map((event) => [event.kind, event.userName, event.at])).toEqual([
      ['called', 'Demo Admin', T0.toISOString()],
      ['responded', 'User andon_fixer', minutes(4).toISOString()],
      ['arrived', 'User andon_bystander', minutes(7).toISOString()],
      ['resolved', 'User andon_fixer', minutes(25).toISOString()],
    ]);
    expect((await admin.ok(andonCallApi.open, { query: { lineId: setup.lineId } })).calls).toEqual([]);
  });

  it('who may respond: responsible users and roles, authorisations covering item and workstation, administrators', async () => {
    const setup = await andonSetup(t.server.db, demoId, 'WHO');
    const elsewhere = await andonStation(t.server.db, demoId, setup.lineId, 'WHO-ST2');
    const named = await userWith('andon_named', handling);
    const roleHolder = await userWith('andon_role', handling);
    const roleId = await grantPermissions(t.server, demoId, roleHolder.id, [P.monitor.page]);
    const stationBound = await userWith('andon_station', handling);
    await andonAuthorization(t.server.db, demoId, { userId: stationBound.id, stationIds: [elsewhere] });
    await t.server.db.tenant(demoId, (tx) =>
      tx
        .update(andonItems)
        .set({ responsibleUserIds: [named.id], responsibleRoleIds: [roleId] })
        .where(eq(andonItems.id, setup.itemId)),
    );
    const raise = (stationId: string) => admin.ok(andonCallApi.trigger, { body: { itemId: setup.itemId, stationId } });
    const here = await raise(setup.stationId);
    const there = await raise(elsewhere);

    const mine = async (who: { api: RouteClient }) =>
      (await who.api.ok(andonCallApi.open, { query: { lineId: setup.lineId, mine: 'true' } })).calls.map(
        (call: AndonCall) => call.id,
      );
    expect(await mine(named)).toEqual([here.id, there.id]);
    expect(await mine(roleHolder)).toEqual([here.id, there.id]);
    expect(await mine(stationBound)).toEqual([there.id]);
    expect(await mine({ api: admin })).toEqual([here.id, there.id]);

    expect((await stationBound.api.call(andonCallApi.respond, { body: { id: here.id } })).status).toBe(422);
    await stationBound.api.ok(andonCallApi.respond, { body: { id: there.id } });
    await roleHolder.api.ok(andonCallApi.respond, { body: { id: here.id } });
  });

  it('cancels only while calling; permissions and other enterprises’ calls are refused', async () => {
    const setup = await andonSetup(t.server.db, demoId, 'CANCEL');
    const caller = await userWith('andon_caller', [P.call.trigger, P.record.get]);
    const watcher = await userWith('andon_watcher', [P.monitor.page]);
    clock = T0;
    const call = await caller.api.ok(andonCallApi.trigger, {
      body: { itemId: setup.itemId, stationId: setup.stationId },
    });
    expect(call.calledByName).toBe('User andon_caller');
    expect((await watcher.api.call(andonCallApi.cancel, { body: { id: call.id } })).status).toBe(403);
    expect((await watcher.api.call(andonCallApi.respond, { body: { id: call.id } })).status).toBe(403);

    const otherId = await createTenant(t.server.db, { code: 'andon_cancel_other' }, ['system', 'andon']);
    await createUser(t.server.db, otherId, { account: 'andon_other_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    const stranger = admin.as((await t.login('andon_other_admin')).token);
    for (const route of [andonCallApi.respond, andonCallApi.cancel] as const)
      expect((await stranger.call(route, { body: { id: call.id } })).status).toBe(404);
    expect((await stranger.call(andonCallApi.detail, { query: { id: call.id } })).status).toBe(404);
    expect((await stranger.ok(andonCallApi.open, {})).calls).toEqual([]);

    clock = minutes(1);
    const cancelled = await caller.api.ok(andonCallApi.cancel, { body: { id: call.id, reason: 'Wrong button' } });
    expect(cancelled).toMatchObject({ state: 'ended', cancelled: true, resolutionSeconds: 60 });
    const late = await caller.api.call(andonCallApi.cancel, { body: { id: call.id } });
    expect(late.status).toBe(422);
    const detail = await caller.api.ok(andonCallApi.detail, { query: { id: call.id } });
    expect(detail.events.at(-1)).toMatchObject({ kind: 'cancelled', detail: { reason: 'Wrong button' } });
    // A new press after the end is a new call.
    const next = await caller.api.ok(andonCallApi.trigger, {
      body: { itemId: setup.itemId, stationId: setup.stationId },
    });
    expect(next.id).not.toBe(call.id);
  });

  it('a call withdrawn after its response target is neither timely nor overtime, in the call and the records', async () => {
    const setup = await andonSetup(t.server.db, demoId, 'WITHDRAWN', { responseMinutes: 5, resolutionMinutes: 30 });
    clock = T0;
    const call = await admin.ok(andonCallApi.trigger, { body: { itemId: setup.itemId, stationId: setup.stationId } });
    clock = minutes(8);
    const cancelled = await admin.ok(andonCallApi.cancel, { body: { id: call.id } });
    expect(cancelled).toMatchObject({
      cancelled: true,
      responseTimeliness: 'pending',
      resolutionTimeliness: 'pending',
    });
    const [row] = await t.server.db.tenant(demoId, (tx) =>
      tx
        .select()
        .from(andonCalls)
        .where(and(eq(andonCalls.tenantId, demoId), eq(andonCalls.id, call.id))),
    );
    expect(row).toMatchObject({ responseTimely: null, resolutionTimely: null });
    const listed = async (filter: Record<string, string>) =>
      (
        await admin.ok(andonRecordApi.page, {
          query: { startDate: '2101-03-04', endDate: '2101-03-04', code: call.code, ...filter },
        })
      ).rows.map((record) => record.id);
    expect(await listed({})).toEqual([call.id]);
    for (const verdict of ['timely', 'overtime'])
      for (const step of ['responseTimeliness', 'resolutionTimeliness'])
        expect(await listed({ [step]: verdict }), `${step}=${verdict}`).toEqual([]);
  });

  it('an external app with the trigger permission raises calls (source api), and may do nothing else here', async () => {
    const setup = await andonSetup(t.server.db, demoId, 'APP');
    const app = await admin.ok(externalAppApi.add, {
      body: { code: 'andon-mes', name: 'Line MES', permissions: [P.call.trigger] } as never,
    });
    const appCall = (route: typeof andonCallApi.trigger | typeof andonCallApi.respond, body: object) =>
      t.call<AndonCall>(route.method, `/api${route.path}`, { headers: { [APP_TOKEN_HEADER]: app.token }, body });
    clock = T0;
    const raised = await appCall(andonCallApi.trigger, { itemId: setup.itemId, stationId: setup.stationId });
    expect(raised.status, raised.body.message).toBe(200);
    expect(raised.body.data).toMatchObject({
      source: 'api',
      sourceRef: `app:${app.id}`,
      calledByName: 'Line MES',
      state: 'calling',
    });
    const respond = await appCall(andonCallApi.respond, { id: raised.body.data.id });
    expect(respond.status).toBe(403);
  });
});
