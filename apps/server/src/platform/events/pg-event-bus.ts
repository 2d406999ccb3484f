import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { CrossProcessBus } from './bus-listeners.js';
import { checkBusMessage, excerpt, isBusTopic } from './bus-messages.js';
import type { BusTopic, BusTopics } from './event-bus.js';

const CHANNEL = 'takt_hub';
/** PostgreSQL's NOTIFY payload limit is 8000 bytes. */
const MAX_PAYLOAD = 7900;

/**
 * Fan-out over PostgreSQL LISTEN/NOTIFY: any process's publish reaches the sockets of every
 * process connected to the same database. The listening connection reconnects on loss; what was
 * notified meanwhile is lost, so the `onMissed` listeners run on the loss and on the return.
 */
export class PgEventBus extends CrossProcessBus {
  private listener: pg.Client | null = null;
  private closed = false;
  /** The last publish: each waits for the one before, so messages arrive in the order sent. */
  private published: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly url: string,
    private readonly publisher: pg.Pool,
    private readonly log: (error: unknown, msg: string) => void,
  ) {
    super(log);
  }

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

  async close(): Promise<void> {
    this.closed = true;
    await this.listener?.end().catch(() => {});
    await this.publisher.end();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (note) => {
      if (note.channel !== CHANNEL || !note.payload) return;
      let topic: unknown;
      let payload: unknown;
      try {
        ({ topic, payload } = JSON.parse(note.payload) as { topic: unknown; payload: unknown });
      } catch (error) {
        return this.log(error, `bad hub notification dropped: ${excerpt(note.payload)}`);
      }
      if (typeof topic !== 'string' || !isBusTopic(topic)) return;
      const decoded = checkBusMessage(topic, payload);
      if (!decoded.ok) return this.log(null, `bad ${topic} notification dropped (${decoded.problem})`);
      this.listeners.deliver(topic, decoded.payload);
    });
    client.on('error', (error) => this.log(error, 'hub listener connection error'));
    client.on('end', () => {
      if (this.closed) return;
      this.listeners.announceMissed();
      void this.reconnect();
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
        this.listeners.announceMissed();
        return;
      } catch (error) {
        this.log(error, 'hub listener reconnect failed');
      }
    }
  }
}
