import { DEVICE_SILENT_OFFLINE_SECONDS } from '@takt/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { rowsOf } from '../db/table-rows.js';
import type { InternalJob } from '../scheduler/internal-job.js';

/** A client not heard from since this time is offline (spec 000 §4: three heartbeats). */
export function silentSince(now: Date): Date {
  return new Date(now.getTime() - DEVICE_SILENT_OFFLINE_SECONDS * 1000);
}

/** A table of bus clients that keeps their online state and when they were last heard. */
type PresenceTable = PgTable & { tenantId: PgColumn; id: PgColumn; online: PgColumn; lastSeenAt: PgColumn };

export interface WentOffline {
  tenantId: string;
  id: string;
  lastSeenAt: Date | null;
}

/**
 * Turns offline the online clients of `table`, in every enterprise, not heard from since
 * `silentSince(now)`, in one statement, and answers them. `heardAt` is when a row was last heard
 * (by default its `last_seen_at`); a row never heard from is silent.
 */
export async function markSilentOffline(
  db: Database,
  table: PresenceTable,
  now: Date,
  heardAt: SQL = sql`${table.lastSeenAt}`,
): Promise<WentOffline[]> {
  const rows = rowsOf<{ tenantId: string; id: string; lastSeenAt: Date | string | null }>(
    await db.system((tx) =>
      tx.execute(sql`update ${table} set ${sql.identifier(table.online.name)} = false
        where ${table.online} and coalesce(${heardAt}, '-infinity'::timestamptz) < ${silentSince(now).toISOString()}::timestamptz
        returning ${table.tenantId}::text as "tenantId", ${table.id}::text as id, ${table.lastSeenAt} as "lastSeenAt"`),
    ),
  );
  return rows.map((row) => ({ ...row, lastSeenAt: row.lastSeenAt === null ? null : new Date(row.lastSeenAt) }));
}

/** The ids of these rows per enterprise. */
export function idsByTenant(rows: readonly { tenantId: string; id: string }[]): Map<string, string[]> {
  const byTenant = new Map<string, string[]>();
  for (const row of rows) {
    const ids = byTenant.get(row.tenantId) ?? [];
    ids.push(row.id);
    byTenant.set(row.tenantId, ids);
  }
  return byTenant;
}

/** The area's "mark offline" job: every `seconds`, `mark` as of the tick's due time, answering how many went offline. */
export function silentOfflineJob(
  name: string,
  seconds: number,
  what: string,
  mark: (due: Date) => Promise<number>,
): InternalJob {
  return {
    name,
    schedule: { kind: 'interval', seconds },
    run: async ({ due }) => `Marked ${await mark(due)} ${what} offline`,
  };
}
