// `npm run bench`: GET /api/get_account_info (signed in as the enterprise admin) against a bare
// Fastify handler returning the same JSON, measured in the same run (DESIGN §6), on the embedded
// PGlite database and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL too.
// Server, baseline and load generator each run in their own process.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type LoadResult, type LoadSettings, measure } from './load.js';
import { type Child, freePort, killAllChildren, startChild } from './processes.js';

const ROUTE = '/api/get_account_info';
const PASSWORD = 'Bench1234';
const settings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
};
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const tsx = ['--conditions=takt-source', '--import', 'tsx'];

interface Row extends LoadResult {
  label: string;
  bytes: number;
}

const cleanups: Array<() => Promise<unknown>> = [];
async function cleanUp(): Promise<void> {
  for (const task of cleanups.splice(0).reverse()) await task().catch((error) => console.error('clean-up:', error));
}
process.on('SIGINT', () => {
  killAllChildren();
  void cleanUp().finally(() => process.exit(130));
});

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database, dropped at the end of the run. */
async function createBenchDatabase(adminUrl: string): Promise<string> {
  const name = `takt_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  cleanups.push(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
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
  };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'MQTT_URL', 'TOKEN_SECRET']) delete env[key];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return startChild('server', [...tsx, 'apps/server/src/main.ts'], port, env);
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: PASSWORD }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (response.status !== 200 || !body.data?.token)
    throw new Error(`sign-in failed (${response.status}): ${JSON.stringify(body)}`);
  return body.data.token;
}

/** GETs the route once and returns the exact response body text. */
async function fetchBody(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url} → ${response.status}: ${text.slice(0, 500)}`);
  return text;
}

interface Pair {
  server: Row;
  baseline: Row;
}

/** Server then baseline, on one database: PGlite when adminUrl is undefined, else a fresh PostgreSQL database. */
async function benchDatabase(adminUrl: string | undefined): Promise<Pair> {
  const kind = adminUrl ? 'postgres' : 'pglite';
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'takt-bench-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const databaseUrl = adminUrl ? await createBenchDatabase(adminUrl) : undefined;

  const started = performance.now();
  const server = await startServer(dataDir, databaseUrl);
  cleanups.push(() => server.stop());
  console.error(
    `[${kind}] server ready in ${((performance.now() - started) / 1000).toFixed(1)} s (first start: migrate + seed)`,
  );

  const headers = { authorization: `Bearer ${await signIn(server.baseUrl)}` };
  const body = await fetchBody(`${server.baseUrl}${ROUTE}`, headers);
  const bodyFile = path.join(dataDir, 'account-info.json');
  await writeFile(bodyFile, body);

  console.error(`[${kind}] measuring the server: ${settings.warmupSeconds} s warm-up + ${settings.seconds} s`);
  const serverResult = await measure(`${server.baseUrl}${ROUTE}`, headers, settings);
  await server.stop();

  const port = await freePort();
  const baseline = await startChild(
    'baseline',
    ['--import', 'tsx', 'bench/baseline.ts', String(port), ROUTE, bodyFile],
    port,
    process.env,
  );
  cleanups.push(() => baseline.stop());
  const baselineBody = await fetchBody(`${baseline.baseUrl}${ROUTE}`, headers);
  if (baselineBody !== body) console.error(`[${kind}] warning: the baseline's body differs from the server's`);
  console.error(`[${kind}] measuring the baseline: ${settings.warmupSeconds} s warm-up + ${settings.seconds} s`);
  // The same request, Authorization header included, so both sides receive identical requests.
  const baselineResult = await measure(`${baseline.baseUrl}${ROUTE}`, headers, settings);
  await baseline.stop();

  return {
    server: { label: `server (${kind})`, bytes: Buffer.byteLength(body), ...serverResult },
    baseline: { label: `baseline (${kind})`, bytes: Buffer.byteLength(baselineBody), ...baselineResult },
  };
}

function printTable(pairs: Pair[]): void {
  const rows = pairs.flatMap((pair) => [pair.server, pair.baseline]);
  const columns: Array<[string, (row: Row) => string]> = [
    ['', (r) => r.label],
    ['req/s', (r) => r.rate.toFixed(0)],
    ['p50 ms', (r) => String(r.p50)],
    ['p99 ms', (r) => String(r.p99)],
    ['2xx', (r) => String(r.ok)],
    ['non-2xx', (r) => String(r.non2xx)],
    ['errors', (r) => String(r.errors)],
    ['body bytes', (r) => String(r.bytes)],
  ];
  const cells = [columns.map(([title]) => title), ...rows.map((row) => columns.map(([, cell]) => cell(row)))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i]?.length ?? 0)));
  for (const line of cells) {
    console.log(
      line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '),
    );
  }
  for (const { server, baseline } of pairs) {
    console.log(
      `${server.label} / ${baseline.label}: rate ${(server.rate / baseline.rate).toFixed(3)}×, p99 ${(server.p99 / baseline.p99).toFixed(1)}×`,
    );
  }
}

const startedAt = performance.now();
const pairs: Pair[] = [];
try {
  pairs.push(await benchDatabase(undefined));
  if (adminUrl) pairs.push(await benchDatabase(adminUrl));
  else console.error('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it');
} finally {
  await cleanUp();
}

console.log(
  `\nGET ${ROUTE} as enterprise admin vs a bare Fastify handler returning the same JSON` +
    `\n${settings.connections} connections, ${settings.warmupSeconds} s warm-up, ${settings.seconds} s measured, loopback, node ${process.version}, ${os.cpus().length} CPUs\n`,
);
printTable(pairs);
console.log(`\ntotal run time ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);

const broken = pairs
  .flatMap((pair) => [pair.server, pair.baseline])
  .filter((row) => row.non2xx > 0 || row.errors > 0 || row.ok === 0);
if (broken.length > 0) {
  console.error(`\nFAILED: non-2xx responses or errors from ${broken.map((row) => row.label).join(', ')}`);
  process.exitCode = 1;
}
