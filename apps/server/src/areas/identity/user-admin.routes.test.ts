import * as XLSX from '@e965/xlsx';
import {
  authApi,
  DEFAULT_USER_PASSWORD_FALLBACK,
  operationLogApi,
  Permissions,
  sysParamApi,
  userApi,
  XLSX_CONTENT_TYPE,
} from '@takt/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/auth/passwords.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { claimsOf, createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { connectHub, type HubClient } from '../../test-support/hub-client.js';
import { aroundToday } from '../../test-support/log-dates.js';
import {
  type BodyOf,
  type QueryOf,
  type RouteCall,
  type RouteClient,
  routeClient,
} from '../../test-support/route-client.js';
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
  let api: RouteClient;
  let admin: Session;
  let operator: Session;
  let demoId: string;
  let adminId: string;
  const org: Record<string, string> = {};
  let foreignUserId: string;
  const sockets: HubClient[] = [];

  /** The routes that change one user, each given `id` (an edit with `edit`'s fields). */
  const byId = (id: string, edit: { name: string; orgId: string | undefined }): RouteCall[] => [
    [userApi.edit, { body: { id, ...edit } }],
    [userApi.changeState, { body: { id, status: 1 } }],
    [userApi.resetPassword, { query: { id } }],
    [userApi.authRole, { body: { id, roleIds: [] } }],
    [userApi.grantData, { body: { id, orgIds: [] } }],
    [userApi.delete, { query: { id } }],
  ];
  /** A user of the demo enterprise, in the factory unless `orgId` says. */
  const addUser = (body: Omit<BodyOf<typeof userApi.add>, 'orgId'> & { orgId?: string }) =>
    api.ok(userApi.add, { body: { orgId: org.factory, ...body } });

  beforeAll(async () => {
    t = await startTestServer(kind);
    admin = await t.login('admin');
    api = routeClient(t, { token: admin.token });
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
    const user = await addUser({
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
    const bare = await addUser({ account: 'ua_bare', name: 'Bare', nickname: ' ', phone: '', email: '' });
    expect(bare).toMatchObject({ nickname: null, phone: null, email: null, gender: 3, birthday: null });
  });

  it('refuses an account already used in this or any other enterprise (409)', async () => {
    const same = await api.call(userApi.add, { body: { account: 'admin', name: 'X', orgId: org.factory } });
    expect(same.status).toBe(409);
    expect(same.body.message).toContain('admin');
    const foreign = await api.call(userApi.add, { body: { account: 'users_foreign', name: 'X', orgId: org.factory } });
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
    const body = { account: 'ua_valid', name: 'Valid', orgId: org.factory, ...patch };
    const response = await api.call(userApi.add, { body: body as never });
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
    const response = await api.call(userApi.add, { body: { account: 'ua_badorg', name: 'X', orgId: foreignOrg } });
    expect(response.status).toBe(404);
  });

  it('pages with filters, organisation subtree and sorting', async () => {
    await addUser({ account: 'ua_p_zed', name: 'Zed Page', orgId: org.smt, phone: '13900000001' });
    await addUser({ account: 'ua_p_amy', name: 'Amy Page', orgId: org.line1, phone: '13900000002' });
    await addUser({ account: 'ua_p_bob', name: 'Bob Page', orgId: org.assembly, status: 1 });
    const page = (query: QueryOf<typeof userApi.page>) => api.ok(userApi.page, { query });
    const accounts = async (query: QueryOf<typeof userApi.page>) => (await page(query)).rows.map((row) => row.account);
    const subtree = await page({ orgId: org.smt, name: 'Page', sortField: 'name', sortOrder: 'ascend' });
    expect(subtree.rows.map((row) => row.account)).toEqual(['ua_p_amy', 'ua_p_zed']);
    expect(subtree.totalRows).toBe(2);
    const desc = await accounts({ name: 'page', sortField: 'name', sortOrder: 'descend' });
    expect(desc).toEqual(['ua_p_zed', 'ua_p_bob', 'ua_p_amy']);
    expect(await accounts({ account: 'ua_p_b' })).toEqual(['ua_p_bob']);
    expect(await accounts({ phone: '3900000002' })).toEqual(['ua_p_amy']);
    expect(await accounts({ name: 'Page', status: 1 })).toEqual(['ua_p_bob']);
    const paged = await page({ name: 'Page', sortField: 'account', sortOrder: 'ascend', pageNo: 2, pageSize: 2 });
    expect(paged).toMatchObject({ totalRows: 3, pageNo: 2, pageSize: 2 });
    expect(paged.rows.map((row) => row.account)).toEqual(['ua_p_zed']);
    const refused = [{ sortField: 'password' }, { status: 5 }, { pageSize: 0 }, { orgId: 'abc' }, { other: 1 }];
    for (const query of refused) {
      expect((await api.call(userApi.page, { query: query as never })).status, JSON.stringify(query)).toBe(400);
    }
  });

  it('serves the picker lists and single records', async () => {
    const carol = await addUser({ account: 'ua_carol', name: 'Carol Pick', orgId: org.line1, jobNumber: 'PK-7' });
    const single = await api.ok(userApi.single, { query: { id: carol.id } });
    expect(single).toMatchObject({ id: carol.id, account: 'ua_carol', orgName: 'SMT Line 1' });
    const simple = await api.ok(userApi.simple, { query: { id: carol.id } });
    expect(simple).toEqual({
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
    const names = await api.ok(userApi.userName, { query: { ids: [carol.id, adminId, foreignUserId] } });
    expect(names).toEqual([
      { id: carol.id, account: 'ua_carol', name: 'Carol Pick' },
      { id: adminId, account: 'admin', name: expect.any(String) },
    ]);
    const selected = await api.ok(userApi.selector, { query: { keyword: 'pk-7' } });
    expect(selected.map((row) => row.id)).toEqual([carol.id]);
    const inOrg = await api.ok(userApi.selector, { query: { orgId: org.smt, keyword: 'Carol' } });
    expect(inOrg.map((row) => row.id)).toEqual([carol.id]);
    const basic = await api.ok(userApi.basicList, { query: { keyword: 'ua_carol', pageSize: 5 } });
    expect(basic).toMatchObject({ totalRows: 1, pageNo: 1, pageSize: 5 });
    expect((await api.call(userApi.selector, { query: { limit: 1000 } })).status).toBe(400);
    expect((await api.call(userApi.userName, { query: {} as never })).status).toBe(400);
    expect((await api.call(userApi.single, { query: { id: '0' } })).status).toBe(400);
  });

  it('edits a user, replaces roles, grants data and reads it back', async () => {
    const dave = await addUser({ account: 'ua_dave', name: 'Dave' });
    const [role] = await t.server.db.system((tx) =>
      tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, demoId), eq(roles.code, 'operator'))),
    );
    const edited = await api.ok(userApi.edit, {
      body: { id: dave.id, name: 'David', orgId: org.assembly, gender: 1, roleIds: [role!.id] },
    });
    expect(edited).toMatchObject({ name: 'David', orgId: org.assembly, gender: 1, roleIds: [role!.id] });
    expect(edited.account).toBe('ua_dave');
    const cleared = await api.call(userApi.authRole, { body: { id: dave.id, roleIds: [] } });
    expect(cleared.body.data.roleIds).toEqual([]);
    const unknownRole = await api.call(userApi.authRole, { body: { id: dave.id, roleIds: ['999999999'] } });
    expect(unknownRole.status).toBe(404);
    await api.ok(userApi.grantData, { body: { id: dave.id, orgIds: [org.smt, org.line1] } });
    const own = await api.call(userApi.ownData, { query: { id: dave.id } });
    expect(own.body.data.userId).toBe(dave.id);
    expect([...own.body.data.orgIds].sort()).toEqual([org.smt, org.line1].sort());
    const tooLong = { id: dave.id, name: 'n'.repeat(51), orgId: org.factory };
    expect((await api.call(userApi.edit, { body: tooLong })).status).toBe(400);
    const renamed = { id: dave.id, account: 'renamed', name: 'D', orgId: org.factory };
    expect((await api.call(userApi.edit, { body: renamed as never })).status).toBe(400);
    expect((await api.call(userApi.grantData, { body: { id: dave.id, orgIds: ['12'] } })).status).toBe(404);
  });

  it('disabling a user ends their sessions at once and tells their sockets; enabling lets them back', async () => {
    const erin = await addUser({ account: 'ua_erin', name: 'Erin' });
    const session = await t.login('ua_erin', DEFAULT_USER_PASSWORD_FALLBACK);
    const hub = connectHub(t.baseUrl, { token: session.token, label: 'erin' });
    sockets.push(hub);
    await hub.opened();
    // Acknowledged once the hub has checked the token and holds the socket.
    await hub.heartbeat();
    const disabled = await api.ok(userApi.changeState, { body: { id: erin.id, status: 1 } });
    expect(disabled.status).toBe(1);
    const frame = await hub.nextFrame();
    expect(frame.event).toBe('ForceOffline');
    expect((await hub.closed()).code).toBe(4000);
    expect((await api.call(authApi.accountInfo, { as: session.token })).status).toBe(401);
    const refused = await routeClient(t).call(authApi.login, {
      body: { account: 'ua_erin', password: DEFAULT_USER_PASSWORD_FALLBACK },
    });
    expect(refused.status).toBe(422);
    expect((await api.call(userApi.changeState, { body: { id: erin.id, status: 0 } })).status).toBe(200);
    await t.login('ua_erin', DEFAULT_USER_PASSWORD_FALLBACK);
    expect((await api.call(userApi.changeState, { body: { id: erin.id, status: 7 as never } })).status).toBe(400);
  });

  it('refuses to disable or delete yourself and the enterprise administrator', async () => {
    const self = await api.call(userApi.changeState, { body: { id: adminId, status: 1 } });
    expect(self.status).toBe(422);
    expect((await api.call(userApi.delete, { query: { id: adminId } })).status).toBe(422);
  });

  it('resets a password to the default value and signs the user out', async () => {
    const fay = await addUser({ account: 'ua_fay', name: 'Fay' });
    const passwordHash = await hashPassword('Mine4567');
    await t.server.db.system((tx) => tx.update(users).set({ passwordHash }).where(eq(users.id, fay.id)));
    const first = await t.login('ua_fay', 'Mine4567');
    await api.ok(userApi.resetPassword, { query: { id: fay.id } });
    expect((await api.call(authApi.accountInfo, { as: first.token })).status).toBe(401);
    await t.login('ua_fay', DEFAULT_USER_PASSWORD_FALLBACK);
    expect((await api.call(userApi.resetPassword, { query: {} as never })).status).toBe(400);
  });

  it('deletes a user with their directory entry and sessions', async () => {
    const gus = await addUser({ account: 'ua_gus', name: 'Gus' });
    const session = await t.login('ua_gus', DEFAULT_USER_PASSWORD_FALLBACK);
    await api.ok(userApi.delete, { query: { id: gus.id } });
    expect((await api.call(authApi.accountInfo, { as: session.token })).status).toBe(401);
    expect((await api.call(userApi.single, { query: { id: gus.id } })).status).toBe(404);
    const directory = await t.server.db.system((tx) =>
      tx.select().from(accountDirectory).where(eq(accountDirectory.account, 'ua_gus')),
    );
    expect(directory).toEqual([]);
    // The account is free again.
    await addUser({ account: 'ua_gus', name: 'Gus again' });
  });

  it('verifies the signed-in user’s own password', async () => {
    expect(await api.ok(userApi.verifyPassword, { query: { password: 'Test1234' } })).toBe(true);
    expect(await api.ok(userApi.verifyPassword, { query: { password: 'wrong-one' } })).toBe(false);
    expect((await api.call(userApi.verifyPassword, { query: {} as never })).status).toBe(400);
    expect(await api.ok(userApi.verifyPassword, { query: { password: 'Test1234' }, as: operator.token })).toBe(true);
  });

  it('exports the current filter, and chosen rows, as .xlsx', async () => {
    await addUser({ account: 'ua_x_one', name: 'Export One', orgId: org.line1, phone: '13700000001', gender: 1 });
    await addUser({ account: 'ua_x_two', name: 'Export Two', orgId: org.assembly, birthday: '2000-01-02' });
    const response = await fetch(`${t.baseUrl}/api/user/export?name=Export&sortField=account&sortOrder=descend`, {
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'en-US' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    const book = XLSX.read(Buffer.from(await response.arrayBuffer()), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]!]!, { raw: false });
    expect(rows.map((row) => row.Account)).toEqual(['ua_x_two', 'ua_x_one']);
    expect(rows[1]).toMatchObject({ Name: 'Export One', Gender: 'Male', Organisation: 'SMT Line 1', Status: 'Normal' });
    const one = (await api.ok(userApi.page, { query: { account: 'ua_x_one' } })).rows[0]!;
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
    const bad = await api.call(userApi.export, { query: { sortField: 'password' } as never });
    expect(bad.status).toBe(400);
    const empty = await api.call(userApi.exporterUser, { body: { ids: [] } });
    expect(empty.status).toBe(400);
  });

  it('answers 403 to a regular user on every administration route', async () => {
    const target = (await api.ok(userApi.page, { query: { account: 'ua_alice' } })).rows[0]!;
    const denied: RouteCall[] = [
      [userApi.page, {}],
      [userApi.single, { query: { id: target.id } }],
      [userApi.ownData, { query: { id: target.id } }],
      [userApi.add, { body: { account: 'ua_nope', name: 'Nope', orgId: org.factory } }],
      ...byId(target.id, { name: 'Nope', orgId: org.factory }),
      [userApi.export, {}],
      [userApi.exporterUser, { body: { ids: [target.id] } }],
    ];
    for (const [route, options] of denied) {
      const response = await api.call(route, { ...options, as: operator.token });
      expect(response.status, `${route.method} ${route.path}`).toBe(403);
    }
    // Enabling needs sys:user:enable, disabling sys:user:disable.
    const limited = await addUser({ account: 'ua_enabler', name: 'Enabler', orgId: org.factory });
    await grantPermissions(t.server, demoId, limited.id, [U.page, U.enable]);
    const enabler = await t.login('ua_enabler', DEFAULT_USER_PASSWORD_FALLBACK);
    const asEnabler = api.as(enabler.token);
    expect((await asEnabler.call(userApi.changeState, { body: { id: target.id, status: 1 } })).status).toBe(403);
    expect((await asEnabler.call(userApi.changeState, { body: { id: target.id, status: 0 } })).status).toBe(200);
  });

  it('keeps a scoped user inside their data scope ("own department")', async () => {
    const inside = await addUser({ account: 'ua_s_in', name: 'Scope In', orgId: org.smt });
    const below = await addUser({ account: 'ua_s_below', name: 'Scope Below', orgId: org.line1 });
    const manager = await addUser({ account: 'ua_s_mgr', name: 'Scope Manager', orgId: org.smt });
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

    const asScoped = api.as(scoped.token);
    const listed = await asScoped.ok(userApi.page, { query: { pageSize: 500 } });
    expect(new Set(listed.rows.map((row) => row.orgId))).toEqual(new Set([org.smt]));
    expect(listed.rows.map((row) => row.id)).toEqual(expect.arrayContaining([inside.id, manager.id]));
    expect(listed.rows.map((row) => row.id)).not.toContain(below.id);
    const wholeFactory = await asScoped.ok(userApi.page, { query: { orgId: org.factory, pageSize: 500 } });
    expect(wholeFactory.rows.every((row) => row.orgId === org.smt)).toBe(true);

    const outOfScope: RouteCall[] = [
      [userApi.single, { query: { id: below.id } }],
      [userApi.ownData, { query: { id: below.id } }],
      ...byId(below.id, { name: 'Hijack', orgId: org.line1 }),
      [userApi.simple, { query: { id: below.id } }],
    ];
    for (const [route, options] of outOfScope) {
      const response = await asScoped.call(route, options);
      expect(response.status, `${route.method} ${route.path}`).toBe(404);
    }
    const names = await asScoped.ok(userApi.userName, { query: { ids: [below.id, inside.id] } });
    expect(names.map((row) => row.id)).toEqual([inside.id]);
    // A scoped administrator cannot place users, or grant data, outside their scope.
    const outside = { account: 'ua_s_out', name: 'Out', orgId: org.assembly };
    expect((await asScoped.call(userApi.add, { body: outside })).status).toBe(422);
    const grant = { id: inside.id, orgIds: [org.assembly] };
    expect((await asScoped.call(userApi.grantData, { body: grant })).status).toBe(422);
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
    const cases: RouteCall[] = [
      [userApi.single, { query: { id: foreignUserId } }],
      [userApi.simple, { query: { id: foreignUserId } }],
      [userApi.ownData, { query: { id: foreignUserId } }],
      ...byId(foreignUserId, { name: 'Hijack', orgId: org.factory }),
    ];
    for (const [route, options] of cases) {
      const response = await api.call(route, options);
      expect(response.status, `${route.method} ${route.path}`).toBe(404);
    }
    expect((await api.ok(userApi.page, { query: { account: 'users_foreign' } })).totalRows).toBe(0);
  });

  it('the enterprise administrator is changed only by an administrator; the super administrator by nobody', async () => {
    const helper = await addUser({ account: 'ua_helper', name: 'Helper', orgId: org.factory });
    await grantPermissions(t.server, demoId, helper.id, [U.page, U.edit, U.resetPassword, U.grantRole]);
    const session = await t.login('ua_helper', DEFAULT_USER_PASSWORD_FALLBACK);
    const asHelper = api.as(session.token);
    expect((await asHelper.call(userApi.resetPassword, { query: { id: adminId } })).status).toBe(422);
    expect((await asHelper.call(userApi.authRole, { body: { id: adminId, roleIds: [] } })).status).toBe(422);

    const superAdmin = api.as((await t.login('superAdmin')).token);
    const superId = claimsOf(superAdmin.token!).userId;
    const edit = await superAdmin.call(userApi.edit, { body: { id: superId, name: 'Renamed', orgId: org.factory } });
    expect(edit.status).toBe(422);
    const roleChange = await superAdmin.call(userApi.authRole, { body: { id: superId, roleIds: [] } });
    expect(roleChange.status).toBe(422);
    const deleted = await superAdmin.call(userApi.delete, { query: { id: superId } });
    expect(deleted.status).toBe(422);
  });

  it('gives new users, and resets to, the default password kept in the system parameters', async () => {
    const params = await api.ok(sysParamApi.page, { query: { code: 'sys.user.defaultPassword' } });
    const param = params.rows.find((row) => row.code === 'sys.user.defaultPassword');
    expect(param, JSON.stringify(params)).toBeDefined();
    const setValue = async (value: string) => {
      const { id, name, code, category, remark, sort } = param!;
      await api.ok(sysParamApi.edit, { body: { id, name, code, category, remark, sort, value } });
    };
    await setValue('Fresh#987');
    try {
      const hal = await addUser({ account: 'ua_hal', name: 'Hal' });
      await t.login('ua_hal', 'Fresh#987');
      await setValue('Other#654');
      expect((await api.call(userApi.resetPassword, { query: { id: hal.id } })).status).toBe(200);
      await t.login('ua_hal', 'Other#654');
    } finally {
      await setValue(param!.value);
    }
  });

  it('records every change in the operation log', async () => {
    await addUser({ account: 'ua_logged', name: 'Logged' });
    const log = await api.ok(operationLogApi.page, { query: { pageSize: 50, ...aroundToday() } });
    expect(log.rows.some((row) => row.path === '/api/user/add' && row.method === 'POST' && row.success)).toBe(true);
  });
});
