// `npm run bench` (second part): GET /api/user/page with BENCH_USERS (100 000) users in one
// enterprise, filtered by an organisation subtree, sorted by name, 200 per page, against the
// same page as hand-written SQL behind a bare Fastify handler (bench/user-page-baseline.ts), in
// the same run, on the embedded PGlite database and, when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set, on PostgreSQL too. Server, baseline and load generator each run in
// their own process; the users are seeded with generate_series before either starts.
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
import { measure } from './load.js';
import { BENCH_USERS, seedBenchUsers } from './user-page-sql.js';

const PAGE_SIZE = Number(process.env.BENCH_PAGE_SIZE ?? 200);
const PAGE_NO = Number(process.env.BENCH_PAGE_NO ?? 1);
const settings = loadSettings(Number(process.env.BENCH_CONNECTIONS ?? 10));

type Page = { rows: { id: string; name: string }[]; totalRows: number };

interface Pair {
  server: Row;
  baseline: Row;
  totalRows: number;
}

async function benchDatabase(admin: string | undefined): Promise<Pair> {
  const { kind, dataDir, databaseUrl } = await benchPlace(admin, 'takt-bench-users-');

  // First start migrates and seeds the demo enterprise; then the bench users go in directly.
  const first = await startServer(dataDir, databaseUrl);
  await first.stop();
  const seeding = performance.now();
  const { tenantId, orgId } = await withDatabase(dataDir, databaseUrl, seedBenchUsers);
  console.error(`[${kind}] ${BENCH_USERS} users seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  const query = `/api/user/page?orgId=${orgId}&sortField=name&sortOrder=ascend&pageNo=${PAGE_NO}&pageSize=${PAGE_SIZE}`;
  const server = await startServer(dataDir, databaseUrl);
  onCleanUp(() => server.stop());
  const headers = { authorization: `Bearer ${await signIn(server.baseUrl)}` };
  const served = await getJson<Page>(`${server.baseUrl}${query}`, headers);
  console.error(`[${kind}] measuring the server: ${settings.warmupSeconds} s warm-up + ${settings.seconds} s`);
  const serverResult = await measure(`${server.baseUrl}${query}`, headers, settings);
  await server.stop();

  const target = databaseUrl ?? `pglite:${dataDir}`;
  const baseline = await startBaseline('bench/user-page-baseline.ts', [tenantId, target]);
  const handWritten = await getJson<Page>(`${baseline.baseUrl}${query}`, headers);
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

const startedAt = performance.now();
const pairs = await onEachDatabase(benchDatabase);

console.log(
  `\nGET /api/user/page as enterprise admin (${BENCH_USERS} users; organisation subtree; sorted by name; page ${PAGE_NO} of ${PAGE_SIZE})` +
    ` vs the same page as hand-written SQL behind a bare Fastify handler${describeRun(settings)}`,
);
const rows = pairs.flatMap((pair) => [pair.server, pair.baseline]);
printTable(rows);
for (const { server, baseline, totalRows } of pairs) {
  console.log(
    `${server.label} / ${baseline.label}: p99 ${server.p99} ms vs ${baseline.p99} ms = ${(server.p99 / Math.max(baseline.p99, 1)).toFixed(2)}×, rate ${(server.rate / baseline.rate).toFixed(2)}× (${totalRows} users in the subtree)`,
  );
}
printRunTime(startedAt);
failOnBroken(rows);
