import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The password every seeded account has in tests. */
export const TEST_PASSWORD = 'Test1234';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (DESIGN §6). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database of its own for one test file, copied from the migrated, seeded template. */
export interface TestDatabase {
  kind: TestDatabaseKind;
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(
  kind: TestDatabaseKind,
  templates: { pgliteDir: string; postgresName?: string },
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'takt-test-'));
  if (kind === 'pglite') {
    await cp(templates.pgliteDir, dataDir, { recursive: true });
    return { kind, dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `takt_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${templates.postgresName}`);
  // The signing key lives in the data dir; the template's copy keeps tokens consistent.
  await cp(templates.pgliteDir, dataDir, { recursive: true, filter: (src) => !src.includes('pgdata') });
  return {
    kind,
    dataDir,
    databaseUrl: withDatabase(process.env.TEST_DATABASE_URL!, name),
    async drop() {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
