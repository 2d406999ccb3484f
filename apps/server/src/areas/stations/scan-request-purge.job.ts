import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { InternalJob } from '../../platform/scheduler/internal-job.js';

/**
 * How long the answer of an accepted scan is kept for retries. A station retries within minutes
 * and its offline queue within OFFLINE_SCAN_MAX_AGE_HOURS (older queued scans are refused), so a
 * week leaves a wide margin.
 */
export const SCAN_REQUEST_KEEP_DAYS = 7;
const PURGE_INTERVAL_SECONDS = 3600;
const BATCH = 5_000;

/**
 * Deletes idempotency records past their keeping time, in batches: hourly, through the internal
 * job `stations.purge-scan-requests` (one process per tick).
 */
export class ScanRequestPurger {
  constructor(private readonly db: Database) {}

  /** Deletes the records created before `before` (default: the keeping time ago); answers how many. */
  async purge(
    before = new Date(Date.now() - SCAN_REQUEST_KEEP_DAYS * 86_400_000),
    signal?: AbortSignal,
  ): Promise<number> {
    let total = 0;
    for (;;) {
      signal?.throwIfAborted();
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

  job(): InternalJob {
    return {
      name: 'stations.purge-scan-requests',
      schedule: { kind: 'interval', seconds: PURGE_INTERVAL_SECONDS },
      run: async ({ due, signal }) => {
        const purged = await this.purge(new Date(due.getTime() - SCAN_REQUEST_KEEP_DAYS * 86_400_000), signal);
        return `Deleted ${purged} scan requests`;
      },
    };
  }
}
