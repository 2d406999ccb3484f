import {
  type AccountMenu,
  authApi,
  dictionaryTypeApi,
  localToday,
  operationLogApi,
  type RouteResponse,
  tenantApi,
} from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { tenantIdOf } from '../../test-support/fixtures.js';
import { connectHub } from '../../test-support/hub-client.js';
import { aroundToday } from '../../test-support/log-dates.js';
import { type BodyOf, type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { addDays } from './tenant.service.js';

type AddBody = BodyOf<typeof tenantApi.add>;

const flatten = (menus: AccountMenu[]): string[] => menus.flatMap((menu) => [menu.id, ...flatten(menu.children)]);

describe.each(testDatabaseKinds())('enterprise administration on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let grantable: RouteResponse<typeof tenantApi.grantable>;
  let basicSettings: string;
  let orgAccess: string;
  const tomorrow = addDays(localToday(), 1);
  const yesterday = addDays(localToday(), -1);

  const valid = (overrides: Partial<AddBody> = {}): AddBody => ({
    name: '苏州精工（二厂）',
    adminName: 'Li Lei',
    account: `ent${Math.round(Math.random() * 1e8)}`,
    password: 'Secret12',
    subscriptionType: 2,
    deadline: tomorrow,
    apps: ['system', 'mes'],
    modules: [],
    phone: '13800138000',
    email: 'li@example.com',
    pageTurnSeconds: 30,
    workSidePassword: 'abc',
    storage: { region: 'ap-hanoi', bucket: 'takt-files', accessKeyId: 'AK1', secretAccessKey: 'SK1' },
    ...overrides,
  });
  /** `valid(overrides)` as an edit of enterprise `id` (account and password are set on add only). */
  const validEdit = (id: string, overrides: Partial<AddBody> = {}): BodyOf<typeof tenantApi.edit> => {
    const { account: _account, password: _password, ...fields } = valid(overrides);
    return { ...fields, id };
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    api = routeClient(t, { token: (await t.login('superAdmin')).token });
    grantable = await api.ok(tenantApi.grantable);
    const system = grantable.find((app) => app.code === 'system')!;
    basicSettings = system.modules.find((m) => m.name === 'Basic settings')!.id;
    orgAccess = system.modules.find((m) => m.name === 'Organisation & access')!.id;
  });
  afterAll(() => t?.close());

  it('lists grantable apps with their top-level directories, never the platform app', () => {
    expect(grantable.map((app) => app.code)).toContain('mes');
    expect(grantable.map((app) => app.code)).not.toContain('platform');
    expect(grantable.find((app) => app.code === 'system')!.modules.length).toBeGreaterThan(2);
  });

  it('creates an enterprise with its administrator and default organisation, limited to the chosen modules', async () => {
    const body = valid({ modules: [basicSettings], code: '' });
    const enterprise = await api.ok(tenantApi.add, { body });
    expect(enterprise).toMatchObject({
      name: '苏州精工（二厂）',
      account: body.account,
      enabled: true,
      subscriptionType: 2,
      deadline: tomorrow,
      apps: ['mes', 'system'],
      userCount: 1,
      workSidePasswordSet: true,
      pageTurnSeconds: 30,
      defaultApp: 'system',
      storage: { region: 'ap-hanoi', bucket: 'takt-files', secretSet: true },
    });
    expect(enterprise.code).toBe(`E${enterprise.id}`);
    expect(JSON.stringify(enterprise)).not.toContain('SK1');
    // system is limited to one module; mes (no module chosen) is granted whole.
    const mesModules = grantable.find((app) => app.code === 'mes')!.modules.map((m) => m.id);
    expect(enterprise.modules.sort()).toEqual([basicSettings, ...mesModules].sort());

    const admin = api.as((await t.login(body.account!, body.password)).token);
    const info = await admin.ok(authApi.accountInfo);
    expect(info.tenantCode).toBe(enterprise.code);
    const ids = flatten(info.menus);
    expect(ids).toContain(basicSettings);
    expect(ids).not.toContain(orgAccess);
    expect((await admin.call(dictionaryTypeApi.page)).status).toBe(200);

    // Editing the modules takes effect on the signed-in administrator's next request.
    const edited = await api.ok(tenantApi.edit, {
      body: { ...validEdit(enterprise.id, { modules: [orgAccess] }), workSidePassword: '' },
    });
    expect(edited.workSidePasswordSet).toBe(true);
    expect(edited.storage?.secretSet).toBe(true);
    const denied = await admin.call(dictionaryTypeApi.page);
    expect(denied.status).toBe(403);
    const after = flatten((await admin.ok(authApi.accountInfo)).menus);
    expect(after).toContain(orgAccess);
    expect(after).not.toContain(basicSettings);

    // Taking the app away entirely closes it too.
    await api.call(tenantApi.edit, { body: validEdit(enterprise.id, { apps: ['mes'] }) });
    const info2 = await admin.ok(authApi.accountInfo);
    expect(info2.apps.map((app) => app.code)).toEqual(['mes']);
  });

  it('refuses each broken rule with a message naming it', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ name: 'abc' }, 400, /name/],
      [{ name: 'A'.repeat(21) }, 400, /name/],
      [{ name: 'Acme 123' }, 400, /name/],
      [{ name: 'Acme(Two)' }, 400, /name/],
      [{ adminName: 'x'.repeat(51) }, 400, /adminName/],
      [{ deadline: null }, 400, /deadline/],
      [{ deadline: yesterday }, 400, /deadline cannot be earlier than today/],
      [{ pageTurnSeconds: 0 }, 400, /pageTurnSeconds/],
      [{ pageTurnSeconds: 86_401 }, 400, /pageTurnSeconds/],
      [{ pageTurnSeconds: 1.5 }, 400, /pageTurnSeconds/],
      [{ workSidePassword: 'ab' }, 400, /workSidePassword/],
      [{ workSidePassword: 'x'.repeat(17) }, 400, /workSidePassword/],
      [{ password: '12345' }, 400, /password/],
      [{ phone: '12345' }, 400, /phone/],
      [{ email: 'not-mail' }, 400, /email/],
      [{ storage: { region: 'Mars Base!', bucket: 'ok-bucket' } }, 400, /storage.region/],
      [{ storage: { region: 'ap-hanoi', bucket: 'A' } }, 400, /storage.bucket/],
      [{ apps: ['system', 'platform'] }, 400, /platform/],
      [{ apps: ['mes'], defaultApp: 'system' }, 400, /default app/],
      [{ account: 'admin' }, 409, /admin is already in use/],
      [{ code: 'demo' }, 409, /demo already exists/],
    ];
    for (const [overrides, status, message] of cases) {
      const response = await api.call(tenantApi.add, { body: valid(overrides as never) });
      expect({ overrides, status: response.status }).toEqual({ overrides, status });
      expect(response.body.message).toMatch(message);
    }
    // A permanent subscription needs no deadline; the name rule allows full-width brackets and letters.
    const permanent = await api.ok(tenantApi.add, {
      body: valid({ subscriptionType: 1, deadline: null, name: 'Acme（Two）', code: 'acme-2' }),
    });
    expect(permanent).toMatchObject({ subscriptionType: 1, deadline: null, code: 'acme-2' });
    const zh = await api.call(tenantApi.add, { body: valid({ deadline: yesterday }), language: 'zh-CN' });
    expect(zh.body.message).toContain('截止日期不能早于今天');
  });

  it('pages, filters and sorts, and answers 404 for an unknown id', async () => {
    for (const code of ['pg-c', 'pg-a', 'pg-b']) {
      await api.ok(tenantApi.add, { body: valid({ code, name: `Paging${code.slice(3).toUpperCase()}x` }) });
    }
    const paging = { code: 'pg-', sortField: 'code', sortOrder: 'ascend', pageSize: 2 } as const;
    const page = await api.ok(tenantApi.page, { query: paging });
    expect(page.totalRows).toBe(3);
    expect(page.rows.map((row) => row.code)).toEqual(['pg-a', 'pg-b']);
    const second = await api.ok(tenantApi.page, { query: { ...paging, pageNo: 2 } });
    expect(second.rows.map((row) => row.code)).toEqual(['pg-c']);
    const platform = await api.ok(tenantApi.page, { query: { name: '', pageSize: 500 } });
    expect(platform.rows.some((row) => row.isPlatform)).toBe(true);
    expect((await api.call(tenantApi.page, { query: { sortField: 'password' } as never })).status).toBe(400);
    expect((await api.call(tenantApi.detail, { query: { id: '987654321' } })).status).toBe(404);
    const demoId = await tenantIdOf(t.server.db, 'demo');
    const demo = await api.ok(tenantApi.detail, { query: { id: demoId } });
    expect(demo).toMatchObject({ code: 'demo', account: 'admin' });
  });

  it('is the platform super administrator’s alone', async () => {
    const admin = (await t.login('admin')).token;
    const operator = (await t.login('operator')).token;
    const demoId = await tenantIdOf(t.server.db, 'demo');
    for (const as of [admin, operator]) {
      expect((await api.call(tenantApi.page, { as })).status).toBe(403);
      expect((await api.call(tenantApi.detail, { query: { id: demoId }, as })).status).toBe(403);
      expect((await api.call(tenantApi.add, { body: valid(), as })).status).toBe(403);
      expect((await api.call(tenantApi.changeState, { body: { id: demoId, enabled: false }, as })).status).toBe(403);
      expect((await api.call(tenantApi.delete, { query: { id: demoId }, as })).status).toBe(403);
      expect(
        (await api.call(tenantApi.resetAdminPassword, { body: { id: demoId, password: 'Hacked12' }, as })).status,
      ).toBe(403);
    }
    expect((await routeClient(t).call(tenantApi.page)).status).toBe(401);
  });

  it('protects the platform itself', async () => {
    const platformId = await tenantIdOf(t.server.db, 'platform').catch(async () => {
      const rows = (await api.ok(tenantApi.page, { query: { pageSize: 500 } })).rows;
      return rows.find((row) => row.isPlatform)!.id;
    });
    const off = await api.call(tenantApi.changeState, { body: { id: platformId, enabled: false } });
    expect(off.status).toBe(422);
    expect((await api.call(tenantApi.delete, { query: { id: platformId } })).status).toBe(422);
    expect((await api.call(authApi.accountInfo)).status).toBe(200);
  });

  it('disabling signs every user of the enterprise out at once; re-enabling lets them sign in again', async () => {
    const body = valid({ code: 'offline-co' });
    const enterprise = await api.ok(tenantApi.add, { body });
    const first = await t.login(body.account!, body.password);
    const second = await t.login(body.account!, body.password);
    const hubs = [
      connectHub(t.baseUrl, { token: first.token, lang: 'zh-CN', label: 'first' }),
      connectHub(t.baseUrl, { token: second.token, label: 'second' }),
    ];
    const bystander = (await t.login('operator')).token;
    const bystanderHub = connectHub(t.baseUrl, { token: bystander, label: 'bystander' });
    for (const hub of [...hubs, bystanderHub]) {
      await hub.opened();
      await hub.heartbeat();
    }
    const off = await api.ok(tenantApi.changeState, { body: { id: enterprise.id, enabled: false } });
    expect(off.enabled).toBe(false);
    expect(await hubs[0]!.nextFrame()).toMatchObject({
      event: 'ForceOffline',
      data: { message: '您所在的企业已被停用，请联系平台管理员' },
    });
    expect(await hubs[1]!.nextFrame()).toMatchObject({ event: 'ForceOffline' });
    for (const hub of hubs) expect((await hub.closed()).code).toBe(4000);
    await bystanderHub.heartbeat();
    bystanderHub.close();
    for (const session of [first, second]) {
      const next = await api.call(authApi.accountInfo, {
        as: session.token,
        headers: { 'x-authorization': `Bearer ${session.refreshToken}` },
      });
      expect(next.status).toBe(401);
    }
    const refused = await api.call(authApi.login, { body: { account: body.account, password: body.password } });
    expect(refused.status).toBe(422);

    const on = await api.ok(tenantApi.changeState, { body: { id: enterprise.id, enabled: true } });
    expect(on.enabled).toBe(true);
    // Sessions ended by the disable stay ended.
    expect((await api.call(authApi.accountInfo, { as: first.token })).status).toBe(401);
    await t.login(body.account!, body.password);
  });

  it('deletes only a disabled enterprise, softly', async () => {
    const body = valid({ code: 'gone-co' });
    const enterprise = await api.ok(tenantApi.add, { body });
    const byId = { query: { id: enterprise.id } };
    const refused = await api.call(tenantApi.delete, byId);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Disable the enterprise before deleting it');
    await api.call(tenantApi.changeState, { body: { id: enterprise.id, enabled: false } });
    expect((await api.call(tenantApi.delete, byId)).status).toBe(200);
    expect((await api.call(tenantApi.detail, byId)).status).toBe(404);
    expect((await api.ok(tenantApi.page, { query: { code: 'gone-co' } })).totalRows).toBe(0);
    expect((await api.call(tenantApi.delete, byId)).status).toBe(404);
    // Its code and account stay reserved.
    expect((await api.call(tenantApi.add, { body: valid({ code: 'gone-co' }) })).status).toBe(409);
    expect((await api.call(tenantApi.add, { body: valid({ account: body.account }) })).status).toBe(409);
  });

  it('resets the administrator password and ends the administrator’s sessions', async () => {
    const body = valid({ code: 'reset-co' });
    const enterprise = await api.ok(tenantApi.add, { body });
    const session = await t.login(body.account!, body.password);
    const bad = await api.call(tenantApi.resetAdminPassword, { body: { id: enterprise.id, password: '123' } });
    expect(bad.status).toBe(400);
    const reset = await api.call(tenantApi.resetAdminPassword, { body: { id: enterprise.id, password: 'Fresh123' } });
    expect(reset.status).toBe(200);
    expect((await api.call(authApi.accountInfo, { as: session.token })).status).toBe(401);
    await t.login(body.account!, 'Fresh123');
    expect((await api.call(authApi.login, { body: { account: body.account, password: body.password } })).status).toBe(
      422,
    );
    const unknown = await api.call(tenantApi.resetAdminPassword, { body: { id: '987654321', password: 'Fresh123' } });
    expect(unknown.status).toBe(404);
  });

  it('records each change in the operation log', async () => {
    const log = await api.ok(operationLogApi.page, { query: { pageSize: 100, ...aroundToday() } });
    for (const route of [
      '/tenant/add',
      '/tenant/edit',
      '/tenant/change_state',
      '/tenant/delete',
      '/tenant/reset_admin_password',
    ]) {
      expect(log.rows.some((row) => row.route?.endsWith(route) && row.account === 'superAdmin')).toBe(true);
    }
  });
});
