import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Database, type Tx } from './database.js';

export interface DatabaseOptions {
  /** postgres://… ; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
  dataDir: string;
  /** The embedded database's folder inside `dataDir` (default `pgdata`). */
  pgdata?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(path.join(options.dataDir, options.pgdata ?? 'pgdata'));
}

async function openPglite(pgdata: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  await mkdir(pgdata, { recursive: true });
  const client = await PGlite.create(pgdata);
  const db = drizzle(client);
  // PGlite writes through Node's fs on every COMMIT (its NodeFS has nothing buffered to sync);
  // the kill -9 durability test proves it. syncToFs() is still called so a future in-memory FS
  // would not silently lose acknowledged writes.
  return new Database(
    'pglite',
    db as never,
    () => client.syncToFs(),
    () => client.close(),
  );
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pg = await import('pg');
  const { drizzle, NodePgSession, NodePgTransaction } = await import('drizzle-orm/node-postgres');
  const { PgDialect } = await import('drizzle-orm/pg-core');
  const pool = new pg.default.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const db = drizzle(pool);
  const dialect = new PgDialect();
  // drizzle's transaction on one pooled client, as drizzle runs it, but opened by one simple
  // query that may carry more than `begin` (the tenant context), so it costs one round trip.
  const openTransaction = async <T>(begin: string, work: (tx: Tx) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const session = new NodePgSession(client, dialect, undefined);
      const tx = new NodePgTransaction(dialect, session, undefined);
      try {
        // Inside: when the context fails after `begin`, the transaction is rolled back.
        await client.query(begin);
        const result = await work(tx as unknown as Tx);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((failure: Error) => {
          broken = failure;
        });
        throw error;
      }
    } finally {
      // A client whose rollback failed is not given back to the pool.
      client.release(broken);
    }
  };
  return new Database(
    'postgres',
    db as never,
    async () => {},
    () => pool.end(),
    openTransaction,
  );
}
