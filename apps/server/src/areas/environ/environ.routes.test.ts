import {
  AdminType,
  DEVICE_SILENT_OFFLINE_SECONDS,
  deviceTopic,
  environAlarmApi,
  environDeviceApi,
  environDeviceTokenApi,
  environHistoryApi,
  environValueConfigApi,
} from '@takt/contracts';
import { sql } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSimulator } from '../../../../../scripts/simulate/run.js';
import type { Server } from '../../app.js';
import { rowsOf } from '../../platform/db/table-rows.js';
import { closed } from '../../platform/devices/device-bus.test-support.js';
import { TEST_PASSWORD, testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { serverOn, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { environJobs } from './environ-presence.js';

const LIMITS = {
  temperatureLower: 18,
  temperatureUpper: 28,
  humidityLower: 30,
  humidityUpper: 70,
  delaySeconds: 60,
  temperatureHysteresis: 1,
  humidityHysteresis: 2,
};

/** Alarm list dates around now, whatever the reader's time zone. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const days = { startDate: day(-1), endDate: day(1) };

/** Sample times an hour ago, `seconds` apart: the device's clock, so no test waits. */
const base = Date.now() - 3_600_000;
const at = (seconds: number) => new Date(base + seconds * 1000).toISOString();

describe.each(testDatabaseKinds())('temperature and humidity on %s', (kind) => {
  let t: TestServer;
  let server: Server;
  let api: RouteClient;
  let demoCode: string;
  const clients: MqttClient[] = [];

  const connect = async (code: string, token: string, tenantCode = demoCode) => {
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${server.devices.port()}`, {
      username: `${tenantCode}/${code}`,
      password: token,
      reconnectPeriod: 0,
    });
    clients.push(client);
    return client;
  };
  const publish = (client: MqttClient, code: string, payload: object, tenantCode = demoCode) =>
    client.publishAsync(deviceTopic(tenantCode, code, 'environ'), JSON.stringify(payload), { qos: 1 });
  const alarmsOf = async (deviceId: string) =>
    (
      await api.ok(environAlarmApi.page, {
        query: { deviceId, ...days },
      })
    ).rows;

  beforeAll(async () => {
    t = await startTestServer(kind);
    server = t.server;
    api = routeClient(t, { token: (await t.login('admin')).token });
    demoCode = 'demo';
  }, 60_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.endAsync(true).catch(() => {})));
    await server.close();
    await t.database.drop();
  });

  it('adds a sensor with a token; its published sample is stored, shown in history and on its card', async () => {
    const device = await api.ok(environDeviceApi.add, { body: { code: 'TH-T1', name: 'Test room', location: 'Lab' } });
    expect(device.token).toMatch(/^[\w-]{32}$/);
    await api.ok(environValueConfigApi.save, { body: { deviceId: device.id, ...LIMITS } });
    const client = await connect('TH-T1', device.token);
    await publish(client, 'TH-T1', { at: at(0), temperature: 23.5, humidity: 45 });

    const series = await api.ok(environHistoryApi.series, {
      query: { deviceId: device.id, from: at(-60), to: at(60) },
    });
    expect(series.resolution).toBe('raw');
    expect(series.temperature.map((p) => p.mean)).toEqual([23.5]);
    expect(series.humidity.map((p) => p.mean)).toEqual([45]);
    const readings = await api.ok(environHistoryApi.readings, {
      query: { deviceId: device.id, from: at(-60), to: at(60) },
    });
    expect(readings.rows).toEqual([{ at: at(0), temperature: 23.5, humidity: 45 }]);
    const trend = await api.ok(environHistoryApi.trend, { query: { deviceId: device.id } });
    expect(trend.temperature.map((p) => [p.min, p.max])).toEqual([[23.5, 23.5]]);
    const card = (await api.ok(environHistoryApi.current)).find((row) => row.id === device.id);
    expect(card).toMatchObject({ online: true, temperature: 23.5, humidity: 45, openAlarms: 0, limits: LIMITS });
    expect(card).not.toHaveProperty('token');

    const tooLong = await api.call(environHistoryApi.readings, {
      query: { deviceId: device.id, from: new Date(base - 40 * 86_400_000).toISOString(), to: at(0) },
    });
    expect(tooLong.status).toBe(400);
  });

  it('opens an alarm only after the delay, keeps it while inside the hysteresis band, closes it when back', async () => {
    const device = await api.ok(environDeviceApi.add, { body: { code: 'TH-T2', name: 'Alarm room' } });
    await api.ok(environValueConfigApi.save, { body: { deviceId: device.id, ...LIMITS } });
    const client = await connect('TH-T2', device.token);
    const send = (second: number, temperature: number) =>
      publish(client, 'TH-T2', { at: at(100 + second), temperature, humidity: 50 });

    await send(0, 29);
    await send(30, 30);
    expect(await alarmsOf(device.id)).toEqual([]);
    // Back inside before the delay: the count starts again.
    await send(40, 27);
    await send(50, 29.5);
    await send(100, 29);
    expect(await alarmsOf(device.id)).toEqual([]);
    await send(111, 31);
    const [open] = await alarmsOf(device.id);
    expect(open).toMatchObject({
      metric: 'temperature',
      direction: 'high',
      limit: 28,
      peak: 31,
      startedAt: at(150),
      endedAt: null,
    });
    // Hovering around the limit inside the band (27 < value ≤ 28) neither ends it nor opens another.
    for (const [second, value] of [
      [120, 27.5],
      [130, 28.5],
      [140, 27.2],
      [150, 28.2],
    ] as const)
      await send(second, value);
    expect(await alarmsOf(device.id)).toMatchObject([{ id: open!.id, endedAt: null, peak: 31 }]);
    await send(200, 26.9);
    const [closed] = await alarmsOf(device.id);
    expect(closed).toMatchObject({ id: open!.id, startedAt: at(150), endedAt: at(300), durationSeconds: 150 });

    const low = { deviceId: device.id, metric: 'humidity' as const, state: 'open' as const };
    const none = await api.ok(environAlarmApi.page, {
      query: { ...low, ...days },
    });
    expect(none.totalRows).toBe(0);

    const handled = await api.ok(environAlarmApi.handle, { body: { id: open!.id, remark: 'Door left open' } });
    expect(handled).toMatchObject({ handledBy: 'admin', remark: 'Door left open' });
    const exported = await fetch(
      `${t.baseUrl}/api/environ_alarm/export?deviceId=${device.id}&startDate=${days.startDate}&endDate=${days.endDate}`,
      { headers: { authorization: `Bearer ${(await t.login('admin')).token}` } },
    );
    expect(exported.status).toBe(200);
  });

  it('keeps an open alarm and a running delay across a restart', async () => {
    const device = await api.ok(environDeviceApi.add, { body: { code: 'TH-T3', name: 'Restart room' } });
    await api.ok(environValueConfigApi.save, { body: { deviceId: device.id, ...LIMITS } });
    let client = await connect('TH-T3', device.token);
    await publish(client, 'TH-T3', { at: at(1000), temperature: 25, humidity: 20 });
    await publish(client, 'TH-T3', { at: at(1070), temperature: 25, humidity: 19 });
    const [humid] = await alarmsOf(device.id);
    expect(humid).toMatchObject({ metric: 'humidity', direction: 'low', peak: 19, endedAt: null });
    // Temperature out of range, its delay not passed yet when the server stops.
    await publish(client, 'TH-T3', { at: at(1080), temperature: 35, humidity: 21 });

    // Sensors first: the embedded broker's close waits for its connections (reported to the bus's owner).
    await Promise.all(clients.splice(0).map((open) => open.endAsync(true)));
    await server.close();
    server = await serverOn(t.database);
    // The same port: the test server's client keeps calling it.
    await server.app.listen({ port: Number(new URL(t.baseUrl).port), host: '127.0.0.1' });
    api = routeClient(t, { token: (await t.login('admin')).token });

    client = await connect('TH-T3', device.token);
    // Inside the humidity band (30 + 2): still the same alarm; the temperature's delay ran on.
    await publish(client, 'TH-T3', { at: at(1145), temperature: 36, humidity: 31 });
    const alarms = await alarmsOf(device.id);
    expect(alarms).toMatchObject([
      { metric: 'temperature', direction: 'high', startedAt: at(1080), peak: 36, endedAt: null },
      { id: humid!.id, metric: 'humidity', endedAt: null },
    ]);
    await publish(client, 'TH-T3', { at: at(1200), temperature: 24, humidity: 40 });
    expect((await alarmsOf(device.id)).map((alarm) => alarm.endedAt)).toEqual([at(1200), at(1200)]);
  });

  it('refuses limits with upper below lower, in the reader’s language, and keeps the old ones', async () => {
    const before = await api.ok(environValueConfigApi.list);
    const refused = await api.call(environValueConfigApi.save, {
      body: { ...LIMITS, humidityLower: 60, humidityUpper: 50 },
      language: 'zh-CN',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('湿度上限不能低于下限');
    const english = await api.call(environValueConfigApi.save, { body: { ...LIMITS, temperatureUpper: 10 } });
    expect(english.body.message).toBe('The temperature upper limit must not be below its lower limit');
    expect((await api.call(environValueConfigApi.save, { body: { ...LIMITS, delaySeconds: -1 } })).status).toBe(400);
    expect((await api.ok(environValueConfigApi.list)).defaults).toEqual(before.defaults);
    // Equal limits are allowed (upper not below lower).
    await api.ok(environValueConfigApi.save, { body: { ...LIMITS, temperatureLower: 22, temperatureUpper: 22 } });
    expect((await api.ok(environValueConfigApi.list)).defaults.temperatureUpper).toBe(22);
    await api.ok(environValueConfigApi.save, { body: before.defaults });
  });

  it('a sensor cannot publish into another enterprise’s topics; a new token or disabling signs it out and locks it out', async () => {
    const otherId = await createTenant(server.db, { code: 'environ_other' }, ['system', 'monitor']);
    await createUser(server.db, otherId, { account: 'environ_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    const other = (await t.login('environ_admin')).token;
    const theirs = await api.ok(environDeviceApi.add, { body: { code: 'TH-B', name: 'Theirs' }, as: other });
    const mine = await api.ok(environDeviceApi.add, { body: { code: 'TH-A', name: 'Mine' } });
    // The broker refuses the publish and drops the connection; nothing reaches the ingest.
    for (const [code, tenantCode] of [
      ['TH-B', 'environ_other'],
      ['TH-A', 'environ_other'],
      ['TH-B', demoCode],
    ]) {
      const client = await connect('TH-A', mine.token);
      const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
      client.publish(deviceTopic(tenantCode!, code!, 'environ'), JSON.stringify({ temperature: 99, humidity: 99 }), {
        qos: 1,
      });
      await closed;
    }
    const stored = rowsOf<{ n: number | string }>(
      await server.db.system((tx) =>
        tx.execute(sql`select count(*) as n from device_readings where tenant_id = ${otherId}`),
      ),
    );
    expect(Number(stored[0]?.n)).toBe(0);
    expect((await api.call(environDeviceApi.detail, { query: { id: theirs.id } })).status).toBe(404);
    expect((await api.ok(environDeviceApi.page, { as: other })).rows.map((row) => row.code)).toEqual(['TH-B']);
    // Their sensor's token does not sign in as ours.
    await expect(connect('TH-A', theirs.token)).rejects.toThrow();

    const renewed = await api.ok(environDeviceTokenApi, { body: { id: mine.id } });
    expect(renewed.token).not.toBe(mine.token);
    await expect(connect('TH-A', mine.token)).rejects.toThrow();
    // A live session ends when its token is renewed or its sensor disabled.
    const old = await connect('TH-A', renewed.token);
    const oldSignedOut = closed(old);
    const again = await api.ok(environDeviceTokenApi, { body: { id: mine.id } });
    await oldSignedOut;
    const live = await connect('TH-A', again.token);
    const liveSignedOut = closed(live);
    await api.ok(environDeviceApi.edit, { body: { id: mine.id, code: 'TH-A', name: 'Mine', enabled: false } });
    await liveSignedOut;
    await expect(connect('TH-A', again.token)).rejects.toThrow();
  });

  it('marks a sensor silent for three heartbeats offline (the job), one heard of late stays online', async () => {
    const silent = await api.ok(environDeviceApi.add, { body: { code: 'TH-SILENT', name: 'Silent' } });
    const heard = await api.ok(environDeviceApi.add, { body: { code: 'TH-HEARD', name: 'Heard' } });
    const due = new Date();
    const seenAgo = (seconds: number) => new Date(due.getTime() - seconds * 1000).toISOString();
    const demoId = await tenantIdOf(server.db, 'demo');
    for (const [id, seen] of [
      [silent.id, seenAgo(DEVICE_SILENT_OFFLINE_SECONDS + 1)],
      [heard.id, seenAgo(DEVICE_SILENT_OFFLINE_SECONDS - 1)],
    ] as const)
      await server.db.tenant(demoId, (tx) =>
        tx.execute(sql`update environ_devices set online = true, last_seen_at = ${seen}::timestamptz
          where tenant_id = ${demoId} and id = ${id}`),
      );
    const [job] = environJobs(server.db, server.hub);
    expect(job!.name).toBe('environ.mark-offline');
    expect(await job!.run({ due, signal: new AbortController().signal, log: server.app.log })).toMatch(
      /^Marked [1-9]\d* devices offline$/,
    );
    const online = async (id: string) => (await api.ok(environDeviceApi.detail, { query: { id } })).online;
    expect(await online(silent.id)).toBe(false);
    expect(await online(heard.id)).toBe(true);
  });

  it('the simulator’s hot room crosses the upper limit through the real broker', async () => {
    const device = await api.ok(environDeviceApi.add, { body: { code: 'TH-SIM', name: 'Simulated room' } });
    await api.ok(environValueConfigApi.save, { body: { deviceId: device.id, ...LIMITS, delaySeconds: 0 } });
    const stop = await startSimulator({
      base: t.baseUrl,
      account: 'admin',
      password: TEST_PASSWORD,
      parts: ['environ'],
      intervalSeconds: 0.05,
      fault: 'hot',
      log: () => {},
    });
    try {
      await vi.waitFor(
        async () => {
          const alarms = await alarmsOf(device.id);
          expect(alarms[0]).toMatchObject({ metric: 'temperature', direction: 'high', endedAt: null });
        },
        { timeout: 30_000, interval: 100 },
      );
    } finally {
      await stop();
    }
  });

  it('checks every route’s permission', async () => {
    const demoId = await tenantIdOf(server.db, 'demo');
    const userId = await createUser(server.db, demoId, { account: 'environ_viewer' });
    await grantPermissions(server, demoId, userId, ['environ:device:page', 'environ:alarm:page']);
    const viewer = (await t.login('environ_viewer')).token;
    expect((await api.call(environDeviceApi.page, { as: viewer })).status).toBe(200);
    const span = { from: at(0), to: at(60) };
    for (const [route, options] of [
      [environDeviceApi.add, { body: { code: 'X', name: 'X' } }],
      [environDeviceTokenApi, { body: { id: '1' } }],
      [environValueConfigApi.list, {}],
      [environValueConfigApi.save, { body: LIMITS }],
      [environAlarmApi.handle, { body: { id: '1' } }],
      [environHistoryApi.current, {}],
      [environHistoryApi.series, { query: { deviceId: '1', ...span } }],
    ] as const) {
      const answer = await api.call(route, { ...options, as: viewer } as never);
      expect(answer.status, route.path).toBe(403);
    }
    expect((await api.call(environAlarmApi.page, { query: days, as: viewer })).status).toBe(200);
    const tooLong = await api.call(environAlarmApi.page, { query: { startDate: day(-40), endDate: day(0) } });
    expect(tooLong.status).toBe(400);
  });
});
