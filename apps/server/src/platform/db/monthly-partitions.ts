import { sql } from 'drizzle-orm';
import { APP_ROLE, type Database, TENANT_SETTING, type Tx } from './database.js';
import { rowsOf } from './table-rows.js';

/**
 * Monthly partitions of a time-series table (`scan_events_y2026m03` holds March 2026, UTC): the
 * table is created partitioned with a DEFAULT partition by its migration; this keeps real
 * partitions ahead of the clock so rows land in their month and old months can be pruned,
 * detached or archived.
 *
 * Several server processes may run this at once: each run holds a transaction-level advisory
 * lock, so one creates and the others find the work done. A month whose rows already sit in the
 * default partition (rows stamped before its partition existed, e.g. a demo seed's history or
 * an offline queue) is created beside it, those rows are moved in, and it is attached.
 */

/** Months kept ready behind and ahead of the current one at start-up and every day after (the job). */
export const PARTITION_MONTHS_BEHIND = 1;
export const PARTITION_MONTHS_AHEAD = 3;

export interface PartitionMonth {
  name: string;
  from: Date;
  to: Date;
}

/** The month containing `at` shifted by `offset` months (UTC), with its partition's name and bounds. */
export function partitionMonth(at: Date, offset = 0, table = 'scan_events'): PartitionMonth {
  const from = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
  const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
  const month = String(from.getUTCMonth() + 1).padStart(2, '0');
  return { name: `${table}_y${from.getUTCFullYear()}m${month}`, from, to };
}

/** The months from `behind` before `at` through `ahead` after it. */
export function partitionMonths(at: Date, behind: number, ahead: number, table = 'scan_events'): PartitionMonth[] {
  const months: PartitionMonth[] = [];
  for (let offset = -behind; offset <= ahead; offset++) months.push(partitionMonth(at, offset, table));
  return months;
}

async function existingPartitions(tx: Tx, table: string): Promise<Set<string>> {
  const result = await tx.execute(sql`
    select c.relname as name
    from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    where i.inhparent = ${`public.${table}`}::regclass`);
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

/** A table partitioned by month on a time column, with a DEFAULT partition named `<table>_default`. */
export interface MonthlyTable {
  table: string;
  timeColumn: string;
  /** The advisory lock its partition runs hold (one per table). */
  lock: number;
}

/**
 * Creates the partitions of `months` that do not exist yet (idempotent). Returns the names
 * created. Runs as the connecting role.
 */
export function ensureMonthlyPartitions(
  db: Database,
  spec: MonthlyTable,
  months: readonly PartitionMonth[],
): Promise<string[]> {
  const { table, timeColumn } = spec;
  return db.system(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${spec.lock})`);
    const existing = await existingPartitions(tx, table);
    const created: string[] = [];
    for (const month of months) {
      if (existing.has(month.name)) continue;
      const from = month.from.toISOString();
      const to = month.to.toISOString();
      const stray = await tx.execute(
        sql.raw(
          `select exists (select 1 from "${table}_default" where "${timeColumn}" >= '${from}'::timestamptz and "${timeColumn}" < '${to}'::timestamptz) as found`,
        ),
      );
      const bounds = `FOR VALUES FROM ('${from}') TO ('${to}')`;
      if (rowsOf<{ found: boolean }>(stray)[0]?.found) {
        // The default partition may not keep rows of a range that gets a partition of its own.
        await tx.execute(
          sql.raw(`CREATE TABLE "${month.name}" (LIKE "${table}" INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`),
        );
        await tx.execute(
          sql.raw(`WITH moved AS (
            DELETE FROM "${table}_default" WHERE "${timeColumn}" >= '${from}' AND "${timeColumn}" < '${to}' RETURNING *
          ) INSERT INTO "${month.name}" SELECT * FROM moved`),
        );
        await tx.execute(sql.raw(`ALTER TABLE "${table}" ATTACH PARTITION "${month.name}" ${bounds}`));
      } else {
        await tx.execute(sql.raw(`CREATE TABLE IF NOT EXISTS "${month.name}" PARTITION OF "${table}" ${bounds}`));
      }
      await secure(tx, month.name);
      created.push(month.name);
    }
    return created;
  });
}
