import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { tenantIdOf } from '../../test-support/fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

describe.each(testDatabaseKinds())('Database.afterCommit on %s', (kind) => {
  let t: TestServer;
  let tenantId: string;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  beforeAll(async () => {
    t = await startTestServer(kind);
    tenantId = await tenantIdOf(t.server.db, 'demo');
  });
  afterAll(() => t?.close());

  it('runs after the commit, when the committed rows are visible to another transaction', async () => {
    const seen: number[] = [];
    const count = () =>
      t.server.db.system(async (tx) => {
        const result = await tx.execute(
          sql`select count(*)::int as n from dictionary_types where code = 'after_commit'`,
        );
        return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
      });
    await t.server.db.tenant(tenantId, async (tx) => {
      await tx.execute(
        sql`insert into dictionary_types (tenant_id, name, code) values (${tenantId}, 'After commit', 'after_commit')`,
      );
      t.server.db.afterCommit(async () => {
        seen.push(await count());
      });
    });
    await settle();
    expect(seen).toEqual([1]);
  });

  it('never runs when the transaction rolls back', async () => {
    const ran: string[] = [];
    await expect(
      t.server.db.tenant(tenantId, async () => {
        t.server.db.afterCommit(async () => {
          ran.push('rolled back');
        });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await settle();
    expect(ran).toEqual([]);
  });

  it('runs at once outside a transaction, and reports its failure instead of throwing', async () => {
    const errors: unknown[] = [];
    const report = t.server.db.reportError;
    t.server.db.reportError = (error) => errors.push(error);
    try {
      const ran: string[] = [];
      t.server.db.afterCommit(async () => {
        ran.push('now');
      });
      t.server.db.afterCommit(async () => {
        throw new Error('bus down');
      });
      await settle();
      expect(ran).toEqual(['now']);
      expect(errors).toEqual([expect.objectContaining({ message: 'bus down' })]);
    } finally {
      t.server.db.reportError = report;
    }
  });
});
