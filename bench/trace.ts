// `npm run bench` (third part): trace of one serial (GET /api/trace/product) and recall of one lot
// (GET /api/trace/lot/page) with BENCH_TRACE_EVENTS (10 000 000) scan events over 12 monthly
// partitions and four enterprises, against the same answers as hand-written SQL behind a bare
// Fastify handler (bench/trace-baseline.ts), in the same run. PostgreSQL when BENCH_DATABASE_URL
// or TEST_DATABASE_URL is set; PGlite at BENCH_TRACE_PGLITE_EVENTS (200 000; 0 skips it). Every
// request asks for another serial or lot (drawn at random from the filled data), so neither side
// answers from a warm row. Server, baseline and load generator each run in their own process.
// Measured with 10 concurrent clients and with one (BENCH_CONNECTIONS, a list: default `10,1`).
import autocannon from 'autocannon';
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
  withDatabase,
} from './harness.js';
import { type LoadResult, toLoadResult } from './load.js';
import { counterImport, readCount, statementsOf } from './statement-counter.js';
import { fillTraceData, MATERIALS_PER_UNIT, UNITS_PER_LOT } from './trace-sql.js';

const POSTGRES_EVENTS = Number(process.env.BENCH_TRACE_EVENTS ?? 10_000_000);
const PGLITE_EVENTS = Number(process.env.BENCH_TRACE_PGLITE_EVENTS ?? 200_000);
const SAMPLES = 1000;
/** Concurrent clients, one measured run per count: under load, and one at a time (the latency aim). */
const CLIENTS = (process.env.BENCH_CONNECTIONS ?? '10,1').split(',').map(Number);
const settings = loadSettings(CLIENTS[0]!);
/** The p99 aim of a trace and of a recall, on PostgreSQL. */
const AIM_P99_MS = 20;
/** Print one trace's and one recall's statements (PostgreSQL). */
const LOG_STATEMENTS = process.env.BENCH_TRACE_STATEMENTS === '1';
/** Requests, one at a time, over which the statements per request are counted (PostgreSQL). */
const COUNTED_REQUESTS = 50;

// The demo enterprise with its factory (so traces name real stations, processes and materials, as
// the baseline's joins do) and no production: the bench brings its own.
const serverOptions = { timeoutMs: 600_000 };

/**
 * Like bench/load.ts's `measure` (one warm-up run discarded, then the measured run, loopback
 * only, bounded), with each request taking the next path of `paths` in turn.
 */
