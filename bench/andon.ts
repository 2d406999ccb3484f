// Andon (issue 19), part of `npm run bench`: `node --conditions=takt-source --import tsx bench/andon.ts`.
// A real server (listening, its job engine running) on PostgreSQL and on PGlite:
//  - call-to-monitor latency: BENCH_ANDON_SOCKETS (200) hub sockets held open by a process of
//    their own (bench/andon-monitors.ts) while BENCH_ANDON_CALLS (100) calls are raised one after
//    the other through `POST /api/andon_call/trigger`; each socket's `AndonUpdate` of the call,
//    timed from the request's start. Baseline, interleaved with the calls on the same sockets: a
//    notice to all users published through `POST /api/sysNotice/publish`, timed to each socket's
//    `ReceiveMessage`. It is the closest path the project already has: a request whose
//    transaction commits and then broadcasts to the whole enterprise over the hub.
//  - escalation delay error: BENCH_ANDON_ESCALATIONS (50) calls at workstations of their own, each
//    with a response and a resolution level (1 and 2 minutes, the shortest a flow allows) that
//    push to the in-app messages; once raised, their levels' timers are moved through the job
//    engine's timer API (`scheduler.at`, as the escalation sets them) to due times spread over
//    BENCH_ANDON_SECONDS (10), and each `escalated` step's `at - due_at` is its delay. Baseline, in
//    the same run and the same engine: BENCH_TASKS (10) every-second HTTP tasks to a local
//    receiver over the same seconds, fired (arrival) minus due (as bench/scheduler.ts).
// Each figure is printed beside its baseline; there are no thresholds.
import path from 'node:path';
import { ANDON_LEVEL_MINUTES_MIN } from '@takt/contracts';
import { and, eq } from 'drizzle-orm';
import { createServer, type Server } from '../apps/server/src/app.js';
import { andonCallEvents } from '../apps/server/src/areas/andon/andon.table.js';
import {
  andonFlow,
  andonItem,
  andonPlace,
  andonSetup,
  andonStation,
  andonType,
  flowLevel,
} from '../apps/server/src/areas/andon/andon.test-support.js';
import { ESCALATION_TIMER } from '../apps/server/src/areas/andon/escalation.js';
import { pushChannels, pushTemplates } from '../apps/server/src/areas/push/push.table.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { scheduledTasks, scheduledTimers } from '../apps/server/src/platform/scheduler/scheduler.table.js';
import { tenants } from '../apps/server/src/schema.js';
import { benchPlace, getJson, onEachDatabase, PASSWORD, signIn, tsx } from './harness.js';
import { runChild } from './processes.js';
import { everySecondTasks, ms, type Spread, spread, startTickReceiver } from './support.js';

const SOCKETS = Number(process.env.BENCH_ANDON_SOCKETS ?? 200);
const CALLS = Number(process.env.BENCH_ANDON_CALLS ?? 100);
const ESCALATIONS = Number(process.env.BENCH_ANDON_ESCALATIONS ?? 50);
const SECONDS = Number(process.env.BENCH_ANDON_SECONDS ?? 10);
const TASKS = Number(process.env.BENCH_TASKS ?? 10);
/** The last timers and ticks are waited for this long past the measured seconds. */
const SETTLE_MS = 30_000;

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

/** An escalation flow of one response and one resolution level, each pushing to the admin's messages. */
async function escalatingItem(server: Server, tenantId: string, typeId: string, adminId: string): Promise<string> {
  const { channelId, templateId } = await server.db.tenant(tenantId, async (tx) => {
    const [channel] = await tx
      .insert(pushChannels)
      .values({ tenantId, code: 'BENCH-HUB', name: 'Bench messages', type: 'hub' })
      .returning();
    const [template] = await tx
      .insert(pushTemplates)
      .values({ tenantId, code: 'BENCH-ESC', name: 'Bench escalation', hubTitle: 'Andon {code}', hubBody: '{item}' })
      .returning();
    return { channelId: channel!.id, templateId: template!.id };
  });
  const level = (ladder: 'response' | 'resolution', minutes: number) =>
    flowLevel({
      ladder,
      level: 1,
      minutes,
      templateId,
      channelIds: [channelId],
      recipients: [{ kind: 'user', id: adminId }],
    });
  const flowId = await andonFlow(server.db, tenantId, {
    code: 'BENCH-ESC',
    levels: [level('response', ANDON_LEVEL_MINUTES_MIN), level('resolution', ANDON_LEVEL_MINUTES_MIN + 1)],
  });
  return andonItem(server.db, tenantId, { code: 'BENCH-ESC', typeId, flowId });
}

