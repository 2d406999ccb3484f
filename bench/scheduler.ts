// Tick accuracy of the job engine: an every-second task claimed by two engines on one database,
// fired time (when the request reaches a local receiver) minus due time, p50 and p99; beside
// it, in the same run and the same process, a plain setInterval's lateness against its own
// schedule. Also the duplicates (a tick delivered twice): must be 0.
//   node --conditions=takt-source --import tsx bench/scheduler.ts
// BENCH_SECONDS (default 10) and BENCH_TASKS (default 10); on PGlite, and on PostgreSQL too when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set (BENCH_ONLY: one of them).
import type { Database } from '../apps/server/src/platform/db/database.js';
import { Scheduler } from '../apps/server/src/platform/scheduler/scheduler.js';
import { scheduledTasks } from '../apps/server/src/platform/scheduler/scheduler.table.js';
import { onEachDatabase } from './harness.js';
import {
  everySecondTasks,
  ms,
  quietLog,
  type Spread,
  spread,
  startTickReceiver,
  withBenchDatabase,
} from './support.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TASKS = Number(process.env.BENCH_TASKS ?? 10);

interface Figures extends Spread {
  duplicates: number;
}

function figures(lateness: number[], duplicates = 0): Figures {
  return { ...spread(lateness), duplicates };
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
  const ticks = await startTickReceiver();
  const startAt = Math.ceil((Date.now() + 2000) / 1000) * 1000;
  await db.system((tx) => tx.insert(scheduledTasks).values(everySecondTasks('1', ticks.url, TASKS, startAt)));
  const pair = [new Scheduler({ db, log: quietLog }), new Scheduler({ db, log: quietLog })];
  const baseline = plainInterval(startAt);
  await Promise.all(pair.map((engine) => engine.start()));
  await new Promise((resolve) => setTimeout(resolve, startAt - Date.now() + SECONDS * 1000 - 500));
  await Promise.all(pair.map((engine) => engine.stop()));
  await ticks.close();

  const { lateness, duplicates } = ticks.lateness();
  const plain = figures(await baseline);
  const claimed = figures(lateness, duplicates);
  print(db.kind, claimed, plain);
  return claimed;
}

function print(kind: string, claimed: Figures, plain: Figures): void {
  const row = (name: string, f: Figures) =>
    `${name.padEnd(42)} ${String(f.samples).padStart(7)} ${ms(f.p50)} ${ms(f.p99)} ${String(f.duplicates).padStart(10)}`;
  console.log(`\nscheduler tick accuracy on ${kind} (${TASKS} tasks every 1 s, ${SECONDS} s)`);
  console.log(
    `${''.padEnd(42)} ${'samples'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'duplicates'.padStart(10)}`,
  );
  console.log(row('two engines on one database (fired - due)', claimed));
  console.log(row('baseline: setInterval in the same process', plain));
}

await onEachDatabase((admin) => withBenchDatabase(admin, 'takt-bench-scheduler-', engines));
