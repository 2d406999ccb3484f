import { DEVICE_PAYLOAD_MAX_BYTES, deviceBusApi, deviceTopic, deviceUsername } from '@takt/contracts';
import { sql } from 'drizzle-orm';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { claimsOf, createTenant } from '../../test-support/fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { rowsOf } from '../db/table-rows.js';
import {
  closed,
  commandReceived,
  esdPayload,
  installTestClients,
  memoryDirectory,
  storedReadings,
  uniqueCode,
} from './device-bus.test-support.js';
import { deviceBusJobs } from './device-bus-jobs.js';
import type { PresenceEvent } from './device-client.js';

const MINUTE = 60_000;

describe.each(testDatabaseKinds())('device bus, embedded broker (%s)', (kind) => {
  let t: TestServer;
  let tenantA: string;
  let tenantB: string;
  const codeA = uniqueCode('ea');
  const codeB = uniqueCode('eb');
  const directory = memoryDirectory();
  const presence: PresenceEvent[] = [];
  const clients: MqttClient[] = [];

  /** A client of the tests' directory over TCP (or WebSocket), closed after the file. */
  async function connect(username: string, password: string, options: IClientOptions = {}): Promise<MqttClient> {
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${t.server.devices.port()}`, {
      username,
      password,
      reconnectPeriod: 0,
      ...options,
    });
    clients.push(client);
    return client;
  }
  const gatewayA = () => connect(deviceUsername(codeA, 'gw-a'), 'token-a');

  beforeAll(async () => {
    t = await startTestServer(kind);
    tenantA = await createTenant(t.server.db, { code: codeA });
    tenantB = await createTenant(t.server.db, { code: codeB });
    directory.add(tenantA, 'gw-a', '7001', 'token-a');
    directory.add(tenantB, 'gw-b', '7002', 'token-b');
    directory.add(tenantA, 'counter-a', '7003', 'token-c');
    directory.add(tenantA, 'disabled-a', '7004', null);
    // Counters fail on a count of 999 (after writing them).
    installTestClients(t.server.devices, directory, (messages) =>
      messages.some((message) => message.payload.counts.some((count) => count.count === 999)),
    );
    t.server.devices.onPresence(async (event) => {
      presence.push(event);
    });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.endAsync(true)));
    await t?.close();
  });

  it('stores a reading before the publish is acknowledged, over TCP and over WebSocket at /mqtt', async () => {
    const tcp = await gatewayA();
    await tcp.publishAsync(deviceTopic(codeA, 'gw-a', 'esd'), esdPayload([3.5, 4.25]), { qos: 1 });
    expect((await storedReadings(t.server.db, tenantA, '7001')).map((r) => [r.metric, r.value])).toEqual([
      ['ch1', 3.5],
      ['ch2', 4.25],
    ]);

    const overWebSocket = await mqtt.connectAsync(`${t.baseUrl.replace('http', 'ws')}/mqtt`, {
      username: deviceUsername(codeA, 'gw-a'),
      password: 'token-a',
      reconnectPeriod: 0,
    });
    clients.push(overWebSocket);
    await overWebSocket.publishAsync(deviceTopic(codeA, 'gw-a', 'esd'), esdPayload([7]), { qos: 1 });
    expect((await storedReadings(t.server.db, tenantA, '7001')).map((r) => r.value)).toContain(7);
  });

  it('refuses a wrong token, an unknown client or enterprise and a disabled client', async () => {
    for (const [username, password] of [
      [deviceUsername(codeA, 'gw-a'), 'token-b'],
      [deviceUsername(codeA, 'nobody'), 'token-a'],
      [deviceUsername(uniqueCode('ez'), 'gw-a'), 'token-a'],
      [deviceUsername(codeA, 'disabled-a'), 'anything'],
      ['gw-a', 'token-a'],
    ] as const) {
      await expect(connect(username, password)).rejects.toThrow(/Bad username or password|Not authorized/i);
    }
  });

  it("disconnects a client publishing into another enterprise's topics or its own command topic, storing nothing", async () => {
    for (const topic of [
      deviceTopic(codeB, 'gw-b', 'esd'),
      deviceTopic(codeA, 'counter-a', 'esd'),
      deviceTopic(codeA, 'gw-a', 'command'),
    ]) {
      const client = await gatewayA();
      const gone = closed(client);
      const published = client.publishAsync(topic, esdPayload([1]), { qos: 1 });
      await gone;
      await client.endAsync(true);
      await expect(published).rejects.toThrow();
    }
    expect(await storedReadings(t.server.db, tenantB)).toEqual([]);
    expect(await storedReadings(t.server.db, tenantA, '7003')).toEqual([]);
  });

  it("grants a subscription to the client's own command topic only", async () => {
    const client = await gatewayA();
    for (const topic of [
      deviceTopic(codeB, 'gw-b', 'command'),
      deviceTopic(codeB, 'gw-b', 'esd'),
      deviceTopic(codeA, 'gw-a', 'esd'),
      'takt/#',
      `takt/${codeB}/+/+`,
    ]) {
      await expect(client.subscribeAsync(topic, { qos: 1 })).rejects.toThrow(/Subscribe error/);
    }
    const granted = await client.subscribeAsync(deviceTopic(codeA, 'gw-a', 'command'), { qos: 1 });
    expect(granted.map((grant) => grant.qos)).toEqual([1]);
  });

  it('sends a command to a subscribed client', async () => {
    const topic = deviceTopic(codeA, 'gw-a', 'command');
    const command = { type: 'reboot', data: { in: 5 } } as const;
    const received = await commandReceived(await gatewayA(), topic, () =>
      t.server.devices.send({ tenantId: tenantA, clientCode: 'gw-a' }, command),
    );
    expect(received).toEqual({ topic, json: command });
  });

  it('counts malformed, oversize and unknown messages, stores none, and keeps the connection for valid ones', async () => {
    const client = await gatewayA();
    const before = t.server.devices.stats();
    const stored = (await storedReadings(t.server.db, tenantA, '7001')).length;
    const esd = deviceTopic(codeA, 'gw-a', 'esd');
    await client.publishAsync(esd, 'not json', { qos: 1 });
    await client.publishAsync(esd, JSON.stringify({ samples: [{ channel: 0, resistance: 1 }] }), { qos: 1 });
    await client.publishAsync(esd, JSON.stringify({ samples: [{ channel: 1, resistance: 1, extra: true }] }), {
      qos: 1,
    });
    await client.publishAsync(esd, JSON.stringify({ samples: [{ channel: 1, resistance: -1 }] }), { qos: 1 });
    await client.publishAsync(esd, esdPayload([1]).padEnd(DEVICE_PAYLOAD_MAX_BYTES + 1, ' '), { qos: 1 });
    await client.publishAsync(`takt/${codeA}/gw-a/bogus`, esdPayload([1]), { qos: 1 });
    await client.publishAsync(esd, esdPayload([9.5]), { qos: 1 });
    const after = t.server.devices.stats();
    expect(after.malformed - before.malformed).toBe(5);
    expect(after.unknownKind - before.unknownKind).toBe(1);
    expect(after.stored - before.stored).toBe(1);
    const rows = await storedReadings(t.server.db, tenantA, '7001');
    expect(rows.length).toBe(stored + 1);
    expect(rows.map((row) => row.value)).toContain(9.5);
  });

  it('does not acknowledge a message whose handler fails, and writes none of it', async () => {
    const client = await connect(deviceUsername(codeA, 'counter-a'), 'token-c');
    const topic = deviceTopic(codeA, 'counter-a', 'counter');
    await client.publishAsync(topic, JSON.stringify({ counts: [{ channel: 1, count: 5 }] }), { qos: 1 });
    const failedBefore = t.server.devices.stats().failed;
    const gone = closed(client);
    const refused = client.publishAsync(
      topic,
      JSON.stringify({
        counts: [
          { channel: 1, count: 7 },
          { channel: 2, count: 999 },
        ],
      }),
      { qos: 1 },
    );
    await gone;
    await client.endAsync(true);
    await expect(refused).rejects.toThrow();
    expect(t.server.devices.stats().failed).toBe(failedBefore + 1);
    expect((await storedReadings(t.server.db, tenantA, '7003')).map((r) => [r.metric, r.value])).toEqual([
      ['ch1.count', 5],
    ]);
    const minutes = rowsOf<{ sum: number }>(
      await t.server.db.system((tx) =>
        tx.execute(sql`select sum(count) as sum from device_reading_minutes where source_id = 7003`),
      ),
    );
    expect(Number(minutes[0]!.sum)).toBe(1);
  });

  it('stores many concurrent publishes of many clients, every one acknowledged once stored', async () => {
    const publishers = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        const code = `load-${index}`;
        directory.add(tenantA, code, String(7100 + index), `token-load-${index}`);
        return { code, client: await connect(deviceUsername(codeA, code), `token-load-${index}`) };
      }),
    );
    const before = t.server.devices.stats().stored;
    const channels = Array.from({ length: 16 }, (_, channel) => channel + 0.5);
    await Promise.all(
      publishers.flatMap(({ code, client }) =>
        Array.from({ length: 40 }, () =>
          client.publishAsync(deviceTopic(codeA, code, 'esd'), esdPayload(channels), { qos: 1 }),
        ),
      ),
    );
    expect(t.server.devices.stats().stored - before).toBe(8 * 40);
    const rows = rowsOf<{ count: number }>(
      await t.server.db.system((tx) =>
        tx.execute(
          sql`select count(*)::int as count from device_readings where tenant_id = ${tenantA} and source_id between 7100 and 7107`,
        ),
      ),
    );
    expect(Number(rows[0]!.count)).toBe(8 * 40 * 16);
  });

  it('keeps minute and hour aggregates equal to the raw rows, and reads a series at the resolution its span calls for', async () => {
    directory.add(tenantA, 'agg', '7200', 'token-agg');
    const client = await connect(deviceUsername(codeA, 'agg'), 'token-agg');
    const start = Date.now() - 150 * MINUTE;
    // Two channels, a sample every 10 seconds for 2½ hours, sent 30 at a time.
    const messages = Array.from({ length: 900 }, (_, index) => ({
      at: new Date(start + index * 10_000).toISOString(),
      values: [(index % 17) * 0.25, 100 - (index % 5)],
    }));
    for (let from = 0; from < messages.length; from += 30) {
      await Promise.all(
        messages
          .slice(from, from + 30)
          .map((message) =>
            client.publishAsync(deviceTopic(codeA, 'agg', 'esd'), esdPayload(message.values, message.at), { qos: 1 }),
          ),
      );
    }
    const compare = async (table: 'device_reading_minutes' | 'device_reading_hours', unit: 'minute' | 'hour') => {
      const query = (from: string) =>
        t.server.db.system((tx) =>
          tx.execute(
            sql.raw(
              `select metric, bucket, count::int as count, sum, min, max from (${from}) b order by metric, bucket`,
            ),
          ),
        );
      const raw = rowsOf<Record<string, unknown>>(
        await query(`select metric, date_trunc('${unit}', at) as bucket, count(*) as count, sum(value) as sum,
            min(value) as min, max(value) as max from device_readings where source_id = 7200 group by 1, 2`),
      );
      const kept = rowsOf<Record<string, unknown>>(
        await query(`select metric, bucket, count, sum, min, max from ${table} where source_id = 7200`),
      );
      expect(kept.length).toBeGreaterThan(1);
      expect(kept.map(normalise)).toEqual(raw.map(normalise));
    };
    await compare('device_reading_minutes', 'minute');
    await compare('device_reading_hours', 'hour');

    const series = (from: number, to: number) =>
      t.server.devices.readings.series(tenantA, {
        sourceId: '7200',
        metric: 'ch1',
        from: new Date(from),
        to: new Date(to),
      });
    const hour = await series(start, start + 60 * MINUTE);
    expect(hour.length).toBe(360);
    expect(hour.every((point) => point.count === 1 && point.min === point.max)).toBe(true);
    const buckets = (width: number) =>
      new Set(messages.map((message) => Math.floor(Date.parse(message.at) / width))).size;
    const day = await series(start - 20 * 60 * MINUTE, start + 4 * 60 * MINUTE);
    expect(day.length).toBe(buckets(MINUTE));
    expect(day.reduce((sum, point) => sum + point.count, 0)).toBe(900);
    const month = await series(start - 29 * 24 * 60 * MINUTE, start + 24 * 60 * MINUTE);
    expect(month.length).toBe(buckets(60 * MINUTE));
    expect(month.reduce((sum, point) => sum + point.count, 0)).toBe(900);
    expect(Math.min(...month.map((point) => point.min))).toBe(0);
    expect(Math.max(...month.map((point) => point.max))).toBe(4);
  });

  it("keeps monthly partitions (the jobs) and rows land in their month's partition", async () => {
    const now = new Date('2031-06-10T08:00:00Z');
    const [keep, purge] = deviceBusJobs(t.server.devices.readings, () => now);
    expect(keep!.name).toBe('devices.keep-reading-partitions');
    expect(purge!.name).toBe('devices.purge-minute-readings');
    const context = { due: now, signal: new AbortController().signal, log: t.server.app.log };
    expect(await keep!.run(context)).toBe(
      'Created device_readings_y2031m05, device_readings_y2031m06, device_readings_y2031m07, device_readings_y2031m08, device_readings_y2031m09',
    );
    expect(await keep!.run(context)).toBe('Nothing to create');

    await t.server.db.tenant(tenantA, (tx) =>
      t.server.devices.readings.append(tx, tenantA, [
        { sourceId: '7300', metric: 'old', value: 1, at: new Date('2031-05-02T10:00:30Z') },
        { sourceId: '7300', metric: 'old', value: 3, at: new Date('2031-05-02T10:00:40Z') },
        { sourceId: '7300', metric: 'old', value: 2, at: new Date('2031-06-09T10:00:00Z') },
      ]),
    );
    const partitions = rowsOf<{ partition: string; at: Date | string }>(
      await t.server.db.system((tx) =>
        tx.execute(
          sql`select tableoid::regclass::text as partition, at from device_readings where source_id = 7300 order by at`,
        ),
      ),
    );
    expect(partitions.map((row) => row.partition)).toEqual([
      'device_readings_y2031m05',
      'device_readings_y2031m05',
      'device_readings_y2031m06',
    ]);
    const thisMonth = rowsOf<{ partition: string }>(
      await t.server.db.system((tx) =>
        tx.execute(
          sql`select distinct tableoid::regclass::text as partition from device_readings where source_id = 7001`,
        ),
      ),
    );
    const today = new Date();
    expect(thisMonth.map((row) => row.partition)).toEqual([
      `device_readings_y${today.getUTCFullYear()}m${String(today.getUTCMonth() + 1).padStart(2, '0')}`,
    ]);

    // Minute aggregates older than 35 days go; the hours stay for trends.
    expect(await purge!.run(context)).toMatch(/^Removed [1-9]\d* minute aggregates$/);
    const left = rowsOf<{ minutes: number; hours: number }>(
      await t.server.db.system((tx) =>
        tx.execute(sql`select
          (select count(*)::int from device_reading_minutes where source_id = 7300) as minutes,
          (select count(*)::int from device_reading_hours where source_id = 7300) as hours`),
      ),
    );
    expect(left.map((row) => [Number(row.minutes), Number(row.hours)])).toEqual([[1, 2]]);
  });

  it('tells presence listeners when a client connects and goes away', async () => {
    directory.add(tenantB, 'present-b', '7400', 'token-p');
    const client = await connect(deviceUsername(codeB, 'present-b'), 'token-p');
    await expect.poll(() => presence.filter((event) => event.client.clientCode === 'present-b').length).toBe(1);
    await client.endAsync();
    await expect
      .poll(() => presence.filter((event) => event.client.clientCode === 'present-b').map((event) => event.online))
      .toEqual([true, false]);
    expect(presence.find((event) => event.client.clientCode === 'present-b')!.client).toEqual({
      tenantId: tenantB,
      tenantCode: codeB,
      clientCode: 'present-b',
      kind: 'test',
      id: '7400',
    });
  });

  it('answers GET /api/devices/bus with the broker and the enterprise code, to signed-in users only', async () => {
    const { token } = await t.login('admin');
    const tenantCode = rowsOf<{ code: string }>(
      await t.server.db.system((tx) =>
        tx.execute(sql`select code from tenants where id = ${claimsOf(token).tenantId}`),
      ),
    )[0]!.code;
    const path = `/api${deviceBusApi.status.path}`;
    const response = await t.call<{ mode: string; tenantCode: string; port: number; webSocketPath: string }>(
      'GET',
      path,
      { token },
    );
    expect(response.body).toMatchObject({ code: 200 });
    expect(response.body.data).toMatchObject({
      mode: 'embedded',
      tenantCode,
      port: t.server.devices.port(),
      webSocketPath: '/mqtt',
      stats: { connected: expect.any(Number), stored: expect.any(Number) },
    });
    expect((await t.call('GET', path)).status).toBe(401);
  });
});

/** A row of an aggregate comparison, with numbers as numbers and times as ISO strings. */
function normalise(row: Record<string, unknown>) {
  return {
    metric: row.metric,
    bucket: new Date(row.bucket as string).toISOString(),
    count: Number(row.count),
    sum: Number(row.sum),
    min: Number(row.min),
    max: Number(row.max),
  };
}
