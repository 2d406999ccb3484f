import { deviceTopic, iotDataApi, iotDeviceApi, iotDriverApi } from '@takt/contracts';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

describe.each(testDatabaseKinds())('the demo enterprise’s IoT devices on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;

  beforeAll(async () => {
    t = await startTestServer(kind, {
      env: { SEED_DEMO_DATA: 'true', SEED_DEMO_PRODUCTION: 'false' },
      overrides: { preparedNow: true },
    });
    api = routeClient(t, { token: (await t.login('admin')).token });
  }, 300_000);
  afterAll(() => t?.close());

  it('has the power-meter driver and two devices on the demo line, whose telemetry maps to V, A and °C', async () => {
    const drivers = await api.ok(iotDriverApi.page, { query: { code: 'PM-SPINDLE' } });
    expect(drivers.rows[0]?.mapping.map((row) => row.unit)).toEqual(['V', 'A', '°C']);
    const devices = await api.ok(iotDeviceApi.page, { query: { code: 'PM-ASM-L1' } });
    expect(devices.rows.map((row) => [row.code, row.lineName !== null, row.stationName !== null])).toEqual([
      ['PM-ASM-L1-01', true, true],
      ['PM-ASM-L1-02', true, true],
    ]);
    const device = devices.rows[0]!;
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${t.server.devices.port()}`, {
      username: `demo/${device.code}`,
      password: device.token,
      reconnectPeriod: 0,
    });
    await client.publishAsync(
      deviceTopic('demo', device.code, 'telemetry'),
      JSON.stringify({ v: { a: 230.1 }, i: 12.3, temp_c10: 412 }),
      { qos: 1 },
    );
    await client.endAsync();
    const latest = await api.ok(iotDataApi.latest, { query: { deviceId: device.id } });
    expect(latest.values.map((value) => [value.metric, value.value])).toEqual([
      ['voltage', 230.1],
      ['current', 12.3],
      ['temperature', 41.2],
    ]);
  });
});
