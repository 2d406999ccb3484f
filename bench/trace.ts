// `npm run bench` (third part): trace of one serial (GET /api/trace/product) and recall of one lot
// (GET /api/trace/lot/page) with BENCH_TRACE_EVENTS (10 000 000) scan events over 12 monthly
// partitions and four enterprises, against the same answers as hand-written SQL behind a bare
// Fastify handler (bench/trace-baseline.ts), in the same run. PostgreSQL when BENCH_DATABASE_URL
// or TEST_DATABASE_URL is set; PGlite at BENCH_TRACE_PGLITE_EVENTS (200 000; 0 skips it). Every
// request asks for another serial or lot (drawn at random from the filled data), so neither side
// answers from a warm row. Server, baseline and load generator each run in their own process.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { LoadResult, LoadSettings } from './load.js';
import { type Child, freePort, killAllChildren, startChild } from './processes.js';
import { fillTraceData, MATERIALS_PER_UNIT, type Sql, UNITS_PER_LOT } from './trace-sql.js';

const PASSWORD = 'Bench1234';
const POSTGRES_EVENTS = Number(process.env.BENCH_TRACE_EVENTS ?? 10_000_000);
const PGLITE_EVENTS = Number(process.env.BENCH_TRACE_PGLITE_EVENTS ?? 200_000);
const SAMPLES = 1000;
const settings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
};
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const tsx = ['--conditions=takt-source', '--import', 'tsx'];

interface Row extends LoadResult {
  label: string;
}

const cleanups: Array<() => Promise<unknown>> = [];
async function cleanUp(): Promise<void> {
  for (const task of cleanups.splice(0).reverse()) await task().catch((error) => console.error('clean-up:', error));
}
process.on('SIGINT', () => {
  killAllChildren();
  void cleanUp().finally(() => process.exit(130));
});

async function withPg<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createBenchDatabase(url: string): Promise<string> {
  const name = `takt_bench_${randomBytes(6).toString('hex')}`;
  await withPg(url, (client) => client.query(`CREATE DATABASE ${name}`));
  cleanups.push(() => withPg(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function startServer(dataDir: string, databaseUrl: string | undefined): Promise<Child> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_DIST: '/nonexistent',
    // The platform seed and the demo enterprise only: the bench brings its own production data,
    // and the demo factory's seeded scans would only lengthen the first start.
    SEED_DEMO_DATA: 'false',
  };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'MQTT_URL', 'TOKEN_SECRET']) delete env[key];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return startChild('server', [...tsx, 'apps/server/src/main.ts'], port, env, 600_000);
}

/** Runs `work` on the database while no server holds it. */
async function withDatabase<T>(dataDir: string, databaseUrl: string | undefined, work: (sql: Sql) => Promise<T>) {
  if (databaseUrl) return withPg(databaseUrl, (client) => work(client as unknown as Sql));
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(path.join(dataDir, 'pgdata'));
  try {
    return await work(client as unknown as Sql);
  } finally {
    await client.close();
  }
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: PASSWORD }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (response.status !== 200 || !body.data?.token) throw new Error(`sign-in failed (${response.status})`);
  return body.data.token;
}

