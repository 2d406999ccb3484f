import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { BusTopic, BusTopics, EventBus } from './event-bus.js';

const CHANNEL = 'takt_hub';
/** PostgreSQL's NOTIFY payload limit is 8000 bytes. */
const MAX_PAYLOAD = 7900;

/**
 * Fan-out over PostgreSQL LISTEN/NOTIFY: any process's publish reaches the sockets of every
 * process connected to the same database. The listening connection reconnects on loss.
 */
export class PgEventBus implements EventBus {
  private listener: pg.Client | null = null;
  private readonly listeners = new Map<string, ((payload: unknown) => void)[]>();
  private closed = false;
  /** The last publish: each waits for the one before, so messages arrive in the order sent. */
  private published: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly url: string,
    private readonly publisher: pg.Pool,
    private readonly log: (error: unknown, msg: string) => void,
  ) {}

  static async start(url: string, log: (error: unknown, msg: string) => void): Promise<PgEventBus> {
    const publisher = new pg.Pool({ connectionString: url, max: 2 });
    // An idle publishing connection that drops (server restart, database dropped at the end of a
    // test run) must not become an uncaught error: the pool replaces it on next use.
    publisher.on('error', (error) => log(error, 'event bus publisher connection error'));
    const bus = new PgEventBus(url, publisher, log);
    await bus.connect();
    return bus;
  }

  async publish<T extends BusTopic>(topic: T, message: BusTopics[T]): Promise<void> {
    const payload = JSON.stringify({ topic, payload: message });
    if (Buffer.byteLength(payload) > MAX_PAYLOAD) throw new Error(`hub message too large (${payload.length} bytes)`);
    // In order: a session dropped from the caches must be heard of before the socket is told
    // it was signed out (two pool connections could otherwise commit their notifies swapped).
    const sent = this.published.then(() => this.publisher.query('select pg_notify($1, $2)', [CHANNEL, payload]));
    this.published = sent.catch(() => {});
    await sent;
  }

  subscribe<T extends BusTopic>(topic: T, listener: (payload: BusTopics[T]) => void): void {
    const list = this.listeners.get(topic) ?? [];
    list.push(listener as (payload: unknown) => void);
    this.listeners.set(topic, list);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listener?.end().catch(() => {});
    await this.publisher.end();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (note) => {
      if (note.channel !== CHANNEL || !note.payload) return;
      try {
        const { topic, payload } = JSON.parse(note.payload) as { topic: string; payload: unknown };
        for (const listener of this.listeners.get(topic) ?? []) listener(payload);
      } catch (error) {
        this.log(error, 'bad hub notification');
      }
    });
    client.on('error', (error) => this.log(error, 'hub listener connection error'));
    client.on('end', () => {
      if (!this.closed) void this.reconnect();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  private async reconnect(): Promise<void> {
    while (!this.closed) {
      await sleep(1000);
      try {
        await this.connect();
        return;
      } catch (error) {
        this.log(error, 'hub listener reconnect failed');
      }
    }
  }
}
