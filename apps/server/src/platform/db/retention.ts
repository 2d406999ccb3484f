import { inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { InternalJob } from '../scheduler/internal-job.js';
import type { Database } from './database.js';

/** Rows a retention purge deletes per statement, so no statement holds its locks for long. */
export const PURGE_BATCH = 1_000;

const MS_PER_DAY = 86_400_000;

/** Purges once a day at 03:10 (croner's six fields, seconds first). */
export const RETENTION_SCHEDULE = { kind: 'cron', expression: '0 10 3 * * *' } as const;

export type PurgedTable = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn };

/**
 * Deletes the rows of every enterprise created before `before`, one batch per transaction, until
 * none is left or `signal` aborts; answers how many went.
 */
export async function purgeOlderThan(
  db: Database,
  table: PurgedTable,
  before: Date,
  signal?: AbortSignal,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    if (signal?.aborted) return deleted;
    const count = await db.system(async (tx) => {
      const doomed = tx.select({ id: table.id }).from(table).where(lt(table.createdAt, before)).limit(PURGE_BATCH);
      const gone = await tx.delete(table).where(inArray(table.id, doomed)).returning({ one: sql`1` });
      return gone.length;
    });
    deleted += count;
    if (count < PURGE_BATCH) return deleted;
  }
}

/** An internal job that deletes a table's rows older than `days()` days before its tick, in batches. */
export function retentionJob(name: string, db: Database, table: PurgedTable, days: () => Promise<number>): InternalJob {
  return {
    name,
    schedule: RETENTION_SCHEDULE,
    async run({ due, signal }) {
      const keep = await days();
      const deleted = await purgeOlderThan(db, table, new Date(due.getTime() - keep * MS_PER_DAY), signal);
      return `${deleted} rows older than ${keep} days deleted`;
    },
  };
}