async function measurePaths(
  baseUrl: string,
  paths: readonly string[],
  headers: Record<string, string>,
  connections: number,
): Promise<LoadResult> {
  if (!baseUrl.startsWith('http://127.0.0.1:')) throw new Error(`refusing to load a non-loopback URL: ${baseUrl}`);
  let next = 0;
  const run = (duration: number) =>
    autocannon({
      url: baseUrl,
      headers,
      connections,
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
  return toLoadResult(await run(settings.seconds));
}

interface Measured {
  kind: string;
  events: number;
  fillSeconds: number;
  rows: Row[];
  /** PostgreSQL: statements per trace and per recall, and (LOG_STATEMENTS) one of each, listed. */
  statements: { trace: number; recall: number; listed: string[] } | null;
}

/**
 * Statements per request over COUNTED_REQUESTS requests one at a time (all answered), then one
 * request's statements when LOG_STATEMENTS.
 */
async function countStatements(
  countFile: string,
  baseUrl: string,
  paths: readonly string[],
  headers: Record<string, string>,
): Promise<{ perRequest: number; listed: string[] }> {
  const get = async (route: string) => {
    const response = await fetch(`${baseUrl}${route}`, { headers });
    if (response.status !== 200) throw new Error(`${route} → ${response.status}: ${await response.text()}`);
  };
  const before = await readCount(countFile);
  for (let i = 0; i < COUNTED_REQUESTS; i++) await get(paths[i % paths.length]!);
  const perRequest = ((await readCount(countFile)) - before) / COUNTED_REQUESTS;
  const listed = LOG_STATEMENTS ? await statementsOf(countFile, () => get(paths[paths.length - 1]!)) : [];
  return { perRequest, listed };
}

async function benchDatabase(admin: string | undefined, events: number): Promise<Measured> {
  const { kind, dataDir, databaseUrl } = await benchPlace(admin, 'takt-bench-trace-');
  const log = (message: string) => console.error(`[${kind}] ${message}`);

  // First start migrates and seeds the demo enterprise and factory; then the data goes in directly.
  const first = await startServer(dataDir, databaseUrl, serverOptions);
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

  const countFile = `${dataDir}/statements`;
  const server = await startServer(dataDir, databaseUrl, {
    ...serverOptions,
    env: { BENCH_QUERY_COUNT_FILE: countFile },
    imports: databaseUrl ? counterImport : [],
  });
  onCleanUp(() => server.stop());
  const headers = { authorization: `Bearer ${await signIn(server.baseUrl)}` };
  const sample = await getJson<{ events: unknown[]; materials: unknown[] }>(
    `${server.baseUrl}${tracePaths[0]}`,
    headers,
  );
  const recall = await getJson<{ totalRows: number }>(`${server.baseUrl}${recallPaths[0]}`, headers);
  log(
    `a trace has ${sample.events.length} events and ${sample.materials.length} materials; a lot ${recall.totalRows} units`,
  );
  const measured = new Map<number, { trace: LoadResult; recall: LoadResult }>();
  for (const clients of CLIENTS) {
    log(
      `measuring the server, ${clients} clients: trace, then recall (${settings.warmupSeconds} s warm-up + ${settings.seconds} s each)`,
    );
    measured.set(clients, {
      trace: await measurePaths(server.baseUrl, tracePaths, headers, clients),
      recall: await measurePaths(server.baseUrl, recallPaths, headers, clients),
    });
  }
  let statements: Measured['statements'] = null;
  if (databaseUrl) {
    const trace = await countStatements(countFile, server.baseUrl, tracePaths, headers);
    const recall = await countStatements(countFile, server.baseUrl, recallPaths, headers);
    statements = {
      trace: trace.perRequest,
      recall: recall.perRequest,
      listed: [
        ...(trace.listed.length ? ['  one trace, its statements:', ...trace.listed] : []),
        ...(recall.listed.length ? ['  one recall, its statements:', ...recall.listed] : []),
      ],
    };
  }
  await server.stop();

  const target = databaseUrl ?? `pglite:${dataDir}`;
  const baseline = await startBaseline('bench/trace-baseline.ts', [demo.tenantId, target]);
  const handWritten = await getJson<{ events: unknown[] }>(`${baseline.baseUrl}${tracePaths[0]}`, headers);
  if (handWritten.events.length !== sample.events.length)
    throw new Error(`[${kind}] the baseline's trace differs from the server's`);
  const rows: Row[] = [];
  for (const clients of CLIENTS) {
    log(`measuring the baseline, ${clients} clients: trace, then recall`);
    const baseTrace = await measurePaths(baseline.baseUrl, tracePaths, headers, clients);
    const baseRecall = await measurePaths(baseline.baseUrl, recallPaths, headers, clients);
    const ours = measured.get(clients)!;
    const where = `${kind}, ${clients} client${clients === 1 ? '' : 's'}`;
    rows.push(
      { label: `trace by serial, server (${where})`, ...ours.trace },
      { label: `trace by serial, hand-written SQL (${where})`, ...baseTrace },
      { label: `recall by lot, server (${where})`, ...ours.recall },
      { label: `recall by lot, hand-written SQL (${where})`, ...baseRecall },
    );
  }
  await baseline.stop();

  return { kind, events: counted.n, fillSeconds, statements, rows };
}

const startedAt = performance.now();
const results = await onEachDatabase(
  (admin) => benchDatabase(admin, admin ? POSTGRES_EVENTS : PGLITE_EVENTS),
  PGLITE_EVENTS > 0,
);

console.log(
  `\nTrace of a random serial (GET /api/trace/product) and recall of a random lot (GET /api/trace/lot/page, 20 a page)` +
    ` as the demo enterprise admin, vs the same answers as hand-written SQL behind a bare Fastify handler${describeRun(settings).replace(`${settings.connections} connections`, `${CLIENTS.join(' and ')} connections`)}`,
);
const rows = results.flatMap((result) => result.rows);
printTable(rows);
for (const result of results) {
  console.log(`${result.kind}: ${result.events} scan events (filled in ${result.fillSeconds.toFixed(0)} s)`);
  for (let i = 0; i < result.rows.length; i += 4) {
    const [trace, traceBase, recall, recallBase] = result.rows.slice(i, i + 4) as [Row, Row, Row, Row];
    const clients = CLIENTS[i / 4];
    const aim =
      result.kind === 'postgres'
        ? ` (aim p99 < ${AIM_P99_MS} ms: ${trace.p99 < AIM_P99_MS && recall.p99 < AIM_P99_MS ? 'met' : 'MISSED'})`
        : '';
    console.log(
      `  ${clients} client${clients === 1 ? '' : 's'}: trace p99 ${trace.p99} ms vs ${traceBase.p99} ms, rate ${(trace.rate / traceBase.rate).toFixed(2)}×; ` +
        `recall p99 ${recall.p99} ms vs ${recallBase.p99} ms, rate ${(recall.rate / recallBase.rate).toFixed(2)}×${aim}`,
    );
  }
  if (result.statements) {
    console.log(
      `${result.kind}: statements per trace ${result.statements.trace.toFixed(1)}, per recall ${result.statements.recall.toFixed(1)} (server, BEGIN and COMMIT included)`,
    );
    for (const line of result.statements.listed) console.log(line);
  }
}
printRunTime(startedAt);
failOnBroken(rows);
