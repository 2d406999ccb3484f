import { readFile } from 'node:fs/promises';
import { authApi, type MenuEdit, type MenuRecord, menuApi, operationLogApi } from '@takt/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncCatalog } from '../../seed/catalog-sync.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { aroundToday } from '../../test-support/log-dates.js';
import { type RouteCall, type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { tenantModules } from './tenant-module.table.js';

function flatten<T extends { children: T[] }>(nodes: T[]): T[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

describe.each(testDatabaseKinds())('menu administration on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let demoId: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    api = routeClient(t, { token: (await t.login('superAdmin')).token });
    demoId = await tenantIdOf(t.server.db, 'demo');
  });
  afterAll(() => t?.close());

  const byCode = async (code: string) => flatten(await api.ok(menuApi.list)).find((node) => node.code === code)!;
  const editable = (record: MenuRecord): MenuEdit => ({
    id: record.id,
    appCode: record.appCode,
    pid: record.pid,
    type: record.type,
    code: record.code,
    name: record.name,
    titles: record.titles,
    path: record.path,
    component: record.component,
    redirect: record.redirect,
    permission: record.permission,
    link: record.link,
    icon: record.icon,
    openMode: record.openMode,
    hidden: record.hidden,
    hideChildrenInMenu: record.hideChildrenInMenu,
    sort: record.sort,
    remark: record.remark,
  });

  it('lists the tree by app and by name, with ancestors and descendants of a match', async () => {
    const all = await api.ok(menuApi.list);
    const apps = new Set(all.map((node) => node.appCode));
    expect(apps.has('platform') && apps.has('system') && apps.has('mes')).toBe(true);
    const system = await api.ok(menuApi.list, { query: { appCode: 'system' } });
    expect(system.length).toBeGreaterThan(0);
    expect(flatten(system).every((node) => node.appCode === 'system')).toBe(true);
    const users = flatten(await api.ok(menuApi.list, { query: { appCode: 'system', name: 'Users' } }));
    const userMenu = users.find((node) => node.code === 'system.org.user')!;
    expect(userMenu).toMatchObject({ type: 'menu', title: 'Users', catalog: true, component: 'identity/UserListPage' });
    expect(users.some((node) => node.code === 'system.org')).toBe(true);
    expect(users.some((node) => node.code === 'system.org.user.add' && node.type === 'button')).toBe(true);
    expect(users.some((node) => node.code === 'system.org.position')).toBe(false);
    const chinese = await api.ok(menuApi.list, { query: { name: '用户管理' }, language: 'zh-CN' });
    expect(flatten(chinese).find((node) => node.code === 'system.org.user')?.title).toBe('用户管理');
  });

  it('adds directories, menus, links and buttons, and checks each type', async () => {
    const dir = await api.call(menuApi.add, {
      body: {
        appCode: 'mes',
        type: 'directory',
        code: 'test.dir',
        name: 'Test dir',
        path: '/test-dir',
        icon: 'AppstoreOutlined',
        titles: { 'zh-CN': '测试目录' },
      },
    });
    expect(dir.status).toBe(200);
    expect(dir.body.data).toMatchObject({ type: 'directory', component: 'RouteView', catalog: false, pid: '0' });
    const page = await api.call(menuApi.add, {
      body: {
        appCode: 'mes',
        type: 'menu',
        pid: dir.body.data.id,
        code: 'test.page',
        name: 'Test page',
        path: 'page',
        component: 'mes/TestPage',
        permission: 'test:thing:page',
      },
    });
    expect(page.status).toBe(200);
    const inner = await api.call(menuApi.add, {
      body: {
        appCode: 'mes',
        type: 'menu',
        pid: dir.body.data.id,
        code: 'test.inner',
        name: 'Inner',
        path: 'inner',
        openMode: 'inner',
        link: 'https://example.com/a',
      },
    });
    expect(inner.body.data).toMatchObject({ openMode: 'inner', component: 'Iframe', link: 'https://example.com/a' });
    const button = await api.call(menuApi.add, {
      body: {
        appCode: 'mes',
        type: 'button',
        pid: page.body.data.id,
        code: 'test.page.add',
        name: 'Add',
        permission: 'test:thing:add',
        path: '/ignored',
      },
    });
    expect(button.body.data).toMatchObject({ type: 'button', path: null, permission: 'test:thing:add' });

    const zh = await api.ok(menuApi.list, { query: { name: 'test.dir' }, language: 'zh-CN' });
    expect(zh[0]?.title).toBe('测试目录');
    expect(zh[0]?.children.map((node) => node.code)).toEqual(['test.page', 'test.inner']);

    const cases: [Record<string, unknown>, string][] = [
      [{ appCode: 'mes', type: 'directory', code: 'x1', name: 'X', icon: 'A' }, 'path'],
      [{ appCode: 'mes', type: 'directory', code: 'x2', name: 'X', path: '/x' }, 'icon'],
      [{ appCode: 'mes', type: 'menu', code: 'x3', name: 'X', path: 'x' }, 'component'],
      [{ appCode: 'mes', type: 'menu', code: 'x4', name: 'X', path: 'x', openMode: 'outer' }, 'link'],
      [{ appCode: 'mes', type: 'menu', code: 'x5', name: 'X', path: 'x', openMode: 'outer', link: 'ftp://x' }, 'link'],
      [{ appCode: 'mes', type: 'button', pid: page.body.data.id, code: 'x6', name: 'X' }, 'permission'],
      [
        { appCode: 'mes', type: 'button', pid: page.body.data.id, code: 'x7', name: 'X', permission: 'bad-code' },
        'permission',
      ],
      [{ appCode: 'mes', type: 'menu', code: '9bad', name: 'X', path: 'x', component: 'c' }, 'code'],
      [{ appCode: 'mes', type: 'menu', code: 'x8', name: '', path: 'x', component: 'c' }, 'name'],
      [{ appCode: 'mes', type: 'menu', code: 'x9', name: 'X'.repeat(101), path: 'x', component: 'c' }, 'name'],
      [{ appCode: 'mes', type: 'folder', code: 'x10', name: 'X' }, 'type'],
      [{ appCode: 'mes', type: 'menu', code: 'x11', name: 'X', path: 'x', component: 'c', extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const response = await api.call(menuApi.add, { body: body as never });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toContain(field);
    }

    const refusals: [Record<string, unknown>, number, string][] = [
      [
        { appCode: 'mes', type: 'menu', code: 'test.page', name: 'X', path: 'x', component: 'c' },
        409,
        'The menu number test.page is already in use',
      ],
      [
        { appCode: 'nope', type: 'menu', code: 'y1', name: 'X', path: 'x', component: 'c' },
        422,
        'The app nope does not exist',
      ],
      [
        { appCode: 'mes', type: 'menu', pid: '999999999', code: 'y2', name: 'X', path: 'x', component: 'c' },
        422,
        'The parent menu does not exist',
      ],
      [
        { appCode: 'system', type: 'menu', pid: dir.body.data.id, code: 'y3', name: 'X', path: 'x', component: 'c' },
        422,
        'The parent menu belongs to another app (mes)',
      ],
      [
        { appCode: 'mes', type: 'directory', pid: page.body.data.id, code: 'y4', name: 'X', path: 'x', icon: 'A' },
        422,
        'A directory cannot be placed under a menu',
      ],
      [
        { appCode: 'mes', type: 'menu', pid: button.body.data.id, code: 'y5', name: 'X', path: 'x', component: 'c' },
        422,
        'A menu cannot be placed under a button',
      ],
      [
        { appCode: 'mes', type: 'button', code: 'y6', name: 'X', permission: 'a:b:c' },
        422,
        'A button must be placed under a menu',
      ],
      [
        { appCode: 'mes', type: 'button', pid: dir.body.data.id, code: 'y7', name: 'X', permission: 'a:b:c' },
        422,
        'A button cannot be placed under a directory',
      ],
    ];
    for (const [body, status, message] of refusals) {
      const response = await api.call(menuApi.add, { body: body as never });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.message).toBe(message);
    }
    const zhRefusal = await api.call(menuApi.add, { body: refusals[4]![0] as never, language: 'zh-CN' });
    expect(zhRefusal.body.message).toBe('目录不能放在菜单下');
  });

  it('edits, refuses cycles and incompatible moves, and moves a subtree to another app', async () => {
    const dir = await byCode('test.dir');
    const page = await byCode('test.page');
    const intoItself = await api.call(menuApi.edit, { body: { ...editable(dir), pid: dir.id } });
    expect(intoItself.status).toBe(422);
    expect(intoItself.body.message).toBe('A menu cannot be moved under itself or one of its own children');
    const sub = await api.call(menuApi.add, {
      body: {
        appCode: 'mes',
        type: 'directory',
        pid: dir.id,
        code: 'test.dir.sub',
        name: 'Sub',
        path: 'sub',
        icon: 'A',
      },
    });
    const underChild = await api.call(menuApi.edit, { body: { ...editable(dir), pid: sub.body.data.id } });
    expect(underChild.status).toBe(422);
    expect(underChild.body.message).toBe('A menu cannot be moved under itself or one of its own children');
    const toButton = await api.call(menuApi.edit, {
      body: { ...editable(page), type: 'button', permission: 'test:thing:page' },
    });
    expect(toButton.status).toBe(422);
    expect(toButton.body.message).toBe('A button cannot be placed under a directory');
    const dirToMenu = await api.call(menuApi.edit, {
      body: { ...editable(dir), type: 'menu', component: 'mes/TestPage' },
    });
    expect(dirToMenu.status).toBe(422);
    expect(dirToMenu.body.message).toBe('This entry has children that a menu cannot hold');
    const taken = await api.call(menuApi.edit, { body: { ...editable(page), code: 'test.inner' } });
    expect(taken.status).toBe(409);
    const missing = await api.call(menuApi.edit, { body: { ...editable(page), id: '999999999' } });
    expect(missing.status).toBe(404);
    const invalid = await api.call(menuApi.edit, { body: { ...editable(page), component: '' } });
    expect(invalid.status).toBe(400);

    const renamed = await api.call(menuApi.edit, {
      body: { ...editable(page), name: 'Renamed', sort: 5, hidden: true },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Renamed', sort: 5, hidden: true, customised: false });

    const moved = await api.call(menuApi.edit, { body: { ...editable(dir), appCode: 'andon' } });
    expect(moved.status).toBe(200);
    const andon = flatten(await api.ok(menuApi.list, { query: { appCode: 'andon' } }));
    expect(
      andon
        .filter((node) => node.code.startsWith('test.'))
        .map((node) => node.code)
        .sort(),
    ).toEqual(['test.dir', 'test.dir.sub', 'test.inner', 'test.page', 'test.page.add']);
  });

  it('edits catalog entries only in their names, icon, sort and visibility, and sync keeps those edits', async () => {
    const userMenu = await byCode('system.org.user');
    // The shell's tree is built before the edit (and kept for every administrator in English).
    const { token: shellToken } = await t.login('admin');
    const before = await api.ok(authApi.accountInfo, { as: shellToken });
    expect(flatten(before.menus).find((node) => node.name === 'system.org.user')?.meta.title).not.toBe('People');
    const structural = await api.call(menuApi.edit, {
      body: { ...editable(userMenu), path: 'people', component: 'identity/Other' },
    });
    expect(structural.status).toBe(422);
    expect(structural.body.message).toBe(
      'This entry ships with the product: only its names, icon, sort, visibility and remark can be changed (changed: path, component)',
    );
    const edited = await api.call(menuApi.edit, {
      body: {
        ...editable(userMenu),
        name: 'People',
        titles: { ...userMenu.titles, 'en-US': 'People', 'zh-CN': '人员' },
        icon: 'SmileOutlined',
        sort: 99,
        hidden: true,
        remark: 'renamed by the administrator',
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'People', customised: true, catalog: true });

    const untouched = await byCode('system.org.position');
    // A start (twice) upserts the catalog again; an untouched entry drifted by hand is restored.
    await syncCatalog(t.server.db);
    await syncCatalog(t.server.db);
    const after = await byCode('system.org.user');
    expect(after).toMatchObject({
      id: userMenu.id,
      title: 'People',
      icon: 'SmileOutlined',
      sort: 99,
      hidden: true,
      remark: 'renamed by the administrator',
      path: userMenu.path,
      component: userMenu.component,
      customised: true,
    });
    expect((await byCode('system.org.position')).id).toBe(untouched.id);
    // The shell follows at once: the catalog cache was dropped by the edit.
    const info = await api.ok(authApi.accountInfo, { as: shellToken });
    const shellEntry = flatten(info.menus).find((node) => node.name === 'system.org.user');
    expect(shellEntry?.meta.title).toBe('People');
    expect(shellEntry?.hidden).toBe(true);
  });

  it('refuses to delete catalog entries and entries with children, and deletes the rest', async () => {
    const userMenu = await byCode('system.org.user');
    const catalog = await api.call(menuApi.delete, { query: { id: userMenu.id } });
    expect(catalog.status).toBe(422);
    expect(catalog.body.message).toBe('The menu People ships with the product and cannot be deleted; hide it instead');
    const dir = await byCode('test.dir');
    const withChildren = await api.call(menuApi.delete, { query: { id: dir.id } });
    expect(withChildren.status).toBe(422);
    expect(withChildren.body.message).toBe(
      'The menu Test dir cannot be deleted: it has 3 child entries. Delete or move them first',
    );
    const button = await byCode('test.page.add');
    expect((await api.call(menuApi.delete, { query: { id: button.id } })).status).toBe(200);
    expect((await api.call(menuApi.delete, { query: { id: button.id } })).status).toBe(404);
    expect((await api.call(menuApi.delete, { query: { id: 'abc' } })).status).toBe(400);
    expect(flatten(await api.ok(menuApi.list)).some((node) => node.code === 'test.page.add')).toBe(false);
  });

  it('serves the parent picker, the whole shell tree and one app of the shell tree', async () => {
    const picker = flatten(await api.ok(menuApi.excludeButtonTree, { query: { appCode: 'system' } }));
    expect(picker.length).toBeGreaterThan(5);
    expect(picker.every((node) => node.type !== 'button' && node.appCode === 'system')).toBe(true);
    const all = await api.ok(menuApi.antDesignAllMenu);
    expect(all[0]).toMatchObject({ path: '/', name: 'root' });
    const codes = new Set(flatten(all).map((node) => node.appCode));
    expect(codes.has('platform') && codes.has('mes')).toBe(true);

    const { token: adminToken } = await t.login('admin');
    const mes = await api.call(menuApi.appMenus, { query: { appCode: 'mes' }, as: adminToken });
    expect(mes.status).toBe(200);
    const entries = mes.body.data[0]!.children;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.appCode === 'mes')).toBe(true);
    const platform = await api.ok(menuApi.appMenus, { query: { appCode: 'platform' }, as: adminToken });
    expect(platform[0]!.children).toEqual([]);
    expect((await api.call(menuApi.appMenus, { query: {} as never, as: adminToken })).status).toBe(400);
  });

  it('own_tree: exactly the granted entries for a regular user, with the directories that hold them', async () => {
    const userId = await createUser(t.server.db, demoId, { account: 'menuTreeUser' });
    await grantPermissions(t.server, demoId, userId, ['sys:user:page', 'sys:user:add', 'sys:position:page']);
    const { token: userToken } = await t.login('menuTreeUser');
    const own = await api.call(menuApi.ownTree, { as: userToken, language: 'zh-CN' });
    expect(own.status).toBe(200);
    const nodes = flatten(own.body.data);
    expect(nodes.map((node) => node.code).sort()).toEqual([
      'system.org',
      'system.org.position',
      'system.org.user',
      'system.org.user.add',
    ]);
    const user = nodes.find((node) => node.code === 'system.org.user')!;
    expect(user).toMatchObject({ type: 'menu', permission: 'sys:user:page', appCode: 'system', title: '人员' });
    expect(Object.keys(user).sort()).toEqual([
      'appCode',
      'children',
      'code',
      'id',
      'permission',
      'pid',
      'title',
      'type',
    ]);
    expect(user.children.map((node) => node.code)).toEqual(['system.org.user.add']);
  });

  it('tenant_own_tree: every entry of the enterprise apps, never the platform app', async () => {
    const { token: adminToken } = await t.login('admin');
    const tree = flatten(await api.ok(menuApi.tenantOwnTree, { as: adminToken }));
    const apps = new Set(tree.map((node) => node.appCode));
    expect(apps.has('platform')).toBe(false);
    expect(apps.has('system')).toBe(true);
    expect(tree.some((node) => node.type === 'button')).toBe(true);
    const own = flatten(await api.ok(menuApi.ownTree, { as: adminToken }));
    expect(own.length).toBe(tree.length);
    const superTree = flatten(await api.ok(menuApi.tenantOwnTree));
    expect(superTree.some((node) => node.appCode === 'platform')).toBe(true);
  });

  it('tenant_own_tree and own_tree keep to the function modules the enterprise is limited to', async () => {
    const orgDir = await byCode('system.org');
    await t.server.db.system((tx) =>
      tx.insert(tenantModules).values({ tenantId: demoId, appCode: 'system', menuId: orgDir.id }),
    );
    t.server.tenantChanged(demoId);
    try {
      const { token: adminToken } = await t.login('admin');
      for (const route of [menuApi.tenantOwnTree, menuApi.ownTree]) {
        const tree = flatten(await api.ok(route, { as: adminToken }));
        const system = tree.filter((node) => node.appCode === 'system');
        expect(system.length).toBeGreaterThan(3);
        expect(system.every((node) => node.code === 'system.org' || node.code.startsWith('system.org.'))).toBe(true);
        expect(tree.some((node) => node.appCode === 'mes')).toBe(true);
      }
    } finally {
      await t.server.db.system((tx) => tx.delete(tenantModules).where(eq(tenantModules.tenantId, demoId)));
      t.server.tenantChanged(demoId);
    }
  });

  it('refuses every administration call to users without the menu permissions', async () => {
    for (const account of ['operator', 'admin']) {
      const { token: other } = await t.login(account);
      const calls: RouteCall[] = [
        [menuApi.list, {}],
        [menuApi.excludeButtonTree, {}],
        [menuApi.antDesignAllMenu, {}],
        [menuApi.add, { body: { appCode: 'mes', type: 'menu', code: 'z', name: 'Z', path: 'z', component: 'c' } }],
        [
          menuApi.edit,
          { body: { id: '1', appCode: 'mes', type: 'menu', code: 'z', name: 'Z', path: 'z', component: 'c' } },
        ],
        [menuApi.delete, { query: { id: '1' } }],
      ];
      for (const [route, options] of calls) {
        const response = await api.call(route, { ...options, as: other });
        expect(response.status, `${account} ${route.method} ${route.path}`).toBe(403);
      }
    }
    expect((await routeClient(t).call(menuApi.ownTree)).status).toBe(401);
  });

  it('writes operation-log rows for menu changes', async () => {
    const log = await api.ok(operationLogApi.page, {
      query: { pageSize: 50, account: 'superAdmin', ...aroundToday() },
    });
    const routes = new Set(log.rows.map((row) => `${row.method} ${row.route} ${row.statusCode}`));
    expect(routes.has('POST /api/menu/add 200')).toBe(true);
    expect(routes.has('PUT /api/menu/edit 422')).toBe(true);
    expect(routes.has('DELETE /api/menu/delete 200')).toBe(true);
  });

  it("moves hand-made menus to the pages' new area paths (migration 0014)", async () => {
    const dir = await api.call(menuApi.add, {
      body: {
        appCode: 'mes',
        type: 'directory',
        code: 'test.moved',
        name: 'Moved pages',
        path: '/test-moved',
        icon: 'AppstoreOutlined',
      },
    });
    expect(dir.status).toBe(200);
    const page = async (code: string, component: string) => {
      const added = await api.call(menuApi.add, {
        body: {
          appCode: 'mes',
          type: 'menu',
          pid: dir.body.data.id,
          code,
          name: code,
          path: code.replace('.', '-'),
          component,
          permission: `test:${code.replace('test.', '')}:page`,
        },
      });
      expect(added.status).toBe(200);
    };
    await page('test.workshops', 'basics/WorkshopListPage');
    await page('test.users', ' /system/UserListPage.tsx');
    await page('test.station', './trace/PackStationPage');
    await page('test.andon', 'andon/CallPage');
    await page('test.other', 'mes/TestPage');
    const catalogBefore = flatten(await api.ok(menuApi.list)).filter((node) => node.catalog);

    const migration = await readFile(
      new URL('../../../drizzle/0014_menu_component_areas.sql', import.meta.url),
      'utf8',
    );
    await t.server.db.system((tx) => tx.execute(sql.raw(migration)));

    expect((await byCode('test.workshops')).component).toBe('factory/WorkshopListPage');
    expect((await byCode('test.users')).component).toBe('identity/UserListPage');
    expect((await byCode('test.station')).component).toBe('stations/PackStationPage');
    expect((await byCode('test.andon')).component).toBe('andon/CallPage');
    expect((await byCode('test.other')).component).toBe('mes/TestPage');
    // The catalog's own menus already carry the new paths (the start-up sync wrote them).
    expect(flatten(await api.ok(menuApi.list)).filter((node) => node.catalog)).toEqual(catalogBefore);
  });
});
