import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/databases.js';
import { claimsOf } from '../../test-support/fixtures.js';
import { connectHub, type HubClient } from '../../test-support/hub-client.js';
import { oneStepLine } from '../../test-support/production-line.js';
import { TEST_REDIS_URL, uniqueChannelPrefix } from '../../test-support/redis.js';
import { routeClient } from '../../test-support/route-client.js';
import { type ServerProcess, startServerPair } from '../../test-support/server-process.js';

/** The bus's transports between processes: LISTEN/NOTIFY by default, Redis with REDIS_URL. */
const transports = [
  { transport: 'PostgreSQL LISTEN/NOTIFY', env: {} as Record<string, string>, skip: false },
  {
    transport: 'Redis pub/sub',
    // A channel prefix of its own, so parallel runs on one Redis do not hear each other.
    env: { REDIS_URL: TEST_REDIS_URL ?? '', REDIS_CHANNEL_PREFIX: uniqueChannelPrefix() },
    skip: !TEST_REDIS_URL,
  },
];

// Only PostgreSQL can be shared by two processes; the embedded database belongs to one.
describe.skipIf(!process.env.TEST_DATABASE_URL).each(transports)(
  'events across server processes on postgres, over $transport',
  ({ env, skip }) => {
    let database: TestDatabase;
    const processes: ServerProcess[] = [];
    const sockets: HubClient[] = [];

    beforeAll(async () => {
      if (skip) return;
      database = await createTestDatabase('postgres', {
        pgliteDir: inject('pgliteTemplate'),
        postgresName: inject('postgresTemplate'),
      });
      await startServerPair(database, processes, env);
    });
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await Promise.all(processes.map((server) => server.kill()));
      await database?.drop();
    });

    /** A hub socket on `server` for a fresh sign-in of `account`, open and answering. */
    async function socketOn(server: ServerProcess, account: string) {
      const session = await server.login(account);
      const hub = connectHub(server.baseUrl, {
        token: session.token,
        lang: 'zh-CN',
        label: `${account} on ${server.name}`,
      });
      sockets.push(hub);
      await hub.opened();
      await hub.heartbeat();
      return { ...session, hub };
    }

    it.skipIf(skip)(
      'RefreshTable: work orders changed through process A reach a socket held by process B',
      async () => {
        const [a, b] = processes as [ServerProcess, ServerProcess];
        expect(a.baseUrl).not.toBe(b.baseUrl);
        const { hub } = await socketOn(b, 'operator');

        const admin = await a.login('admin');
        // Adds a work order and issues it: each announces the change.
        await oneStepLine(routeClient(a, { token: admin.token }), 'XP', ['P1'], ['S1']);
        expect(await hub.nextFrame()).toEqual({ event: 'RefreshTable', data: { table: 'workOrder' } });
        expect(await hub.nextFrame()).toEqual({ event: 'RefreshTable', data: { table: 'workOrder' } });
      },
    );

    it.skipIf(skip)('ForceOffline: force-offline through process A reaches the socket held by process B', async () => {
      const [a, b] = processes as [ServerProcess, ServerProcess];
      const operator = await socketOn(b, 'operator');

      const admin = await a.login('admin');
      const { sessionId } = claimsOf(operator.token);
      const forced = await a.call('POST', '/api/online_user/force_offline', {
        token: admin.token,
        body: { sessionId },
      });
      expect(forced.status).toBe(200);

      expect(await operator.hub.nextFrame()).toMatchObject({
        event: 'ForceOffline',
        data: { message: '您已被管理员强制下线' },
      });
      expect((await operator.hub.closed()).code).toBe(4000);
      // The revocation is in the shared database: B refuses the token too.
      const info = await b.call('GET', '/api/get_account_info', { token: operator.token });
      expect(info.status).toBe(401);
      expect(info.body.message).toBe('You have been signed out by an administrator');
    });

    it.skipIf(skip)(
      'cache invalidation: an enterprise disabled through process A is refused by process B',
      async () => {
        const [a, b] = processes as [ServerProcess, ServerProcess];
        const operator = await socketOn(b, 'supervisor');
        // B now holds the enterprise's row and the session in its caches (the session for 5 s,
        // the row until told): only the bus can tell it in time.
        expect((await b.call('GET', '/api/get_account_info', { token: operator.token })).status).toBe(200);

        const root = await a.login('superAdmin');
        const { tenantId } = claimsOf(operator.token);
        const disabled = await a.call('PUT', '/api/tenant/change_state', {
          token: root.token,
          body: { id: tenantId, enabled: false },
        });
        expect(disabled.status).toBe(200);
        const startedAt = Date.now();

        expect(await operator.hub.nextFrame()).toMatchObject({ event: 'ForceOffline' });
        // The bus is asynchronous (A answers once committed, and announces meanwhile): B refuses
        // at once in practice; what is checked is that it does well inside the session cache's 5 s.
        let info = await b.call('GET', '/api/get_account_info', { token: operator.token });
        while (info.status === 200 && Date.now() - startedAt < 2_000) {
          await new Promise((resolve) => setTimeout(resolve, 25));
          info = await b.call('GET', '/api/get_account_info', { token: operator.token });
        }
        expect(info.status).toBe(401);
      },
    );
  },
);
