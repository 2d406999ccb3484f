// What the in-process benchmarks share (bench/scheduler.ts, bench/devices.ts, bench/andon.ts): a
// silent logger for the server's parts, percentiles, a migrated database of their own, and a
// receiver of the job engine's ticks.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../apps/server/src/platform/db/database.js';
import { migrateDatabase } from '../apps/server/src/platform/db/migrate.js';
import { openDatabase } from '../apps/server/src/platform/db/open-database.js';
import type { scheduledTasks } from '../apps/server/src/platform/scheduler/scheduler.table.js';
import { benchPlace } from './harness.js';

/** A logger that prints errors only. */
export const quietLog = {
  level: 'error',
  info() {},
  warn() {},
  debug() {},
  trace() {},
  fatal: console.error,
  error: console.error,
  silent() {},
  child: () => quietLog,
} as unknown as FastifyBaseLogger;

/** The p-th percentile of ascending `sorted` (nearest rank), null when there is no sample. */
export function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export interface Spread {
  samples: number;
  p50: number | null;
  p99: number | null;
}

/** Count, p50 and p99 of `values` (any order). */
export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { samples: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** Milliseconds for a table cell: whole ms, or `-` when there was nothing to measure. */
export function ms(value: number | null, width = 7): string {
  return (value === null ? '-' : value.toFixed(0)).padStart(width);
}

/**
 * Runs `work` on a migrated database of its own: PGlite in a temporary folder when `admin` is
 * undefined, else a fresh database on that PostgreSQL server (both removed at the end of the run).
 */
export async function withBenchDatabase<T>(
  admin: string | undefined,
  dirPrefix: string,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const { dataDir, databaseUrl } = await benchPlace(admin, dirPrefix);
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrateDatabase(db, databaseUrl);
    return await work(db);
  } finally {
    await db.close();
  }
}

/**
 * A local HTTP receiver for scheduled HTTP tasks: it keeps when each tick (task and due time,
 * from the engine's `x-takt-task` and `x-takt-due` headers) first arrived, and how often.
 */
export async function startTickReceiver() {
  const received = new Map<string, number[]>();
  const server = createServer((request, response) => {
    const key = `${request.headers['x-takt-task']}@${request.headers['x-takt-due']}`;
    received.set(key, [...(received.get(key) ?? []), Date.now()]);
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/tick`,
    /** Fired minus due of each tick (its first arrival), and the ticks that arrived more than once. */
    lateness() {
      const lateness: number[] = [];
      let duplicates = 0;
      for (const [key, times] of received) {
        lateness.push(times[0]! - Date.parse(key.split('@')[1]!));
        duplicates += times.length - 1;
      }
      return { lateness, duplicates };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `count` enterprise tasks that GET `url` every second from `startAt` (ms) on. */
export function everySecondTasks(tenantId: string, url: string, count: number, startAt: number) {
  return Array.from({ length: count }, (_, index) => ({
    tenantId,
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
  })) satisfies (typeof scheduledTasks.$inferInsert)[];
}
