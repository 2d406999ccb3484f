import { authApi, LoginThrottle } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, testDatabaseKinds } from '../../test-support/databases.js';
import {
  claimsOf,
  createTenant,
  createUser,
  expiredAccessToken,
  setUserStatus,
  tenantIdOf,
  updateTenant,
} from '../../test-support/fixtures.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { localDate } from '../tenants/tenant.service.js';

describe.each(testDatabaseKinds())('sign-in, tokens and sessions on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let address = 0;
  /** Each test signs in from an address of its own, so address throttling stays per test. */
  const from = () => ({ 'x-forwarded-for': `10.0.${kind === 'pglite' ? 1 : 2}.${++address}` });
  const login = (account: string, password: string, headers = from(), language = 'en-US') =>
    api.call(authApi.login, { body: { account, password }, headers, language });
  /** The refresh token's header, with which an expired access token is renewed. */
  const renewingWith = (refreshToken: string) => ({ 'x-authorization': `Bearer ${refreshToken}` });

  beforeAll(async () => {
    t = await startTestServer(kind, { env: { TRUST_PROXY: 'true' } });
    api = routeClient(t);
  });
  afterAll(() => t?.close());

  it('signs in: tokens in the body and in the renewal headers', async () => {
    const response = await login('admin', TEST_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, code: 200 });
    const { token, refreshToken } = response.body.data;
    expect(token.split('.')).toHaveLength(3);
    expect(response.headers.get('access-token')).toBe(token);
    expect(response.headers.get('x-access-token')).toBe(refreshToken);
    const info = await api.call(authApi.accountInfo, { as: token });
    expect(info.status).toBe(200);
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const wrong = await login('admin', 'wrong-pw');
    const unknown = await login('nobody-here', 'wrong-pw');
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ success: false, code: 1001, message: 'Incorrect account or password' });
    }
  });

  it('slows repeated failures, then locks the account with a clear message', async () => {
    const tenantId = await tenantIdOf(t.server.db, 'demo');
    await createUser(t.server.db, tenantId, { account: `lock_${kind}` });
    const messages: string[] = [];
    for (let attempt = 1; attempt <= LoginThrottle.ACCOUNT_LOCK_AFTER; attempt++) {
      messages.push((await login(`lock_${kind}`, 'wrong-pw')).body.message);
    }
    expect(messages.slice(0, LoginThrottle.SLOW_AFTER)).toEqual(
      Array(LoginThrottle.SLOW_AFTER).fill('Incorrect account or password'),
    );
    expect(messages[LoginThrottle.SLOW_AFTER]).toBe(
      'Incorrect account or password. 1 attempts left before the account is locked',
    );
    expect(messages.at(-1)).toBe(
      `Too many failed sign-ins: the account is locked. Try again in ${LoginThrottle.LOCK_MINUTES} minutes`,
    );
    // Locked: even the right password is refused, from any address, and says when to retry.
    const locked = await login(`lock_${kind}`, TEST_PASSWORD, from(), 'zh-CN');
    expect(locked.status).toBe(422);
    expect(locked.body.message).toBe(`登录失败次数过多，账号已锁定，请 ${LoginThrottle.LOCK_MINUTES} 分钟后再试`);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other accounts are untouched.
    expect((await login('operator', TEST_PASSWORD)).status).toBe(200);
  });

  it('locks an address that fails too often, whatever the accounts', async () => {
    const headers = from();
    let last = '';
    for (let attempt = 1; attempt <= LoginThrottle.ADDRESS_LOCK_AFTER; attempt++) {
      last = (await login(`ghost_${attempt}`, 'wrong-pw', headers)).body.message;
    }
    expect(last).toBe(`Too many failed sign-ins from this address. Try again in ${LoginThrottle.LOCK_MINUTES} minutes`);
    const blocked = await login('admin', TEST_PASSWORD, headers);
    expect(blocked.status).toBe(422);
    expect(blocked.body.message).toContain('from this address');
    expect((await login('admin', TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses a disabled account', async () => {
    const tenantId = await tenantIdOf(t.server.db, 'demo');
    await createUser(t.server.db, tenantId, { account: `off_${kind}`, status: 1 });
    const response = await login(`off_${kind}`, TEST_PASSWORD);
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('This account is disabled, please contact your administrator');
  });

  it('refuses users of a disabled or expired enterprise, and lets in one whose deadline is today', async () => {
    const tenantId = await createTenant(t.server.db, { code: `ent_${kind}` });
    await createUser(t.server.db, tenantId, { account: `ent_user_${kind}` });
    const signIn = () => login(`ent_user_${kind}`, TEST_PASSWORD);

    await updateTenant(t.server, tenantId, { enabled: false });
    expect((await signIn()).body).toMatchObject({
      code: 1001,
      message: 'Your enterprise is disabled, please contact the platform administrator',
    });

    await updateTenant(t.server, tenantId, { enabled: true, isPermanent: false, deadline: '2020-01-31' });
    expect((await signIn()).body).toMatchObject({
      code: 1001,
      message: 'Your enterprise subscription expired on 2020-01-31, please contact the platform administrator',
    });

    await updateTenant(t.server, tenantId, { deadline: localDate() });
    const allowed = await signIn();
    expect(allowed.status).toBe(200);

    // A live session ends as soon as the enterprise is disabled.
    await updateTenant(t.server, tenantId, { enabled: false });
    const after = await api.call(authApi.accountInfo, { as: allowed.body.data.token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your enterprise is disabled, please contact the platform administrator');
  });

  it('renews an expired access token through the refresh token, transparently', async () => {
    const { token, refreshToken } = (await login('operator', TEST_PASSWORD)).body.data;
    const expired = await expiredAccessToken(t.database.dataDir, claimsOf(token));

    const alone = await api.call(authApi.accountInfo, { as: expired });
    expect(alone.status).toBe(401);
    expect(alone.body).toMatchObject({ success: false, code: 401, message: 'Need to log in again' });

    const renewed = await api.call(authApi.accountInfo, { as: expired, headers: renewingWith(refreshToken) });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.account).toBe('operator');
    const fresh = renewed.headers.get('access-token');
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(expired);
    expect(renewed.headers.get('x-access-token')).toBe(refreshToken);
    expect((await api.call(authApi.accountInfo, { as: fresh! })).status).toBe(200);

    const forged = `${refreshToken.slice(0, -4)}AAAA`;
    expect((await api.call(authApi.accountInfo, { as: expired, headers: renewingWith(forged) })).status).toBe(401);
    expect((await api.call(authApi.accountInfo, { as: 'not.a.jwt', headers: renewingWith(refreshToken) })).status).toBe(
      401,
    );
  });

  it('revokes the session on sign-out: neither token works afterwards', async () => {
    const { token, refreshToken } = (await login('operator', TEST_PASSWORD)).body.data;
    expect((await api.call(authApi.logout, { as: token })).body).toMatchObject({ success: true, data: null });
    const after = await api.call(authApi.accountInfo, { as: token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your session has ended, please sign in again');
    const expired = await expiredAccessToken(t.database.dataDir, claimsOf(token));
    expect((await api.call(authApi.accountInfo, { as: expired, headers: renewingWith(refreshToken) })).status).toBe(
      401,
    );
  });

  it('ends the sessions of a user who is disabled', async () => {
    const tenantId = await tenantIdOf(t.server.db, 'demo');
    const userId = await createUser(t.server.db, tenantId, { account: `later_off_${kind}` });
    const { token } = (await login(`later_off_${kind}`, TEST_PASSWORD)).body.data;
    await setUserStatus(t.server, userId, 1);
    expect((await api.call(authApi.accountInfo, { as: token })).status).toBe(401);
  });

  it('needs a session for session routes', async () => {
    const response = await api.call(authApi.accountInfo);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      success: false,
      code: 401,
      message: 'Need to log in again',
      messageKey: 'error.unauthorized',
      messageParams: {},
      data: null,
    });
  });

  it('returns every User-info field of spec 000 §3', async () => {
    const { token } = (await login('operator', TEST_PASSWORD)).body.data;
    const info = await api.ok(authApi.accountInfo, { as: token });
    for (const field of [
      'id',
      'name',
      'avatar',
      'adminType',
      'phone',
      'permissions',
      'allPermissions',
      'apps',
      'menus',
      'tenantId',
      'tenantName',
      'tenantCode',
      'isPermanent',
      'deadline',
      'employeeInfo',
    ]) {
      expect(info).toHaveProperty(field);
    }
    expect(info).toMatchObject({ adminType: 3, tenantCode: 'demo', employeeInfo: { jobNumber: 'E1024' } });
  });
});
