import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.js';

/**
 * How long the answer of an accepted scan is kept for retries. A station retries within minutes
 * and its offline queue within OFFLINE_SCAN_MAX_AGE_HOURS (older queued scans are refused), so a
 * week leaves a wide margin.
 */
export const SCAN_REQUEST_KEEP_DAYS = 7;
const PURGE_INTERVAL_MS = 60 * 60_000;
const BATCH = 5_000;

/**
 * Deletes idempotency records past their keeping time, in batches, every hour in each server
 * process (processes deleting the same rows at once only repeat each other's work).
 */
export class ScanRequestPurger {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Deletes the records created before `before` (default: the keeping time ago); answers how many. */
  async purge(before = new Date(Date.now() - SCAN_REQUEST_KEEP_DAYS * 86_400_000)): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await this.db.system(async (tx) => {
        const result = await tx.execute(sql`
          with gone as (
            delete from scan_requests where ctid in (
              select ctid from scan_requests where created_at < ${before.toISOString()}::timestamptz limit ${BATCH}
            ) returning 1
          ) select count(*)::int as n from gone`);
        return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
      });
      total += deleted;
      if (deleted < BATCH) return total;
    }
  }

  start(): void {
    this.timer = setInterval(() => {
      this.running = this.purge().catch((error: unknown) =>
        this.log.error({ err: error }, 'scan request purge failed'),
      );
    }, PURGE_INTERVAL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
