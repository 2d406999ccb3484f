// The database side of the hand-written baselines: one transaction on one connection, begin and
// commit as the server sends them, on PostgreSQL (pg, the server's pool size) or PGlite (synced
// to its files after each commit, as the server does).
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Anything that runs one parametrised statement: a pg client or PGlite's transaction. */
export interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface BaselineDatabase {
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// The same pg and PGlite the server uses: resolved from the server's workspace.
const requireFromServer = createRequire(path.resolve('apps/server/package.json'));
export const loadFromServer = async (name: string) => import(pathToFileURL(requireFromServer.resolve(name)).href);

/** `target` is a PostgreSQL URL or `pglite:<dataDir>`. */
export async function openBaselineDatabase(target: string): Promise<BaselineDatabase> {
  if (target.startsWith('pglite:')) {
    const { PGlite } = await loadFromServer('@electric-sql/pglite');
    const client = await PGlite.create(path.join(target.slice('pglite:'.length), 'pgdata'));
    return {
      async transaction(work) {
        const result = await client.transaction(work);
        await client.syncToFs(); // as the server does after every commit
        return result;
      },
      close: () => client.close(),
    };
  }
  const { default: pg } = await loadFromServer('pg');
  // The server's pool size (platform/db/open-database.ts).
  const pool = new pg.Pool({ connectionString: target, max: 10 });
  return {
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(client);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** On SIGTERM: stop listening, close the database, exit. */
export function stopOnSigterm(app: { close(): Promise<unknown> }, close: () => Promise<void>): void {
  process.on('SIGTERM', () =>
    app
      .close()
      .then(close)
      .then(() => process.exit(0)),
  );
}
