import type { DeviceMessage } from './device-client.js';

interface Pending {
  tenantId: string;
  message: DeviceMessage;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** The most messages one batch carries. */
export const INGEST_BATCH_MAX = 2000;

/**
 * Group commit for the ingest: messages offered while a batch is being stored wait and go in
 * the next one, so a quiet bus stores each message at once and a busy one stores hundreds per
 * transaction. A batch is one transaction per enterprise; when one fails, its messages are
 * retried one by one, so one bad message cannot hold back the others, and only those that fail
 * alone are rejected (their transport does not acknowledge them, so the client sends again).
 */
export class IngestBatcher {
  private queue: Pending[] = [];
  private running = 0;
  private idle: (() => void)[] = [];

  constructor(
    private readonly options: {
      /** Batches stored at once (PostgreSQL takes a few; PGlite one). */
      concurrency: number;
      store: (tenantId: string, messages: DeviceMessage[]) => Promise<void>;
    },
  ) {}

  offer(tenantId: string, message: DeviceMessage): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ tenantId, message, resolve, reject });
      this.pump();
    });
  }

  /** Resolves once nothing is queued or being stored. */
  drain(): Promise<void> {
    if (this.running === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private pump(): void {
    while (this.running < this.options.concurrency && this.queue.length > 0) {
      const batch = this.queue.splice(0, INGEST_BATCH_MAX);
      this.running++;
      void this.run(batch).finally(() => {
        this.running--;
        if (this.queue.length > 0) this.pump();
        else if (this.running === 0) for (const resolve of this.idle.splice(0)) resolve();
      });
    }
  }

  private async run(batch: Pending[]): Promise<void> {
    const byTenant = new Map<string, Pending[]>();
    for (const pending of batch) {
      const list = byTenant.get(pending.tenantId) ?? [];
      list.push(pending);
      byTenant.set(pending.tenantId, list);
    }
    for (const [tenantId, list] of byTenant) {
      try {
        await this.options.store(
          tenantId,
          list.map((pending) => pending.message),
        );
        for (const pending of list) pending.resolve();
      } catch (error) {
        if (list.length === 1) {
          list[0]!.reject(error);
          continue;
        }
        for (const pending of list) {
          await this.options.store(tenantId, [pending.message]).then(pending.resolve, pending.reject);
        }
      }
    }
  }
}
