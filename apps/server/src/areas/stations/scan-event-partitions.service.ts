import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import {
  ensureMonthlyPartitions,
  type MonthlyTable,
  PARTITION_MONTHS_AHEAD,
  PARTITION_MONTHS_BEHIND,
  type PartitionMonth,
  partitionMonths,
} from '../../platform/db/monthly-partitions.js';
import type { InternalJob } from '../../platform/scheduler/internal-job.js';

export { partitionMonth, partitionMonths } from '../../platform/db/monthly-partitions.js';

/** `scan_events` is partitioned by month on `scanned_at` (migration 0005). */
export const SCAN_EVENTS_TABLE: MonthlyTable = { table: 'scan_events', timeColumn: 'scanned_at', lock: 7_301_946_512 };

export function ensureScanEventPartitions(db: Database, months: readonly PartitionMonth[]): Promise<string[]> {
  return ensureMonthlyPartitions(db, SCAN_EVENTS_TABLE, months);
}

/**
 * Keeps partitions from last month through three months ahead: at start-up (`ensureNow`) and
 * daily through the internal job `stations.keep-scan-event-partitions`.
 */
export class ScanEventPartitionKeeper {
  private first: Promise<string[]> | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The start-up run (once; later calls wait for the same run). */
  ensureNow(): Promise<string[]> {
    this.first ??= this.run();
    return this.first;
  }

  /** Creates the partitions missing around today; answers their names. */
  run(): Promise<string[]> {
    return ensureScanEventPartitions(
      this.db,
      partitionMonths(this.now(), PARTITION_MONTHS_BEHIND, PARTITION_MONTHS_AHEAD),
    ).then((created) => {
      if (created.length > 0) this.log.info({ partitions: created }, 'scan_events partitions created');
      return created;
    });
  }

  /** The daily check as an internal job (a few minutes past midnight UTC). */
  job(): InternalJob {
    return {
      name: 'stations.keep-scan-event-partitions',
      schedule: { kind: 'cron', expression: '0 5 0 * * *' },
      run: async () => {
        const created = await this.run();
        return created.length > 0 ? `Created ${created.join(', ')}` : 'Nothing to create';
      },
    };
  }
}
