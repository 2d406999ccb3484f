import {
  AdminType,
  deviceTopic,
  environDeviceApi,
  IOT_DEVICE_NAME_MAX,
  type IotDevice,
  iotDataApi,
  iotDeviceApi,
  iotDriverApi,
} from '@takt/contracts';
import { sql } from 'drizzle-orm';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/table-rows.js';
import { closed } from '../../platform/devices/device-bus.test-support.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { gateways } from '../gateways/gateways.table.js';
import { DEMO_DRIVER } from './iot.demo.js';
import { IotIngest } from './iot-ingest.js';

describe.each(testDatabaseKinds())('IoT devices, drivers and data on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let other: string;
  let driverId: string;
  let meter: IotDevice;
  /** The last hour as of the call (a reading without a time of its own is stamped when it arrives). */
  const lastHour = () => ({
    from: new Date(Date.now() - 3_600_000).toISOString(),
    to: new Date(Date.now() + 60_000).toISOString(),
  });

  const connect = (code: string, token: string) =>
    mqtt.connectAsync(`mqtt://127.0.0.1:${t.server.devices.port()}`, {
      username: `demo/${code}`,
      password: token,
      reconnectPeriod: 0,
    });
  const storedFor = async (deviceId: string) =>
    rowsOf<{ n: number }>(
      await t.server.db.system((tx) =>
        tx.execute(sql`select count(*)::int as n from device_readings where source_id = ${deviceId}`),
      ),
    )[0]?.n;

  beforeAll(async () => {
    t = await startTestServer(kind);
    api = routeClient(t, { token: (await t.login('admin')).token });
    const otherId = await createTenant(t.server.db, { code: 'iot_other' }, ['system', 'iot']);
    await createUser(t.server.db, otherId, { account: 'iot_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    other = (await t.login('iot_admin')).token;
    driverId = (await api.ok(iotDriverApi.add, { body: { ...DEMO_DRIVER, code: 'PM' } })).id;
    meter = await api.ok(iotDeviceApi.add, {
      body: { code: 'pm-01', name: 'Spindle 1', type: 'Power meter', driverId },
    });
  }, 120_000);
  afterAll(() => t?.close());

  it('tests a mapping on a sample payload with the ingest’s code', async () => {
    const tested = await api.ok(iotDriverApi.test, {
      body: { mapping: DEMO_DRIVER.mapping, sample: '{"v":{"a":230.1},"i":12.3,"temp_c10":412}' },
    });
    expect(tested.readings.map((r) => [r.metric, r.value, r.unit])).toEqual([
      ['voltage', 230.1, 'V'],
      ['current', 12.3, 'A'],
      ['temperature', 41.2, '°C'],
    ]);
    const partial = await api.ok(iotDriverApi.test, { body: { mapping: DEMO_DRIVER.mapping, sample: '{"i":"7.5"}' } });
    expect(partial.readings.map((r) => r.value)).toEqual([null, 7.5, null]);
    const notJson = await api.call(iotDriverApi.test, { body: { mapping: DEMO_DRIVER.mapping, sample: '[1,2' } });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toBe('The sample payload is not a JSON object');
  });

  it('refuses bad paths, metric names and metrics mapped twice, in the reader’s language', async () => {
    const row = { metric: 'voltage', label: 'Voltage', unit: 'V', path: '$.v.a' };
    const badPath = await api.call(iotDriverApi.add, {
      body: { code: 'BAD', name: 'Bad', mapping: [row, { ...row, metric: 'x', path: '$..a' }] },
      language: 'zh-CN',
    });
    expect(badPath.status).toBe(400);
    expect(badPath.body.message).toBe("映射第 2 行：$..a 不是驱动可读取的路径（请写成 $.a.b、$.a[0].b 或 $['x y']）");
    const start = await api.call(iotDriverApi.test, { body: { mapping: [{ ...row, path: 'v.a' }], sample: '{}' } });
    expect(start.body.message).toBe('Mapping row 1: v.a is not a path a driver reads (it must start with $)');
    const twice = await api.call(iotDriverApi.add, { body: { code: 'BAD', name: 'Bad', mapping: [row, row] } });
    expect(twice.body.message).toBe('Mapping row 2: the metric voltage is mapped already');
    const metric = await api.call(iotDriverApi.add, {
      body: { code: 'BAD', name: 'Bad', mapping: [{ ...row, metric: 'volt age' }] },
    });
    expect(metric.status).toBe(400);
    expect(metric.body.message).toContain('mapping.0.metric');
    expect((await api.ok(iotDriverApi.page, { query: { code: 'BAD' } })).totalRows).toBe(0);
  });

  it('adds a device with a token; its name is at most 20 characters and its code no gateway’s', async () => {
    expect(meter).toMatchObject({ code: 'pm-01', driverCode: 'PM', enabled: true, online: false, lastSeenAt: null });
    expect(meter.token.length).toBeGreaterThanOrEqual(32);
    const long = await api.call(iotDeviceApi.add, {
      body: { code: 'pm-x', name: 'N'.repeat(IOT_DEVICE_NAME_MAX + 1), driverId },
    });
    expect(long.status).toBe(400);
    const demoId = await tenantIdOf(t.server.db, 'demo');
    await t.server.db.tenant(demoId, (tx) =>
      tx.insert(gateways).values({ tenantId: demoId, code: 'gw-iot', name: 'gw', token: 'gw-token' }),
    );
    const taken = await api.call(iotDeviceApi.add, { body: { code: 'gw-iot', name: 'Clash', driverId } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(
      'The code gw-iot already names another gateway or device of this enterprise (MQTT client codes are unique)',
    );
    // The same across every kind of client: a sensor may not take a gateway's code either.
    const sensor = await api.call(environDeviceApi.add, { body: { code: 'gw-iot', name: 'Clash' } });
    expect(sensor.status).toBe(409);
    const inUse = await api.call(iotDriverApi.delete, { body: { id: driverId } });
    expect(inUse.status).toBe(409);
  });

  it('stores telemetry as readings through the driver, visible through the data routes', async () => {
    const client = await connect('pm-01', meter.token);
    const at = new Date(Date.now() - 60_000).toISOString();
    await client.publishAsync(
      deviceTopic('demo', 'pm-01', 'telemetry'),
      JSON.stringify({ at, v: { a: 230.1 }, i: 12.3, temp_c10: 412 }),
      { qos: 1 },
    );
    // No temperature in this one: counted as missing, the others stored.
    await client.publishAsync(deviceTopic('demo', 'pm-01', 'telemetry'), JSON.stringify({ v: { a: 231 }, i: 'n/a' }), {
      qos: 1,
    });
    await client.endAsync();
    const hour = lastHour();

    const latest = await api.ok(iotDataApi.latest, { query: { deviceId: meter.id } });
    expect(latest.values.map((v) => [v.metric, v.value, v.unit])).toEqual([
      ['voltage', 231, 'V'],
      ['current', 12.3, 'A'],
      ['temperature', 41.2, '°C'],
    ]);
    expect(latest.missingCount).toBe(2);
    expect(latest.lastSeenAt).not.toBeNull();
    const device = await api.ok(iotDeviceApi.detail, { query: { id: meter.id } });
    expect(device).toMatchObject({ missingCount: 2 });

    const series = await api.ok(iotDataApi.series, { query: { deviceId: meter.id, metric: 'temperature', ...hour } });
    expect(series.resolution).toBe('raw');
    expect(series.points.map((p) => p.mean)).toEqual([41.2]);
    const week = await api.ok(iotDataApi.series, {
      query: {
        deviceId: meter.id,
        metric: 'voltage',
        from: new Date(Date.now() - 7 * 86_400_000).toISOString(),
        to: hour.to,
      },
    });
    expect(week.resolution).toBe('hour');
    expect(week.points.reduce((sum, p) => sum + p.count, 0)).toBe(2);

    const readings = await api.ok(iotDataApi.readings, { query: { deviceId: meter.id, ...hour, pageSize: 2 } });
    expect(readings.totalRows).toBe(4);
    expect(readings.rows).toHaveLength(2);
    // Newest first: the second message's voltage, then the first message's readings.
    expect(readings.rows[0]).toMatchObject({ metric: 'voltage', value: 231 });
    const onlyVoltage = await api.ok(iotDataApi.readings, {
      query: { deviceId: meter.id, metric: 'voltage', ...hour },
    });
    expect(onlyVoltage.rows.map((r) => r.value)).toEqual([231, 230.1]);

    const file = await fetch(
      `${t.baseUrl}/api/iot_data/export?deviceId=${meter.id}&from=${encodeURIComponent(hour.from)}&to=${encodeURIComponent(hour.to)}`,
      { headers: { authorization: `Bearer ${api.token}` } },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');

    const tooLong = await api.call(iotDataApi.series, {
      query: { deviceId: meter.id, metric: 'voltage', from: '2026-01-01T00:00:00Z', to: '2026-03-01T00:00:00Z' },
    });
    expect(tooLong.status).toBe(400);
  });

  it('counts malformed telemetry on the bus and stores nothing', async () => {
    const before = t.server.devices.stats().malformed;
    const stored = await storedFor(meter.id);
    const client = await connect('pm-01', meter.token);
    await client.publishAsync(deviceTopic('demo', 'pm-01', 'telemetry'), '{"v": ', { qos: 1 });
    await client.publishAsync(deviceTopic('demo', 'pm-01', 'telemetry'), '[1, 2]', { qos: 1 });
    await client.endAsync();
    expect(t.server.devices.stats().malformed).toBe(before + 2);
    expect(await storedFor(meter.id)).toBe(stored);
  });

  it('signs a device out when disabled or given a new token, and refuses the old token or a disabled device', async () => {
    const spare = await api.ok(iotDeviceApi.add, { body: { code: 'pm-02', name: 'Spindle 2', driverId } });
    const session = await connect('pm-02', spare.token);
    const signedOut = closed(session);
    expect((await api.ok(iotDeviceApi.disable, { body: { id: spare.id } })).enabled).toBe(false);
    await signedOut;
    await session.endAsync(true);
    await expect(connect('pm-02', spare.token)).rejects.toThrow();
    await api.ok(iotDeviceApi.enable, { body: { id: spare.id } });
    const old = await connect('pm-02', spare.token);
    const oldSignedOut = closed(old);
    const renewed = await api.ok(iotDeviceApi.newToken, { body: { id: spare.id } });
    expect(renewed.token).not.toBe(spare.token);
    await oldSignedOut;
    await old.endAsync(true);
    await expect(connect('pm-02', spare.token)).rejects.toThrow();
    await (await connect('pm-02', renewed.token)).endAsync();
  });

  it('marks silent devices offline', async () => {
    const demoId = await tenantIdOf(t.server.db, 'demo');
    await t.server.db.tenant(demoId, (tx) =>
      tx.execute(sql`update iot_devices set online = true, last_seen_at = now() - interval '10 minutes'
        where tenant_id = ${demoId} and id = ${meter.id}`),
    );
    expect((await api.ok(iotDeviceApi.detail, { query: { id: meter.id } })).online).toBe(true);
    const [job] = new IotIngest(t.server.db, t.server.devices, t.server.hub).jobs();
    expect(job?.name).toBe('iot.mark-offline');
    expect(await job?.run({ due: new Date(), signal: new AbortController().signal, log: t.server.app.log })).toMatch(
      /^Marked [1-9]\d* devices offline$/,
    );
    expect((await api.ok(iotDeviceApi.detail, { query: { id: meter.id } })).online).toBe(false);
  });

  it('keeps enterprises apart and checks every route’s permission', async () => {
    const hour = lastHour();
    expect((await api.ok(iotDeviceApi.page, { as: other })).totalRows).toBe(0);
    expect((await api.call(iotDeviceApi.detail, { query: { id: meter.id }, as: other })).status).toBe(404);
    expect((await api.call(iotDataApi.latest, { query: { deviceId: meter.id }, as: other })).status).toBe(404);
    expect((await api.call(iotDataApi.readings, { query: { deviceId: meter.id, ...hour }, as: other })).status).toBe(
      404,
    );
    const foreign = await api.call(iotDeviceApi.add, { body: { code: 'x', name: 'x', driverId }, as: other });
    expect(foreign.status).toBe(400);

    const demoId = await tenantIdOf(t.server.db, 'demo');
    const userId = await createUser(t.server.db, demoId, { account: 'iot_plain' });
    await grantPermissions(t.server, demoId, userId, ['iot:device:page']);
    const plain = (await t.login('iot_plain')).token;
    expect((await api.call(iotDeviceApi.page, { as: plain })).status).toBe(200);
    for (const [route, options] of [
      [iotDeviceApi.add, { body: { code: 'P', name: 'P', driverId } }],
      [iotDeviceApi.disable, { body: { id: meter.id } }],
      [iotDeviceApi.newToken, { body: { id: meter.id } }],
      [iotDriverApi.page, {}],
      [iotDriverApi.test, { body: { mapping: DEMO_DRIVER.mapping, sample: '{}' } }],
      [iotDataApi.latest, { query: { deviceId: meter.id } }],
    ] as const) {
      const denied = await api.call(route, { ...options, as: plain } as never);
      expect(denied.status, route.path).toBe(403);
    }
  });
});
