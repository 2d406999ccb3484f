import type { DictionaryType, OperationLog, PageResult } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test-support/databases.js';
import { aroundTodayParams } from '../../test-support/log-dates.js';
import { type ServerProcess, startServerProcess } from '../../test-support/server-process.js';

const WRITES = 200;
const IN_PARALLEL = 4;
const ADD_ROUTE = '/api/dictionary_type/add';

describe.each(testDatabaseKinds())('acknowledged writes survive kill -9 on %s', (kind) => {
  let database: TestDatabase;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(kind, {
      pgliteDir: inject('pgliteTemplate'),
      postgresName: inject('postgresTemplate'),
    });
  });
  afterAll(async () => {
    await server?.kill();
    await database?.drop();
  });

  it(`finds all ${WRITES} acknowledged adds, and their log rows, after SIGKILL and a restart`, async () => {
    const options = { dataDir: database.dataDir, databaseUrl: database.databaseUrl };
    server = await startServerProcess({ name: 'first', ...options });
    const first = server;
    const { token } = await first.login('admin');

    const pending = Array.from({ length: WRITES }, (_, i) => `dur_${String(i + 1).padStart(3, '0')}`);
    const acknowledged: { code: string; id: string; requestId: string }[] = [];
    await Promise.all(
      Array.from({ length: IN_PARALLEL }, async () => {
        for (let code = pending.shift(); code; code = pending.shift()) {
          const response = await first.call<DictionaryType>('POST', ADD_ROUTE, {
            token,
            body: { name: `Durability ${code}`, code },
          });
          if (response.status === 200) {
            acknowledged.push({ code, id: response.body.data.id, requestId: response.headers.get('x-request-id')! });
          }
        }
      }),
    );
    // No graceful shutdown: whatever was acknowledged must already be on disk.
    await first.kill('SIGKILL');
    expect(acknowledged).toHaveLength(WRITES);

    server = await startServerProcess({ name: 'after kill -9', ...options });
    const again = await server.login('admin');

    const page = await server.call<PageResult<DictionaryType>>(
      'GET',
      '/api/dictionary_type/page?code=dur_&pageSize=500',
      {
        token: again.token,
      },
    );
    expect(page.status).toBe(200);
    const stored = new Map(page.body.data.rows.map((row) => [row.code, row]));
    const lost = acknowledged.filter((ack) => stored.get(ack.code)?.id !== ack.id).map((ack) => ack.code);
    expect(lost, 'acknowledged adds missing after restart').toEqual([]);
    expect(page.body.data.totalRows).toBe(WRITES);

    const log = await server.call<PageResult<OperationLog>>(
      'GET',
      `/api/op_log/page?account=admin&pageSize=500&${aroundTodayParams()}`,
      {
        token: again.token,
      },
    );
    expect(log.status).toBe(200);
    const logged = new Map(log.body.data.rows.map((row) => [row.requestId, row]));
    const unlogged = acknowledged
      .filter((ack) => {
        const row = logged.get(ack.requestId);
        return !(row && row.method === 'POST' && row.route === ADD_ROUTE && row.path === ADD_ROUTE && row.success);
      })
      .map((ack) => ack.code);
    expect(unlogged, 'acknowledged adds without their operation-log row').toEqual([]);
    // Two server starts and 200 writes: generous on a CI machine busy with the other test worker.
  }, 180_000);
});
