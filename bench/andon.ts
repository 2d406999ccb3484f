// Andon (issue 19), part of `npm run bench`: `node --conditions=takt-source --import tsx bench/andon.ts`.
// A real server (listening, its job engine running) on PostgreSQL and on PGlite:
//  - call-to-monitor latency: BENCH_ANDON_SOCKETS (200) hub sockets held open by a process of
//    their own (bench/andon-monitors.ts) while BENCH_ANDON_CALLS (100) calls are raised one after
//    the other through `POST /api/andon_call/trigger`; each socket's `AndonUpdate` of the call,
//    timed from the request's start. Baseline, interleaved with the calls on the same sockets: a
//    notice to all users published through `POST /api/sysNotice/publish`, timed to each socket's
//    `ReceiveMessage`. It is the closest path the project already has: a request whose
//    transaction commits and then broadcasts to the whole enterprise over the hub.
//  - escalation delay error: see `escalations` below.
// Each figure is printed beside its baseline; there are no thresholds.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createServer, type Server } from '../apps/server/src/app.js';
import { andonSetup } from '../apps/server/src/areas/andon/andon.test-support.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { tenants } from '../apps/server/src/schema.js';
import { benchPlace, onEachDatabase, PASSWORD, signIn, tsx } from './harness.js';
import { runChild } from './processes.js';
import { ms, type Spread, spread } from './support.js';

const SOCKETS = Number(process.env.BENCH_ANDON_SOCKETS ?? 200);
const CALLS = Number(process.env.BENCH_ANDON_CALLS ?? 100);

interface Figure extends Spread {
  label: string;
}

/** The server of the run, listening on a free port, with the demo enterprise (no demo data). */
async function startBenchServer(admin: string | undefined) {
  const place = await benchPlace(admin, 'takt-bench-andon-');
  const server = await createServer(
    loadConfig({
      DATA_DIR: place.dataDir,
      ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
      SEED_PASSWORD: PASSWORD,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      MQTT_PORT: '0',
      PORT: '0',
      WEB_DIST: '/nonexistent',
    }),
  );
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as { port: number };
  const [demo] = await server.db.system((tx) =>
    tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'demo')),
  );
  return { kind: place.kind, server, baseUrl: `http://127.0.0.1:${port}`, tenantId: demo!.id };
}

async function post<T>(baseUrl: string, token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; data: T };
  if (!envelope.success) throw new Error(`POST ${path} → ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** Call-to-monitor latency and its baseline, measured by bench/andon-monitors.ts. */
async function latencies(server: Server, baseUrl: string, tenantId: string): Promise<Figure[]> {
  const { itemId, stationId } = await andonSetup(server.db, tenantId, 'BENCH-LAT');
  const token = await signIn(baseUrl);
  const notice = await post<{ id: string }>(baseUrl, token, '/sysNotice/add', {
    title: 'Bench',
    content: 'The baseline of the call-to-monitor latency',
    allUsers: true,
  });
  const output = await runChild([...tsx, path.join(import.meta.dirname, 'andon-monitors.ts')], {
    ...process.env,
    BENCH_BASE_URL: baseUrl,
    BENCH_TOKENS: JSON.stringify([token]),
    BENCH_SOCKETS: String(SOCKETS),
    BENCH_CALLS: String(CALLS),
    BENCH_TRIGGER: JSON.stringify({ itemId, stationId }),
    BENCH_NOTICE_ID: notice.id,
  });
  const measured = JSON.parse(output.trim().split('\n').at(-1)!) as { andon: number[]; baseline: number[] };
  return [
    { label: 'AndonUpdate: trigger → each socket', ...spread(measured.andon) },
    { label: 'baseline: ReceiveMessage: notice publish → each socket', ...spread(measured.baseline) },
  ];
}

function print(title: string, figures: Figure[]): void {
  console.log(`\n${title}`);
  const width = Math.max(...figures.map((figure) => figure.label.length));
  console.log(`${''.padEnd(width)} ${'samples'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`);
  for (const f of figures)
    console.log(`${f.label.padEnd(width)} ${String(f.samples).padStart(7)} ${ms(f.p50)} ${ms(f.p99)}`);
}

await onEachDatabase(async (admin) => {
  const { kind, server, baseUrl, tenantId } = await startBenchServer(admin);
  try {
    print(
      `andon call-to-monitor latency on ${kind} (${SOCKETS} hub sockets, ${CALLS} calls one after the other)`,
      await latencies(server, baseUrl, tenantId),
    );
  } finally {
    await server.close();
  }
});
