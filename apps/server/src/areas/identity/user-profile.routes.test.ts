import { authApi, operationLogApi, userProfileApi } from '@takt/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, testDatabaseKinds } from '../../test-support/databases.js';
import { createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { aroundToday } from '../../test-support/log-dates.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { roles } from '../access/access.table.js';
import { organisations } from '../organisations/organisation.table.js';
import { userPreferences } from '../preferences/preference.table.js';
import { users } from './identity.table.js';

const BASE = userProfileApi.updateBaseUserInfo;
const PASSWORD = userProfileApi.updatePassword;

describe.each(testDatabaseKinds())('self-service profile and password on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let demoId: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    api = routeClient(t);
    demoId = await tenantIdOf(t.server.db, 'demo');
  });
  afterAll(() => t?.close());

  it('saves the caller’s own basic information and get_account_info shows it', async () => {
    await createUser(t.server.db, demoId, { account: `self_base_${kind}` });
    const me = api.as((await t.login(`self_base_${kind}`)).token);
    const response = await me.call(BASE, {
      body: {
        name: '  Li Lei ',
        nickname: 'Lei',
        birthday: '1990-02-28',
        gender: 2,
        email: 'Li.Lei@Example.com',
        phone: '13800138000',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, code: 200, data: null });
    expect(await me.ok(authApi.accountInfo)).toMatchObject({
      name: 'Li Lei',
      nickname: 'Lei',
      birthday: '1990-02-28',
      gender: 2,
      email: 'li.lei@example.com',
      phone: '13800138000',
    });

    // Blank optional fields clear them; a missing gender is "unknown".
    const cleared = await me.call(BASE, {
      body: { name: 'Li Lei', nickname: ' ', birthday: null, gender: null, email: '', phone: null },
    });
    expect(cleared.status).toBe(200);
    expect(await me.ok(authApi.accountInfo)).toMatchObject({
      nickname: null,
      birthday: null,
      gender: 3,
      email: null,
      phone: null,
    });
  });

  it('get_account_info names the organisation and the roles, and null when there are none', async () => {
    const userId = await createUser(t.server.db, demoId, { account: `self_org_${kind}` });
    const me = api.as((await t.login(`self_org_${kind}`)).token);
    expect(await me.ok(authApi.accountInfo)).toMatchObject({
      organization: null,
      roles: [],
      signature: null,
      email: null,
    });

    const [org] = await t.server.db.system((tx) =>
      tx
        .insert(organisations)
        .values({ tenantId: demoId, name: 'Assembly line 1', code: `line_${kind}`, type: 4 })
        .returning({ id: organisations.id }),
    );
    await t.server.db.system((tx) => tx.update(users).set({ orgId: org!.id }).where(eq(users.id, userId)));
    await grantPermissions(t.server, demoId, userId, ['sys:user:page'], `self_role_${kind}`);
    expect(await me.ok(authApi.accountInfo)).toMatchObject({
      organization: { id: org!.id, name: 'Assembly line 1' },
      roles: [`self_role_${kind}`],
    });

    // Roles in their own order (sort, then id); the user's saved time zone over the enterprise's.
    const second = await grantPermissions(t.server, demoId, userId, ['sys:user:page'], `self_first_${kind}`);
    await t.server.db.system((tx) => tx.update(roles).set({ sort: -1 }).where(eq(roles.id, second)));
    await t.server.db.system((tx) =>
      tx.insert(userPreferences).values({ tenantId: demoId, userId, values: { timeZone: 'America/New_York' } }),
    );
    expect(await me.ok(authApi.accountInfo)).toMatchObject({
      roles: [`self_first_${kind}`, `self_role_${kind}`],
      timeZone: 'America/New_York',
    });
  });

  it('refuses each invalid field with a message naming it', async () => {
    await createUser(t.server.db, demoId, { account: `self_bad_${kind}` });
    const me = api.as((await t.login(`self_bad_${kind}`)).token);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(51) }, 'name'],
      [{ name: 'ok', nickname: 'n'.repeat(51) }, 'nickname'],
      [{ name: 'ok', birthday: '2023-02-30' }, 'birthday'],
      [{ name: 'ok', birthday: '20230101' }, 'birthday'],
      [{ name: 'ok', gender: 4 }, 'gender'],
      [{ name: 'ok', email: 'not-an-address' }, 'email'],
      [{ name: 'ok', phone: '12345' }, 'phone'],
      [{ name: 'ok', account: 'other' }, 'account'],
    ];
    for (const [body, field] of cases) {
      const response = await me.call(BASE, { body: body as never });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe(400);
      expect(response.body.message).toContain(field);
    }
    expect((await me.ok(authApi.accountInfo)).name).toBe(`self_bad_${kind}`);
  });

  it('needs a session', async () => {
    expect((await api.call(BASE, { body: { name: 'x' } })).status).toBe(401);
    expect((await api.call(PASSWORD, { body: { oldPassword: 'a', newPassword: 'b', confirm: 'b' } })).status).toBe(401);
  });

  it('changes the password: old must match, new 6 to 12, repeat must match', async () => {
    const account = `self_pwd_${kind}`;
    await createUser(t.server.db, demoId, { account });
    const me = api.as((await t.login(account)).token);

    const wrongOld = await me.call(PASSWORD, {
      body: { oldPassword: 'Wrong999', newPassword: 'Next5678', confirm: 'Next5678' },
    });
    expect(wrongOld.status).toBe(422);
    expect(wrongOld.body).toMatchObject({ code: 1001, message: 'The current password is incorrect' });

    const mismatch = await me.call(PASSWORD, {
      body: { oldPassword: TEST_PASSWORD, newPassword: 'Next5678', confirm: 'Next5679' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('The two passwords you entered do not match');

    for (const newPassword of ['12345', '1234567890123']) {
      const response = await me.call(PASSWORD, {
        body: { oldPassword: TEST_PASSWORD, newPassword, confirm: newPassword },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('newPassword');
    }
    const noOld = await me.call(PASSWORD, {
      body: { oldPassword: '', newPassword: 'Next5678', confirm: 'Next5678' },
    });
    expect(noOld.status).toBe(400);
    expect(noOld.body.message).toContain('oldPassword');

    const same = await me.call(PASSWORD, {
      body: { oldPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, confirm: TEST_PASSWORD },
    });
    expect(same.status).toBe(422);

    // Still the old password after every refusal.
    await t.login(account, TEST_PASSWORD);
  });

  it('signs the other sessions out and keeps the current one', async () => {
    const account = `self_sessions_${kind}`;
    await createUser(t.server.db, demoId, { account });
    const current = await t.login(account);
    const other = await t.login(account);
    const third = await t.login(account);

    const changed = await api.call(PASSWORD, {
      as: current.token,
      language: 'zh-CN',
      body: { oldPassword: TEST_PASSWORD, newPassword: 'Next5678', confirm: 'Next5678' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({ signedOutSessions: 2 });

    expect((await api.call(authApi.accountInfo, { as: current.token })).status).toBe(200);
    for (const session of [other, third]) {
      expect((await api.call(authApi.accountInfo, { as: session.token })).status).toBe(401);
    }
    const oldLogin = await api.call(authApi.login, { body: { account, password: TEST_PASSWORD } });
    expect(oldLogin.status).toBe(422);
    await t.login(account, 'Next5678');
  });

  it('answers in the request language and writes operation-log rows', async () => {
    const account = `self_log_${kind}`;
    await createUser(t.server.db, demoId, { account });
    const me = api.as((await t.login(account)).token);
    const refused = await me.call(PASSWORD, {
      language: 'zh-CN',
      body: { oldPassword: 'Wrong999', newPassword: 'Next5678', confirm: 'Next5678' },
    });
    expect(refused.body.message).toBe('当前密码不正确');
    await me.call(BASE, { body: { name: 'Logged' } });

    const admin = (await t.login('admin')).token;
    const log = await api.ok(operationLogApi.page, { query: { pageSize: 10, account, ...aroundToday() }, as: admin });
    expect(log.rows.map((row) => [row.route, row.success])).toEqual(
      expect.arrayContaining([
        [`/api${BASE.path}`, true],
        [`/api${PASSWORD.path}`, false],
      ]),
    );
  });
});
