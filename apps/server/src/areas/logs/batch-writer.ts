import { AsyncResource } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

/** Records kept in memory at most while the database is slow or away; past it new ones are dropped (and counted). */
const QUEUE_MAX = 10_000;
/** Rows per insert statement. */
const BATCH_SIZE = 500;

/**
 * Writes log records in the background: `push` only queues (never waits, never throws), and the
 * queue is drained in batches soon after. A failed batch is logged and dropped, so a database
 * in trouble costs the requests that are logged nothing.
 */
export class BatchWriter<T> {
  private queue: T[] = [];
  private draining: Promise<void> | null = null;
  private dropped = 0;
  /**
   * Drains outside whatever database context the pushing request runs in (the drain must open
   * its own transaction, not join a request's, which may have ended or rolled back).
   */
  private readonly startDrain: () => void;

  constructor(
    private readonly what: string,
    private readonly write: (records: T[]) => Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.startDrain = AsyncResource.bind(() => {
      this.draining = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => this.drain())
        .finally(() => {
          this.draining = null;
          if (this.queue.length > 0) this.startDrain();
        });
    });
  }

  push(record: T): void {
    if (this.queue.length >= QUEUE_MAX) {
      this.dropped++;
      return;
    }
    this.queue.push(record);
    if (!this.draining) this.startDrain();
  }

  /** Resolves once everything queued so far is written (or dropped): tests and shutdown. */
  async flush(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, BATCH_SIZE);
      try {
        await this.write(batch);
      } catch (error) {
        this.log.error({ err: error, count: batch.length }, `${this.what} could not be written`);
      }
    }
    if (this.dropped > 0) {
      this.log.warn({ count: this.dropped }, `${this.what}: records dropped while the queue was full`);
      this.dropped = 0;
    }
  }
}
