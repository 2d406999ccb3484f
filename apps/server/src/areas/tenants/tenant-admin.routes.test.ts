import { localToday } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { tenantIdOf } from '../../test-support/fixtures.js';
import { connectHub } from '../../test-support/hub-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { addDays } from './tenant.service.js';

type Enterprise = {
  id: string;
  name: string;
  code: string;
  account: string | null;
  enabled: boolean;
  isPlatform: boolean;
  subscriptionType: number;
  deadline: string | null;
  apps: string[];
  modules: string[];
  storage: { region: string; bucket: string; secretSet: boolean } | null;
  workSidePasswordSet: boolean;
  pageTurnSeconds: number;
  userCount: number;
  defaultApp: string | null;
};
type Page = { rows: Enterprise[]; totalRows: number };
type Grantable = { code: string; name: string; modules: { id: string; name: string }[] }[];
type Menu = { id: string; children: Menu[] };

const flatten = (menus: Menu[]): string[] => menus.flatMap((menu) => [menu.id, ...flatten(menu.children)]);

describe.each(testDatabaseKinds())('enterprise administration on %s', (kind) => {
  let t: TestServer;
  let su: string;
  let grantable: Grantable;
  let basicSettings: string;
  let orgAccess: string;
  const tomorrow = addDays(localToday(), 1);
  const yesterday = addDays(localToday(), -1);

  const valid = (overrides: Record<string, unknown> = {}) => ({
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
  const add = (body: unknown, token = su) => t.call<Enterprise>('POST', '/api/tenant/add', { token, body });

  beforeAll(async () => {
    t = await startTestServer(kind);
    su = (await t.login('superAdmin')).token;
    grantable = (await t.call<Grantable>('GET', '/api/tenant/grantable_apps', { token: su })).body.data;
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
    const created = await add(body);
    expect(created.status).toBe(200);
    const enterprise = created.body.data;
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

    const admin = await t.login(body.account, body.password);
    const info = await t.call<{ menus: Menu[]; tenantCode: string }>('GET', '/api/get_account_info', {
      token: admin.token,
    });
    expect(info.body.data.tenantCode).toBe(enterprise.code);
    const ids = flatten(info.body.data.menus);
    expect(ids).toContain(basicSettings);
    expect(ids).not.toContain(orgAccess);
    expect((await t.call('GET', '/api/dictionary_type/page', { token: admin.token })).status).toBe(200);

    // Editing the modules takes effect on the signed-in administrator's next request.
    const edited = await t.call<Enterprise>('PUT', '/api/tenant/edit', {
      token: su,
      body: {
        ...valid({ modules: [orgAccess] }),
        account: undefined,
        password: undefined,
        id: enterprise.id,
        workSidePassword: '',
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.workSidePasswordSet).toBe(true);
    expect(edited.body.data.storage?.secretSet).toBe(true);
    const denied = await t.call('GET', '/api/dictionary_type/page', { token: admin.token });
    expect(denied.status).toBe(403);
    const after = flatten(
      (await t.call<{ menus: Menu[] }>('GET', '/api/get_account_info', { token: admin.token })).body.data.menus,
    );
    expect(after).toContain(orgAccess);
    expect(after).not.toContain(basicSettings);

    // Taking the app away entirely closes it too.
    await t.call('PUT', '/api/tenant/edit', {
      token: su,
      body: { ...valid({ apps: ['mes'] }), account: undefined, password: undefined, id: enterprise.id },
    });
    const info2 = await t.call<{ apps: { code: string }[] }>('GET', '/api/get_account_info', { token: admin.token });
    expect(info2.body.data.apps.map((app) => app.code)).toEqual(['mes']);
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
      [{ storage: { region: 'mars', bucket: 'ok-bucket' } }, 400, /storage.region/],
      [{ storage: { region: 'ap-hanoi', bucket: 'A' } }, 400, /storage.bucket/],
      [{ apps: ['system', 'platform'] }, 400, /platform/],
      [{ apps: ['mes'], defaultApp: 'system' }, 400, /default app/],
      [{ account: 'admin' }, 409, /admin is already in use/],
      [{ code: 'demo' }, 409, /demo already exists/],
    ];
    for (const [overrides, status, message] of cases) {
      const response = await add(valid(overrides));
      expect({ overrides, status: response.status }).toEqual({ overrides, status });
      expect(response.body.message).toMatch(message);
    }
    // A permanent subscription needs no deadline; the name rule allows full-width brackets and letters.
    const permanent = await add(valid({ subscriptionType: 1, deadline: null, name: 'Acme（Two）', code: 'acme-2' }));
    expect(permanent.status).toBe(200);
    expect(permanent.body.data).toMatchObject({ subscriptionType: 1, deadline: null, code: 'acme-2' });
    const zh = await t.call('POST', '/api/tenant/add', {
      token: su,
      body: valid({ deadline: yesterday }),
      language: 'zh-CN',
    });
    expect(zh.body.message).toContain('截止日期不能早于今天');
  });

  it('pages, filters and sorts, and answers 404 for an unknown id', async () => {
    for (const code of ['pg-c', 'pg-a', 'pg-b']) {
      expect((await add(valid({ code, name: `Paging${code.slice(3).toUpperCase()}x` }))).status).toBe(200);
    }
    const page = await t.call<Page>('GET', '/api/tenant/page?code=pg-&sortField=code&sortOrder=ascend&pageSize=2', {
      token: su,
    });
    expect(page.body.data.totalRows).toBe(3);
    expect(page.body.data.rows.map((row) => row.code)).toEqual(['pg-a', 'pg-b']);
    const second = await t.call<Page>(
      'GET',
      '/api/tenant/page?code=pg-&sortField=code&sortOrder=ascend&pageSize=2&pageNo=2',
      {
        token: su,
      },
    );
    expect(second.body.data.rows.map((row) => row.code)).toEqual(['pg-c']);
    const platform = await t.call<Page>('GET', '/api/tenant/page?name=&pageSize=500', { token: su });
    expect(platform.body.data.rows.some((row) => row.isPlatform)).toBe(true);
    expect((await t.call('GET', '/api/tenant/page?sortField=password', { token: su })).status).toBe(400);
    expect((await t.call('GET', '/api/tenant/detail?id=987654321', { token: su })).status).toBe(404);
    const demoId = await tenantIdOf(t.server.db, 'demo');
    const demo = await t.call<Enterprise>('GET', `/api/tenant/detail?id=${demoId}`, { token: su });
    expect(demo.body.data).toMatchObject({ code: 'demo', account: 'admin' });
  });

  it('is the platform super administrator’s alone', async () => {
    const admin = (await t.login('admin')).token;
    const operator = (await t.login('operator')).token;
    const demoId = await tenantIdOf(t.server.db, 'demo');
    for (const token of [admin, operator]) {
      expect((await t.call('GET', '/api/tenant/page', { token })).status).toBe(403);
      expect((await t.call('GET', `/api/tenant/detail?id=${demoId}`, { token })).status).toBe(403);
      expect((await add(valid(), token)).status).toBe(403);
      expect(
        (await t.call('PUT', '/api/tenant/change_state', { token, body: { id: demoId, enabled: false } })).status,
      ).toBe(403);
      expect((await t.call('DELETE', `/api/tenant/delete?id=${demoId}`, { token })).status).toBe(403);
      expect(
        (await t.call('PUT', '/api/tenant/reset_admin_password', { token, body: { id: demoId, password: 'Hacked12' } }))
          .status,
      ).toBe(403);
    }
    expect((await t.call('GET', '/api/tenant/page')).status).toBe(401);
  });

  it('protects the platform itself', async () => {
    const platformId = await tenantIdOf(t.server.db, 'platform').catch(async () => {
      const rows = (await t.call<Page>('GET', '/api/tenant/page?pageSize=500', { token: su })).body.data.rows;
      return rows.find((row) => row.isPlatform)!.id;
    });
    const off = await t.call('PUT', '/api/tenant/change_state', {
      token: su,
      body: { id: platformId, enabled: false },
    });
    expect(off.status).toBe(422);
    expect((await t.call('DELETE', `/api/tenant/delete?id=${platformId}`, { token: su })).status).toBe(422);
    expect((await t.call('GET', '/api/get_account_info', { token: su })).status).toBe(200);
  });

  it('disabling signs every user of the enterprise out at once; re-enabling lets them sign in again', async () => {
    const body = valid({ code: 'offline-co' });
    const enterprise = (await add(body)).body.data;
    const first = await t.login(body.account, body.password);
    const second = await t.login(body.account, body.password);
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
    const off = await t.call<Enterprise>('PUT', '/api/tenant/change_state', {
      token: su,
      body: { id: enterprise.id, enabled: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.data.enabled).toBe(false);
    expect(await hubs[0]!.nextFrame()).toMatchObject({
      event: 'ForceOffline',
      data: { message: '您所在的企业已被停用，请联系平台管理员' },
    });
    expect(await hubs[1]!.nextFrame()).toMatchObject({ event: 'ForceOffline' });
    for (const hub of hubs) expect((await hub.closed()).code).toBe(4000);
    await bystanderHub.heartbeat();
    bystanderHub.close();
    for (const session of [first, second]) {
      const next = await t.call('GET', '/api/get_account_info', {
        token: session.token,
        refreshToken: session.refreshToken,
      });
      expect(next.status).toBe(401);
    }
    const refused = await t.call('POST', '/api/login', { body: { account: body.account, password: body.password } });
    expect(refused.status).toBe(422);

    const on = await t.call<Enterprise>('PUT', '/api/tenant/change_state', {
      token: su,
      body: { id: enterprise.id, enabled: true },
    });
    expect(on.body.data.enabled).toBe(true);
    // Sessions ended by the disable stay ended.
    expect((await t.call('GET', '/api/get_account_info', { token: first.token })).status).toBe(401);
    await t.login(body.account, body.password);
  });

  it('deletes only a disabled enterprise, softly', async () => {
    const body = valid({ code: 'gone-co' });
    const enterprise = (await add(body)).body.data;
    const refused = await t.call('DELETE', `/api/tenant/delete?id=${enterprise.id}`, { token: su });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Disable the enterprise before deleting it');
    await t.call('PUT', '/api/tenant/change_state', { token: su, body: { id: enterprise.id, enabled: false } });
    expect((await t.call('DELETE', `/api/tenant/delete?id=${enterprise.id}`, { token: su })).status).toBe(200);
    expect((await t.call('GET', `/api/tenant/detail?id=${enterprise.id}`, { token: su })).status).toBe(404);
    expect((await t.call<Page>('GET', '/api/tenant/page?code=gone-co', { token: su })).body.data.totalRows).toBe(0);
    expect((await t.call('DELETE', `/api/tenant/delete?id=${enterprise.id}`, { token: su })).status).toBe(404);
    // Its code and account stay reserved.
    expect((await add(valid({ code: 'gone-co' }))).status).toBe(409);
    expect((await add(valid({ account: body.account }))).status).toBe(409);
  });

  it('resets the administrator password and ends the administrator’s sessions', async () => {
    const body = valid({ code: 'reset-co' });
    const enterprise = (await add(body)).body.data;
    const session = await t.login(body.account, body.password);
    const bad = await t.call('PUT', '/api/tenant/reset_admin_password', {
      token: su,
      body: { id: enterprise.id, password: '123' },
    });
    expect(bad.status).toBe(400);
    const reset = await t.call('PUT', '/api/tenant/reset_admin_password', {
      token: su,
      body: { id: enterprise.id, password: 'Fresh123' },
    });
    expect(reset.status).toBe(200);
    expect((await t.call('GET', '/api/get_account_info', { token: session.token })).status).toBe(401);
    await t.login(body.account, 'Fresh123');
    expect(
      (await t.call('POST', '/api/login', { body: { account: body.account, password: body.password } })).status,
    ).toBe(422);
    const unknown = await t.call('PUT', '/api/tenant/reset_admin_password', {
      token: su,
      body: { id: '987654321', password: 'Fresh123' },
    });
    expect(unknown.status).toBe(404);
  });

  it('records each change in the operation log', async () => {
    const log = await t.call<{ rows: { route: string | null; account: string | null }[] }>(
      'GET',
      '/api/op_log/page?pageSize=100',
      { token: su },
    );
    expect(log.status).toBe(200);
    for (const route of [
      '/tenant/add',
      '/tenant/edit',
      '/tenant/change_state',
      '/tenant/delete',
      '/tenant/reset_admin_password',
    ]) {
      expect(log.body.data.rows.some((row) => row.route?.endsWith(route) && row.account === 'superAdmin')).toBe(true);
    }
  });
});
