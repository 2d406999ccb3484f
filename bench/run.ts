// `npm run bench`: GET /api/get_account_info (signed in as the enterprise admin) against a bare
// Fastify handler returning the same JSON (serialised per request, and as bytes encoded once: the
// ceiling), measured in the same run (DESIGN §6), on the embedded PGlite database and, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL too.
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
  bytes: Row;
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

  const measureBaseline = async (mode: 'serialised' | 'bytes'): Promise<Row> => {
    const baseline = await startBaseline('bench/baseline.ts', [ROUTE, bodyFile, mode]);
    const baselineBody = await fetchBody(`${baseline.baseUrl}${ROUTE}`, headers);
    if (baselineBody !== body)
      console.error(`[${kind}] warning: the ${mode} baseline's body differs from the server's`);
    console.error(
      `[${kind}] measuring the ${mode} baseline: ${settings.warmupSeconds} s warm-up + ${settings.seconds} s`,
    );
    // The same request, Authorization header included, so both sides receive identical requests.
    const result = await measure(`${baseline.baseUrl}${ROUTE}`, headers, settings);
    await baseline.stop();
    const label = mode === 'bytes' ? `bare, bytes (${kind})` : `bare, serialised (${kind})`;
    return { label, bytes: Buffer.byteLength(baselineBody), ...result };
  };
  const serialised = await measureBaseline('serialised');
  const bytes = await measureBaseline('bytes');

  return {
    server: { label: `server (${kind})`, bytes: Buffer.byteLength(body), ...serverResult },
    baseline: serialised,
    bytes,
  };
}

const startedAt = performance.now();
const pairs = await onEachDatabase(benchDatabase);

console.log(
  `\nGET ${ROUTE} as enterprise admin vs a bare Fastify handler returning the same JSON (serialised per request,` +
    ` as a handler's answer is; and sent as bytes encoded once, the ceiling)${describeRun(settings)}`,
);
const rows = pairs.flatMap((pair) => [pair.server, pair.baseline, pair.bytes]);
printTable(rows, [['body bytes', (r) => String(r.bytes)]]);
for (const { server, baseline, bytes } of pairs) {
  for (const other of [baseline, bytes]) {
    console.log(
      `${server.label} / ${other.label}: rate ${(server.rate / other.rate).toFixed(3)}×, p99 ${(server.p99 / other.p99).toFixed(1)}×`,
    );
  }
}
printRunTime(startedAt);
failOnBroken(rows);
