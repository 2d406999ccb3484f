// Device ingest: readings offered over MQTT at increasing rates (BENCH_RATES, readings/s; default
// 2000,5000,10000,20000) for BENCH_SECONDS each (default 5) by BENCH_PUBLISHERS ESD gateways
// (default 8, 16 readings a message) in a process of their own (bench/devices-publishers.ts).
//  - server: the device bus's embedded broker, the gateways signed in with their tokens, a
//    handler storing every sample with readings.append; figures are readings stored and
//    acknowledged per second, and the acknowledgement latency (publish → PUBACK).
//  - baseline, in the same run: a bare aedes broker and an mqtt.js subscriber writing the same
//    rows (raw readings, minute and hour aggregates) with multi-row INSERTs, as many batches at
//    once as the bus; its latency is publish → stored (it acknowledges before storing).
//   node --conditions=takt-source --import tsx bench/devices.ts
// On PGlite, and on PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set
// (BENCH_ONLY: one of them).
import { createServer, type Server as NetServer } from 'node:net';
import path from 'node:path';
import { deviceTopic, deviceUsername, type EsdMessage } from '@takt/contracts';
import { Aedes } from 'aedes';
import { sql } from 'drizzle-orm';
import mqtt from 'mqtt';
import type { Database } from '../apps/server/src/platform/db/database.js';
import { rowsOf } from '../apps/server/src/platform/db/table-rows.js';
import { DeviceBus } from '../apps/server/src/platform/devices/device-bus.js';
import type { DeviceMessage } from '../apps/server/src/platform/devices/device-client.js';
import { EmbeddedBroker } from '../apps/server/src/platform/devices/embedded-broker.js';
import { onEachDatabase } from './harness.js';
import { runChild } from './processes.js';
import { ms, percentile, quietLog, withBenchDatabase } from './support.js';

const RATES = (process.env.BENCH_RATES ?? '2000,5000,10000,20000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PUBLISHERS = Number(process.env.BENCH_PUBLISHERS ?? 8);
const SAMPLES = 16;
const TENANT_CODE = 'bench';

interface Load {
  offered: number;
  acknowledged: number;
  firstSend: number;
  lastAck: number;
  p50: number | null;
  p99: number | null;
}

interface Figures {
  perSecond: number;
  p50: number | null;
  p99: number | null;
  lost: number;
}

/** Runs the publishers' process at one rate and returns what it measured. */
async function offer(
  url: string,
  publishers: { topic: string; username?: string; password?: string }[],
  rate: number,
): Promise<Load> {
  const output = await runChild(['--import', 'tsx', path.join(import.meta.dirname, 'devices-publishers.ts')], {
    ...process.env,
    BENCH_MQTT_URL: url,
    BENCH_PUBLISHERS: JSON.stringify(publishers),
    BENCH_RATE: String(rate),
    BENCH_SECONDS: String(SECONDS),
    BENCH_SAMPLES: String(SAMPLES),
  });
  return JSON.parse(output.trim().split('\n').at(-1)!) as Load;
}

function listen(server: NetServer): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
}

/** The server's ingest: the device bus with its embedded broker, one handler storing ESD samples. */
async function serverSide(db: Database, tenantId: string) {
  const bus = new DeviceBus(db, quietLog);
  bus.addDirectory({
    kind: 'bench',
    find: async (tenant, code) =>
      tenant === tenantId && code.startsWith('pub-')
        ? { id: String(9000 + Number(code.slice(4))), token: `token-${code}` }
        : null,
  });
  bus.on('esd', (tx, tenant, messages) =>
    bus.readings.append(
      tx,
      tenant,
      messages.flatMap((message: DeviceMessage<'esd'>) =>
        message.payload.samples.map((sample) => ({
          sourceId: message.client.id,
          metric: `ch${sample.channel}`,
          value: sample.resistance ?? 0,
          at: message.at,
        })),
      ),
    ),
  );
  await bus.readings.keepPartitions();
  const broker = new EmbeddedBroker(bus, quietLog, { port: 0 });
  bus.useTransport(broker);
  await broker.start();
  const publishers = Array.from({ length: PUBLISHERS }, (_, index) => ({
    topic: deviceTopic(TENANT_CODE, `pub-${index}`, 'esd'),
    username: deviceUsername(TENANT_CODE, `pub-${index}`),
    password: `token-pub-${index}`,
  }));
  return {
    async run(rate: number): Promise<Figures> {
      const load = await offer(`mqtt://127.0.0.1:${broker.port()}`, publishers, rate);
      return {
        perSecond: load.acknowledged / ((load.lastAck - load.firstSend) / 1000),
        p50: load.p50,
        p99: load.p99,
        lost: load.offered - load.acknowledged,
      };
    },
    close: () => bus.close(),
  };
}

interface Row {
  sourceId: number;
  metric: string;
  value: number;
  at: number;
}

/** `insert … values` of the aggregates of `rows` at `width` ms, added to what the table holds. */
function aggregateInsert(table: string, tenantId: string, rows: Row[], width: number): string {
  const buckets = new Map<string, { sourceId: number; metric: string; bucket: number; values: number[] }>();
  for (const row of rows) {
    const bucket = row.at - (row.at % width);
    const key = `${row.sourceId}/${row.metric}/${bucket}`;
    const found = buckets.get(key) ?? { sourceId: row.sourceId, metric: row.metric, bucket, values: [] };
    found.values.push(row.value);
    buckets.set(key, found);
  }
  const values = [...buckets.values()]
    .sort((a, b) => a.sourceId - b.sourceId || a.metric.localeCompare(b.metric) || a.bucket - b.bucket)
    .map(
      (b) =>
        `(${tenantId},${b.sourceId},'${b.metric}','${new Date(b.bucket).toISOString()}',${b.values.length},${b.values.reduce(
          (sum, value) => sum + value,
          0,
        )},${Math.min(...b.values)},${Math.max(...b.values)})`,
    );
  return `insert into ${table} as t (tenant_id, source_id, metric, bucket, count, sum, min, max) values ${values.join(',')}
    on conflict (tenant_id, source_id, metric, bucket) do update set count = t.count + excluded.count,
    sum = t.sum + excluded.sum, min = least(t.min, excluded.min), max = greatest(t.max, excluded.max)`;
}

