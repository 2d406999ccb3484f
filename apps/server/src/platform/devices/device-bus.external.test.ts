import { deviceBusApi, deviceTopic } from '@takt/contracts';
import { sql } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant } from '../../test-support/fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { rowsOf } from '../db/table-rows.js';
import {
  commandReceived,
  esdPayload,
  installTestClients,
  memoryDirectory,
  storedReadings,
  uniqueCode,
} from './device-bus.test-support.js';
import { INGEST_CONNECTIONS } from './external-broker.js';

/** Mosquitto on developers' and CI's machines (anonymous clients allowed there). */
const MOSQUITTO_URL = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';

/**
 * Ends the server's persistent sessions at the broker: a clean-session sign-in with each of its
 * client ids discards what the broker kept for it.
 */
async function discardSessions(clientId: string): Promise<void> {
  for (let index = 0; index < INGEST_CONNECTIONS; index++) {
    const client = await mqtt.connectAsync(MOSQUITTO_URL, { clientId: `${clientId}-${index}`, clean: true });
    await client.endAsync();
  }
}

describe.each(testDatabaseKinds())('device bus, external broker (%s)', (kind) => {
  let t: TestServer;
  let tenantId: string;
  let device: MqttClient;
  const code = uniqueCode('ex');
  // Its own client ids and share group: parallel runs on the same Mosquitto keep their messages.
  const clientId = uniqueCode('takt-test-');
  const directory = memoryDirectory();
  let counterAttempts = 0;

  beforeAll(async () => {
    t = await startTestServer(kind, {
      env: { MQTT_URL: MOSQUITTO_URL, MQTT_CLIENT_ID: clientId, MQTT_SHARE_GROUP: clientId },
    });
    tenantId = await createTenant(t.server.db, { code });
    directory.add(tenantId, 'gw-x', '8001', 'token-x');
    directory.add(tenantId, 'counter-x', '8002', 'token-c');
    directory.add(tenantId, 'disabled-x', '8003', null);
    // Counters fail their first attempt: the message is not acknowledged and comes again.
    installTestClients(t.server.devices, directory, () => ++counterAttempts === 1);
    // Devices sign in at the broker (its ACLs are its business); this one is anonymous.
    device = await mqtt.connectAsync(MOSQUITTO_URL, { clientId: uniqueCode('device-'), reconnectPeriod: 0 });
  }, 120_000);
  afterAll(async () => {
    await device?.endAsync();
    await t?.close();
    await discardSessions(clientId);
  });

  it("stores a known client's readings from the broker and reports the external mode", async () => {
    await device.publishAsync(deviceTopic(code, 'gw-x', 'esd'), esdPayload([2.5, 3]), { qos: 1 });
    await expect.poll(() => storedReadings(t.server.db, tenantId, '8001')).toHaveLength(2);
    expect((await storedReadings(t.server.db, tenantId, '8001')).map((row) => row.value)).toEqual([2.5, 3]);

    const { token } = await t.login('admin');
    const status = await t.call<{ mode: string; port: number | null; webSocketPath: string | null }>(
      'GET',
      `/api${deviceBusApi.status.path}`,
      { token },
    );
    expect(status.body.data).toMatchObject({ mode: 'external', port: null, webSocketPath: null });
  });

  it('counts a malformed message and keeps storing valid ones', async () => {
    const before = t.server.devices.stats().malformed;
    await device.publishAsync(deviceTopic(code, 'gw-x', 'esd'), '{"samples": [', { qos: 1 });
    await device.publishAsync(deviceTopic(code, 'gw-x', 'esd'), esdPayload([11]), { qos: 1 });
    await expect.poll(() => storedReadings(t.server.db, tenantId, '8001')).toHaveLength(3);
    await expect.poll(() => t.server.devices.stats().malformed).toBeGreaterThan(before);
  });

  it("enrols an unknown client of a known enterprise as an unassigned gateway, and drops an unknown enterprise's and a disabled client's messages", async () => {
    const before = t.server.devices.stats().unknownClient;
    await device.publishAsync(deviceTopic(uniqueCode('nx'), 'gw-x', 'esd'), esdPayload([1]), { qos: 1 });
    await device.publishAsync(deviceTopic(code, 'disabled-x', 'esd'), esdPayload([1]), { qos: 1 });
    await device.publishAsync(deviceTopic(code, 'newcomer', 'esd'), esdPayload([4]), { qos: 1 });
    // The gateways area's table, read as SQL: the platform imports no area.
    const newcomer = async () =>
      rowsOf<{ id: string; type: string }>(
        await t.server.db.system((tx) =>
          tx.execute(
            sql`select id::text as id, type from gateways where tenant_id = ${tenantId} and code = 'newcomer'`,
          ),
        ),
      );
    await expect.poll(newcomer).toHaveLength(1);
    const [gateway] = await newcomer();
    expect(gateway!.type).toBe('unassigned');
    await expect.poll(() => storedReadings(t.server.db, tenantId, gateway!.id)).toHaveLength(1);
    await expect.poll(() => t.server.devices.stats().unknownClient - before).toBeGreaterThanOrEqual(2);
    expect(await storedReadings(t.server.db, tenantId, '8003')).toEqual([]);
  });

  it('takes a message again after its storing failed (not acknowledged), and stores it once', async () => {
    await device.publishAsync(
      deviceTopic(code, 'counter-x', 'counter'),
      JSON.stringify({ counts: [{ channel: 1, count: 42 }] }),
      {
        qos: 1,
      },
    );
    await expect.poll(() => counterAttempts, { timeout: 20_000 }).toBe(2);
    expect((await storedReadings(t.server.db, tenantId, '8002')).map((row) => row.value)).toEqual([42]);
  });

  it('sends a command through the broker to a subscribed client', async () => {
    const topic = deviceTopic(code, 'gw-x', 'command');
    const received = await commandReceived(device, topic, () =>
      t.server.devices.send({ tenantId, clientCode: 'gw-x' }, { type: 'sync' }),
    );
    expect(received).toEqual({ topic, json: { type: 'sync' } });
  });
});