async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { data: T };
  if (response.status !== 200)
    throw new Error(`GET ${url} → ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

/**
 * Like bench/load.ts's `measure` (one warm-up run discarded, then the measured run, loopback
 * only, bounded), with each request taking the next path of `paths` in turn.
 */
async function measurePaths(
  baseUrl: string,
  paths: readonly string[],
  headers: Record<string, string>,
): Promise<LoadResult> {
  if (!baseUrl.startsWith('http://127.0.0.1:')) throw new Error(`refusing to load a non-loopback URL: ${baseUrl}`);
  let next = 0;
  const run = (duration: number) =>
    autocannon({
      url: baseUrl,
      headers,
      connections: settings.connections,
      duration,
      timeout: 10,
      maxOverallRequests: 200_000 * duration,
      requests: [
        {
          method: 'GET',
          setupRequest: (request: Record<string, unknown>) => {
            next = (next + 1) % paths.length;
            return { ...request, path: paths[next] };
          },
        },
      ],
    } as never);
  if (settings.warmupSeconds > 0) await run(settings.warmupSeconds);
  const result = await run(settings.seconds);
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

interface Measured {
  kind: string;
  events: number;
  fillSeconds: number;
  rows: Row[];
}

async function benchDatabase(admin: string | undefined, events: number): Promise<Measured> {
  const kind = admin ? 'postgres' : 'pglite';
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'takt-bench-trace-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const databaseUrl = admin ? await createBenchDatabase(admin) : undefined;
  const log = (message: string) => console.error(`[${kind}] ${message}`);

  // First start migrates and seeds the demo enterprise and factory; then the data goes in directly.
  const first = await startServer(dataDir, databaseUrl);
  await first.stop();
  const filling = performance.now();
  log(`filling ${events} scan events…`);
  const tenants = await withDatabase(dataDir, databaseUrl, (sql) => fillTraceData(sql, { events, onProgress: log }));
  const fillSeconds = (performance.now() - filling) / 1000;
  const demo = tenants[0]!;
  const counted = await withDatabase(dataDir, databaseUrl, async (sql) => {
    const total = await sql.query<{ n: number; parts: number }>(
      `select (select count(*)::int from scan_events) as n,
              (select count(*)::int from pg_inherits where inhparent = 'scan_events'::regclass) as parts`,
    );
    const serials = await sql.query<{ serial: string }>(
      `select serial from production_units where tenant_id = $1 order by random() limit ${SAMPLES}`,
      [demo.tenantId],
    );
    return { ...total.rows[0]!, serials: serials.rows.map((row) => row.serial) };
  });
  log(`filled in ${fillSeconds.toFixed(0)} s: ${counted.n} scan events in ${counted.parts} partitions`);

  const lotsPerMaterial = Math.max(1, Math.ceil(demo.units / UNITS_PER_LOT));
  const lots = Array.from({ length: SAMPLES }, (_, i) => {
    const material = i % MATERIALS_PER_UNIT;
    const number = Math.floor(Math.random() * lotsPerMaterial);
    return `LOT-${material}-${String(number).padStart(6, '0')}`;
  });
  const tracePaths = counted.serials.map((serial) => `/api/trace/product?serial=${encodeURIComponent(serial)}`);
  const recallPaths = lots.map((lot) => `/api/trace/lot/page?lot=${encodeURIComponent(lot)}&pageSize=20`);

  const server = await startServer(dataDir, databaseUrl);
  cleanups.push(() => server.stop());
  const headers = { authorization: `Bearer ${await signIn(server.baseUrl)}` };
  const sample = await getJson<{ events: unknown[]; materials: unknown[] }>(
    `${server.baseUrl}${tracePaths[0]}`,
    headers,
  );
  const recall = await getJson<{ totalRows: number }>(`${server.baseUrl}${recallPaths[0]}`, headers);
  log(
    `a trace has ${sample.events.length} events and ${sample.materials.length} materials; a lot ${recall.totalRows} units`,
  );
  log(`measuring the server: trace, then recall (${settings.warmupSeconds} s warm-up + ${settings.seconds} s each)`);
  const serverTrace = await measurePaths(server.baseUrl, tracePaths, headers);
  const serverRecall = await measurePaths(server.baseUrl, recallPaths, headers);
  await server.stop();

  const port = await freePort();
  const target = databaseUrl ?? `pglite:${dataDir}`;
  const baseline = await startChild(
    'baseline',
    ['--import', 'tsx', 'bench/trace-baseline.ts', String(port), demo.tenantId, target],
    port,
    process.env,
  );
  cleanups.push(() => baseline.stop());
  const handWritten = await getJson<{ events: unknown[] }>(`${baseline.baseUrl}${tracePaths[0]}`, headers);
  if (handWritten.events.length !== sample.events.length)
    throw new Error(`[${kind}] the baseline's trace differs from the server's`);
  log('measuring the baseline: trace, then recall');
  const baseTrace = await measurePaths(baseline.baseUrl, tracePaths, headers);
  const baseRecall = await measurePaths(baseline.baseUrl, recallPaths, headers);
  await baseline.stop();

  return {
    kind,
    events: counted.n,
    fillSeconds,
    rows: [
      { label: `trace by serial, server (${kind})`, ...serverTrace },
      { label: `trace by serial, hand-written SQL (${kind})`, ...baseTrace },
      { label: `recall by lot, server (${kind})`, ...serverRecall },
      { label: `recall by lot, hand-written SQL (${kind})`, ...baseRecall },
    ],
  };
}

function printTable(results: Measured[]): void {
  const rows = results.flatMap((result) => result.rows);
  const columns: Array<[string, (row: Row) => string]> = [
    ['', (r) => r.label],
    ['req/s', (r) => r.rate.toFixed(0)],
    ['p50 ms', (r) => String(r.p50)],
    ['p99 ms', (r) => String(r.p99)],
    ['2xx', (r) => String(r.ok)],
    ['non-2xx', (r) => String(r.non2xx)],
    ['errors', (r) => String(r.errors)],
  ];
  const cells = [columns.map(([title]) => title), ...rows.map((row) => columns.map(([, cell]) => cell(row)))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i]?.length ?? 0)));
  for (const line of cells) {
    console.log(
      line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '),
    );
  }
  for (const result of results) {
    const [trace, traceBase, recall, recallBase] = result.rows as [Row, Row, Row, Row];
    console.log(
      `${result.kind}: ${result.events} scan events (filled in ${result.fillSeconds.toFixed(0)} s); ` +
        `trace p99 ${trace.p99} ms vs ${traceBase.p99} ms, rate ${(trace.rate / traceBase.rate).toFixed(2)}×; ` +
        `recall p99 ${recall.p99} ms vs ${recallBase.p99} ms, rate ${(recall.rate / recallBase.rate).toFixed(2)}×`,
    );
  }
}

const startedAt = performance.now();
const results: Measured[] = [];
try {
  if (PGLITE_EVENTS > 0) results.push(await benchDatabase(undefined, PGLITE_EVENTS));
  if (adminUrl) results.push(await benchDatabase(adminUrl, POSTGRES_EVENTS));
  else console.error('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it');
} finally {
  await cleanUp();
}

console.log(
  `\nTrace of a random serial (GET /api/trace/product) and recall of a random lot (GET /api/trace/lot/page, 20 a page)` +
    ` as the demo enterprise admin, vs the same answers as hand-written SQL behind a bare Fastify handler` +
    `\n${settings.connections} connections, ${settings.warmupSeconds} s warm-up, ${settings.seconds} s measured, loopback, node ${process.version}, ${os.cpus().length} CPUs\n`,
);
printTable(results);
console.log(`\ntotal run time ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);

const broken = results
  .flatMap((result) => result.rows)
  .filter((row) => row.non2xx > 0 || row.errors > 0 || row.ok === 0);
if (broken.length > 0) {
  console.error(`\nFAILED: non-2xx responses or errors from ${broken.map((row) => row.label).join(', ')}`);
  process.exitCode = 1;
}
