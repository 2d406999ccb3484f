import { createClient } from '@redis/client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  freePort,
  hasRedisServer,
  startThrowawayRedis,
  TEST_REDIS_URL,
  type ThrowawayRedis,
  uniqueChannelPrefix,
} from '../../test-support/redis.js';
import { startTestServer } from '../../test-support/test-server.js';
import type { BusTopic, BusTopics, HubMessage } from './event-bus.js';
import { type BusLog, RedisEventBus } from './redis-event-bus.js';

interface Recorded {
  level: string;
  msg: string;
}

function recordingLog(): { lines: Recorded[]; log: BusLog } {
  const lines: Recorded[] = [];
  const at =
    (level: string) =>
    (first: unknown, second?: string): void => {
      lines.push({ level, msg: typeof first === 'string' ? first : (second ?? '') });
    };
  return { lines, log: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') } as BusLog };
}

/** Waits for `done`, polling; fails with `what` after `ms`. */
async function until(what: string, done: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const refresh = (table: string): HubMessage => ({ target: { tenantId: '1' }, event: 'RefreshTable', data: { table } });

/** A bus with everything it receives (and each onMissed call) recorded. */
async function recordedBus(url: string, channelPrefix: string, connectWaitMs?: number) {
  const { lines, log } = recordingLog();
  const bus = await RedisEventBus.start({ url, channelPrefix, log, connectWaitMs });
  const received: { topic: BusTopic; payload: unknown }[] = [];
  for (const topic of ['hub', 'catalog', 'tenantCache'] as const)
    bus.subscribe(topic, (payload: BusTopics[typeof topic]) => received.push({ topic, payload }));
  let missed = 0;
  bus.onMissed(() => missed++);
  const tables = () =>
    received.filter((r) => r.topic === 'hub').map((r) => ((r.payload as HubMessage).data as { table: string }).table);
  return { bus, lines, received, tables, missed: () => missed };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

describe.skipIf(!TEST_REDIS_URL)('event bus over Redis', () => {
  const url = TEST_REDIS_URL!;

  it('carries each topic to every process, itself included, and drops malformed messages with a log line', async () => {
    const prefix = uniqueChannelPrefix();
    const a = await recordedBus(url, prefix);
    const b = await recordedBus(url, prefix);
    const elsewhere = await recordedBus(url, uniqueChannelPrefix());
    cleanups.push(
      () => a.bus.close(),
      () => b.bus.close(),
      () => elsewhere.bus.close(),
    );

    await a.bus.publish('hub', refresh('one'));
    await a.bus.publish('tenantCache', { cache: 'tenantRow', tenantId: '42' });
    await a.bus.publish('catalog', { changedAt: '2026-01-01T00:00:00.000Z' });
    for (const side of [a, b]) await until('three messages', () => side.received.length === 3);
    expect(b.received).toEqual([
      { topic: 'hub', payload: refresh('one') },
      { topic: 'tenantCache', payload: { cache: 'tenantRow', tenantId: '42' } },
      { topic: 'catalog', payload: { changedAt: '2026-01-01T00:00:00.000Z' } },
    ]);

    // Anyone who can publish on the channels: what does not fit its topic never reaches a listener.
    const raw = createClient({ url });
    await raw.connect();
    cleanups.push(() => raw.close());
    await raw.publish(`${prefix}:bus:hub`, 'not json');
    await raw.publish(`${prefix}:bus:hub`, JSON.stringify({ target: { tenantId: 'x' }, event: 'Nope' }));
    await raw.publish(`${prefix}:bus:tenantCache`, JSON.stringify({ cache: 'tenantRow' }));
    await raw.publish(`${prefix}:bus:hub`, JSON.stringify(refresh('two')));
    await until('the valid message after the malformed ones', () => b.tables().includes('two'));
    expect(b.tables()).toEqual(['one', 'two']);
    const dropped = b.lines.filter((line) => line.level === 'warn' && line.msg.includes('malformed')).map((l) => l.msg);
    expect(dropped).toEqual([
      expect.stringContaining('malformed hub message dropped (not JSON): not json'),
      expect.stringMatching(/malformed hub message dropped \(target\.tenantId: .*event: .*\)/),
      expect.stringContaining('malformed tenantCache message dropped (tenantId: '),
    ]);
    // Another prefix is another installation.
    expect(elsewhere.received).toEqual([]);
  });

  it('a subscription Redis cuts (CLIENT KILL) comes back by itself, and caches hear they may have missed messages', async () => {
    const prefix = uniqueChannelPrefix();
    const side = await recordedBus(url, prefix);
    cleanups.push(() => side.bus.close());
    const raw = createClient({ url });
    await raw.connect();
    cleanups.push(() => raw.close());

    const clients = String(await raw.sendCommand(['CLIENT', 'LIST', 'TYPE', 'pubsub']));
    const id = new RegExp(`^id=(\\d+) .*name=${prefix}:bus:subscriber `, 'm').exec(clients)?.[1];
    expect(id, clients).toBeDefined();
    await raw.sendCommand(['CLIENT', 'KILL', 'ID', id!]);
    // Once when lost (drop what may go stale), once when back (drop what was missed meanwhile).
    await until('the lost and the recovered subscription', () => side.missed() === 2);
    await side.bus.publish('hub', refresh('after'));
    await until('a message after the reconnect', () => side.tables().includes('after'));
    expect(side.lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Redis subscriber connection to redis://'),
        expect.stringContaining('Redis subscriber connected again (retry 1)'),
      ]),
    );
  });
});

describe.skipIf(!hasRedisServer)('event bus over a Redis that comes and goes', () => {
  it('starts while Redis is down, publishes without throwing while it is away, and recovers each time it is back', async () => {
    const port = await freePort();
    const started = Date.now();
    const side = await recordedBus(`redis://127.0.0.1:${port}`, uniqueChannelPrefix(), 300);
    cleanups.push(() => side.bus.close());
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(side.lines).toContainEqual({
      level: 'warn',
      msg: expect.stringContaining(`not reachable; starting without cross-process fan-out and retrying`),
    });
    await expect(side.bus.publish('hub', refresh('while down at start'))).resolves.toBeUndefined();

    let redis: ThrowawayRedis = await startThrowawayRedis(port);
    cleanups.push(() => redis.kill());
    await until('the first subscription', () => side.missed() === 1);
    await side.bus.publish('hub', refresh('up'));
    await until('a message once Redis is up', () => side.tables().includes('up'));

    await redis.kill();
    await until('the loss to be noticed', () => side.missed() === 2);
    await expect(side.bus.publish('hub', refresh('while away'))).resolves.toBeUndefined();
    redis = await startThrowawayRedis(port);
    await until('the subscription back', () => side.missed() === 3);
    await side.bus.publish('hub', refresh('back'));
    await until('a message once Redis is back', () => side.tables().includes('back'));
    expect(side.lines.filter((line) => line.level === 'error')).toEqual([]);
  });
});

describe('a server whose REDIS_URL names a closed port', () => {
  it('starts, serves and keeps retrying instead of failing', async () => {
    const server = await startTestServer('pglite', {
      env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}`, REDIS_CHANNEL_PREFIX: uniqueChannelPrefix() },
    });
    cleanups.push(() => server.close());
    const { token } = await server.login('admin');
    const info = await server.call('GET', '/api/get_account_info', { token });
    expect(info.status).toBe(200);
  });
});
