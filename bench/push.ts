// Push throughput (part of `npm run bench`): `node --conditions=takt-source --import tsx bench/push.ts`.
// N pushes of one robot message each go through the push service (stored deliveries, a first
// attempt in the background, the job's retries driven with the service's clock) to a local
// webhook server that answers every 10th post with 500; the baseline posts the same payloads
// with plain `fetch` straight to the same server, retrying the 500s at once. Both sides have
// BENCH_PUSH_CALLERS (10) callers under way at a time. Messages/s is the
// number of messages accepted by the webhook over the time until the last one was accepted.
// Runs on PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL too.

import { eq } from 'drizzle-orm';
import { createServer } from '../apps/server/src/app.js';
import { pushChannels, pushTemplates, robots } from '../apps/server/src/areas/push/push.table.js';
import { type ReceivedPost, startWebhookServer } from '../apps/server/src/areas/push/push.test-support.js';
import { robotRequest } from '../apps/server/src/areas/push/robot-payload.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { tenants } from '../apps/server/src/schema.js';
import { benchPlace, onEachDatabase, PASSWORD } from './harness.js';

const MESSAGES = Number(process.env.BENCH_PUSH_MESSAGES ?? 2000);
/** Callers at once on both sides (the areas' requests that push), like the other benches' connections. */
const CALLERS = Number(process.env.BENCH_PUSH_CALLERS ?? 10);

/** Runs `work(0 … MESSAGES-1)` with CALLERS of them under way at a time. */
async function byCallers(work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      for (let i = next++; i < MESSAGES; i = next++) await work(i);
    }),
  );
}
const FAIL_EVERY = 10;

interface Side {
  label: string;
  seconds: number;
  posts: number;
  refused: number;
  /** Messages the webhook accepted more than once (an attempt timed out after the webhook had answered). */
  duplicates: number;
  /** Push only: the time the callers' `push.send` calls took, all of them. */
  sendSeconds?: number;
}

/** Distinct messages the webhook answered 200 to (every FAIL_EVERY-th post got 500), and the repeats. */
function acceptedOf(received: ReceivedPost[]) {
  const texts = received
    .filter((_, k) => (k + 1) % FAIL_EVERY !== 0)
    .map((post) => JSON.parse(post.body).text as string);
  const accepted = new Set(texts).size;
  return { accepted, duplicates: texts.length - accepted };
}

const failingEveryTenth = () =>
  startWebhookServer((n) => (n % FAIL_EVERY === 0 ? { status: 500, body: 'busy' } : { status: 200, body: 'ok' }));

const message = (i: number) => ({
  title: `Andon ${i % 3}`,
  body: `**L${i % 4}** / S-${i % 20}: feeder jam #${i}`,
  format: 'markdown' as const,
});

async function measurePush(admin: string | undefined): Promise<Side> {
  const place = await benchPlace(admin, 'takt-bench-push-');
  let now = new Date();
  const server = await createServer(
    loadConfig({
      DATA_DIR: place.dataDir,
      ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
      SEED_PASSWORD: PASSWORD,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      PORT: '0',
      WEB_DIST: '/nonexistent',
    }),
    { push: { clock: () => now } },
  );
  const webhook = await failingEveryTenth();
  try {
    const [demo] = await server.db.system((tx) =>
      tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'demo')),
    );
    const tenantId = demo!.id;
    await server.db.tenant(tenantId, async (tx) => {
      const [robot] = await tx
        .insert(robots)
        .values({ tenantId, code: 'BENCH', name: 'Bench', platform: 'webhook', webhook: `${webhook.url}/hook` })
        .returning();
      await tx
        .insert(pushChannels)
        .values({ tenantId, code: 'BENCH', name: 'Bench', type: 'robot', robotId: robot!.id });
      await tx.insert(pushTemplates).values({
        tenantId,
        code: 'BENCH',
        name: 'Bench',
        robotTitle: 'Andon {level}',
        robotBody: '**{line}** / {station}: {item}',
      });
    });
    const started = performance.now();
    await byCallers(async (i) => {
      const { title, body } = message(i);
      await server.push.send(tenantId, {
        template: 'BENCH',
        values: { level: title.slice(6), line: `L${i % 4}`, station: `S-${i % 20}`, item: body.split(': ')[1] },
        targets: {},
        channels: ['BENCH'],
      });
    });
    const sendSeconds = (performance.now() - started) / 1000;
    await server.push.idle();
    // The retries: what the job does on its next ticks, with the clock moved past each back-off.
    for (;;) {
      now = new Date(now.getTime() + 3_600_000);
      let handled = 0;
      for (let batch = await server.push.deliverDue(now); batch.length; batch = await server.push.deliverDue(now))
        handled += batch.length;
      if (handled === 0) break;
    }
    const seconds = (performance.now() - started) / 1000;
    const { accepted, duplicates } = acceptedOf(webhook.received);
    if (accepted !== MESSAGES) throw new Error(`push: ${accepted} of ${MESSAGES} messages accepted`);
    const posts = webhook.received.length;
    const label = `push service (${place.kind})`;
    return { label, seconds, sendSeconds, posts, refused: Math.floor(posts / FAIL_EVERY), duplicates };
  } finally {
    await webhook.close();
    await server.close();
  }
}

async function measureBaseline(): Promise<Side> {
  const webhook = await failingEveryTenth();
  try {
    const robot = { platform: 'webhook' as const, webhook: `${webhook.url}/hook`, secret: null };
    const started = performance.now();
    await byCallers(async (i) => {
      for (;;) {
        const request = robotRequest(robot, message(i), new Date());
        const response = await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body });
        await response.text();
        if (response.ok) return;
      }
    });
    const seconds = (performance.now() - started) / 1000;
    const { duplicates } = acceptedOf(webhook.received);
    const posts = webhook.received.length;
    return { label: 'plain fetch', seconds, posts, refused: posts - MESSAGES, duplicates };
  } finally {
    await webhook.close();
  }
}

const rows = (await onEachDatabase(async (admin) => [await measurePush(admin), await measureBaseline()])).flat();
console.log(
  `\nPush throughput: ${MESSAGES} robot messages from ${CALLERS} callers, every ${FAIL_EVERY}th post answered 500 and retried\n`,
);
console.log(['', 'messages/s', 'seconds', 'posts', '500s', 'duplicates', 'send() per call'].join('\t'));
for (const row of rows) {
  const perSend = row.sendSeconds === undefined ? '—' : `${((row.sendSeconds / MESSAGES) * 1000).toFixed(1)} ms`;
  const rate = (MESSAGES / row.seconds).toFixed(0);
  console.log([row.label, rate, row.seconds.toFixed(2), row.posts, row.refused, row.duplicates, perSend].join('\t'));
}