/** The escalation timers of the enterprise still waiting. */
function waitingTimers(server: Server, tenantId: string) {
  return server.db.tenant(tenantId, (tx) =>
    tx
      .select()
      .from(scheduledTimers)
      .where(and(eq(scheduledTimers.tenantId, tenantId), eq(scheduledTimers.name, ESCALATION_TIMER))),
  );
}

/** Escalation delay (`at - due_at` of each `escalated` step) beside the engine's interval ticks. */
async function escalations(server: Server, baseUrl: string, tenantId: string): Promise<Figure[]> {
  const { lineId } = await andonPlace(server.db, tenantId, 'BENCH-ESC');
  const typeId = await andonType(server.db, tenantId, { code: 'BENCH-ESC-T' });
  const token = await signIn(baseUrl);
  const admin = await getJson<{ id: string }>(`${baseUrl}/api/get_account_info`, { authorization: `Bearer ${token}` });
  const itemId = await escalatingItem(server, tenantId, typeId, admin.id);
  const callIds: string[] = [];
  for (let index = 0; index < ESCALATIONS; index++) {
    const stationId = await andonStation(server.db, tenantId, lineId, `BENCH-ESC-S${index}`);
    callIds.push((await post<{ id: string }>(baseUrl, token, '/andon_call/trigger', { itemId, stationId })).id);
  }

  const ticks = await startTickReceiver();
  const startAt = Math.ceil((Date.now() + 2000) / 1000) * 1000;
  await server.db.system((tx) =>
    tx.insert(scheduledTasks).values(everySecondTasks(tenantId, ticks.url, TASKS, startAt)),
  );
  const timers = await waitingTimers(server, tenantId);
  if (timers.length !== ESCALATIONS * 2) throw new Error(`${timers.length} escalation timers for ${ESCALATIONS} calls`);
  const spacing = (SECONDS * 1000) / timers.length;
  await server.db.tenant(tenantId, async (tx) => {
    for (const [index, timer] of timers.entries())
      await server.scheduler.at(tx, { ...timer, dueAt: new Date(startAt + Math.round(index * spacing)) });
  });

  const deadline = startAt + SECONDS * 1000 + SETTLE_MS;
  while ((await waitingTimers(server, tenantId)).length > 0 || Date.now() < startAt + SECONDS * 1000) {
    if (Date.now() > deadline) throw new Error('escalation timers still waiting after the run');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.db.system((tx) =>
    tx.update(scheduledTasks).set({ state: 'stopped' }).where(eq(scheduledTasks.tenantId, tenantId)),
  );
  await ticks.close();
  const steps = await server.db.tenant(tenantId, (tx) =>
    tx
      .select({ at: andonCallEvents.at, dueAt: andonCallEvents.dueAt })
      .from(andonCallEvents)
      .where(and(eq(andonCallEvents.tenantId, tenantId), eq(andonCallEvents.kind, 'escalated'))),
  );
  if (steps.length !== timers.length) throw new Error(`${steps.length} escalated steps for ${timers.length} timers`);
  const { lateness, duplicates } = ticks.lateness();
  if (duplicates > 0) throw new Error(`${duplicates} ticks fired twice`);
  return [
    { label: 'escalated step: at - due_at', ...spread(steps.map((step) => step.at.getTime() - step.dueAt!.getTime())) },
    { label: 'baseline: interval task tick: fired - due', ...spread(lateness) },
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
    print(
      `andon escalation delay on ${kind} (${ESCALATIONS * 2} levels due over ${SECONDS} s, ${TASKS} tasks every 1 s)`,
      await escalations(server, baseUrl, tenantId),
    );
  } finally {
    await server.close();
  }
});
