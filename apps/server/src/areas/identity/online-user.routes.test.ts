import { AdminType, authApi, onlineUserApi } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { claimsOf, createTenant, createUser, tenantIdOf } from '../../test-support/fixtures.js';
import { connectHub } from '../../test-support/hub-client.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

describe.each(testDatabaseKinds())('online users on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let otherAdmin: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    api = routeClient(t, { token: (await t.login('admin')).token });
    const demo = await tenantIdOf(t.server.db, 'demo');
    for (const account of ['online_b', 'online_a', 'online_c'])
      await createUser(t.server.db, demo, { account, name: account.toUpperCase() });
    const other = await createTenant(t.server.db, { code: 'online_other' });
    await createUser(t.server.db, other, { account: 'elsewhere_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    otherAdmin = (await t.login('elsewhere_admin')).token;
  });
  afterAll(() => t?.close());

  it('lists live sessions sorted as asked, with totals over every page, in the enterprise only', async () => {
    const tokens: Record<string, string> = {};
    for (const account of ['online_b', 'online_a', 'online_c', 'online_a'])
      tokens[account] = (await t.login(account)).token;
    const all = await api.ok(onlineUserApi.page, {
      query: { account: 'online_', pageSize: 2, sortField: 'account', sortOrder: 'ascend' },
    });
    expect(all.totalRows).toBe(4);
    expect(all.rows.map((row) => row.account)).toEqual(['online_a', 'online_a']);
    const second = await api.ok(onlineUserApi.page, {
      query: { account: 'online_', pageNo: 2, pageSize: 2, sortField: 'account', sortOrder: 'ascend' },
    });
    expect(second.totalRows).toBe(4);
    expect(second.rows.map((row) => row.account)).toEqual(['online_b', 'online_c']);
    const descending = await api.ok(onlineUserApi.page, {
      query: { account: 'online_', pageSize: 10, sortField: 'name', sortOrder: 'descend' },
    });
    expect(descending.rows.map((row) => row.name)).toEqual(['ONLINE_C', 'ONLINE_B', 'ONLINE_A', 'ONLINE_A']);
    const bySignIn = await api.ok(onlineUserApi.page, {
      query: { account: 'online_', pageSize: 10, sortField: 'signedInAt', sortOrder: 'ascend' },
    });
    const times = bySignIn.rows.map((row) => row.signedInAt);
    expect(times).toEqual([...times].sort());
    expect(bySignIn.rows[0]!.sessionId).toBe(claimsOf(tokens.online_b!).sessionId);

    // Signing out leaves the list and its total; another enterprise sees none of them.
    expect((await api.call(authApi.logout, { as: tokens.online_c! })).status).toBe(200);
    const after = await api.ok(onlineUserApi.page, { query: { account: 'online_' } });
    expect(after.totalRows).toBe(3);
    expect((await api.ok(onlineUserApi.page, { query: { account: 'online_' }, as: otherAdmin })).totalRows).toBe(0);
  });

  it('forces a session offline with the administrator’s message: its socket is told and closed, its token stops working', async () => {
    const victim = await t.login('online_b');
    const hub = connectHub(t.baseUrl, { token: victim.token, lang: 'en-US', label: 'victim' });
    const hubZh = connectHub(t.baseUrl, { token: victim.token, lang: 'zh-CN', label: 'victim zh-CN' });
    try {
      for (const socket of [hub, hubZh]) {
        await socket.opened();
        await socket.heartbeat();
      }
      const { sessionId } = claimsOf(victim.token);
      // Another enterprise cannot end it.
      const foreign = await api.call(onlineUserApi.forceOffline, { body: { sessionId, message: 'x' }, as: otherAdmin });
      expect(foreign.status).toBe(404);

      await api.ok(onlineUserApi.forceOffline, {
        body: { sessionId, message: 'Shift change, please sign in at line 2' },
      });
      expect(await hub.nextFrame()).toEqual({
        event: 'ForceOffline',
        data: {
          by: 'admin',
          reason: 'Shift change, please sign in at line 2',
          message: 'You have been signed out by an administrator: Shift change, please sign in at line 2',
        },
      });
      expect((await hub.closed()).code).toBe(4000);
      expect(await hubZh.nextFrame()).toMatchObject({
        event: 'ForceOffline',
        data: { message: '您已被管理员强制下线：Shift change, please sign in at line 2' },
      });
      const refused = await api.call(authApi.accountInfo, { as: victim.token });
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe('You have been signed out by an administrator');
    } finally {
      hub.close();
      hubZh.close();
    }
  });

  it('refuses a message longer than 200 characters or on several lines (400), and ends nothing', async () => {
    const victim = await t.login('online_a');
    const { sessionId } = claimsOf(victim.token);
    for (const message of ['x'.repeat(201), 'two\nlines']) {
      const refused = await api.call(onlineUserApi.forceOffline, { body: { sessionId, message } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^Invalid request: message: /);
    }
    expect((await api.call(authApi.accountInfo, { as: victim.token })).status).toBe(200);
  });
});
