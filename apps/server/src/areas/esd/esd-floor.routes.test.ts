import { randomUUID } from 'node:crypto';
import {
  AdminType,
  deviceTopic,
  ESD_INTERLOCK_PARAMETER,
  esdCollectorApi,
  esdCollectorTypeApi,
  esdFloorApi,
  scanApi,
  sysParamApi,
  traceApi,
} from '@takt/contracts';
import { and, count, eq } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { oneStepLine } from '../../test-support/production-line.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { gateways } from '../gateways/gateways.table.js';
import { scanEvents } from '../stations/stations.table.js';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const STRAP_OK = { resistance: 4.2, voltage: -3.5, strap: 'connected', ground: 'connected', present: true };
const STRAP_BROKEN = { strap: 'disconnected', ground: 'connected', present: true };

describe.each(testDatabaseKinds())('ESD board, history and scan interlock on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let demoId: string;
  let ids: Record<string, string>;
  let client: MqttClient;

  /** Samples of gateway GW-F: channel 1 watches S1, channel 2 watches S2 (stored once acknowledged). */
  const publish = (...samples: Record<string, unknown>[]) =>
    client.publishAsync(deviceTopic('demo', 'GW-F', 'esd'), JSON.stringify({ samples }), { qos: 1 });
  const scanAt = (station: string, serial: string, language?: string) =>
    api.call(scanApi.passing, {
      body: {
        clientScanId: randomUUID(),
        stationId: ids[station]!,
        processId: ids.PA!,
        workOrderId: ids.order!,
        serial,
      },
      language,
    });
  const eventsOf = (serial: string) =>
    t.server.db.system(async (tx) => {
      const [row] = await tx
        .select({ n: count() })
        .from(scanEvents)
        .where(and(eq(scanEvents.tenantId, demoId), eq(scanEvents.serial, serial)));
      return Number(row?.n ?? 0);
    });
  const setInterlock = async (value: 'true' | 'false') => {
    const [param] = (await api.ok(sysParamApi.page, { query: { code: ESD_INTERLOCK_PARAMETER } })).rows;
    expect(param?.value).toBeDefined();
    const { id, name, code, category, remark, sort } = param!;
    await api.ok(sysParamApi.edit, { body: { id, name, code, category, remark, sort, value } });
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    api = routeClient(t, { token: (await t.login('admin')).token });
    demoId = await tenantIdOf(t.server.db, 'demo');
    ids = await oneStepLine(api, 'EF', ['PA'], ['S1', 'S2', 'S3']);
    ids.gateway = await t.server.db.tenant(demoId, async (tx) => {
      const [row] = await tx
        .insert(gateways)
        .values({ tenantId: demoId, code: 'GW-F', name: 'GW-F', type: 'esd', token: 'GW-F-token', lineId: ids.line })
        .returning({ id: gateways.id });
      return row!.id;
    });
    ids.strap = (
      await api.ok(esdCollectorTypeApi.add, {
        body: {
          code: 'EF-WS',
          name: 'Wrist strap',
          kind: 'wristStrap',
          resistanceLower: 0.75,
          resistanceUpper: 35,
          voltageLower: -35,
          voltageUpper: 35,
          warningThreshold: 1,
        },
      })
    ).id;
    for (const [code, station, address] of [
      ['EF-C1', 'S1', 1],
      ['EF-C2', 'S2', 2],
    ] as const) {
      ids[code] = (
        await api.ok(esdCollectorApi.add, {
          body: {
            code,
            name: code,
            typeId: ids.strap,
            gatewayId: ids.gateway,
            address,
            lineId: ids.line!,
            stationId: ids[station]!,
          },
        })
      ).id;
    }
    client = await mqtt.connectAsync(`mqtt://127.0.0.1:${t.server.devices.port()}`, {
      username: 'demo/GW-F',
      password: 'GW-F-token',
      reconnectPeriod: 0,
    });
    await publish({ channel: 1, ...STRAP_OK }, { channel: 2, ...STRAP_BROKEN });
  }, 120_000);
  afterAll(async () => {
    await client?.endAsync();
    await t?.close();
  });

  it("shows every workstation of the line with its collectors' worst state, values and counts", async () => {
    const board = await api.ok(esdFloorApi.board, { query: { lineId: ids.line! } });
    expect(board.line.id).toBe(ids.line);
    const byCode = Object.fromEntries(board.stations.map((station) => [station.code, station]));
    expect(Object.keys(byCode).sort()).toEqual(['EF-S1', 'EF-S2', 'EF-S3']);
    expect(byCode['EF-S1']).toMatchObject({ state: 'normal', collectors: [{ code: 'EF-C1', resistance: 4.2 }] });
    expect(byCode['EF-S1']!.since).toBeTruthy();
    expect(byCode['EF-S2']).toMatchObject({ state: 'groundDisconnected' });
    // A workstation no collector watches has no state and is not counted.
    expect(byCode['EF-S3']).toMatchObject({ state: null, since: null, collectors: [] });
    expect(board.counts).toEqual({ normal: 1, abnormal: 0, groundDisconnected: 1, offDuty: 0, offline: 0 });
  });

  it("draws a collector's series over the spec's ranges, its trend, and pages and exports its readings", async () => {
    const series = await api.ok(esdFloorApi.series, {
      query: { collectorId: ids['EF-C1']!, metric: 'resistance', minutes: '60' },
    });
    expect(series.collector.code).toBe('EF-C1');
    expect(series.points.map((point) => point.mean)).toContain(4.2);
    const trend = await api.ok(esdFloorApi.trend, { query: { collectorId: ids['EF-C1']!, metric: 'voltage' } });
    expect(trend.points).toHaveLength(1);
    expect(trend.points[0]).toMatchObject({ min: -3.5, max: -3.5, count: 1 });
    // Only the ranges of spec 001 §9.
    const offRange = await api.call(esdFloorApi.series, {
      query: { collectorId: ids['EF-C1']!, metric: 'resistance', minutes: '2' },
    });
    expect(offRange.status).toBe(400);

    const range = { collectorId: ids['EF-C1']!, startDate: day(-1), endDate: day(1) };
    const page = await api.ok(esdFloorApi.readings, { query: { ...range, sortField: 'value', sortOrder: 'ascend' } });
    expect(page.rows.map((row) => [row.metric, row.value])).toEqual([
      ['voltage', -3.5],
      ['resistance', 4.2],
    ]);
    const resistance = await api.ok(esdFloorApi.readings, { query: { ...range, metric: 'resistance' } });
    expect(resistance.totalRows).toBe(1);
    const tooLong = await api.call(esdFloorApi.readings, {
      query: { ...range, startDate: day(-40) },
      language: 'zh-CN',
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('31');

    const exported = await fetch(
      `${t.baseUrl}/api/esd/history/export?collectorId=${ids['EF-C1']}&startDate=${day(-1)}&endDate=${day(1)}`,
      { headers: { authorization: `Bearer ${(await t.login('admin')).token}` } },
    );
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('spreadsheet');
  });

  it('keeps the ESD state on every scan event, and refuses scans while the interlock is on and the strap is broken', async () => {
    // Off by default: the scan goes through and its event keeps the workstation's state.
    expect((await scanAt('S2', 'EF-001')).status).toBe(200);
    const first = await api.ok(traceApi.product, { query: { serial: 'EF-001' } });
    expect(first.events.map((event) => event.esd)).toEqual(['groundDisconnected']);

    await setInterlock('true');
    const refused = await scanAt('S2', 'EF-002', 'zh-CN');
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.message).toContain('静电联锁');
    expect(await eventsOf('EF-002')).toBe(0);
    // A workstation nobody watches is not held up (it has no ESD state to keep either).
    expect((await scanAt('S3', 'EF-003')).status).toBe(200);
    const unwatched = await api.ok(traceApi.product, { query: { serial: 'EF-003' } });
    expect(unwatched.events.map((event) => event.esd)).toEqual([null]);

    await publish({ channel: 2, ...STRAP_OK });
    const accepted = await scanAt('S2', 'EF-002');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const built = await api.ok(traceApi.product, { query: { serial: 'EF-002' } });
    expect(built.events.map((event) => event.esd)).toEqual(['normal']);
    await setInterlock('false');
  });

  it("keeps enterprises apart and checks each route's permission", async () => {
    const otherId = await createTenant(t.server.db, { code: 'esd_floor_other' }, ['system', 'monitor']);
    await createUser(t.server.db, otherId, { account: 'esd_floor_other', adminType: AdminType.ENTERPRISE_ADMIN });
    const other = (await t.login('esd_floor_other')).token;
    expect((await api.call(esdFloorApi.board, { query: { lineId: ids.line! }, as: other })).status).toBe(404);
    const theirSeries = await api.call(esdFloorApi.series, {
      query: { collectorId: ids['EF-C1']!, metric: 'resistance', minutes: '5' },
      as: other,
    });
    expect(theirSeries.status).toBe(404);

    const userId = await createUser(t.server.db, demoId, { account: 'esd_floor_plain' });
    await grantPermissions(t.server, demoId, userId, ['esd:kanban:page']);
    const plain = (await t.login('esd_floor_plain')).token;
    expect((await api.call(esdFloorApi.board, { query: { lineId: ids.line! }, as: plain })).status).toBe(200);
    const denied = await api.call(esdFloorApi.trend, {
      query: { collectorId: ids['EF-C1']!, metric: 'resistance' },
      as: plain,
    });
    expect(denied.status).toBe(403);
  });
});
