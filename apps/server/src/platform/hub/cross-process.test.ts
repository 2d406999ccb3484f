import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/databases.js';
import { claimsOf } from '../../test-support/fixtures.js';
import { connectHub, type HubClient } from '../../test-support/hub-client.js';
import { type ServerProcess, startServerProcess } from '../../test-support/server-process.js';

// Only PostgreSQL can be shared by two processes; the embedded database belongs to one.
describe.skipIf(!process.env.TEST_DATABASE_URL)('hub events across server processes on postgres', () => {
  let database: TestDatabase;
  const processes: ServerProcess[] = [];
  let hub: HubClient | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('postgres', {
      pgliteDir: inject('pgliteTemplate'),
      postgresName: inject('postgresTemplate'),
    });
    // The same DATA_DIR gives both processes the same token signing key.
    const options = { dataDir: database.dataDir, databaseUrl: database.databaseUrl };
    const started = await Promise.allSettled([
      startServerProcess({ name: 'A', ...options }),
      startServerProcess({ name: 'B', ...options }),
    ]);
    // Keep whichever started, so afterAll kills it even when the other failed.
    for (const result of started) if (result.status === 'fulfilled') processes.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
  });
  afterAll(async () => {
    hub?.close();
    await Promise.all(processes.map((server) => server.kill()));
    await database?.drop();
  });

  it('force-offline through process A reaches the socket held by process B', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    expect(a.baseUrl).not.toBe(b.baseUrl);

    const operator = await b.login('operator');
    hub = connectHub(b.baseUrl, { token: operator.token, lang: 'zh-CN', label: 'operator socket on B' });
    await hub.opened();
    await hub.heartbeat();

    const admin = await a.login('admin');
    const { sessionId } = claimsOf(operator.token);
    const forced = await a.call('POST', '/api/online_user/force_offline', { token: admin.token, body: { sessionId } });
    expect(forced.status).toBe(200);

    expect(await hub.nextFrame()).toMatchObject({
      event: 'ForceOffline',
      data: { message: '您已被管理员强制下线' },
    });
    expect((await hub.closed()).code).toBe(4000);
    // The revocation is in the shared database: B refuses the token too.
    const info = await b.call('GET', '/api/get_account_info', { token: operator.token });
    expect(info.status).toBe(401);
    expect(info.body.message).toBe('You have been signed out by an administrator');
  });
});
