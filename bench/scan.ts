// `npm run bench` (third part): a passing station scan, POST /api/trace/passing/scan through the
// real server (HTTP, session, permission, validation, idempotency row, unit lock, routing step,
// scan configuration, scan event, unit update, order progress), against the same scan as a
// hand-written SQL transaction behind a bare Fastify handler (bench/scan-baseline.ts), in the
// same run, with BENCH_SCAN_CONNECTIONS (50) concurrent clients, on the embedded PGlite database
// and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL (a fresh database).
//
// Every request is a real scan that the server accepts: units of six issued orders on the two SMT
// lines (three each) wait at the AOI step (P040, the last main step of routing R-CB); each
// request passes a different unit (a new client scan id), which finishes it and adds a good unit
// to its order. Each side has its own units. The accept rate is printed and checked against the
// scan events the database holds afterwards. On PostgreSQL the statements per scan are counted
// in both processes (a wrapper around pg's Client.query), and BENCH_SCAN_TRACE=1 prints one
// scan's statements and the table reads and writes per scan.
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  benchPlace,
  describeRun,
  failOnBroken,
  type Row as LoadRow,
  loadSettings,
  onCleanUp,
  onEachDatabase,
  printRunTime,
  printTable,
  type Sql,
  signIn as signInForToken,
  startBaseline,
  startServer,
  tsx,
  withDatabase,
  withPg,
} from './harness.js';
import { type LoadResult, toLoadResult } from './load.js';
import type { BaselinePlan } from './scan-baseline.js';
import { counterImport, readCount, statementsOf } from './statement-counter.js';

const ROUTE = '/api/trace/passing/scan';
const settings = loadSettings(Number(process.env.BENCH_SCAN_CONNECTIONS ?? 50));
/** Units waiting at AOI for each side (more than either side scans in the run). */
const UNITS = Number(process.env.BENCH_SCAN_UNITS ?? 60_000);
const TRACE = process.env.BENCH_SCAN_TRACE === '1';

/** The demo factory's SMT lines: their board product and AOI workstation. */
const LINES = [
  { line: 'SMT-L1', product: 'SF-CB100', station: 'SMT-L1-S04', mask: 'CB100-########' },
  { line: 'SMT-L2', product: 'SF-CB200', station: 'SMT-L2-S04', mask: 'CB200-########' },
] as const;
const ORDERS_PER_LINE = 3;
const PROCESS = 'P040';
/** Serial numbers: the product's prefix and 8 digits, from these bases on each side. */
const SERIAL_BASE = { server: 10_000_000, baseline: 50_000_000 } as const;
type Side = keyof typeof SERIAL_BASE;

interface Target {
  orderId: string;
  productId: string;
  lineId: string;
  stationId: string;
  processId: string;
  prefix: string;
}

interface Setup {
  tenantId: string;
  operatorId: string;
  targets: Target[];
}

/** The server, counting its statements into countFile. */
function startCountedServer(dataDir: string, databaseUrl: string | undefined, countFile: string, timeoutMs?: number) {
  return startServer(dataDir, databaseUrl, {
    env: { BENCH_QUERY_COUNT_FILE: countFile },
    imports: counterImport,
    timeoutMs,
  });
}

// ── the API ──────────────────────────────────────────────────────────────────────────────

type Api = <T>(method: 'GET' | 'POST', route: string, body?: unknown) => Promise<T>;

