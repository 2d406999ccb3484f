import {
  AdminType,
  andonGatewayApi,
  counterGatewayApi,
  deviceBusApi,
  esdGatewayApi,
  GATEWAY_CHANNEL_MAX,
  GATEWAY_NAME_MAX,
  gatewayEnrolmentApi,
  referenceApi,
  unassignedGatewayApi,
} from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { productionLine } from '../../test-support/production-line.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { gateways } from './gateways.table.js';

describe.each(testDatabaseKinds())('gateway pages on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let other: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await startTestServer(kind);
    api = routeClient(t, { token: (await t.login('admin')).token });
    const otherId = await createTenant(t.server.db, { code: 'gateways_other' }, ['system', 'mes', 'iot']);
    await createUser(t.server.db, otherId, { account: 'gateways_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    other = (await t.login('gateways_admin')).token;
    ids = await productionLine(api, 'GWR', {
      processes: ['P1'],
      stations: ['S1', 'S2', 'S3'],
      lines: 2,
      order: false,
    });
  }, 120_000);
  afterAll(() => t.close());

  it('adds a typed gateway with a token, lists it on its own page only, edits, renews the token and deletes', async () => {
    const added = await api.ok(andonGatewayApi.add, {
      body: { code: 'AB-1', name: 'Andon box 1', lineId: ids.line, channels: 2, remark: ' ' },
    });
    expect(added).toMatchObject({
      code: 'AB-1',
      type: 'andon',
      lineCode: 'GWR-L1',
      channels: 2,
      allotted: 0,
      online: false,
      lastSeenAt: null,
      remark: null,
    });
    expect(added.token.length).toBeGreaterThanOrEqual(32);

    const page = await api.ok(andonGatewayApi.page, { query: { code: 'ab', sortField: 'lastSeenAt' } });
    expect(page.rows.map((row) => row.code)).toEqual(['AB-1']);
    expect((await api.ok(counterGatewayApi.page, { query: { code: 'AB-1' } })).totalRows).toBe(0);
    expect((await api.ok(andonGatewayApi.page, { query: { online: 'true', code: 'AB-1' } })).totalRows).toBe(0);
    // Another type's page does not find it.
    expect((await api.call(counterGatewayApi.detail, { query: { id: added.id } })).status).toBe(404);
    expect((await api.call(counterGatewayApi.delete, { body: { id: added.id } })).status).toBe(404);
    const wrongType = await api.call(counterGatewayApi.edit, {
      body: { id: added.id, code: 'AB-1', name: 'x', channels: 1 },
    });
    expect(wrongType.status).toBe(404);

    const renewed = await api.ok(andonGatewayApi.token, { body: { id: added.id } });
    expect(renewed.token).not.toBe(added.token);
    const edited = await api.ok(andonGatewayApi.edit, {
      body: { id: added.id, code: 'AB-1', name: 'Andon box one', lineId: ids.line, channels: 3 },
    });
    expect(edited).toMatchObject({ name: 'Andon box one', channels: 3, token: renewed.token });

    const refs = await api.ok(referenceApi.options, { query: { kind: 'gateway', keyword: 'AB-1', limit: 5 } });
    expect(refs).toEqual([{ id: added.id, code: 'AB-1', name: 'Andon box one' }]);

    await api.ok(andonGatewayApi.delete, { body: { id: added.id } });
    expect((await api.call(andonGatewayApi.detail, { query: { id: added.id } })).status).toBe(404);
  });

  it('allots channels to the line’s workstations in order, edits them, and refuses what does not fit', async () => {
    const counter = await api.ok(counterGatewayApi.add, {
      body: { code: 'CT-1', name: 'Counter 1', lineId: ids.line, channels: 4 },
    });
    const allotted = await api.ok(counterGatewayApi.allot, { body: { id: counter.id } });
    expect(allotted.stations.map((station) => station.code)).toEqual(['GWR-S1', 'GWR-S2', 'GWR-S3']);
    expect(allotted.channels.map((channel) => [channel.channel, channel.stationCode, channel.todayCount])).toEqual([
      [1, 'GWR-S1', 0],
      [2, 'GWR-S2', 0],
      [3, 'GWR-S3', 0],
      [4, null, 0],
    ]);
    expect((await api.ok(counterGatewayApi.detail, { query: { id: counter.id } })).allotted).toBe(3);

    const saved = await api.ok(counterGatewayApi.saveChannels, {
      body: {
        id: counter.id,
        channels: [
          { channel: 4, stationId: ids.S1! },
          { channel: 1, stationId: null },
        ],
      },
    });
    expect(saved.channels.map((channel) => channel.stationCode)).toEqual([null, 'GWR-S2', 'GWR-S3', 'GWR-S1']);

    const outOfRange = await api.call(counterGatewayApi.saveChannels, {
      body: { id: counter.id, channels: [{ channel: 5, stationId: null }] },
      language: 'zh-CN',
    });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.message).toBe('通道 5 不在该网关的 4 个通道之内');
    const otherLineStation = await api.ok(esdGatewayApi.add, {
      body: { code: 'ESD-X', name: 'ESD', lineId: ids.line2, channels: 1 },
    });
    const offLine = await api.call(esdGatewayApi.saveChannels, {
      body: { id: otherLineStation.id, channels: [{ channel: 1, stationId: ids.S1! }] },
    });
    expect(offLine.status).toBe(400);
    const empty = await api.call(esdGatewayApi.allot, { body: { id: otherLineStation.id } });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toContain('ESD-X');
    const noLine = await api.ok(andonGatewayApi.add, { body: { code: 'AB-NL', name: 'No line', channels: 0 } });
    expect((await api.call(andonGatewayApi.allot, { body: { id: noLine.id } })).status).toBe(422);

    // A gateway that knows no channel count gets one per workstation; moving it to another line empties its channels.
    const fresh = await api.ok(andonGatewayApi.add, { body: { code: 'AB-2', name: 'Box 2', lineId: ids.line } });
    expect((await api.ok(andonGatewayApi.allot, { body: { id: fresh.id } })).channels).toHaveLength(3);
    const moved = await api.ok(andonGatewayApi.edit, {
      body: { id: fresh.id, code: 'AB-2', name: 'Box 2', lineId: ids.line2, channels: 3 },
    });
    expect(moved.allotted).toBe(0);
  });

  it('refuses bad input with 4xx and taken codes', async () => {
    await api.ok(esdGatewayApi.add, { body: { code: 'DUP', name: 'Dup' } });
    const taken = await api.call(counterGatewayApi.add, { body: { code: 'DUP', name: 'Other' } });
    expect(taken.status).toBe(409);
    for (const body of [
      { code: 'has space', name: 'x' },
      { code: 'a/b', name: 'x' },
      { code: 'OK', name: 'N'.repeat(GATEWAY_NAME_MAX + 1) },
      { code: 'OK', name: 'x', channels: GATEWAY_CHANNEL_MAX + 1 },
      { code: 'OK', name: 'x', lineId: '999999999' },
    ]) {
      const refused = await api.call(esdGatewayApi.add, { body: body as never });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await api.call(unassignedGatewayApi.assign, { body: { id: '1', type: 'unassigned' } as never })).status,
    ).toBe(400);
  });

  it('assigns an unassigned gateway and keeps the enrolment key per enterprise', async () => {
    const demoId = await tenantIdOf(t.server.db, 'demo');
    const [row] = await t.server.db.tenant(demoId, (tx) =>
      tx
        .insert(gateways)
        .values({ tenantId: demoId, code: 'NEW-1', name: 'NEW-1', token: 'unknown-token-value-0001' })
        .returning(),
    );
    const listed = await api.ok(unassignedGatewayApi.page, { query: { code: 'NEW-1' } });
    expect(listed.rows.map((gateway) => gateway.type)).toEqual(['unassigned']);
    const assigned = await api.ok(unassignedGatewayApi.assign, {
      body: { id: row!.id, type: 'counter', name: 'Counter new', lineId: ids.line, channels: 2 },
    });
    expect(assigned).toMatchObject({ type: 'counter', lineCode: 'GWR-L1', channels: 2 });
    expect((await api.ok(unassignedGatewayApi.page, { query: { code: 'NEW-1' } })).totalRows).toBe(0);
    expect(
      (await api.call(unassignedGatewayApi.assign, { body: { id: row!.id, type: 'andon', name: 'x' } })).status,
    ).toBe(404);

    const key = await api.ok(gatewayEnrolmentApi.get);
    // The connection facts the unassigned page shows beside the key.
    expect(await api.ok(deviceBusApi.status)).toMatchObject({
      mode: 'embedded',
      tenantCode: 'demo',
      webSocketPath: '/mqtt',
    });
    expect(await api.ok(gatewayEnrolmentApi.get)).toEqual(key);
    const theirs = await api.ok(gatewayEnrolmentApi.get, { as: other });
    expect(theirs.key).not.toBe(key.key);
    const renewed = await api.ok(gatewayEnrolmentApi.regenerate, { body: {} });
    expect(renewed.key).not.toBe(key.key);
    expect((await api.ok(gatewayEnrolmentApi.get)).key).toBe(renewed.key);
  });

  it('keeps enterprises apart and checks every route’s permission', async () => {
    const mine = await api.ok(andonGatewayApi.add, { body: { code: 'MINE', name: 'Mine', lineId: ids.line } });
    expect((await api.ok(andonGatewayApi.page, { as: other })).rows.map((row) => row.code)).not.toContain('MINE');
    for (const [route, options] of [
      [andonGatewayApi.detail, { query: { id: mine.id } }],
      [andonGatewayApi.channels, { query: { id: mine.id } }],
      [andonGatewayApi.allot, { body: { id: mine.id } }],
      [andonGatewayApi.token, { body: { id: mine.id } }],
      [andonGatewayApi.delete, { body: { id: mine.id } }],
      [unassignedGatewayApi.assign, { body: { id: mine.id, type: 'andon', name: 'x' } }],
    ] as const) {
      const refused = await api.call(route, { ...(options as object), as: other });
      expect(refused.status, route.path).toBe(404);
    }
    await api.ok(andonGatewayApi.add, { body: { code: 'MINE', name: 'Theirs' }, as: other });

    const demoId = await tenantIdOf(t.server.db, 'demo');
    const userId = await createUser(t.server.db, demoId, { account: 'gateways_plain' });
    await grantPermissions(t.server, demoId, userId, ['gateway:andon:page']);
    const plain = (await t.login('gateways_plain')).token;
    expect((await api.call(andonGatewayApi.page, { as: plain })).status).toBe(200);
    expect((await api.call(andonGatewayApi.channels, { query: { id: mine.id }, as: plain })).status).toBe(200);
    for (const [route, options] of [
      [andonGatewayApi.add, { body: { code: 'P', name: 'P' } }],
      [andonGatewayApi.edit, { body: { id: mine.id, code: 'P', name: 'P' } }],
      [andonGatewayApi.delete, { body: { id: mine.id } }],
      [andonGatewayApi.token, { body: { id: mine.id } }],
      [andonGatewayApi.allot, { body: { id: mine.id } }],
      [andonGatewayApi.saveChannels, { body: { id: mine.id, channels: [] } }],
      [esdGatewayApi.page, {}],
      [unassignedGatewayApi.page, {}],
      [unassignedGatewayApi.assign, { body: { id: mine.id, type: 'andon', name: 'x' } }],
      [gatewayEnrolmentApi.get, {}],
      [gatewayEnrolmentApi.regenerate, { body: {} }],
    ] as const) {
      const denied = await api.call(route, { ...(options as object), as: plain });
      expect(denied.status, route.path).toBe(403);
    }
  });
});
