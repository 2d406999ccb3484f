import { LOG_RETENTION } from '@takt/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURGE_BATCH, type PurgedTable, retentionJob } from '../../platform/db/retention.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, tenantIdOf } from '../../test-support/fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { operationLogs } from '../operation-log/operation-log.table.js';
import { LogRetention } from './log-retention.js';
import { exceptionLogs, visitLogs } from './logs.table.js';

const DAY = 86_400_000;

describe.each(testDatabaseKinds())('log retention jobs on %s', (kind) => {
  let t: TestServer;
  let tenants: string[];

  beforeAll(async () => {
    t = await startTestServer(kind);
    tenants = [await tenantIdOf(t.server.db, 'demo'), await createTenant(t.server.db, { code: 'retention_other' })];
  });
  afterAll(() => t?.close());

  const due = new Date('2026-06-30T03:10:00Z');
  const at = (daysBefore: number) => new Date(due.getTime() - daysBefore * DAY);

  /** Rows of each enterprise: `old` of them 31 days before the tick, and one 29 days before. */
  const rowsOf = (old: number) => (tenantId: string) =>
    [...Array.from({ length: old }, () => at(31)), at(29)].map((createdAt) => ({ tenantId, createdAt }));

  const cases: [string, PurgedTable, (row: { tenantId: string; createdAt: Date }, i: number) => object][] = [
    [
      'exception_logs',
      exceptionLogs,
      (row, i) => ({ ...row, requestId: `r${i}`, method: 'GET', path: '/x', statusCode: 500, message: 'old' }),
    ],
    [
      'visit_logs',
      visitLogs,
      (row) => ({ ...row, kind: 'signIn', account: 'retention', ip: '127.0.0.1', userAgent: 'test' }),
    ],
    [
      'operation_logs',
      operationLogs,
      (row, i) => ({
        ...row,
        method: 'POST',
        path: '/x',
        statusCode: 200,
        success: true,
        requestId: `r${i}`,
        durationMs: 1,
      }),
    ],
  ];

  it.each(cases)(
    'purges %s rows of every enterprise past the retention, in batches, and keeps the rest',
    async (name, table, values) => {
      // More old rows than one batch in the first enterprise, so the job takes several statements.
      const rows = [...rowsOf(PURGE_BATCH + 5)(tenants[0]!), ...rowsOf(3)(tenants[1]!)].map(values);
      await t.server.db.system(async (tx) => {
        await tx.insert(table).values(rows as never);
      });
      const count = async () =>
        t.server.db.system(async (tx) => {
          const result = await tx.execute(
            sql`select count(*)::int as n from ${table} where created_at >= ${at(40)} and created_at < ${due}`,
          );
          return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
        });
      expect(await count()).toBe(rows.length);

      const job = retentionJob(`test.purge.${name}`, t.server.db, table, async () => 30);
      const result = await job.run({ due, signal: new AbortController().signal, log: t.server.app.log });
      expect(result).toBe(`${PURGE_BATCH + 5 + 3} rows older than 30 days deleted`);
      expect(await count()).toBe(2);
      expect(await job.run({ due, signal: new AbortController().signal, log: t.server.app.log })).toBe(
        '0 rows older than 30 days deleted',
      );
    },
  );
});

describe('log retention days', () => {
  const retention = (values: Record<string, string | null>) =>
    new LogRetention({ value: async (_tenantId, code) => values[code] ?? null }, '1');

  it('reads each log’s parameter, and its default while unset or out of range', async () => {
    const { operation, exception, visit } = LOG_RETENTION;
    const set = retention({ [operation.code]: ' 14 ', [exception.code]: '0', [visit.code]: 'forever' });
    expect(await set.days('operation')).toBe(14);
    expect(await set.days('exception')).toBe(exception.defaultDays);
    expect(await set.days('visit')).toBe(visit.defaultDays);
    expect(await retention({}).days('visit')).toBe(visit.defaultDays);
    expect(await retention({ [visit.code]: '3651' }).days('visit')).toBe(visit.defaultDays);
  });
});
