import * as XLSX from '@e965/xlsx';
import {
  DEFAULT_USER_PASSWORD_FALLBACK,
  type PageResult,
  Permissions,
  type User,
  type UserBrief,
  type UserNameRow,
  type UserOwnData,
  XLSX_CONTENT_TYPE,
} from '@takt/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/auth/passwords.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { claimsOf, createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { connectHub, type HubClient } from '../../test-support/hub-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { roles } from '../access/access.table.js';
import { organisations } from '../organisations/organisation.table.js';
import { accountDirectory, users } from './identity.table.js';

type Session = { token: string; refreshToken: string };

const U = Permissions.sys.user;
/** Data scope "own department" (access area's DataScope.DEPT). */
const DEPT_SCOPE = 3;

describe.each(testDatabaseKinds())('user administration on %s', (kind) => {
  let t: TestServer;
  let admin: Session;
  let operator: Session;
  let demoId: string;
  let adminId: string;
  const org: Record<string, string> = {};
  let foreignUserId: string;
  const sockets: HubClient[] = [];

  const get = <T>(path: string, session: Session = admin) => t.call<T>('GET', `/api${path}`, { token: session.token });
  const send = <T>(method: string, path: string, body: unknown, session: Session = admin) =>
    t.call<T>(method, `/api${path}`, { token: session.token, body });
  const add = (body: Record<string, unknown>, session: Session = admin) =>
    send<User>('POST', '/user/add', body, session);
  const addOk = async (body: Record<string, unknown>) => {
    const response = await add({ orgId: org.factory, ...body });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };
  const page = async (query: string, session: Session = admin) => {
    const response = await get<PageResult<User>>(`/user/page?${query}`, session);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    admin = await t.login('admin');
    operator = await t.login('operator');
    adminId = claimsOf(admin.token).userId;
    demoId = await tenantIdOf(t.server.db, 'demo');
    const rows = await t.server.db.system((tx) =>
      tx
        .select({ id: organisations.id, code: organisations.code })
        .from(organisations)
        .where(eq(organisations.tenantId, demoId)),
    );
    const byCode = new Map(rows.map((row) => [row.code, row.id]));
    org.factory = byCode.get('F01')!;
    org.smt = byCode.get('WS-SMT')!;
    org.line1 = byCode.get('SMT-L1')!;
    org.assembly = byCode.get('WS-ASM')!;
    const foreignTenant = await createTenant(t.server.db, { code: 'users_other' });
    foreignUserId = await createUser(t.server.db, foreignTenant, { account: 'users_foreign' });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds a user with every field; the account is claimed platform-wide and signs in with the default password', async () => {
    const user = await addOk({
      account: 'ua_alice',
      name: '  Alice Wang ',
      nickname: 'Ali',
      birthday: '1990-05-17',
      gender: 2,
      phone: '13800000001',
      email: 'Alice@Example.COM',
      orgId: org.line1,
      jobNumber: 'J-001',
      wecomAccount: 'wx_alice',
      dingtalkAccount: 'dd_alice',
    });
    expect(user).toMatchObject({
      account: 'ua_alice',
      name: 'Alice Wang',
      nickname: 'Ali',
      birthday: '1990-05-17',
      gender: 2,
      phone: '13800000001',
      email: 'alice@example.com',
      orgId: org.line1,
      orgName: 'SMT Line 1',
      jobNumber: 'J-001',
      wecomAccount: 'wx_alice',
      dingtalkAccount: 'dd_alice',
      status: 0,
      adminType: 3,
      roleIds: [],
    });
    const directory = await t.server.db.system((tx) =>
      tx.select().from(accountDirectory).where(eq(accountDirectory.account, 'ua_alice')),
    );
    expect(directory).toEqual([{ account: 'ua_alice', tenantId: demoId, userId: user.id }]);
    await t.login('ua_alice', DEFAULT_USER_PASSWORD_FALLBACK);
    // Blank optional fields are stored as null; gender defaults to unknown.
    const bare = await addOk({ account: 'ua_bare', name: 'Bare', nickname: ' ', phone: '', email: '' });
    expect(bare).toMatchObject({ nickname: null, phone: null, email: null, gender: 3, birthday: null });
  });

  it('refuses an account already used in this or any other enterprise (409)', async () => {
    const same = await add({ account: 'admin', name: 'X', orgId: org.factory });
    expect(same.status).toBe(409);
    expect(same.body.message).toContain('admin');
    const foreign = await add({ account: 'users_foreign', name: 'X', orgId: org.factory });
    expect(foreign.status).toBe(409);
  });

  it.each([
    ['account too short', { account: 'abc' }],
    ['account too long', { account: 'a'.repeat(21) }],
    ['account with spaces', { account: 'has space' }],
    ['name missing', { name: undefined }],
    ['name blank', { name: '   ' }],
    ['name too long', { name: 'n'.repeat(51) }],
    ['nickname too long', { nickname: 'n'.repeat(51) }],
    ['job number too long', { jobNumber: 'j'.repeat(51) }],
    ['gender out of range', { gender: 4 }],
    ['phone malformed', { phone: '12345' }],
    ['e-mail malformed', { email: 'someone@' }],
    ['birthday not a day', { birthday: '1990-02-30' }],
    ['birthday not a date', { birthday: '17/05/1990' }],
    ['organisation missing', { orgId: undefined }],
    ['organisation not an id', { orgId: 'x' }],
    ['status out of range', { status: 2 }],
    ['unknown field', { password: 'Secret123' }],
    ['wecom account too long', { wecomAccount: 'w'.repeat(65) }],
  ])('rejects %s with 400', async (_label, patch) => {
    const response = await add({ account: 'ua_valid', name: 'Valid', orgId: org.factory, ...patch });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.code).toBe(400);
  });

  it('refuses an organisation that does not exist in the enterprise', async () => {
    const foreignOrg = await t.server.db.system(async (tx) => {
      const [row] = await tx
        .insert(organisations)
        .values({ tenantId: await tenantIdOf(t.server.db, 'users_other'), name: 'Elsewhere', code: 'E1', type: 1 })
        .returning({ id: organisations.id });
      return row!.id;
    });
    const response = await add({ account: 'ua_badorg', name: 'X', orgId: foreignOrg });
    expect(response.status).toBe(404);
  });

  it('pages with filters, organisation subtree and sorting', async () => {
    await addOk({ account: 'ua_p_zed', name: 'Zed Page', orgId: org.smt, phone: '13900000001' });
    await addOk({ account: 'ua_p_amy', name: 'Amy Page', orgId: org.line1, phone: '13900000002' });
    await addOk({ account: 'ua_p_bob', name: 'Bob Page', orgId: org.assembly, status: 1 });
    const subtree = await page(`orgId=${org.smt}&name=Page&sortField=name&sortOrder=ascend`);
    expect(subtree.rows.map((row) => row.account)).toEqual(['ua_p_amy', 'ua_p_zed']);
    expect(subtree.totalRows).toBe(2);
    const desc = await page('name=page&sortField=name&sortOrder=descend');
    expect(desc.rows.map((row) => row.account)).toEqual(['ua_p_zed', 'ua_p_bob', 'ua_p_amy']);
    expect((await page('account=ua_p_b')).rows.map((row) => row.account)).toEqual(['ua_p_bob']);
    expect((await page('phone=3900000002')).rows.map((row) => row.account)).toEqual(['ua_p_amy']);
    expect((await page('name=Page&status=1')).rows.map((row) => row.account)).toEqual(['ua_p_bob']);
    const paged = await page('name=Page&sortField=account&sortOrder=ascend&pageNo=2&pageSize=2');
    expect(paged).toMatchObject({ totalRows: 3, pageNo: 2, pageSize: 2 });
    expect(paged.rows.map((row) => row.account)).toEqual(['ua_p_zed']);
    for (const query of ['sortField=password', 'status=5', 'pageSize=0', 'orgId=abc', 'other=1']) {
      expect((await get(`/user/page?${query}`)).status, query).toBe(400);
    }
  });

  it('serves the picker lists and single records', async () => {
    const carol = await addOk({ account: 'ua_carol', name: 'Carol Pick', orgId: org.line1, jobNumber: 'PK-7' });
    const single = await get<User>(`/user/single_user?id=${carol.id}`);
    expect(single.body.data).toMatchObject({ id: carol.id, account: 'ua_carol', orgName: 'SMT Line 1' });
    const simple = await get<UserBrief>(`/user/simple_user?id=${carol.id}`);
    expect(simple.body.data).toEqual({
      id: carol.id,
      account: 'ua_carol',
      name: 'Carol Pick',
      nickname: null,
      avatar: null,
      orgId: org.line1,
      orgName: 'SMT Line 1',
      jobNumber: 'PK-7',
      status: 0,
    });
    const names = await get<UserNameRow[]>(`/user/user_name?ids=${carol.id}&ids=${adminId}&ids=${foreignUserId}`);
    expect(names.body.data).toEqual([
      { id: carol.id, account: 'ua_carol', name: 'Carol Pick' },
      { id: adminId, account: 'admin', name: expect.any(String) },
    ]);
    const selected = await get<UserBrief[]>('/user/selector?keyword=pk-7');
    expect(selected.body.data.map((row) => row.id)).toEqual([carol.id]);
    const inOrg = await get<UserBrief[]>(`/user/selector?orgId=${org.smt}&keyword=Carol`);
    expect(inOrg.body.data.map((row) => row.id)).toEqual([carol.id]);
    const basic = await get<PageResult<UserBrief>>('/user/user_basic_list?keyword=ua_carol&pageSize=5');
    expect(basic.body.data).toMatchObject({ totalRows: 1, pageNo: 1, pageSize: 5 });
    expect((await get('/user/selector?limit=1000')).status).toBe(400);
    expect((await get('/user/user_name')).status).toBe(400);
    expect((await get('/user/single_user?id=0')).status).toBe(400);
  });

  it('edits a user, replaces roles, grants data and reads it back', async () => {
    const dave = await addOk({ account: 'ua_dave', name: 'Dave' });
    const [role] = await t.server.db.system((tx) =>
      tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, demoId), eq(roles.code, 'operator'))),
    );
    const edited = await send<User>('PUT', '/user/edit', {
      id: dave.id,
      name: 'David',
      orgId: org.assembly,
      gender: 1,
      roleIds: [role!.id],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'David', orgId: org.assembly, gender: 1, roleIds: [role!.id] });
    expect(edited.body.data.account).toBe('ua_dave');
    const cleared = await send<User>('POST', '/user/auth_role', { id: dave.id, roleIds: [] });
    expect(cleared.body.data.roleIds).toEqual([]);
    const unknownRole = await send('POST', '/user/auth_role', { id: dave.id, roleIds: ['999999999'] });
    expect(unknownRole.status).toBe(404);
    const granted = await send<UserOwnData>('POST', '/user/grantData', { id: dave.id, orgIds: [org.smt, org.line1] });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const own = await get<UserOwnData>(`/user/ownData?id=${dave.id}`);
    expect(own.body.data.userId).toBe(dave.id);
    expect([...own.body.data.orgIds].sort()).toEqual([org.smt, org.line1].sort());
    expect((await send('PUT', '/user/edit', { id: dave.id, name: 'n'.repeat(51), orgId: org.factory })).status).toBe(
      400,
    );
    expect(
      (await send('PUT', '/user/edit', { id: dave.id, account: 'renamed', name: 'D', orgId: org.factory })).status,
    ).toBe(400);
    expect((await send('POST', '/user/grantData', { id: dave.id, orgIds: ['12'] })).status).toBe(404);
  });

  it('disabling a user ends their sessions at once and tells their sockets; enabling lets them back', async () => {
    const erin = await addOk({ account: 'ua_erin', name: 'Erin' });
    const session = await t.login('ua_erin', DEFAULT_USER_PASSWORD_FALLBACK);
    const hub = connectHub(t.baseUrl, { token: session.token, label: 'erin' });
    sockets.push(hub);
    await hub.opened();
    // Acknowledged once the hub has checked the token and holds the socket.
    await hub.heartbeat();
    const disabled = await send<User>('PUT', '/user/change_state', { id: erin.id, status: 1 });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect(disabled.body.data.status).toBe(1);
    const frame = await hub.nextFrame();
    expect(frame.event).toBe('ForceOffline');
    expect((await hub.closed()).code).toBe(4000);
    expect((await get('/get_account_info', session)).status).toBe(401);
    const refused = await t.call('POST', '/api/login', {
      body: { account: 'ua_erin', password: DEFAULT_USER_PASSWORD_FALLBACK },
    });
    expect(refused.status).toBe(422);
    expect((await send('PUT', '/user/change_state', { id: erin.id, status: 0 })).status).toBe(200);
    await t.login('ua_erin', DEFAULT_USER_PASSWORD_FALLBACK);
    expect((await send('PUT', '/user/change_state', { id: erin.id, status: 7 })).status).toBe(400);
  });

  it('refuses to disable or delete yourself and the enterprise administrator', async () => {
    const self = await send('PUT', '/user/change_state', { id: adminId, status: 1 });
    expect(self.status).toBe(422);
    expect((await t.call('DELETE', `/api/user/delete?id=${adminId}`, { token: admin.token })).status).toBe(422);
  });

  it('resets a password to the default value and signs the user out', async () => {
    const fay = await addOk({ account: 'ua_fay', name: 'Fay' });
    const passwordHash = await hashPassword('Mine4567');
    await t.server.db.system((tx) => tx.update(users).set({ passwordHash }).where(eq(users.id, fay.id)));
    const first = await t.login('ua_fay', 'Mine4567');
    const reset = await t.call('PUT', `/api/user/reset_password?id=${fay.id}`, { token: admin.token });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await get('/get_account_info', first)).status).toBe(401);
    await t.login('ua_fay', DEFAULT_USER_PASSWORD_FALLBACK);
    expect((await t.call('PUT', '/api/user/reset_password', { token: admin.token })).status).toBe(400);
  });

  it('deletes a user with their directory entry and sessions', async () => {
    const gus = await addOk({ account: 'ua_gus', name: 'Gus' });
    const session = await t.login('ua_gus', DEFAULT_USER_PASSWORD_FALLBACK);
    const deleted = await t.call('DELETE', `/api/user/delete?id=${gus.id}`, { token: admin.token });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await get('/get_account_info', session)).status).toBe(401);
    expect((await get(`/user/single_user?id=${gus.id}`)).status).toBe(404);
    const directory = await t.server.db.system((tx) =>
      tx.select().from(accountDirectory).where(eq(accountDirectory.account, 'ua_gus')),
    );
    expect(directory).toEqual([]);
    // The account is free again.
    await addOk({ account: 'ua_gus', name: 'Gus again' });
  });

  it('verifies the signed-in user’s own password', async () => {
    expect((await get<boolean>('/user/verify_user_pwd?password=Test1234')).body.data).toBe(true);
    expect((await get<boolean>('/user/verify_user_pwd?password=wrong-one')).body.data).toBe(false);
    expect((await get('/user/verify_user_pwd')).status).toBe(400);
    expect((await get<boolean>('/user/verify_user_pwd?password=Test1234', operator)).body.data).toBe(true);
  });

  it('exports the current filter, and chosen rows, as .xlsx', async () => {
    await addOk({ account: 'ua_x_one', name: 'Export One', orgId: org.line1, phone: '13700000001', gender: 1 });
    await addOk({ account: 'ua_x_two', name: 'Export Two', orgId: org.assembly, birthday: '2000-01-02' });
    const response = await fetch(`${t.baseUrl}/api/user/export?name=Export&sortField=account&sortOrder=descend`, {
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'en-US' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    const book = XLSX.read(Buffer.from(await response.arrayBuffer()), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]!]!, { raw: false });
    expect(rows.map((row) => row.Account)).toEqual(['ua_x_two', 'ua_x_one']);
    expect(rows[1]).toMatchObject({ Name: 'Export One', Gender: 'Male', Organisation: 'SMT Line 1', Status: 'Normal' });
    const one = (await page('account=ua_x_one')).rows[0]!;
    const chosen = await fetch(`${t.baseUrl}/api/user/exporter_user`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${admin.token}`,
        'content-type': 'application/json',
        'accept-language': 'zh-CN',
      },
      body: JSON.stringify({ ids: [one.id, foreignUserId] }),
    });
    expect(chosen.status).toBe(200);
    const chosenBook = XLSX.read(Buffer.from(await chosen.arrayBuffer()), { type: 'buffer' });
    const chosenRows = XLSX.utils.sheet_to_json<Record<string, string>>(chosenBook.Sheets[chosenBook.SheetNames[0]!]!);
    expect(chosenRows.map((row) => row['账号'])).toEqual(['ua_x_one']);
    const bad = await t.call('GET', '/api/user/export?sortField=password', { token: admin.token });
    expect(bad.status).toBe(400);
    const empty = await t.call('POST', '/api/user/exporter_user', { token: admin.token, body: { ids: [] } });
    expect(empty.status).toBe(400);
  });

  it('answers 403 to a regular user on every administration route', async () => {
    const target = (await page('account=ua_alice')).rows[0]!;
    const denied: [string, string, unknown?][] = [
      ['GET', '/user/page'],
      ['GET', `/user/single_user?id=${target.id}`],
      ['GET', `/user/ownData?id=${target.id}`],
      ['POST', '/user/add', { account: 'ua_nope', name: 'Nope', orgId: org.factory }],
      ['PUT', '/user/edit', { id: target.id, name: 'Nope', orgId: org.factory }],
      ['PUT', '/user/change_state', { id: target.id, status: 1 }],
      ['PUT', `/user/reset_password?id=${target.id}`],
      ['POST', '/user/auth_role', { id: target.id, roleIds: [] }],
      ['POST', '/user/grantData', { id: target.id, orgIds: [] }],
      ['DELETE', `/user/delete?id=${target.id}`],
      ['GET', '/user/export'],
      ['POST', '/user/exporter_user', { ids: [target.id] }],
    ];
    for (const [method, path, body] of denied) {
      const response = await t.call(method, `/api${path}`, { token: operator.token, body });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    // Enabling needs sys:user:enable, disabling sys:user:disable.
    const limited = await addOk({ account: 'ua_enabler', name: 'Enabler', orgId: org.factory });
    await grantPermissions(t.server, demoId, limited.id, [U.page, U.enable]);
    const enabler = await t.login('ua_enabler', DEFAULT_USER_PASSWORD_FALLBACK);
    expect((await send('PUT', '/user/change_state', { id: target.id, status: 1 }, enabler)).status).toBe(403);
    expect((await send('PUT', '/user/change_state', { id: target.id, status: 0 }, enabler)).status).toBe(200);
  });

  it('keeps a scoped user inside their data scope ("own department")', async () => {
    const inside = await addOk({ account: 'ua_s_in', name: 'Scope In', orgId: org.smt });
    const below = await addOk({ account: 'ua_s_below', name: 'Scope Below', orgId: org.line1 });
    const manager = await addOk({ account: 'ua_s_mgr', name: 'Scope Manager', orgId: org.smt });
    const roleId = await grantPermissions(t.server, demoId, manager.id, [
      U.page,
      U.get,
      U.add,
      U.edit,
      U.delete,
      U.enable,
      U.disable,
      U.resetPassword,
      U.grantRole,
      U.grantData,
      U.export,
    ]);
    await t.server.db.system((tx) => tx.update(roles).set({ dataScope: DEPT_SCOPE }).where(eq(roles.id, roleId)));
    const scoped = await t.login('ua_s_mgr', DEFAULT_USER_PASSWORD_FALLBACK);

    const listed = await page('pageSize=500', scoped);
    expect(new Set(listed.rows.map((row) => row.orgId))).toEqual(new Set([org.smt]));
    expect(listed.rows.map((row) => row.id)).toEqual(expect.arrayContaining([inside.id, manager.id]));
    expect(listed.rows.map((row) => row.id)).not.toContain(below.id);
    expect((await page(`orgId=${org.factory}&pageSize=500`, scoped)).rows.every((row) => row.orgId === org.smt)).toBe(
      true,
    );

    const outOfScope: [string, string, unknown?][] = [
      ['GET', `/user/single_user?id=${below.id}`],
      ['GET', `/user/ownData?id=${below.id}`],
      ['PUT', '/user/edit', { id: below.id, name: 'Hijack', orgId: org.line1 }],
      ['PUT', '/user/change_state', { id: below.id, status: 1 }],
      ['PUT', `/user/reset_password?id=${below.id}`],
      ['POST', '/user/auth_role', { id: below.id, roleIds: [] }],
      ['POST', '/user/grantData', { id: below.id, orgIds: [] }],
      ['DELETE', `/user/delete?id=${below.id}`],
      ['GET', `/user/simple_user?id=${below.id}`],
    ];
    for (const [method, path, body] of outOfScope) {
      const response = await t.call(method, `/api${path}`, { token: scoped.token, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const names = await get<UserNameRow[]>(`/user/user_name?ids=${below.id}&ids=${inside.id}`, scoped);
    expect(names.body.data.map((row) => row.id)).toEqual([inside.id]);
    // A scoped administrator cannot place users, or grant data, outside their scope.
    expect((await add({ account: 'ua_s_out', name: 'Out', orgId: org.assembly }, scoped)).status).toBe(422);
    expect((await send('POST', '/user/grantData', { id: inside.id, orgIds: [org.assembly] }, scoped)).status).toBe(422);
    // The export honours the scope too (and takes no paging).
    const exported = await fetch(`${t.baseUrl}/api/user/export?pageSize=1`, {
      headers: { authorization: `Bearer ${scoped.token}` },
    });
    expect(exported.status).toBe(400);
    const exportedOk = await fetch(`${t.baseUrl}/api/user/export`, {
      headers: { authorization: `Bearer ${scoped.token}` },
    });
    const book = XLSX.read(Buffer.from(await exportedOk.arrayBuffer()), { type: 'buffer' });
    const accounts = XLSX.utils
      .sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]!]!)
      .map((row) => row.Account);
    expect(accounts).toContain('ua_s_in');
    expect(accounts).not.toContain('ua_s_below');
  });

  it("answers not found for another enterprise's user on every route that takes an id", async () => {
    const cases: [string, string, unknown?][] = [
      ['GET', `/user/single_user?id=${foreignUserId}`],
      ['GET', `/user/simple_user?id=${foreignUserId}`],
      ['GET', `/user/ownData?id=${foreignUserId}`],
      ['PUT', '/user/edit', { id: foreignUserId, name: 'Hijack', orgId: org.factory }],
      ['PUT', '/user/change_state', { id: foreignUserId, status: 1 }],
      ['PUT', `/user/reset_password?id=${foreignUserId}`],
      ['POST', '/user/auth_role', { id: foreignUserId, roleIds: [] }],
      ['POST', '/user/grantData', { id: foreignUserId, orgIds: [] }],
      ['DELETE', `/user/delete?id=${foreignUserId}`],
    ];
    for (const [method, path, body] of cases) {
      const response = await t.call(method, `/api${path}`, { token: admin.token, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await page('account=users_foreign')).totalRows).toBe(0);
  });

  it('the enterprise administrator is changed only by an administrator; the super administrator by nobody', async () => {
    const helper = await addOk({ account: 'ua_helper', name: 'Helper', orgId: org.factory });
    await grantPermissions(t.server, demoId, helper.id, [U.page, U.edit, U.resetPassword, U.grantRole]);
    const session = await t.login('ua_helper', DEFAULT_USER_PASSWORD_FALLBACK);
    expect((await t.call('PUT', `/api/user/reset_password?id=${adminId}`, { token: session.token })).status).toBe(422);
    expect((await send('POST', '/user/auth_role', { id: adminId, roleIds: [] }, session)).status).toBe(422);

    const superAdmin = await t.login('superAdmin');
    const superId = claimsOf(superAdmin.token).userId;
    const edit = await send('PUT', '/user/edit', { id: superId, name: 'Renamed', orgId: org.factory }, superAdmin);
    expect(edit.status).toBe(422);
    const roleChange = await send('POST', '/user/auth_role', { id: superId, roleIds: [] }, superAdmin);
    expect(roleChange.status).toBe(422);
    const deleted = await t.call('DELETE', `/api/user/delete?id=${superId}`, { token: superAdmin.token });
    expect(deleted.status).toBe(422);
  });

  it('gives new users, and resets to, the default password kept in the system parameters', async () => {
    type Param = {
      id: string;
      name: string;
      code: string;
      category: string;
      value: string;
      remark: string | null;
      sort: number;
    };
    const params = await get<PageResult<Param>>('/sys_param/page?code=sys.user.defaultPassword');
    const param = params.body.data.rows.find((row) => row.code === 'sys.user.defaultPassword');
    expect(param, JSON.stringify(params.body)).toBeDefined();
    const setValue = async (value: string) => {
      const { id, name, code, category, remark, sort } = param!;
      const response = await send('POST', '/sys_param/edit', { id, name, code, category, remark, sort, value });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };
    await setValue('Fresh#987');
    try {
      const hal = await addOk({ account: 'ua_hal', name: 'Hal' });
      await t.login('ua_hal', 'Fresh#987');
      await setValue('Other#654');
      expect((await t.call('PUT', `/api/user/reset_password?id=${hal.id}`, { token: admin.token })).status).toBe(200);
      await t.login('ua_hal', 'Other#654');
    } finally {
      await setValue(param!.value);
    }
  });

  it('records every change in the operation log', async () => {
    await addOk({ account: 'ua_logged', name: 'Logged' });
    const log = await get<PageResult<{ path: string; method: string; success: boolean }>>('/op_log/page?pageSize=50');
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    expect(log.body.data.rows.some((row) => row.path === '/api/user/add' && row.method === 'POST' && row.success)).toBe(
      true,
    );
  });
});
