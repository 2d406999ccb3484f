import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { APP_ROLE, type Database, TENANT_SETTING, type Tx } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/table-rows.js';
import type { InternalJob } from '../../platform/scheduler/internal-job.js';

/**
 * Monthly partitions of `scan_events` (`scan_events_y2026m03` holds March 2026, UTC). Migration
 * 0005 made the table partitioned with a DEFAULT partition; this keeps real partitions ahead of
 * the clock so rows land in their month and old months can be pruned, detached or archived.
 *
 * Several server processes may run this at once: each run holds a transaction-level advisory
 * lock, so one creates and the others find the work done. A month whose rows already sit in the
 * default partition (scans stamped before its partition existed, e.g. a demo seed's history or
 * an offline queue) is created beside it, those rows are moved in, and it is attached.
 */

/** Months kept ready behind and ahead of the current one at start-up and every day after (the job). */
export const PARTITION_MONTHS_BEHIND = 1;
export const PARTITION_MONTHS_AHEAD = 3;
const PARTITION_LOCK = 7_301_946_512;

export interface PartitionMonth {
  name: string;
  from: Date;
  to: Date;
}

/** The month containing `at` shifted by `offset` months (UTC), with its partition's name and bounds. */
export function partitionMonth(at: Date, offset = 0): PartitionMonth {
  const from = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
  const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
  const month = String(from.getUTCMonth() + 1).padStart(2, '0');
  return { name: `scan_events_y${from.getUTCFullYear()}m${month}`, from, to };
}

/** The months from `behind` before `at` through `ahead` after it. */
export function partitionMonths(at: Date, behind: number, ahead: number): PartitionMonth[] {
  const months: PartitionMonth[] = [];
  for (let offset = -behind; offset <= ahead; offset++) months.push(partitionMonth(at, offset));
  return months;
}

async function existingPartitions(tx: Tx): Promise<Set<string>> {
  const result = await tx.execute(sql`
    select c.relname as name
    from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'public.scan_events'::regclass`);
  return new Set(rowsOf<{ name: string }>(result).map((row) => row.name));
}

/** The same row-level security the start-up gives every tenant table (for reads of the partition itself). */
async function secure(tx: Tx, name: string): Promise<void> {
  const tenantExpr = `NULLIF(current_setting('${TENANT_SETTING}', true), '')::bigint`;
  await tx.execute(sql.raw(`ALTER TABLE "${name}" ENABLE ROW LEVEL SECURITY`));
  await tx.execute(sql.raw(`ALTER TABLE "${name}" FORCE ROW LEVEL SECURITY`));
  await tx.execute(
    sql.raw(
      `CREATE POLICY tenant_isolation ON "${name}" TO ${APP_ROLE} USING (tenant_id = ${tenantExpr}) WITH CHECK (tenant_id = ${tenantExpr})`,
    ),
  );
  await tx.execute(
    sql.raw(
      `CREATE POLICY platform_access ON "${name}" TO CURRENT_USER USING (current_user <> '${APP_ROLE}') WITH CHECK (current_user <> '${APP_ROLE}')`,
    ),
  );
  await tx.execute(sql.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON "${name}" TO ${APP_ROLE}`));
}

/**
 * Creates the partitions of `months` that do not exist yet (idempotent). Returns the names
 * created. Runs as the connecting role.
 */
export function ensureScanEventPartitions(db: Database, months: readonly PartitionMonth[]): Promise<string[]> {
  return db.system(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`);
    const existing = await existingPartitions(tx);
    const created: string[] = [];
    for (const month of months) {
      if (existing.has(month.name)) continue;
      const from = month.from.toISOString();
      const to = month.to.toISOString();
      const stray = await tx.execute(
        sql`select exists (select 1 from scan_events_default where scanned_at >= ${from}::timestamptz and scanned_at < ${to}::timestamptz) as found`,
      );
      const bounds = `FOR VALUES FROM ('${from}') TO ('${to}')`;
      if (rowsOf<{ found: boolean }>(stray)[0]?.found) {
        // The default partition may not keep rows of a range that gets a partition of its own.
        await tx.execute(
          sql.raw(`CREATE TABLE "${month.name}" (LIKE scan_events INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`),
        );
        await tx.execute(
          sql.raw(`WITH moved AS (
            DELETE FROM scan_events_default WHERE scanned_at >= '${from}' AND scanned_at < '${to}' RETURNING *
          ) INSERT INTO "${month.name}" SELECT * FROM moved`),
        );
        await tx.execute(sql.raw(`ALTER TABLE scan_events ATTACH PARTITION "${month.name}" ${bounds}`));
      } else {
        await tx.execute(sql.raw(`CREATE TABLE IF NOT EXISTS "${month.name}" PARTITION OF scan_events ${bounds}`));
      }
      await secure(tx, month.name);
      created.push(month.name);
    }
    return created;
  });
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
