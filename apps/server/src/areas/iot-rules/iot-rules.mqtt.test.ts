import { deviceTopic, type IotDevice, iotDeviceApi, iotDriverApi, iotRuleAlarmApi, iotRuleApi } from '@takt/contracts';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { DEMO_DRIVER } from '../iot/iot.demo.js';

/** End to end: a device publishes telemetry over MQTT, the IoT ingest evaluates the rules in its transaction. */
describe.each(testDatabaseKinds())('IoT rules through MQTT on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let meter: IotDevice;
  // Device clocks a while back, so each message's time is its own.
  const base = Date.now() - 10 * 60_000;
  const at = (seconds: number) => new Date(base + seconds * 1000).toISOString();

  const publish = async (messages: { seconds: number; tempC10: number }[]) => {
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${t.server.devices.port()}`, {
      username: `demo/${meter.code}`,
      password: meter.token,
      reconnectPeriod: 0,
    });
    for (const message of messages)
      await client.publishAsync(
        deviceTopic('demo', meter.code, 'telemetry'),
        JSON.stringify({ at: at(message.seconds), temp_c10: message.tempC10 }),
        { qos: 1 },
      );
    await client.endAsync();
  };
  const alarmsOf = async (ruleId: string) =>
    (await api.ok(iotRuleAlarmApi.page, { query: { ruleId, sortField: 'startedAt', sortOrder: 'ascend' } })).rows.map(
      (row) => [row.deviceCode, row.value, row.startedAt, row.endedAt, row.clearValue],
    );

  beforeAll(async () => {
    t = await startTestServer(kind);
    api = routeClient(t, { token: (await t.login('admin')).token });
    const driverId = (await api.ok(iotDriverApi.add, { body: { ...DEMO_DRIVER, code: 'PM-RULES' } })).id;
    meter = await api.ok(iotDeviceApi.add, { body: { code: 'pm-rules', name: 'Spindle R', driverId } });
  }, 120_000);
  afterAll(() => t?.close());

  it('a threshold crossing opens an alarm and its return past the hysteresis closes it', async () => {
    const rule = await api.ok(iotRuleApi.add, {
      body: {
        code: 'HOT',
        name: 'Spindle hot',
        deviceIds: [meter.id],
        condition: 'above',
        metric: 'temperature',
        limit: 50,
        hysteresis: 2,
      },
    });
    await publish([
      { seconds: 0, tempC10: 450 },
      { seconds: 10, tempC10: 600 },
    ]);
    expect(await alarmsOf(rule.id)).toEqual([['pm-rules', 60, at(10), null, null]]);
    // 49 °C is under the limit but inside the band: still active; 47 °C clears it.
    await publish([{ seconds: 20, tempC10: 490 }]);
    expect((await alarmsOf(rule.id))[0]?.[3]).toBeNull();
    await publish([{ seconds: 30, tempC10: 470 }]);
    expect(await alarmsOf(rule.id)).toEqual([['pm-rules', 60, at(10), at(30), 47]]);
  });

  it('offline: the check uses the ingest’s last message, and the next message clears the alarm', async () => {
    const rule = await api.ok(iotRuleApi.add, {
      body: { code: 'QUIET', name: 'Spindle quiet', deviceIds: [meter.id], condition: 'offline', offlineSeconds: 60 },
    });
    const device = await api.ok(iotDeviceApi.detail, { query: { id: meter.id } });
    const lastSeen = Date.parse(device.lastSeenAt!);
    expect(await t.server.iotRules.checkOffline(new Date(lastSeen + 30_000))).toMatchObject({ fired: 0 });
    expect(await t.server.iotRules.checkOffline(new Date(lastSeen + 90_000))).toMatchObject({ fired: 1 });
    expect((await alarmsOf(rule.id)).map((row) => row[3])).toEqual([null]);
    await publish([{ seconds: 40, tempC10: 400 }]);
    const [alarm] = (await api.ok(iotRuleAlarmApi.page, { query: { ruleId: rule.id } })).rows;
    expect(alarm).toMatchObject({ active: false, startedAt: new Date(lastSeen + 60_000).toISOString() });
  });
});
