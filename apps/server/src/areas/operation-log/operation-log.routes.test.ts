import { dictionaryTypeApi } from '@takt/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

interface LogRow {
  success: boolean;
  status_code: number;
  result_code: number | null;
  message: string | null;
  xid: string;
}

describe.each(testDatabaseKinds())('operation log on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;

  beforeAll(async () => {
    t = await startTestServer(kind);
    api = routeClient(t, { token: (await t.login('admin')).token });
  });
  afterAll(() => t?.close());

  /** The log rows of one request, with the transaction that wrote each. */
  const logRows = (requestId: string) =>
    t.server.db.system(async (tx) => {
      const result = await tx.execute(sql`
        select success, status_code, result_code, message, xmin::text as xid
        from operation_logs where request_id = ${requestId}`);
      return (result as unknown as { rows: LogRow[] }).rows;
    });

  it('writes a successful change and its log row in one transaction, once', async () => {
    const added = await api.call(dictionaryTypeApi.add, { body: { name: 'Log oplog_one', code: 'oplog_one' } });
    expect(added.status).toBe(200);
    const requestId = added.headers.get('x-request-id')!;
    const rows = await logRows(requestId);
    expect(rows).toEqual([
      {
        success: true,
        status_code: 200,
        result_code: added.body.code,
        message: added.body.message,
        xid: expect.any(String),
      },
    ]);
    const changed = await t.server.db.system(async (tx) => {
      const result = await tx.execute(
        sql`select xmin::text as xid from dictionary_types where id = ${added.body.data.id}`,
      );
      return (result as unknown as { rows: { xid: string }[] }).rows[0]!;
    });
    expect(rows[0]!.xid).toBe(changed.xid);
  });

  it('logs a refused change after its rollback, in the reader’s language, once', async () => {
    const twice = { name: 'Log oplog_twice', code: 'oplog_twice' };
    await api.call(dictionaryTypeApi.add, { body: twice });
    const refused = await api.call(dictionaryTypeApi.add, { body: twice, language: 'zh-CN' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const rows = await logRows(refused.headers.get('x-request-id')!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      success: false,
      status_code: refused.status,
      result_code: refused.body.code,
      message: refused.body.message,
    });
  });

  it('logs a mutation refused before its transaction (no session)', async () => {
    const anonymous = await routeClient(t).call(dictionaryTypeApi.add, { body: { name: 'x', code: 'oplog_anon' } });
    expect(anonymous.status).toBe(401);
    const rows = await logRows(anonymous.headers.get('x-request-id')!);
    expect(rows).toMatchObject([{ success: false, status_code: 401 }]);
  });
});
