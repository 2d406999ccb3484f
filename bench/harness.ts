// What the benchmarks share: settings from the environment, a fresh database per run (dropped
// at the end, Ctrl-C included), the server and baseline processes, sign-in, and the printed table.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { LoadResult, LoadSettings } from './load.js';
import { type Child, freePort, killAllChildren, startChild } from './processes.js';

export const PASSWORD = 'Bench1234';
/** The PostgreSQL server to create the bench databases on; PGlite only without it. */
export const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
export const tsx = ['--conditions=takt-source', '--import', 'tsx'];

/** Warm-up and measured seconds from the environment, with the script's connection count. */
export function loadSettings(connections: number): LoadSettings {
  return {
    connections,
    warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
  };
}

/** Anything that runs one parametrised statement: a pg client or PGlite. */
export interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

// ── clean-up ─────────────────────────────────────────────────────────────────────────────

const cleanups: Array<() => Promise<unknown>> = [];

/** Runs at the end of the run (or on Ctrl-C), last registered first. */
export function onCleanUp(task: () => Promise<unknown>): void {
  cleanups.push(task);
}

async function cleanUp(): Promise<void> {
  for (const task of cleanups.splice(0).reverse()) await task().catch((error) => console.error('clean-up:', error));
}

process.on('SIGINT', () => {
  killAllChildren();
  void cleanUp().finally(() => process.exit(130));
});

/** `BENCH_ONLY=pglite` or `BENCH_ONLY=postgres` runs one database's half of each benchmark. */
const only = process.env.BENCH_ONLY;

/**
 * Runs `bench` on PGlite (unless `withPglite` is false), then on PostgreSQL when a URL is set,
 * and cleans up either way.
 */
export async function onEachDatabase<T>(
  bench: (admin: string | undefined) => Promise<T>,
  withPglite = true,
): Promise<T[]> {
  const results: T[] = [];
  try {
    if (withPglite && only !== 'postgres') results.push(await bench(undefined));
    if (only === 'pglite') return results;
    if (adminUrl) results.push(await bench(adminUrl));
    else console.error('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it');
  } finally {
    await cleanUp();
  }
  return results;
}

// ── databases ────────────────────────────────────────────────────────────────────────────

export async function withPg<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database, dropped at the end of the run. */
async function createBenchDatabase(url: string): Promise<string> {
  const name = `takt_bench_${randomBytes(6).toString('hex')}`;
  await withPg(url, (client) => client.query(`CREATE DATABASE ${name}`));
  onCleanUp(() => withPg(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

export interface BenchPlace {
  kind: 'pglite' | 'postgres';
  /** The server's DATA_DIR (PGlite keeps its database there), removed at the end of the run. */
  dataDir: string;
  /** A fresh PostgreSQL database, or undefined for PGlite. */
  databaseUrl: string | undefined;
}

/** A temporary data directory and, when `admin` is set, a fresh PostgreSQL database. */
export async function benchPlace(admin: string | undefined, dirPrefix: string): Promise<BenchPlace> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), dirPrefix));
  onCleanUp(() => rm(dataDir, { recursive: true, force: true }));
  const databaseUrl = admin ? await createBenchDatabase(admin) : undefined;
  return { kind: admin ? 'postgres' : 'pglite', dataDir, databaseUrl };
}

/** Runs `work` on the database while no server holds it (PGlite allows one process). */
export async function withDatabase<T>(
  dataDir: string,
  databaseUrl: string | undefined,
  work: (sql: Sql) => Promise<T>,
): Promise<T> {
  if (databaseUrl) return withPg(databaseUrl, (client) => work(client as unknown as Sql));
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(path.join(dataDir, 'pgdata'));
  try {
    return await work(client as unknown as Sql);
  } finally {
    await client.close();
  }
}

// ── processes ────────────────────────────────────────────────────────────────────────────

export interface ServerOptions {
  /** Added to the server's environment. */
  env?: Record<string, string>;
  /** Node options before the entry point (after tsx's). */
  imports?: string[];
  timeoutMs?: number;
}

/** The real server on a free port, seeded with PASSWORD, on PGlite in dataDir or on databaseUrl. */
export async function startServer(
  dataDir: string,
  databaseUrl: string | undefined,
  options: ServerOptions = {},
): Promise<Child> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_DIST: '/nonexistent',
    // The demo factory, but not its week of production: each benchmark brings its own data, and
    // the history would be seeding in the background while it measures.
    SEED_DEMO_PRODUCTION: 'false',
    ...options.env,
  };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'MQTT_URL', 'TOKEN_SECRET']) delete env[key];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  // BENCH_PROFILE_DIR: each server process writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const args = [...tsx, ...profile, ...(options.imports ?? []), 'apps/server/src/main.ts'];
  return startChild('server', args, port, env, options.timeoutMs);
}

/**
 * A baseline script on a free port (`node <node> <script> <port> <args…>`), stopped at the end
 * of the run.
 */
export async function startBaseline(
  script: string,
  args: string[],
  options: { node?: string[]; env?: NodeJS.ProcessEnv } = {},
): Promise<Child> {
  const port = await freePort();
  const baseline = await startChild(
    'baseline',
    [...(options.node ?? ['--import', 'tsx']), script, String(port), ...args],
    port,
    options.env ?? process.env,
  );
  onCleanUp(() => baseline.stop());
  return baseline;
}

// ── the API ──────────────────────────────────────────────────────────────────────────────

/** Signs in as the demo enterprise admin; returns the access token. */
export async function signIn(baseUrl: string): Promise<string> {
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

/** GETs a route once and returns the envelope's data. */
export async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { data: T };
  if (response.status !== 200)
    throw new Error(`GET ${url} → ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

// ── the report ───────────────────────────────────────────────────────────────────────────

export interface Row extends LoadResult {
  label: string;
}

export type Column<R> = [title: string, cell: (row: R) => string];

/** The measured rows as a table: label, rate, latencies and answers, then the script's own columns. */
export function printTable<R extends Row>(rows: R[], extra: Column<R>[] = []): void {
  const columns: Column<R>[] = [
    ['', (r) => r.label],
    ['req/s', (r) => r.rate.toFixed(0)],
    ['p50 ms', (r) => String(r.p50)],
    ['p99 ms', (r) => String(r.p99)],
    ['2xx', (r) => String(r.ok)],
    ['non-2xx', (r) => String(r.non2xx)],
    ['errors', (r) => String(r.errors)],
    ...extra,
  ];
  const cells = [columns.map(([title]) => title), ...rows.map((row) => columns.map(([, cell]) => cell(row)))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i]?.length ?? 0)));
  for (const line of cells) {
    console.log(
      line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '),
    );
  }
}

/** The line under a benchmark's title that says how it was run. */
export function describeRun(settings: LoadSettings): string {
  return `\n${settings.connections} connections, ${settings.warmupSeconds} s warm-up, ${settings.seconds} s measured, loopback, node ${process.version}, ${os.cpus().length} CPUs\n`;
}

export function printRunTime(startedAt: number): void {
  console.log(`\ntotal run time ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
}

/** Fails the run (exit code 1) when a row is broken: by default, any non-2xx, error, or no answer at all. */
export function failOnBroken<R extends Row>(
  rows: R[],
  broken: (row: R) => boolean = (row) => row.non2xx > 0 || row.errors > 0 || row.ok === 0,
  what = 'non-2xx responses or errors',
): void {
  const failed = rows.filter(broken);
  if (failed.length > 0) {
    console.error(`\nFAILED: ${what} from ${failed.map((row) => row.label).join(', ')}`);
    process.exitCode = 1;
  }
}
