import pg from 'pg';

/**
 * Two connections of their own to a test server's PostgreSQL database, for tests of what happens
 * at the same moment: `query` runs on a connection that may hold a transaction open (its locks fix
 * the order in which the server's requests go on), `waiting(n)` returns once n statements of the
 * database wait for a lock.
 */
export interface HeldTransaction {
  query<Row extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  waiting(count: number): Promise<void>;
  end(): Promise<void>;
}

export async function heldTransaction(databaseUrl: string): Promise<HeldTransaction> {
  const holder = new pg.Client({ connectionString: databaseUrl });
  const watcher = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  await watcher.connect();
  return {
    async query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      return (await holder.query<Row>(text, values)).rows;
    },
    async waiting(count) {
      for (let tries = 0; tries < 200; tries++) {
        const { rows } = await watcher.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if ((rows[0]?.n ?? 0) >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`${count} statements never waited for a lock`);
    },
    async end() {
      await holder.end();
      await watcher.end();
    },
  };
}
