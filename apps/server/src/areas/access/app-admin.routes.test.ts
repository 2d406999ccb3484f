import { appApi, menuApi, operationLogApi } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncCatalog } from '../../seed/catalog-sync.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant } from '../../test-support/fixtures.js';
import { aroundToday } from '../../test-support/log-dates.js';
import { type QueryOf, type RouteCall, type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { tenantApps } from './access.table.js';

describe.each(testDatabaseKinds())('app administration on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;

  beforeAll(async () => {
    t = await startTestServer(kind);
    api = routeClient(t, { token: (await t.login('superAdmin')).token });
  });
  afterAll(() => t?.close());

  const page = (query: QueryOf<typeof appApi.page> = {}, language = 'en-US') =>
    api.ok(appApi.page, { query, language });
  const all = () => api.ok(appApi.list);
  const find = async (code: string) => (await all()).find((app) => app.code === code)!;

  it('pages, filters and sorts the catalog apps, with titles in the request language', async () => {
    const first = await page({ pageSize: 3, sortField: 'sort', sortOrder: 'ascend' });
    expect(first).toMatchObject({ pageNo: 1, pageSize: 3 });
    expect(first.totalRows).toBeGreaterThanOrEqual(10);
    expect(first.rows.map((app) => app.code)).toEqual(['platform', 'system', 'mes']);
    const system = first.rows[1]!;
    expect(system).toMatchObject({ isDefault: true, catalog: true, platformOnly: false, title: 'System settings' });
    expect(system.menuCount).toBeGreaterThan(10);
    expect(system.tenantCount).toBeGreaterThanOrEqual(1);
    expect((await page({ code: 'mes' })).rows.map((app) => app.code)).toEqual(['mes']);
    expect((await page({ code: 'mes' }, 'zh-CN')).rows[0]!.title).toBe('生产制造');
    const byCode = await page({ sortField: 'code', sortOrder: 'descend', pageSize: 2 });
    expect(byCode.rows.map((app) => app.code)).toEqual(['system', 'platform']);
    expect((await api.call(appApi.page, { query: { sortField: 'titles' } as never })).status).toBe(400);
  });

  it('adds an app with a title per language and checks its fields', async () => {
    const added = await api.call(appApi.add, {
      body: {
        code: 'quality',
        name: 'Quality',
        titles: { 'zh-CN': '质量', 'vi-VN': '' },
        sort: 35,
        icon: 'SafetyOutlined',
      },
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      code: 'quality',
      titles: { 'zh-CN': '质量' },
      catalog: false,
      isDefault: false,
      menuCount: 0,
      tenantCount: 0,
    });
    expect((await page({ code: 'quality' }, 'zh-CN')).rows[0]!.title).toBe('质量');
    expect((await page({ code: 'quality' }, 'vi-VN')).rows[0]!.title).toBe('Quality');

    const duplicate = await api.call(appApi.add, { body: { code: 'quality', name: 'Again' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('The app code quality is already in use');
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'Bad Code', name: 'X' }, 'code'],
      [{ code: '', name: 'X' }, 'code'],
      [{ code: 'x'.repeat(51), name: 'X' }, 'code'],
      [{ code: 'okcode', name: '' }, 'name'],
      [{ code: 'okcode', name: 'X'.repeat(51) }, 'name'],
      [{ code: 'okcode', name: 'X', sort: -1 }, 'sort'],
      [{ code: 'okcode', name: 'X', titles: { 'fr-FR': 'x' } }, 'titles'],
      [{ code: 'okcode', name: 'X', isDefault: true }, 'isDefault'],
    ];
    for (const [body, field] of cases) {
      const response = await api.call(appApi.add, { body: body as never });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toContain(field);
    }
  });

  it('edits an app (its code stays), and a catalog app keeps the edit across starts', async () => {
    const quality = await find('quality');
    const edited = await api.ok(appApi.edit, {
      body: { id: quality.id, name: 'Quality control', titles: { 'en-US': 'QC' }, sort: 36 },
    });
    expect(edited).toMatchObject({ code: 'quality', title: 'QC', sort: 36, customised: false });
    const withCode = await api.call(appApi.edit, { body: { id: quality.id, name: 'X', code: 'other' } as never });
    expect(withCode.status).toBe(400);
    const missing = await api.call(appApi.edit, { body: { id: '999999999', name: 'X' } });
    expect(missing.status).toBe(404);

    const mes = await find('mes');
    const renamed = await api.ok(appApi.edit, {
      body: {
        id: mes.id,
        name: 'Production',
        titles: { ...mes.titles, 'en-US': 'Production' },
        sort: 5,
        icon: 'RocketOutlined',
      },
    });
    expect(renamed).toMatchObject({ title: 'Production', customised: true });
    await syncCatalog(t.server.db);
    await syncCatalog(t.server.db);
    expect(await find('mes')).toMatchObject({ id: mes.id, title: 'Production', sort: 5, icon: 'RocketOutlined' });
    expect((await find('andon')).title).toBe('Andon');
  });

  it('keeps one default app, never a platform-only one, and the choice survives a start', async () => {
    const mes = await find('mes');
    const set = await api.ok(appApi.setDefault, { body: { id: mes.id } });
    expect(set.isDefault).toBe(true);
    expect((await all()).filter((app) => app.isDefault).map((app) => app.code)).toEqual(['mes']);
    const platform = await find('platform');
    const refused = await api.call(appApi.setDefault, { body: { id: platform.id } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('A platform-only app cannot be the default app: enterprise users never get it');
    await syncCatalog(t.server.db);
    expect((await all()).filter((app) => app.isDefault).map((app) => app.code)).toEqual(['mes']);
    const defaultEdit = await api.call(appApi.edit, { body: { id: mes.id, name: 'Production', platformOnly: true } });
    expect(defaultEdit.status).toBe(422);
    expect((await api.call(appApi.setDefault, { body: { id: '999999999' } })).status).toBe(404);
    await api.call(appApi.setDefault, { body: { id: (await find('system')).id } });
  });

  it('refuses to delete catalog apps and apps in use, naming what uses them', async () => {
    const system = await find('system');
    const catalog = await api.call(appApi.delete, { query: { id: system.id } });
    expect(catalog.status).toBe(422);
    expect(catalog.body.message).toBe('The app System settings ships with the product and cannot be deleted');

    await api.call(appApi.add, { body: { code: 'scrap', name: 'Scrap' } });
    const menu = await api.call(menuApi.add, {
      body: { appCode: 'scrap', type: 'directory', code: 'scrap.dir', name: 'Scrap dir', path: '/scrap', icon: 'A' },
    });
    const tenantId = await createTenant(t.server.db, { code: 'scrapco' });
    await t.server.db.system((tx) => tx.insert(tenantApps).values({ tenantId, appCode: 'scrap' }));
    const scrap = await find('scrap');
    expect(scrap).toMatchObject({ menuCount: 1, tenantCount: 1 });
    const inUse = await api.call(appApi.delete, { query: { id: scrap.id }, language: 'zh-CN' });
    expect(inUse.status).toBe(422);
    expect(inUse.body.message).toBe('不能删除应用 Scrap：它有 1 个菜单，并已授权给 1 个企业');
    await api.call(menuApi.delete, { query: { id: menu.body.data.id } });
    const granted = await api.call(appApi.delete, { query: { id: scrap.id } });
    expect(granted.body.message).toBe(
      'The app Scrap cannot be deleted: it has 0 menus and is granted to 1 enterprises',
    );

    const quality = await find('quality');
    expect((await api.call(appApi.delete, { query: { id: quality.id } })).status).toBe(200);
    expect((await api.call(appApi.delete, { query: { id: quality.id } })).status).toBe(404);
    expect((await all()).some((app) => app.code === 'quality')).toBe(false);
  });

  it('refuses every app call to users without the app permissions, and logs changes', async () => {
    for (const account of ['operator', 'admin']) {
      const { token: other } = await t.login(account);
      const calls: RouteCall[] = [
        [appApi.page, {}],
        [appApi.list, {}],
        [appApi.add, { body: { code: 'nope', name: 'Nope' } }],
        [appApi.edit, { body: { id: '1', name: 'Nope' } }],
        [appApi.setDefault, { body: { id: '1' } }],
        [appApi.delete, { query: { id: '1' } }],
      ];
      for (const [route, options] of calls) {
        const answer = await api.call(route, { ...options, as: other });
        expect(answer.status, `${account} ${route.method} ${route.path}`).toBe(403);
      }
    }
    const log = await api.ok(operationLogApi.page, {
      query: { pageSize: 50, account: 'superAdmin', ...aroundToday() },
    });
    const routes = new Set(log.rows.map((row) => `${row.method} ${row.route} ${row.statusCode}`));
    expect(routes.has('POST /api/app/add 200')).toBe(true);
    expect(routes.has('PUT /api/app/set_default 422')).toBe(true);
    expect(routes.has('DELETE /api/app/delete 200')).toBe(true);
  });
});
