import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { verificationCodes } from './verification-code.table.js';
import { VERIFICATION_CODE_KEEP_MS, verificationCodePurgeJob } from './verification-code-purge.job.js';

describe.each(testDatabaseKinds())('verification code purge job on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  it('forgets codes older than a day and keeps the rest', async () => {
    const due = new Date('2026-06-01T12:00:00Z');
    const code = (target: string, createdAt: Date) => ({
      target,
      purpose: 'register',
      codeHash: 'x',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 600_000),
    });
    await t.server.db.system((tx) =>
      tx
        .insert(verificationCodes)
        .values([
          code('old@purge.test', new Date(due.getTime() - VERIFICATION_CODE_KEEP_MS - 1000)),
          code('fresh@purge.test', new Date(due.getTime() - VERIFICATION_CODE_KEEP_MS + 60_000)),
        ]),
    );
    const job = verificationCodePurgeJob(t.server.db);
    expect(job.name).toBe('registration.purge-verification-codes');
    const result = await job.run({ due, signal: new AbortController().signal, log: t.server.app.log });
    expect(result).toBe('Deleted 1 verification codes');
    const left = await t.server.db.system((tx) =>
      tx
        .select({ target: verificationCodes.target })
        .from(verificationCodes)
        .where(eq(verificationCodes.purpose, 'register')),
    );
    expect(left.map((row) => row.target)).toContain('fresh@purge.test');
    expect(left.map((row) => row.target)).not.toContain('old@purge.test');
  });
});
