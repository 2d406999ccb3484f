import { HOST_QUERY_TEXT_MAX } from '@takt/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/table-rows.js';

export interface ConnectionCount {
  state: string;
  count: number;
}

export interface LongestQuery {
  durationSeconds: number;
  text: string;
}

/**
 * What the server's own database says about itself, read through the platform context (no
 * tenant: these are catalogue views). On PostgreSQL, `pg_stat_activity` shows other sessions'
 * statements only to superusers and members of `pg_read_all_stats`; others see their own.
 */
export class DatabaseFacts {
  constructor(private readonly db: Database) {}

  get kind() {
    return this.db.kind;
  }

  async version(): Promise<string> {
    const result = await this.db.system((tx) => tx.execute(sql`show server_version`));
    return rowsOf<{ server_version: string }>(result)[0]?.server_version ?? '';
  }

  async sizeBytes(): Promise<number> {
    const result = await this.db.system((tx) =>
      tx.execute(sql`select pg_database_size(current_database())::bigint as size`),
    );
    return Number(rowsOf<{ size: string | number }>(result)[0]?.size ?? 0);
  }

  /** Connections to this database by state; the embedded database is one connection, this one. */
  async connections(): Promise<ConnectionCount[]> {
    if (this.db.kind === 'pglite') return [{ state: 'active', count: 1 }];
    const result = await this.db.system((tx) =>
      tx.execute(sql`
        select coalesce(state, 'unknown') as state, count(*)::int as count
        from pg_stat_activity
        where datname = current_database() and backend_type = 'client backend'
        group by 1
        order by 2 desc, 1`),
    );
    return rowsOf<{ state: string; count: number }>(result).map((row) => ({
      state: row.state,
      count: Number(row.count),
    }));
  }

  /** The statement running longest on another connection (the embedded database has no other). */
  async longestQuery(): Promise<LongestQuery | null> {
    if (this.db.kind === 'pglite') return null;
    const result = await this.db.system((tx) =>
      tx.execute(sql`
        select extract(epoch from clock_timestamp() - query_start)::float8 as seconds,
          left(query, ${HOST_QUERY_TEXT_MAX}) as text
        from pg_stat_activity
        where datname = current_database() and state = 'active' and pid <> pg_backend_pid()
          and backend_type = 'client backend' and query_start is not null
        order by query_start
        limit 1`),
    );
    const row = rowsOf<{ seconds: number; text: string }>(result)[0];
    return row ? { durationSeconds: Math.max(0, Number(row.seconds)), text: row.text } : null;
  }
}
