// `npm run bench` (second part): the lightest signed-in call, GET /api/sysNotice/unread (the
// admin's three unread notices), against a hand-written bare Fastify handler that sends the same
// statements a request needs (begin, tenant context, session read, the two notice reads, commit)
// straight on the database (bench/light-baseline.ts: pg on PostgreSQL, PGlite on PGlite), in the
// same run, on the embedded PGlite database and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is
// set, on PostgreSQL too. On PostgreSQL both sides count their statements per request, and
// BENCH_TRACE_STATEMENTS=1 lists one request's.
import os from 'node:os';
import path from 'node:path';
import {
  benchPlace,
  describeRun,
  failOnBroken,
  getJson,
  loadSettings,
  onCleanUp,
  onEachDatabase,
  printRunTime,
  printTable,
  type Row,
  signIn,
  startBaseline,
  startServer,
  tsx,
} from './harness.js';
import { measure } from './load.js';
import { counterImport, readCount, statementsOf } from './statement-counter.js';

const ROUTE = '/api/sysNotice/unread';
const NOTICES = 3;
const settings = loadSettings(Number(process.env.BENCH_CONNECTIONS ?? 10));
const LIST_STATEMENTS = process.env.BENCH_TRACE_STATEMENTS === '1';

type Unread = { unreadCount: number; rows: { id: string }[] };

interface Side extends Row {
  statements: number | null;
}

interface Pair {
  server: Side;
  baseline: Side;
  notes: string[];
}

/** Posts to the API as the signed-in admin; fails on anything but success. */
async function post<T>(baseUrl: string, headers: Record<string, string>, route: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${route}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; message: string; data: T };
  if (!envelope.success) throw new Error(`POST ${route} → ${response.status}: ${envelope.message}`);
  return envelope.data;
}

/** Measures one side; on PostgreSQL also its statements per request (load over requests made). */
async function measureSide(
  label: string,
  baseUrl: string,
  headers: Record<string, string>,
  countFile: string,
  postgres: boolean,
  notes: string[],
): Promise<Side> {
  console.error(`[${label}] ${settings.warmupSeconds} s warm-up + ${settings.seconds} s`);
  const result = await measure(`${baseUrl}${ROUTE}`, headers, settings);
  let statements: number | null = null;
  if (postgres) {
    // The load's request count includes its warm-up's: count a fixed number of requests alone.
    const start = await readCount(countFile);
    const REQUESTS = 200;
    for (let i = 0; i < REQUESTS; i++) await getJson(`${baseUrl}${ROUTE}`, headers);
    statements = ((await readCount(countFile)) - start) / REQUESTS;
    if (LIST_STATEMENTS) {
      notes.push(`  one request to the ${label}, its statements:`);
      notes.push(
        ...(await statementsOf(countFile, async () => {
          await getJson(`${baseUrl}${ROUTE}`, headers);
        })),
      );
    }
  }
  return { label, statements, ...result };
}

async function benchDatabase(admin: string | undefined): Promise<Pair> {
  const { kind, dataDir, databaseUrl } = await benchPlace(admin, 'takt-bench-light-');
  const countFile = path.join(os.tmpdir(), `takt-bench-light-${process.pid}-${kind}.count`);
  const postgres = databaseUrl !== undefined;
  const notes: string[] = [];

  const server = await startServer(dataDir, databaseUrl, {
    env: { BENCH_QUERY_COUNT_FILE: countFile },
    imports: postgres ? counterImport : [],
  });
  onCleanUp(() => server.stop());
  const headers = { authorization: `Bearer ${await signIn(server.baseUrl)}` };
  // Something to read: notices to every user, released.
  for (let i = 1; i <= NOTICES; i++) {
    const notice = await post<{ id: string }>(server.baseUrl, headers, '/sysNotice/add', {
      title: `Bench notice ${i}`,
      content: `The body of bench notice ${i}.`,
      allUsers: true,
    });
    await post(server.baseUrl, headers, '/sysNotice/publish', { id: notice.id });
  }
  const served = await getJson<Unread>(`${server.baseUrl}${ROUTE}`, headers);
  if (served.unreadCount !== NOTICES)
    throw new Error(`[${kind}] expected ${NOTICES} unread, got ${served.unreadCount}`);
  const ours = await measureSide(`server (${kind})`, server.baseUrl, headers, countFile, postgres, notes);
  await server.stop();

  const baseline = await startBaseline('bench/light-baseline.ts', [databaseUrl ?? `pglite:${dataDir}`], {
    node: [...tsx, ...(postgres ? counterImport : [])],
    env: { ...process.env, BENCH_QUERY_COUNT_FILE: countFile },
  });
  const handWritten = await getJson<Unread>(`${baseline.baseUrl}${ROUTE}`, headers);
  const same =
    handWritten.unreadCount === served.unreadCount &&
    handWritten.rows.length === served.rows.length &&
    handWritten.rows.every((row, i) => row.id === served.rows[i]?.id);
  if (!same) throw new Error(`[${kind}] the baseline's answer differs from the server's`);
  const theirs = await measureSide(`hand-written (${kind})`, baseline.baseUrl, headers, countFile, postgres, notes);
  await baseline.stop();
  return { server: ours, baseline: theirs, notes };
}

const startedAt = performance.now();
const pairs = await onEachDatabase(benchDatabase);

console.log(
  `\nGET ${ROUTE} as enterprise admin (${NOTICES} unread notices) vs a bare Fastify handler sending the same` +
    ` statements by hand${describeRun(settings)}`,
);
const rows = pairs.flatMap((pair) => [pair.server, pair.baseline]);
printTable(rows, [['statements/request', (r) => (r.statements === null ? '-' : r.statements.toFixed(2))]]);
for (const { server, baseline, notes } of pairs) {
  console.log(
    `${server.label} / ${baseline.label}: rate ${(server.rate / baseline.rate).toFixed(3)}×, p99 ${(server.p99 / Math.max(baseline.p99, 1)).toFixed(1)}×`,
  );
  for (const line of notes) console.log(line);
}
printRunTime(startedAt);
failOnBroken(rows);
