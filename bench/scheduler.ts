// Tick accuracy of the job engine: an every-second task claimed by two engines on one database,
// fired time (when the request reaches a local receiver) minus due time, p50 and p99; beside
// it, in the same run and the same process, a plain setInterval's lateness against its own
// schedule. Also the duplicates (a tick delivered twice): must be 0.
//   node --conditions=takt-source --import tsx bench/scheduler.ts
// BENCH_SECONDS (default 10) and BENCH_TASKS (default 10); on PGlite, and on PostgreSQL too when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set (BENCH_ONLY: one of them).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../apps/server/src/platform/db/database.js';
import { migrateDatabase } from '../apps/server/src/platform/db/migrate.js';
import { openDatabase } from '../apps/server/src/platform/db/open-database.js';
import { Scheduler } from '../apps/server/src/platform/scheduler/scheduler.js';
import { scheduledTasks } from '../apps/server/src/platform/scheduler/scheduler.table.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TASKS = Number(process.env.BENCH_TASKS ?? 10);
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

const quiet = {
  level: 'error',
  info() {},
  warn() {},
  debug() {},
  trace() {},
  fatal: console.error,
  error: console.error,
  silent() {},
  child: () => quiet,
} as unknown as FastifyBaseLogger;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Figures {
  samples: number;
  p50: number;
  p99: number;
  duplicates: number;
}

function figures(lateness: number[], duplicates = 0): Figures {
  const sorted = [...lateness].sort((a, b) => a - b);
  return { samples: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), duplicates };
}

/** The baseline: setInterval every second, lateness against start + k seconds. */
function plainInterval(startAt: number): Promise<number[]> {
  return new Promise((resolve) => {
    const lateness: number[] = [];
    setTimeout(() => {
      let k = 0;
      const timer = setInterval(() => {
        k += 1;
        lateness.push(Date.now() - (startAt + k * 1000));
        if (k >= SECONDS) {
          clearInterval(timer);
          resolve(lateness);
        }
      }, 1000);
    }, startAt - Date.now());
  });
}

async function engines(db: Database): Promise<Figures> {
  const received = new Map<string, number[]>();
  const server = createServer((request, response) => {
    const key = `${request.headers['x-takt-task']}@${request.headers['x-takt-due']}`;
    const at = Date.now();
    received.set(key, [...(received.get(key) ?? []), at]);
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tick`;

  const startAt = Math.ceil((Date.now() + 2000) / 1000) * 1000;
  await db.system((tx) =>
    tx.insert(scheduledTasks).values(
      Array.from({ length: TASKS }, (_, index) => ({
        tenantId: '1',
        code: `BENCH-${index}`,
        name: `Bench ${index}`,
        method: 'GET',
        url,
        requestType: 'none',
        timerType: 'interval',
        intervalSeconds: 1,
        executionType: 'runOnce',
        timeoutSeconds: 10,
        state: 'running',
        nextRunAt: new Date(startAt),
      })),
    ),
  );
  const pair = [new Scheduler({ db, log: quiet }), new Scheduler({ db, log: quiet })];
  const baseline = plainInterval(startAt);
  await Promise.all(pair.map((engine) => engine.start()));
  await new Promise((resolve) => setTimeout(resolve, startAt - Date.now() + SECONDS * 1000 - 500));
  await Promise.all(pair.map((engine) => engine.stop()));
  await new Promise<void>((resolve) => server.close(() => resolve()));

  const lateness: number[] = [];
  let duplicates = 0;
  for (const [key, times] of received) {
    const due = Date.parse(key.split('@')[1]!);
    lateness.push(times[0]! - due);
    duplicates += times.length - 1;
  }
  const plain = figures(await baseline);
  const claimed = figures(lateness, duplicates);
  print(db.kind, claimed, plain);
  return claimed;
}

function print(kind: string, claimed: Figures, plain: Figures): void {
  const row = (name: string, f: Figures) =>
    `${name.padEnd(42)} ${String(f.samples).padStart(7)} ${f.p50.toFixed(0).padStart(7)} ${f.p99
      .toFixed(0)
      .padStart(7)} ${String(f.duplicates).padStart(10)}`;
  console.log(`\nscheduler tick accuracy on ${kind} (${TASKS} tasks every 1 s, ${SECONDS} s)`);
  console.log(
    `${''.padEnd(42)} ${'samples'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'duplicates'.padStart(10)}`,
  );
  console.log(row('two engines on one database (fired - due)', claimed));
  console.log(row('baseline: setInterval in the same process', plain));
}

/** One database's half: PGlite in a temporary folder, or a fresh database on the PostgreSQL server. */
async function onDatabase(postgres: boolean): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'takt-bench-scheduler-'));
  let databaseUrl: string | undefined;
  let dropName: string | undefined;
  if (postgres && adminUrl) {
    dropName = `takt_bench_sched_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dropName}`);
    await admin.end();
    const parsed = new URL(adminUrl);
    parsed.pathname = `/${dropName}`;
    databaseUrl = parsed.toString();
  }
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrateDatabase(db, databaseUrl);
    await engines(db);
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
    if (dropName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dropName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY;
  if (only !== 'postgres') await onDatabase(false);
  if (adminUrl && only !== 'pglite') await onDatabase(true);
}

await main();
