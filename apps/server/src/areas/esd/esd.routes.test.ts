import {
  AdminType,
  deviceTopic,
  type EsdCollectorAdd,
  esdAlarmApi,
  esdCollectorApi,
  esdCollectorTypeApi,
  type GatewayType,
  lineApi,
  OrgType,
  organisationApi,
  stationApi,
  workshopApi,
} from '@takt/contracts';
import { sql } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../app.js';
import { rowsOf } from '../../platform/db/table-rows.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { connectHub } from '../../test-support/hub-client.js';
import { aroundToday, aroundTodayParams } from '../../test-support/log-dates.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { serverOn, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { gateways } from '../gateways/gateways.table.js';
import { esdOfflineJob } from './esd-offline.job.js';
import { esdStateOfStation } from './esd-state-store.js';

describe.each(testDatabaseKinds())('ESD monitoring on %s', (kind) => {
  let t: TestServer;
  let server: Server;
  let api: RouteClient;
  let demoId: string;
  let ids: Record<string, string>;
  let client: MqttClient;

  const insertGateway = (tenantId: string, code: string, type: GatewayType = 'esd') =>
    server.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(gateways)
        .values({ tenantId, code, name: code, type, token: `${code}-token` })
        .returning({ id: gateways.id });
      return row!.id;
    });

  const connect = (tenantCode: string, code: string) =>
    mqtt.connectAsync(`mqtt://127.0.0.1:${server.devices.port()}`, {
      username: `${tenantCode}/${code}`,
      password: `${code}-token`,
      reconnectPeriod: 0,
    });

  /** Publishes samples of gateway GW-A (QoS 1: stored once acknowledged). */
  const publish = (...samples: Record<string, unknown>[]) =>
    client.publishAsync(deviceTopic('demo', 'GW-A', 'esd'), JSON.stringify({ samples }), { qos: 1 });

  const stateOf = async (collectorId: string) =>
    rowsOf<{ state: string; out_count: number; alarm_id: string | null; resistance: number | null }>(
      await server.db.system((tx) =>
        tx.execute(sql`select state, out_count, alarm_id::text as alarm_id, resistance
          from esd_collector_states where collector_id = ${collectorId}`),
      ),
    )[0];
  const alarmsOf = async (collectorId: string) =>
    rowsOf<{ id: string; state: string; ended_at: Date | null; duration_seconds: number | null }>(
      await server.db.system((tx) =>
        tx.execute(sql`select id::text as id, state, ended_at, duration_seconds from esd_alarms
          where collector_id = ${collectorId} order by id`),
      ),
    );

  const collectorBody = (over: Partial<EsdCollectorAdd>): EsdCollectorAdd => ({
    code: 'C',
    name: 'Collector',
    typeId: ids.strap!,
    gatewayId: ids.gateway!,
    address: 1,
    lineId: ids.line!,
    stationId: ids.s1!,
    ...over,
  });

  beforeAll(async () => {
    t = await startTestServer(kind);
    server = t.server;
    api = routeClient(t, { token: (await t.login('admin')).token });
    demoId = await tenantIdOf(server.db, 'demo');
    ids = {};
    const orgs = await api.ok(organisationApi.page, { query: { pageSize: 50 } });
    ids.factory =
      orgs.rows.find((row) => row.type === OrgType.FACTORY)?.id ??
      (await api.ok(organisationApi.add, { body: { name: 'ESD factory', code: 'ESD-F', type: OrgType.FACTORY } })).id;
    ids.workshop = (
      await api.ok(workshopApi.add, { body: { factoryId: ids.factory, code: 'ESD-WS', name: 'ESD workshop' } })
    ).id;
    ids.line = (await api.ok(lineApi.add, { body: { workshopId: ids.workshop, code: 'ESD-L1', name: 'L1' } })).id;
    ids.line2 = (await api.ok(lineApi.add, { body: { workshopId: ids.workshop, code: 'ESD-L2', name: 'L2' } })).id;
    for (const [name, line] of [
      ['s1', ids.line],
      ['s2', ids.line],
      ['s3', ids.line],
      ['other', ids.line2],
    ] as const)
      ids[name] = (await api.ok(stationApi.add, { body: { lineId: line, code: `ESD-${name}`, name } })).id;
    ids.gateway = await insertGateway(demoId, 'GW-A');
    ids.andonGateway = await insertGateway(demoId, 'GW-ANDON', 'andon');
    ids.strap = (
      await api.ok(esdCollectorTypeApi.add, {
        body: {
          code: 'WS',
          name: 'Wrist strap',
          kind: 'wristStrap',
          resistanceLower: 1,
          resistanceUpper: 35,
          voltageLower: -35,
          voltageUpper: 35,
          warningThreshold: 2,
        },
      })
    ).id;
    client = await connect('demo', 'GW-A');
  }, 120_000);
  afterAll(async () => {
    await client?.endAsync();
    // After the restart test the running server is the second one; the first is closed.
    if (server === t?.server) await t?.close();
    else {
      await server.close();
      await t.database.drop();
    }
  });

  it('refuses limits with the spec’s rules and the collector’s own references', async () => {
    const upside = await api.call(esdCollectorTypeApi.add, {
      body: {
        code: 'BAD',
        name: 'Bad',
        kind: 'ioniser',
        resistanceLower: 5,
        resistanceUpper: 1,
        voltageLower: -35,
        voltageUpper: 35,
        warningThreshold: 1,
      },
      language: 'zh-CN',
    });
    expect(upside.status).toBe(400);
    expect(upside.body.message).toBe('resistanceUpper：上限不能低于下限（resistanceLower）');
    for (const over of [{ warningThreshold: 0 }, { warningThreshold: 51 }, { airVolumeLevel: 6 }, { address: 257 }]) {
      const refused = await api.call(esdCollectorApi.add, { body: collectorBody({ code: 'X', ...over }) });
      expect(refused.status, JSON.stringify(over)).toBe(400);
    }
    const voltage = await api.call(esdCollectorApi.add, {
      body: collectorBody({ code: 'X', voltageLower: 10, voltageUpper: -10 }),
    });
    expect(voltage.body.message).toBe('voltageUpper: the upper limit must not be below the lower limit (voltageLower)');

    const added = await api.ok(esdCollectorApi.add, { body: collectorBody({ code: 'C1', offset: -0.5 }) });
    expect(added).toMatchObject({
      resistanceLower: 1,
      resistanceUpper: 35,
      warningThreshold: 2,
      offset: -0.5,
      airVolumeLevel: 3,
      state: 'offline',
      typeCode: 'WS',
      gatewayCode: 'GW-A',
      lineCode: 'ESD-L1',
      stationCode: 'ESD-s1',
    });
    ids.c1 = added.id;
    const taken = await api.call(esdCollectorApi.add, { body: collectorBody({ code: 'C9' }) });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('address: channel 1 of gateway GW-A is already used by collector C1');
    const notEsd = await api.call(esdCollectorApi.add, {
      body: collectorBody({ code: 'C9', gatewayId: ids.andonGateway }),
    });
    expect(notEsd.body.message).toBe('gatewayId: gateway GW-ANDON is not an ESD gateway');
    const offLine = await api.call(esdCollectorApi.add, {
      body: collectorBody({ code: 'C9', address: 9, stationId: ids.other }),
    });
    expect(offLine.body.message).toBe('stationId: workstation ESD-other is not on line ESD-L1');

    const inUse = await api.call(esdCollectorTypeApi.delete, { body: { id: ids.strap } });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toContain('C1');
  });

  it('stores readings after the offset and judges samples: threshold, hysteresis, ground, operator left', async () => {
    const hub = connectHub(t.baseUrl, { token: (await t.login('admin')).token });
    await hub.opened();
    await hub.heartbeat();
    await publish({ channel: 1, resistance: 10.5, strap: 'connected', ground: 'connected', present: true });
    expect(await stateOf(ids.c1!)).toMatchObject({ state: 'normal', resistance: 10 });
    let frame = await hub.nextFrame();
    while (frame.event !== 'DeviceUpdate') frame = await hub.nextFrame();
    expect(frame.data).toEqual({
      area: 'esd',
      collectors: [
        expect.objectContaining({ id: ids.c1, lineId: ids.line, stationId: ids.s1, state: 'normal', resistance: 10 }),
      ],
    });
    hub.close();
    const readings = await server.devices.readings.series(demoId, {
      sourceId: ids.c1!,
      metric: 'resistance',
      from: new Date(Date.now() - 3_600_000),
      to: new Date(Date.now() + 60_000),
    });
    expect(readings.map((point) => point.mean)).toEqual([10]);

    // Warning threshold 2: the second sample outside the limits opens the alarm.
    await publish({ channel: 1, resistance: 40 });
    expect(await stateOf(ids.c1!)).toMatchObject({ state: 'normal', out_count: 1 });
    await publish({ channel: 1, resistance: 40 });
    const abnormal = await stateOf(ids.c1!);
    expect(abnormal?.state).toBe('abnormal');
    const [opened] = await alarmsOf(ids.c1!);
    expect(opened).toMatchObject({ state: 'abnormal', ended_at: null });
    expect(abnormal?.alarm_id).toBe(opened!.id);
    expect(await esdStateOfStation(server.db, demoId, ids.s1!)).toBe('abnormal');

    // Back inside the limits but not the band (33.3 MΩ after the offset): still abnormal, one alarm.
    await publish({ channel: 1, resistance: 34.5 });
    expect((await stateOf(ids.c1!))?.state).toBe('abnormal');
    await publish({ channel: 1, resistance: 33.5 });
    expect((await stateOf(ids.c1!))?.state).toBe('normal');
    const closed = await alarmsOf(ids.c1!);
    expect(closed).toHaveLength(1);
    expect(closed[0]?.ended_at).not.toBeNull();
    expect(closed[0]?.duration_seconds).toBeGreaterThanOrEqual(0);

    // Hovering at the upper limit, one sample out at a time: no alarm.
    for (const resistance of [35.8, 35.2, 35.8, 35.2, 35.8])
      await publish({ channel: 1, resistance }, { channel: 2, resistance: 5 });
    expect((await stateOf(ids.c1!))?.state).toBe('normal');
    expect(await alarmsOf(ids.c1!)).toHaveLength(1);

    await publish({ channel: 1, ground: 'disconnected' });
    expect((await stateOf(ids.c1!))?.state).toBe('groundDisconnected');
    await publish({ channel: 1, strap: 'disconnected', present: false });
    expect((await stateOf(ids.c1!))?.state).toBe('offDuty');
    const all = await alarmsOf(ids.c1!);
    expect(all.map((alarm) => [alarm.state, alarm.ended_at === null])).toEqual([
      ['abnormal', false],
      ['groundDisconnected', false],
    ]);
  });

  it('lists alarm records in a date range of at most 31 days, handles them once, exports them', async () => {
    const page = await api.ok(esdAlarmApi.page, {
      query: { ...aroundToday(), lineId: ids.line, state: 'groundDisconnected' },
    });
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ code: 'C1', lineCode: 'ESD-L1', stationCode: 'ESD-s1', acknowledgedBy: null });
    const byCode = (code: string) =>
      api.ok(esdAlarmApi.page, { query: { ...aroundToday(), code } }).then((p) => p.totalRows);
    expect(await byCode('c1')).toBe(2);
    expect(await byCode('nope')).toBe(0);
    expect((await api.call(esdAlarmApi.page, { query: {} })).status).toBe(400);
    const tooLong = await api.call(esdAlarmApi.page, { query: { startDate: '2026-01-01', endDate: '2026-03-01' } });
    expect(tooLong.status).toBe(400);

    const handled = await api.ok(esdAlarmApi.handle, { body: { id: page.rows[0]!.id, remark: 'Strap replaced' } });
    expect(handled).toMatchObject({ remark: 'Strap replaced' });
    expect(handled.acknowledgedBy).toBeTruthy();
    const again = await api.call(esdAlarmApi.handle, { body: { id: page.rows[0]!.id, remark: 'Again' } });
    expect(again.status).toBe(409);
    const exported = await fetch(`${t.baseUrl}/api/esd_alarm_record/export?${aroundTodayParams()}`, {
      headers: { authorization: `Bearer ${(await t.login('admin')).token}` },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('spreadsheet');
  });

  it('marks collectors of a silent gateway offline with an alarm, and the next sample brings them back', async () => {
    await publish({ channel: 1, resistance: 10, strap: 'connected', present: true });
    expect((await stateOf(ids.c1!))?.state).toBe('normal');
    const job = esdOfflineJob(server.db, server.hub);
    const signal = new AbortController().signal;
    // Still heard from: nothing to do.
    expect(await job.run({ due: new Date(), signal, log: server.app.log })).toBe('Marked 0 ESD collectors offline');
    // Both the collector and its gateway silent (the gateways area keeps the gateway's last message).
    await server.db.system(async (tx) => {
      await tx.execute(sql`update esd_collector_states set last_seen_at = now() - interval '10 minutes'
        where collector_id = ${ids.c1}`);
      await tx.execute(sql`update gateways set last_seen_at = now() - interval '10 minutes'
        where id = (select gateway_id from esd_collectors where id = ${ids.c1})`);
    });
    expect(await job.run({ due: new Date(), signal, log: server.app.log })).toBe('Marked 1 ESD collectors offline');
    expect((await stateOf(ids.c1!))?.state).toBe('offline');
    expect((await alarmsOf(ids.c1!)).at(-1)).toMatchObject({ state: 'offline', ended_at: null });
    expect(await job.run({ due: new Date(), signal, log: server.app.log })).toBe('Marked 0 ESD collectors offline');

    await publish({ channel: 1, resistance: 10 });
    expect((await stateOf(ids.c1!))?.state).toBe('normal');
    expect((await alarmsOf(ids.c1!)).every((alarm) => alarm.ended_at !== null)).toBe(true);
    const list = await api.ok(esdCollectorApi.page, { query: { state: 'normal' } });
    expect(list.rows.map((row) => row.code)).toContain('C1');
  });

  it('keeps enterprises apart and checks every route’s permission', async () => {
    const otherId = await createTenant(server.db, { code: 'esd_other' }, ['system', 'monitor']);
    await createUser(server.db, otherId, { account: 'esd_other_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    const other = (await t.login('esd_other_admin')).token;
    expect((await api.ok(esdCollectorApi.page, { as: other })).totalRows).toBe(0);
    expect((await api.call(esdCollectorApi.detail, { query: { id: ids.c1! }, as: other })).status).toBe(404);
    const theirs = await api.ok(esdAlarmApi.page, { query: aroundToday(), as: other });
    expect(theirs.totalRows).toBe(0);
    // Their gateway's channel 1 is not our collector.
    await insertGateway(otherId, 'GW-A');
    const theirClient = await connect('esd_other', 'GW-A');
    await theirClient.publishAsync(
      deviceTopic('esd_other', 'GW-A', 'esd'),
      JSON.stringify({ samples: [{ channel: 1, ground: 'disconnected' }] }),
      { qos: 1 },
    );
    await theirClient.endAsync();
    expect((await stateOf(ids.c1!))?.state).toBe('normal');

    const userId = await createUser(server.db, demoId, { account: 'esd_plain' });
    await grantPermissions(server, demoId, userId, ['esd:collector:page', 'esd:alarmRecord:page']);
    const plain = (await t.login('esd_plain')).token;
    expect((await api.call(esdCollectorApi.page, { as: plain })).status).toBe(200);
    for (const [route, options] of [
      [esdCollectorApi.add, { body: collectorBody({ code: 'P', address: 30 }) }],
      [esdCollectorApi.delete, { body: { id: ids.c1! } }],
      [esdCollectorTypeApi.page, {}],
      [esdAlarmApi.handle, { body: { id: ids.c1!, remark: 'x' } }],
    ] as const) {
      const denied = await api.call(route, { ...options, as: plain });
      expect(denied.status, route.path).toBe(403);
    }
  });

  it('keeps an open alarm open across a restart and opens no second one', async () => {
    await publish({ channel: 1, ground: 'disconnected' });
    const before = await alarmsOf(ids.c1!);
    const open = before.filter((alarm) => alarm.ended_at === null);
    expect(open).toHaveLength(1);
    await client.endAsync();
    await server.close();

    server = await serverOn(t.database);
    client = await connect('demo', 'GW-A');
    await publish({ channel: 1, ground: 'disconnected' });
    const after = await alarmsOf(ids.c1!);
    expect(after).toEqual(before);
    expect((await stateOf(ids.c1!))?.alarm_id).toBe(open[0]!.id);
    await publish({ channel: 1, resistance: 10, ground: 'connected' });
    expect((await alarmsOf(ids.c1!)).every((alarm) => alarm.ended_at !== null)).toBe(true);
  });
});