/** The hand-written baseline: a bare broker and a subscriber that stores in multi-row INSERTs. */
async function baselineSide(db: Database, tenantId: string) {
  const aedes = await Aedes.createBroker();
  const server = createServer(aedes.handle);
  const port = await listen(server);
  const subscriber = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, { clean: true, reconnectPeriod: 0 });
  const concurrency = db.kind === 'postgres' ? 3 : 1;
  let queue: { topic: string; payload: Buffer }[] = [];
  let running = 0;
  let stored = 0;
  let lastStored = 0;
  const latencies: number[] = [];

  const write = async (batch: { topic: string; payload: Buffer }[]) => {
    const rows: Row[] = [];
    const sent: number[] = [];
    for (const message of batch) {
      const body = JSON.parse(message.payload.toString()) as EsdMessage;
      const at = Date.parse(String(body.at));
      sent.push(at);
      const sourceId = 9100 + Number(message.topic.split('/')[2]!.slice(4));
      for (const sample of body.samples)
        rows.push({ sourceId, metric: `ch${sample.channel}`, value: sample.resistance ?? 0, at });
    }
    await db.tenant(tenantId, async (tx) => {
      await tx.execute(
        sql.raw(
          `insert into device_readings (tenant_id, source_id, metric, value, at) values ${rows
            .map(
              (row) => `(${tenantId},${row.sourceId},'${row.metric}',${row.value},'${new Date(row.at).toISOString()}')`,
            )
            .join(',')}`,
        ),
      );
      await tx.execute(sql.raw(aggregateInsert('device_reading_minutes', tenantId, rows, 60_000)));
      await tx.execute(sql.raw(aggregateInsert('device_reading_hours', tenantId, rows, 3_600_000)));
    });
    lastStored = Date.now();
    stored += rows.length;
    for (const at of sent) latencies.push(lastStored - at);
  };
  const pump = () => {
    while (running < concurrency && queue.length > 0) {
      const batch = queue.splice(0, 2000);
      running++;
      void write(batch)
        .catch((error: unknown) => console.error('baseline write failed', error))
        .finally(() => {
          running--;
          pump();
        });
    }
  };
  subscriber.handleMessage = (packet, done) => {
    queue.push({ topic: packet.topic, payload: packet.payload as Buffer });
    pump();
    done();
  };
  await subscriber.subscribeAsync('takt/+/+/esd', { qos: 1 });
  const publishers = Array.from({ length: PUBLISHERS }, (_, index) => ({
    topic: deviceTopic(TENANT_CODE, `pub-${index}`, 'esd'),
  }));

  return {
    async run(rate: number): Promise<Figures> {
      stored = 0;
      latencies.length = 0;
      queue = [];
      const load = await offer(`mqtt://127.0.0.1:${port}`, publishers, rate);
      const deadline = Date.now() + 60_000;
      while ((stored < load.offered || running > 0) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      latencies.sort((a, b) => a - b);
      return {
        perSecond: stored / ((lastStored - load.firstSend) / 1000),
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        lost: load.offered - stored,
      };
    },
    async close() {
      await subscriber.endAsync(true);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
    },
  };
}

function print(kind: string, results: { rate: number; server: Figures; baseline: Figures }[]): void {
  const cells = (f: Figures) =>
    `${f.perSecond.toFixed(0).padStart(9)} ${ms(f.p50)} ${ms(f.p99)} ${String(f.lost).padStart(6)}`;
  console.log(
    `\ndevice ingest on ${kind} (${PUBLISHERS} ESD gateways, ${SAMPLES} readings a message, QoS 1, ${SECONDS} s a rate)`,
  );
  console.log(
    `${'offered/s'.padStart(9)} | ${'server: stored+acked/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'lost'.padStart(6)} | ${'baseline: stored/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'lost'.padStart(6)} | ratio`,
  );
  for (const { rate, server, baseline } of results) {
    console.log(
      `${String(rate).padStart(9)} | ${cells(server).padStart(45)} | ${cells(baseline).padStart(42)} | ${(
        (server.perSecond / baseline.perSecond) * 100
      ).toFixed(0)}%`,
    );
  }
}

async function onDatabase(db: Database): Promise<void> {
  const tenantId = rowsOf<{ id: string }>(
    await db.system((tx) =>
      tx.execute(sql`insert into tenants (code, name) values (${TENANT_CODE}, 'Bench') returning id::text as id`),
    ),
  )[0]!.id;
  const server = await serverSide(db, tenantId);
  const baseline = await baselineSide(db, tenantId);
  await server.run(Math.min(...RATES)); // warm-up: connections, statement plans
  const results = [];
  for (const rate of RATES) {
    results.push({ rate, server: await server.run(rate), baseline: await baseline.run(rate) });
  }
  await server.close();
  await baseline.close();
  print(db.kind, results);
}

await onEachDatabase((admin) => withBenchDatabase(admin, 'takt-bench-devices-', onDatabase));
