import {
  counterGatewayApi,
  DEVICE_SILENT_OFFLINE_SECONDS,
  deviceTopic,
  deviceUsername,
  gatewayEnrolmentApi,
  unassignedGatewayApi,
} from '@takt/contracts';
import { and, eq } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { tenantIdOf } from '../../test-support/fixtures.js';
import { connectHub } from '../../test-support/hub-client.js';
import { productionLine } from '../../test-support/production-line.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { GatewayPresence } from './gateway-presence.js';
import { type AndonButtonEvent, GatewayReadings } from './gateway-readings.js';
import { gatewayChannels, gateways } from './gateways.table.js';

const TENANT = 'demo';
/** Presence follows the broker's session events, which come after the connection: waited for, never timed. */
const EVENTUALLY = { timeout: 20_000, interval: 50 };

describe.each(testDatabaseKinds())('gateways on the device bus (%s)', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let tenantId: string;
  let ids: Record<string, string>;
  const clients: MqttClient[] = [];
  const connect = async (code: string, password: string) => {
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${t.server.devices.port()}`, {
      username: deviceUsername(TENANT, code),
      password,
      reconnectPeriod: 0,
    });
    clients.push(client);
    return client;
  };
  const publish = (client: MqttClient, code: string, kind: 'heartbeat' | 'counter' | 'andon', payload: unknown) =>
    client.publishAsync(deviceTopic(TENANT, code, kind), JSON.stringify(payload), { qos: 1 });
  const unassigned = async (code: string) =>
    (await api.ok(unassignedGatewayApi.page, { query: { code } })).rows.find((row) => row.code === code);

  beforeAll(async () => {
    t = await startTestServer(kind);
    api = routeClient(t, { token: (await t.login('admin')).token });
    tenantId = await tenantIdOf(t.server.db, TENANT);
    ids = await productionLine(api, 'GWB', { processes: ['P1'], stations: ['S1', 'S2'], order: false });
  }, 120_000);
  afterAll(async () => {
    for (const client of clients) await client.endAsync(true).catch(() => undefined);
    await t.close();
  });

  it('registers an unknown gateway signing in with the enrolment key as unassigned; assigned, it signs in with its token', async () => {
    const { key } = await api.ok(gatewayEnrolmentApi.get);
    await expect(connect('NEWBOX', 'not-the-key')).rejects.toThrow();
    expect(await unassigned('NEWBOX')).toBeUndefined();

    const box = await connect('NEWBOX', key);
    await publish(box, 'NEWBOX', 'heartbeat', { firmware: 'v2.1', channels: 3 });
    const registered = await unassigned('NEWBOX');
    expect(registered).toMatchObject({ type: 'unassigned', firmware: 'v2.1', channels: 3, online: true });
    expect(registered?.lastSeenAt).not.toBeNull();

    // Assigned, it is told its type and token on its command topic.
    await box.subscribeAsync(deviceTopic(TENANT, 'NEWBOX', 'command'), { qos: 1 });
    const told = new Promise<unknown>((resolve) =>
      box.once('message', (_topic, payload) => resolve(JSON.parse(`${payload}`))),
    );
    const assigned = await api.ok(unassignedGatewayApi.assign, {
      body: { id: registered!.id, type: 'counter', name: 'Line counter', lineId: ids.line, channels: 3 },
    });
    expect(await told).toEqual({ type: 'assigned', data: { type: 'counter', token: assigned.token } });
    await api.ok(counterGatewayApi.allot, { body: { id: assigned.id } });
    await box.endAsync();

    await expect(connect('NEWBOX', key)).rejects.toThrow();
    await expect(connect('NEWBOX', 'wrong-token')).rejects.toThrow();
    const counter = await connect('NEWBOX', assigned.token);
    await publish(counter, 'NEWBOX', 'counter', {
      counts: [
        { channel: 1, count: 5 },
        { channel: 2, count: 3 },
      ],
    });
    await publish(counter, 'NEWBOX', 'counter', { counts: [{ channel: 1, count: 2 }] });
    const view = await api.ok(counterGatewayApi.channels, { query: { id: assigned.id } });
    expect(view.channels.map((channel) => [channel.stationCode, channel.todayCount])).toEqual([
      ['GWB-S1', 7],
      ['GWB-S2', 3],
      [null, 0],
    ]);
    await counter.endAsync();
  });

  it('follows connect and disconnect, and a silent gateway goes offline (told over the hub)', async () => {
    const gateway = await api.ok(counterGatewayApi.add, { body: { code: 'PRESENCE', name: 'Presence', channels: 1 } });
    const online = async () => (await api.ok(counterGatewayApi.detail, { query: { id: gateway.id } })).online;
    const client = await connect('PRESENCE', gateway.token);
    await vi.waitFor(async () => expect(await online()).toBe(true), EVENTUALLY);
    expect((await api.ok(counterGatewayApi.detail, { query: { id: gateway.id } })).connectedAt).not.toBeNull();
    await client.endAsync();
    await vi.waitFor(async () => expect(await online()).toBe(false), EVENTUALLY);

    const again = await connect('PRESENCE', gateway.token);
    await publish(again, 'PRESENCE', 'heartbeat', {});
    expect(await online()).toBe(true);
    // Silent for longer than DEVICE_SILENT_OFFLINE_SECONDS (the clock moved on): offline, and the pages are told.
    const hub = connectHub(t.baseUrl, { token: api.token });
    await hub.opened();
    const later = new Date(Date.now() + (DEVICE_SILENT_OFFLINE_SECONDS + 1) * 1000);
    expect(await new GatewayPresence(t.server.db, t.server.hub).markSilentOffline(later)).toBeGreaterThanOrEqual(1);
    expect(await online()).toBe(false);
    for (;;) {
      const frame = await hub.nextFrame();
      if (frame.event !== 'DeviceUpdate') continue;
      const data = frame.data as { id: string; online: boolean };
      if (data.id !== gateway.id || data.online) continue;
      expect(frame.data).toMatchObject({ area: 'gateway', id: gateway.id, online: false });
      break;
    }
    hub.close();
    await again.endAsync();
  });

  it('stores andon buttons as readings and tells listeners the workstation after commit', async () => {
    const [row] = await t.server.db.tenant(tenantId, (tx) =>
      tx
        .insert(gateways)
        .values({
          tenantId,
          code: 'ANDON-T',
          name: 'Andon',
          type: 'andon',
          lineId: ids.line,
          channels: 2,
          token: 'andon-token-0123456789',
        })
        .returning(),
    );
    await t.server.db.tenant(tenantId, (tx) =>
      tx.insert(gatewayChannels).values({ tenantId, gatewayId: row!.id, channel: 2, stationId: ids.S2! }),
    );
    const box = await connect('ANDON-T', 'andon-token-0123456789');
    await publish(box, 'ANDON-T', 'andon', { channel: 2, button: 3 });
    const from = new Date(Date.now() - 60_000);
    const points = await t.server.devices.readings.series(tenantId, {
      sourceId: row!.id,
      metric: 'ch2.button3',
      from,
      to: new Date(Date.now() + 60_000),
    });
    expect(points.map((point) => point.max)).toEqual([1]);
    await box.endAsync();

    // The hook the andon area listens on, fed a stored batch.
    const readings = new GatewayReadings(t.server.db, t.server.devices.readings);
    const heard: AndonButtonEvent[] = [];
    readings.onAndonButton(async (event) => {
      heard.push(event);
    });
    const at = new Date();
    const client = { tenantId, tenantCode: TENANT, clientCode: 'ANDON-T', kind: 'gateway', id: row!.id };
    await t.server.db.tenant(tenantId, async (tx) => {
      await readings.andon(tx, tenantId, [
        { client, kind: 'andon', payload: { channel: 2, button: 1, action: 'press' }, at, receivedAt: at },
      ]);
      expect(heard).toEqual([]);
    });
    await vi.waitFor(() => expect(heard).toHaveLength(1), EVENTUALLY);
    expect(heard[0]).toEqual({
      tenantId,
      gatewayId: row!.id,
      channel: 2,
      stationId: ids.S2,
      button: 1,
      action: 'press',
      at,
    });
    const stored = await t.server.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(gateways)
        .where(and(eq(gateways.tenantId, tenantId), eq(gateways.id, row!.id))),
    );
    expect(stored[0]?.lastSeenAt).not.toBeNull();
  });
});
