import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from '@redis/client';
import type { FastifyBaseLogger } from 'fastify';
import { CrossProcessBus } from './bus-listeners.js';
import { BUS_TOPICS, decodeBusMessage, excerpt } from './bus-messages.js';
import type { BusTopic, BusTopics } from './event-bus.js';

export type BusLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

export interface RedisEventBusOptions {
  url: string;
  /** Channels are `<prefix>:bus:<topic>`; processes that talk to each other share the prefix. */
  channelPrefix: string;
  log: BusLog;
  /** How long `start` waits for the first subscription before serving without it (it keeps trying). */
  connectWaitMs?: number;
}

/** Publishes kept by the client while Redis is away; past this many, publishes are dropped and logged. */
const OFFLINE_QUEUE_LIMIT = 10_000;
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;
/** While Redis stays away, a reminder every this many attempts (about a minute at the longest back-off). */
const REMIND_EVERY = 12;
const CLOSE_WAIT_MS = 1_000;

type Role = 'publisher' | 'subscriber';
type RedisClient = ReturnType<typeof createBusClient>;

function createBusClient(
  url: string,
  name: string,
  queueLimit: number | undefined,
  retryIn: (n: number, cause: Error) => number,
) {
  return createClient({
    url,
    name,
    commandsQueueMaxLength: queueLimit,
    socket: { reconnectStrategy: retryIn },
  });
}

/**
 * Fan-out over Redis pub/sub (`REDIS_URL`): one connection publishes, one subscribes to every
 * topic's channel. Both reconnect with exponential back-off for as long as the server runs.
 *
 * - A publish never waits for Redis and never throws: while the connection is down the client
 *   queues it (in order) and sends it on reconnect; past {@link OFFLINE_QUEUE_LIMIT} queued
 *   messages, or once closed, a publish is dropped with a log line.
 * - What others published while this process's subscription was down is lost (pub/sub keeps
 *   nothing), so the `onMissed` listeners run when the subscription is lost and again when it
 *   is back: every cache kept on the strength of the bus is dropped and read afresh.
 * - Every message received is checked against its topic's schema; one that fails is logged and
 *   dropped.
 */
export class RedisEventBus extends CrossProcessBus {
  private readonly publisher: RedisClient;
  private readonly subscriber: RedisClient;
  private readonly channels: Map<string, BusTopic>;
  private readonly failures: Record<Role, number> = { publisher: 0, subscriber: 0 };
  private readonly subscribed: Promise<void>;
  /** Whether the subscriber has been connected before: its next 'ready' is a reconnection. */
  private subscriberWasReady = false;
  private dropped = 0;
  private closed = false;

  private constructor(private readonly options: RedisEventBusOptions) {
    super((error, msg) => options.log.error({ err: error }, msg));
    this.channels = new Map(BUS_TOPICS.map((topic) => [this.channel(topic), topic]));
    this.publisher = this.connect('publisher', OFFLINE_QUEUE_LIMIT);
    this.subscriber = this.connect('subscriber');
    // Queued until the first connection; node-redis subscribes again by itself after each reconnect.
    this.subscribed = this.subscriber.subscribe([...this.channels.keys()], (message, channel) =>
      this.receive(channel, message),
    );
    this.subscribed.catch(() => {});
  }

  /**
   * Connects and subscribes. When Redis does not answer within `connectWaitMs`, the server
   * starts anyway (logged) and the bus keeps trying; its caches are dropped once it gets through.
   */
  static async start(options: RedisEventBusOptions): Promise<RedisEventBus> {
    const bus = new RedisEventBus(options);
    const waited = await Promise.race([
      bus.subscribed.then(() => true),
      sleep(options.connectWaitMs ?? 3_000).then(() => false),
    ]);
    if (!waited) {
      options.log.warn(
        `event bus: Redis at ${redactedUrl(options.url)} not reachable; starting without cross-process fan-out and retrying`,
      );
      // What was cached meanwhile was never covered by the bus.
      bus.subscribed.then(
        () => bus.listeners.announceMissed(),
        () => {},
      );
    }
    return bus;
  }