async function signIn(baseUrl: string): Promise<{ api: Api; headers: Record<string, string> }> {
  const headers = { authorization: `Bearer ${await signInForToken(baseUrl)}`, 'accept-language': 'en-US' };
  const api: Api = async (method, route, body) => {
    const answer = await fetch(`${baseUrl}/api${route}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await answer.json()) as { success: boolean; message: string; data: unknown };
    if (!envelope.success) throw new Error(`${method} ${route} → ${answer.status}: ${envelope.message}`);
    return envelope.data as never;
  };
  return { api, headers };
}

async function idByCode(api: Api, kind: string, code: string): Promise<string> {
  const options = await api<{ id: string; code: string }[]>(
    'GET',
    `/basics/ref_options?kind=${kind}&keyword=${encodeURIComponent(code)}&limit=50`,
  );
  const found = options.find((option) => option.code === code);
  if (!found) throw new Error(`the demo factory has no ${kind} ${code}`);
  return found.id;
}

/**
 * Through the API: a scan configuration at AOI for each board (the serial is checked against its
 * mask) and three orders per SMT line with a plan quantity no run reaches, issued.
 */
async function prepareOrders(api: Api): Promise<Omit<Target, 'prefix'>[]> {
  const processId = await idByCode(api, 'process', PROCESS);
  const today = new Date().toISOString().slice(0, 10);
  const targets: Omit<Target, 'prefix'>[] = [];
  for (const line of LINES) {
    const productId = await idByCode(api, 'product', line.product);
    const lineId = await idByCode(api, 'line', line.line);
    const stationId = await idByCode(api, 'station', line.station);
    await api('POST', '/scan_config/add', {
      code: `SC-BENCH-${line.product}-${PROCESS}`,
      name: `Bench ${line.product} at AOI`,
      productId,
      processId,
      scanSerial: true,
      serialPattern: line.mask,
      materials: [],
    });
    for (let n = 1; n <= ORDERS_PER_LINE; n++) {
      const order = await api<{ id: string }>('POST', '/work_order/add', {
        code: `WO-BENCH-${line.line}-${n}`,
        type: 'normal',
        productId,
        lineId,
        planQuantity: 2_000_000_000,
        planDate: today,
      });
      targets.push({ orderId: order.id, productId, lineId, stationId, processId });
    }
  }
  const issued = await api<{ succeeded: number }>('POST', '/work_order/issue', {
    ids: targets.map((target) => target.orderId),
  });
  if (issued.succeeded !== targets.length) throw new Error(`only ${issued.succeeded} bench orders were issued`);
  return targets;
}

/** UNITS units per side waiting at AOI, spread over the orders (unit i belongs to order i mod 6). */
async function seedUnits(sql: Sql, prepared: Omit<Target, 'prefix'>[]): Promise<Setup> {
  const [tenant] = (await sql.query<{ id: string }>(`select id::text from tenants where code = 'demo'`)).rows;
  if (!tenant) throw new Error('no demo enterprise');
  const t = tenant.id;
  const [admin] = (
    await sql.query<{ id: string }>(`select id::text from users where tenant_id = $1 and account = 'admin'`, [t])
  ).rows;
  const targets: Target[] = [];
  for (const [k, target] of prepared.entries()) {
    const prefix = LINES[Math.floor(k / ORDERS_PER_LINE)]!.mask.replace(/#+$/, '');
    const [order] = (
      await sql.query<{ version: string; step: number }>(
        `select o.routing_version_id::text as version, s.step_no as step
           from work_orders o
           join routing_steps s on s.tenant_id = o.tenant_id and s.version_id = o.routing_version_id
          where o.tenant_id = $1 and o.id = $2 and s.process_id = $3 and not s.repair`,
        [t, target.orderId, target.processId],
      )
    ).rows;
    if (!order) throw new Error(`order ${target.orderId} has no ${PROCESS} step`);
    for (const base of Object.values(SERIAL_BASE)) {
      await sql.query(
        `insert into production_units (tenant_id, serial, work_order_id, product_id, line_id, routing_version_id,
                                       status, next_step_no, last_station_id, last_scanned_at)
         select $1, $2 || lpad(($3 + i)::text, 8, '0'), $4, $5, $6, $7, 'in_process', $8, null, now()
           from generate_series($9::int, $10::int, $11::int) as i`,
        [
          t,
          prefix,
          base,
          target.orderId,
          target.productId,
          target.lineId,
          order.version,
          order.step,
          k,
          UNITS - 1,
          prepared.length,
        ],
      );
    }
    targets.push({ ...target, prefix });
  }
  await sql.query('vacuum analyze production_units');
  return { tenantId: t, operatorId: admin!.id, targets };
}

// ── load ─────────────────────────────────────────────────────────────────────────────────

interface Row extends LoadRow {
  /** Accepted scans of the side in the whole run (warm-up included), per its answers. */
  accepted: number;
  sent: number;
  /** Statements per scan (PostgreSQL), BEGIN/COMMIT included. */
  statements: number | null;
}

/** Hands out the side's units in order: request i passes unit i. */
function unitFeed(setup: Setup, side: Side) {
  let next = 0;
  return {
    get used() {
      return next;
    },
    body(): string {
      const i = next++;
      const target = setup.targets[i % setup.targets.length]!;
      return JSON.stringify({
        clientScanId: randomUUID(),
        stationId: target.stationId,
        processId: target.processId,
        workOrderId: target.orderId,
        serial: `${target.prefix}${String(SERIAL_BASE[side] + i).padStart(8, '0')}`,
        result: 'pass',
      });
    },
  };
}

async function measureScans(
  baseUrl: string,
  headers: Record<string, string>,
  feed: ReturnType<typeof unitFeed>,
): Promise<LoadResult & { sent: number; totalOk: number; dispatched: number }> {
  const url = `${baseUrl}${ROUTE}`;
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`refusing to load a non-loopback URL: ${url}`);
  let totalOk = 0;
  let sent = 0;
  let dispatched = 0;
  const run = async (duration: number) => {
    // Room for the requests each connection has built but not sent when the run ends.
    const left = UNITS - feed.used - 2 * settings.connections;
    if (left <= 0) throw new Error('out of units: raise BENCH_SCAN_UNITS');
    const options = {
      url,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      connections: settings.connections,
      duration,
      // PGlite serves one transaction at a time and not in arrival order: with 50 clients a scan
      // can wait over 10 s, which is slow, not lost.
      timeout: 30,
      maxOverallRequests: left,
      requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, body: feed.body() }) }],
    };
    const result = await autocannon(options as Parameters<typeof autocannon>[0]);
    if (process.env.BENCH_SCAN_DEBUG) console.error(JSON.stringify(result).slice(0, 3000));
    totalOk += result['2xx'];
    sent += result['2xx'] + result.non2xx + result.errors;
    dispatched += (result.requests as { sent?: number }).sent ?? 0;
    return result;
  };
  if (settings.warmupSeconds > 0) await run(settings.warmupSeconds);
  const result = await run(settings.seconds);
  return {
    ...toLoadResult(result),
    sent,
    totalOk,
    dispatched,
  };
}

/** Reads and writes per table (PostgreSQL statistics), to say where a scan's time goes. */
async function tableStats(url: string): Promise<Map<string, number[]>> {
  // Backends report their counts when they end or go idle: give them a moment.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return withPg(url, async (client) => {
    const { rows } = await client.query<{ relname: string; v: string[] }>(
      `select relname, array[coalesce(idx_scan, 0), seq_scan, n_tup_ins, n_tup_upd]::text[] as v
         from pg_stat_user_tables where relname not like 'scan_events_%'
       union all
       select 'scan_events (partitions)', array[sum(coalesce(idx_scan, 0)), sum(seq_scan), sum(n_tup_ins), sum(n_tup_upd)]::text[]
         from pg_stat_user_tables where relname like 'scan_events_%'`,
    );
    return new Map(rows.map((row) => [row.relname, row.v.map(Number)]));
  });
}

function statsDelta(before: Map<string, number[]>, after: Map<string, number[]>, scans: number): string[] {
  const lines: string[] = [];
  for (const [table, values] of after) {
    const was = before.get(table) ?? [0, 0, 0, 0];
    const per = values.map((value, i) => (value - (was[i] ?? 0)) / scans);
    if (per.every((value) => value < 0.05)) continue;
    lines.push(
      `    ${table.padEnd(26)} index scans ${per[0]!.toFixed(1)}, seq scans ${per[1]!.toFixed(1)}, inserts ${per[2]!.toFixed(1)}, updates ${per[3]!.toFixed(1)}`,
    );
  }
  return lines;
}

/** One scan with statement logging on: the statements it sent, in order. */
async function traceOneScan(
  countFile: string,
  baseUrl: string,
  headers: Record<string, string>,
  feed: ReturnType<typeof unitFeed>,
) {
  // The requests still in flight from the load finish first, so only this scan is logged; one
  // scan before it warms the caches again (the master data is kept for 5 s), as under load.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const scan = async (what: string) => {
    const response = await fetch(`${baseUrl}${ROUTE}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: feed.body(),
    });
    if (response.status !== 200) throw new Error(`${what} scan → ${response.status}: ${await response.text()}`);
  };
  await scan('warming');
  return statementsOf(countFile, () => scan('traced'));
}

