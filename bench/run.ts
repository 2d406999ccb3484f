// `npm run bench`: GET /api/get_account_info (signed in as the enterprise admin) against a bare
// Fastify handler returning the same JSON, measured in the same run (DESIGN §6), on the embedded
// PGlite database and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL too.
// Server, baseline and load generator each run in their own process.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
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
  signIn,
  startBaseline,
  startServer,
} from './harness.js';
import { measure } from './load.js';

const ROUTE = '/api/get_account_info';
const settings = loadSettings(Number(process.env.BENCH_CONNECTIONS ?? 10));

interface Row extends LoadRow {
  bytes: number;
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
  const { kind, dataDir, databaseUrl } = await benchPlace(adminUrl, 'takt-bench-');

  const started = performance.now();
  const server = await startServer(dataDir, databaseUrl);
  onCleanUp(() => server.stop());
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

  const baseline = await startBaseline('bench/baseline.ts', [ROUTE, bodyFile]);
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

const startedAt = performance.now();
const pairs = await onEachDatabase(benchDatabase);

console.log(
  `\nGET ${ROUTE} as enterprise admin vs a bare Fastify handler returning the same JSON${describeRun(settings)}`,
);
const rows = pairs.flatMap((pair) => [pair.server, pair.baseline]);
printTable(rows, [['body bytes', (r) => String(r.bytes)]]);
for (const { server, baseline } of pairs) {
  console.log(
    `${server.label} / ${baseline.label}: rate ${(server.rate / baseline.rate).toFixed(3)}×, p99 ${(server.p99 / baseline.p99).toFixed(1)}×`,
  );
}
printRunTime(startedAt);
failOnBroken(rows);
