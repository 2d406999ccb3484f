// `npm run bench` (second part): GET /api/user/page with BENCH_USERS (100 000) users in one
// enterprise, filtered by an organisation subtree, sorted by name, 200 per page, against the
// same page as hand-written SQL behind a bare Fastify handler (bench/user-page-baseline.ts), in
// the same run, on the embedded PGlite database and, when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set, on PostgreSQL too. Server, baseline and load generator each run in
// their own process; the users are seeded with generate_series before either starts.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type LoadResult, type LoadSettings, measure } from './load.js';
import { type Child, freePort, killAllChildren, startChild } from './processes.js';
import { BENCH_USERS, type Sql, seedBenchUsers } from './user-page-sql.js';

const PASSWORD = 'Bench1234';
const PAGE_SIZE = Number(process.env.BENCH_PAGE_SIZE ?? 200);
const PAGE_NO = Number(process.env.BENCH_PAGE_NO ?? 1);
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
  };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'MQTT_URL', 'TOKEN_SECRET']) delete env[key];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return startChild('server', [...tsx, 'apps/server/src/main.ts'], port, env);
}

/** Seeds the users straight into the database while no server holds it. */
async function seed(dataDir: string, databaseUrl: string | undefined) {
  if (databaseUrl) return withPg(databaseUrl, (client) => seedBenchUsers(client as unknown as Sql));
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(path.join(dataDir, 'pgdata'));
  try {
    return await seedBenchUsers(client as unknown as Sql);
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

type Page = { rows: { id: string; name: string }[]; totalRows: number };

async function fetchPage(url: string, headers: Record<string, string>): Promise<Page> {
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { data: Page };
  if (response.status !== 200) throw new Error(`GET ${url} → ${response.status}: ${JSON.stringify(body)}`);
  return body.data;
}

interface Pair {
  server: Row;
  baseline: Row;
  totalRows: number;
}

async function benchDatabase(admin: string | undefined): Promise<Pair> {
  const kind = admin ? 'postgres' : 'pglite';
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'takt-bench-users-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const databaseUrl = admin ? await createBenchDatabase(admin) : undefined;

  // First start migrates and seeds the demo enterprise; then the bench users go in directly.
  const first = await startServer(dataDir, databaseUrl);
  await first.stop();
  const seeding = performance.now();
  const { tenantId, orgId } = await seed(dataDir, databaseUrl);
  console.error(`[${kind}] ${BENCH_USERS} users seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  const query = `/api/user/page?orgId=${orgId}&sortField=name&sortOrder=ascend&pageNo=${PAGE_NO}&pageSize=${PAGE_SIZE}`;
  const server = await startServer(dataDir, databaseUrl);
  cleanups.push(() => server.stop());
  const headers = { authorization: `Bearer ${await signIn(server.baseUrl)}` };
  const served = await fetchPage(`${server.baseUrl}${query}`, headers);
  console.error(`[${kind}] measuring the server: ${settings.warmupSeconds} s warm-up + ${settings.seconds} s`);
  const serverResult = await measure(`${server.baseUrl}${query}`, headers, settings);
  await server.stop();

  const port = await freePort();
  const target = databaseUrl ?? `pglite:${dataDir}`;
  const baseline = await startChild(
    'baseline',
    ['--import', 'tsx', 'bench/user-page-baseline.ts', String(port), tenantId, target],
    port,
    process.env,
  );
  cleanups.push(() => baseline.stop());
  const handWritten = await fetchPage(`${baseline.baseUrl}${query}`, headers);
  const same =
    handWritten.totalRows === served.totalRows &&
    handWritten.rows.length === served.rows.length &&
    handWritten.rows.every((row, i) => row.id === served.rows[i]?.id);
  if (!same) throw new Error(`[${kind}] the baseline's page differs from the server's`);
  console.error(`[${kind}] measuring the baseline: ${settings.warmupSeconds} s warm-up + ${settings.seconds} s`);
  const baselineResult = await measure(`${baseline.baseUrl}${query}`, headers, settings);
  await baseline.stop();

  return {
    server: { label: `server (${kind})`, ...serverResult },
    baseline: { label: `hand-written SQL (${kind})`, ...baselineResult },
    totalRows: served.totalRows,
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
  ];
  const cells = [columns.map(([title]) => title), ...rows.map((row) => columns.map(([, cell]) => cell(row)))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i]?.length ?? 0)));
  for (const line of cells) {
    console.log(
      line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '),
    );
  }
  for (const { server, baseline, totalRows } of pairs) {
    console.log(
      `${server.label} / ${baseline.label}: p99 ${server.p99} ms vs ${baseline.p99} ms = ${(server.p99 / Math.max(baseline.p99, 1)).toFixed(2)}×, rate ${(server.rate / baseline.rate).toFixed(2)}× (${totalRows} users in the subtree)`,
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
  `\nGET /api/user/page as enterprise admin (${BENCH_USERS} users; organisation subtree; sorted by name; page ${PAGE_NO} of ${PAGE_SIZE})` +
    ` vs the same page as hand-written SQL behind a bare Fastify handler` +
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