interface Pair {
  kind: string;
  server: Row;
  baseline: Row;
  notes: string[];
}

async function benchDatabase(admin: string | undefined): Promise<Pair> {
  const { kind, dataDir, databaseUrl } = await benchPlace(admin, 'takt-bench-scan-');
  const countFile = path.join(dataDir, 'statements');
  const notes: string[] = [];

  // First start: migrations and the demo enterprise; then the bench's orders through the API.
  let started = performance.now();
  const first = await startCountedServer(dataDir, databaseUrl, countFile, 900_000);
  console.error(
    `[${kind}] first start (migrate + demo factory) ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const prepared = await prepareOrders((await signIn(first.baseUrl)).api);
  await first.stop();
  started = performance.now();
  const setup = await withDatabase(dataDir, databaseUrl, (sql) => seedUnits(sql, prepared));
  console.error(
    `[${kind}] ${2 * UNITS} units waiting at AOI in ${setup.targets.length} orders, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // Ours.
  const server = await startCountedServer(dataDir, databaseUrl, countFile);
  onCleanUp(() => server.stop());
  const { headers } = await signIn(server.baseUrl);
  const serverFeed = unitFeed(setup, 'server');
  const statsBefore = databaseUrl ? await tableStats(databaseUrl) : null;
  const countBefore = await readCount(countFile);
  console.error(`[${kind}] measuring the server: ${settings.warmupSeconds} s warm-up + ${settings.seconds} s`);
  const ours = await measureScans(server.baseUrl, headers, serverFeed);
  if (databaseUrl && TRACE) {
    notes.push('  one scan through the server, its statements:');
    notes.push(...(await traceOneScan(countFile, server.baseUrl, headers, serverFeed)));
  }
  await server.stop();
  // Everything the side did, counted once its process has ended (the last requests included).
  const oursStatements = databaseUrl ? (await readCount(countFile)) - countBefore : 0;
  const statsAfter = databaseUrl ? await tableStats(databaseUrl) : null;

  // The shift the server's scans were given, for the baseline's events.
  const shiftId = await withDatabase(dataDir, databaseUrl, async (sql) => {
    const [row] = (
      await sql.query<{ shift: string | null }>(
        `select shift_id::text as shift from scan_events where tenant_id = $1 and work_order_id = $2
          order by scanned_at desc limit 1`,
        [setup.tenantId, setup.targets[0]!.orderId],
      )
    ).rows;
    return row?.shift ?? null;
  });
  const plan: BaselinePlan = { tenantId: setup.tenantId, operatorId: setup.operatorId, shiftId };
  const planFile = path.join(dataDir, 'baseline-plan.json');
  await writeFile(planFile, JSON.stringify(plan));

  // The baseline.
  const baseline = await startBaseline('bench/scan-baseline.ts', [planFile, databaseUrl ?? `pglite:${dataDir}`], {
    node: [...tsx, ...counterImport],
    env: { ...process.env, BENCH_QUERY_COUNT_FILE: countFile },
  });
  const baselineFeed = unitFeed(setup, 'baseline');
  const baselineStatsBefore = databaseUrl ? await tableStats(databaseUrl) : null;
  const baselineCountBefore = await readCount(countFile);
  console.error(`[${kind}] measuring the baseline: ${settings.warmupSeconds} s warm-up + ${settings.seconds} s`);
  const theirs = await measureScans(baseline.baseUrl, headers, baselineFeed);
  if (databaseUrl && TRACE) {
    notes.push('  one scan through the baseline, its statements:');
    notes.push(...(await traceOneScan(countFile, baseline.baseUrl, headers, baselineFeed)));
  }
  await baseline.stop();
  const baselineStatements = databaseUrl ? (await readCount(countFile)) - baselineCountBefore : 0;
  const baselineStatsAfter = databaseUrl ? await tableStats(databaseUrl) : null;

  // What the database holds: one pass event per accepted scan, every scanned unit finished once.
  const held = await withDatabase(dataDir, databaseUrl, async (sql) => {
    const [row] = (
      await sql.query<{ server: number; baseline: number; twice: number; good: number }>(
        `with bench as (
           select e.unit_id, e.serial from scan_events e
            where e.tenant_id = $1 and e.work_order_id = any($2::bigint[]) and e.action = 'pass')
         select count(*) filter (where substr(serial, 7, 1) = '1')::int as server,
                count(*) filter (where substr(serial, 7, 1) = '5')::int as baseline,
                (select count(*) from (select unit_id from bench group by unit_id having count(*) > 1) d)::int as twice,
                (select sum(good_quantity) from work_orders where tenant_id = $1 and id = any($2::bigint[]))::int as good
           from bench`,
        [setup.tenantId, setup.targets.map((target) => target.orderId)],
      )
    ).rows;
    return row!;
  });
  // Requests still in flight when a run ends are done by the server but not counted by the client.
  const traced = TRACE && databaseUrl ? 2 : 0;
  const fits = (events: number, side: { totalOk: number; dispatched: number }) =>
    events >= side.totalOk + traced && events <= side.dispatched + traced;
  if (
    held.twice > 0 ||
    held.good !== held.server + held.baseline ||
    !fits(held.server, ours) ||
    !fits(held.baseline, theirs)
  ) {
    throw new Error(
      `[${kind}] the database does not match the answers: ${JSON.stringify(held)}; server ${ours.totalOk} accepted of ${ours.dispatched} sent, baseline ${theirs.totalOk} of ${theirs.dispatched}`,
    );
  }

  if (TRACE && statsBefore && statsAfter && baselineStatsBefore && baselineStatsAfter) {
    notes.push('  reads and writes per scan, server:');
    notes.push(...statsDelta(statsBefore, statsAfter, held.server));
    notes.push('  reads and writes per scan, baseline:');
    notes.push(...statsDelta(baselineStatsBefore, baselineStatsAfter, held.baseline));
  }
  const perScan = (statements: number, scans: number) => (databaseUrl ? statements / Math.max(scans, 1) : null);
  return {
    kind,
    server: {
      label: `server (${kind})`,
      ...ours,
      accepted: ours.totalOk,
      statements: perScan(oursStatements, held.server),
    },
    baseline: {
      label: `hand-written SQL (${kind})`,
      ...theirs,
      accepted: theirs.totalOk,
      statements: perScan(baselineStatements, held.baseline),
    },
    notes,
  };
}

const startedAt = performance.now();
const pairs = await onEachDatabase(benchDatabase);

console.log(
  `\nPOST ${ROUTE} (a unit passes AOI, the last step: finished, a good unit on its order; 6 orders on 2 lines)` +
    ` vs the same scan as a hand-written SQL transaction behind a bare Fastify handler${describeRun(settings)}`,
);
const rows = pairs.flatMap((pair) => [pair.server, pair.baseline]);
printTable(rows, [
  ['accepted', (r) => `${((100 * r.accepted) / Math.max(r.sent, 1)).toFixed(1)} %`],
  ['statements/scan', (r) => (r.statements === null ? '-' : r.statements.toFixed(1))],
]);
for (const { kind, server, baseline, notes } of pairs) {
  const ratio = server.rate / baseline.rate;
  let line = `${server.label} / ${baseline.label}: rate ${(100 * ratio).toFixed(0)} % of the baseline, p99 ${server.p99} ms vs ${baseline.p99} ms`;
  if (kind === 'postgres') {
    const met = ratio >= 0.6 && server.p99 < 50;
    line += ` (aim: ≥ 60 % and p99 < 50 ms: ${met ? 'met' : 'MISSED'})`;
  }
  console.log(line);
  for (const note of notes) console.log(note);
}
printRunTime(startedAt);
failOnBroken(
  rows,
  (row) => row.non2xx > 0 || row.errors > 0 || row.ok === 0 || row.accepted < row.sent * 0.999,
  'refused or failed scans',
);