  async publish<T extends BusTopic>(topic: T, payload: BusTopics[T]): Promise<void> {
    try {
      if (this.closed) throw new Error('event bus closed');
      // Not awaited: the reply only says how many subscribers Redis reached, and while Redis is
      // away the client holds the message until it is back.
      this.publisher
        .publish(this.channel(topic), JSON.stringify(payload))
        .catch((error: unknown) => this.drop(topic, error));
    } catch (error) {
      this.drop(topic, error);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([shut(this.publisher), shut(this.subscriber)]);
  }

  private channel(topic: BusTopic): string {
    return `${this.options.channelPrefix}:bus:${topic}`;
  }

  private connect(role: Role, queueLimit?: number): RedisClient {
    const { log } = this.options;
    // Named `<prefix>:bus:<role>` in CLIENT LIST, for whoever looks at the Redis side.
    const name = `${this.options.channelPrefix}:bus:${role}`;
    const client = createBusClient(this.options.url, name, queueLimit, (retries, cause) =>
      this.retryIn(role, retries, cause),
    );
    // Every failed attempt is also an 'error' event; retryIn has logged it already.
    client.on('error', (error: unknown) => log.debug({ err: error }, `event bus: Redis ${role} error`));
    client.on('ready', () => {
      if (this.failures[role] > 0) {
        log.info(`event bus: Redis ${role} connected again (retry ${this.failures[role]})`);
        this.failures[role] = 0;
      }
      if (role === 'publisher' && this.dropped > 0) {
        log.warn(`event bus: ${this.dropped} messages were dropped while Redis was away`);
        this.dropped = 0;
      }
      // Resubscribed (node-redis does it before 'ready'): what came meanwhile was missed.
      if (role === 'subscriber' && this.subscriberWasReady) this.listeners.announceMissed();
      if (role === 'subscriber') this.subscriberWasReady = true;
    });
    client.connect().catch(() => {
      // Only when closed while connecting: failures are retried and reported by retryIn.
    });
    return client;
  }

  /** Back-off between attempts: 100 ms doubling to 5 s, with jitter; never gives up. */
  private retryIn(role: Role, retries: number, cause: Error): number {
    const { log } = this.options;
    this.failures[role] = retries + 1;
    if (retries === 0) {
      log.warn(
        { err: cause },
        `event bus: Redis ${role} connection to ${redactedUrl(this.options.url)} lost or refused; retrying`,
      );
      if (role === 'subscriber') this.listeners.announceMissed();
    } else if (retries % REMIND_EVERY === 0) {
      log.warn({ err: cause }, `event bus: Redis ${role} still unreachable after ${retries} attempts; retrying`);
    }
    return Math.min(FIRST_RETRY_MS * 2 ** retries, MAX_RETRY_MS) + Math.floor(Math.random() * FIRST_RETRY_MS);
  }

  private receive(channel: string, text: string): void {
    const topic = this.channels.get(channel);
    if (!topic) return;
    const decoded = decodeBusMessage(topic, text);
    if (!decoded.ok) {
      this.options.log.warn(`event bus: malformed ${topic} message dropped (${decoded.problem}): ${excerpt(text)}`);
      return;
    }
    this.listeners.deliver(topic, decoded.payload);
  }

  private drop(topic: BusTopic, error: unknown): void {
    this.dropped++;
    // The first of a run is logged with its cause; the count when Redis is back.
    if (this.dropped === 1 || this.closed)
      this.options.log.warn({ err: error }, `event bus: ${topic} message not sent to Redis, dropped`);
  }
}

/** The URL without its password, for log lines. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

async function shut(client: RedisClient): Promise<void> {
  // Graceful when connected (queued publishes go out first), bounded; otherwise at once.
  if (client.isReady) await Promise.race([client.close().catch(() => {}), sleep(CLOSE_WAIT_MS)]);
  if (client.isOpen) client.destroy();
}
