import {
  AdminType,
  authApi,
  DataScopeKind,
  type MenuGrantNode,
  menuApi,
  organisationApi,
  ROLE_TEMPLATES,
  type RouteDef,
  roleApi,
} from '@takt/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import {
  type BodyOf,
  type QueryOf,
  type RouteCallOptions,
  type RouteClient,
  routeClient,
} from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { organisations } from '../organisations/organisation.table.js';
import { apps, menus, userRoles } from './access.table.js';

const flatten = (nodes: MenuGrantNode[]): MenuGrantNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe.each(testDatabaseKinds())('roles on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let demoId: string;
  let foreignRoleId: string;
  let foreignOrgId: string;

  let api: RouteClient;
  const addRole = (body: BodyOf<typeof roleApi.add>, as = token) => api.call(roleApi.add, { body, as });
  const orgIdOf = (code: string) =>
    t.server.db.system(async (tx) => {
      const [row] = await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, code));
      return row!.id;
    });

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    api = routeClient(t, { token });
    demoId = await tenantIdOf(t.server.db, 'demo');
    const otherId = await createTenant(t.server.db, { code: 'roles_other' });
    await createUser(t.server.db, otherId, { account: 'roles_other_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    const other = (await t.login('roles_other_admin')).token;
    foreignRoleId = (await addRole({ name: 'Foreign', code: 'foreign' }, other)).body.data.id;
    foreignOrgId = (
      await api.call(organisationApi.add, { body: { name: 'Foreign works', code: 'FW', type: 1 }, as: other })
    ).body.data.id;
  });
  afterAll(() => t?.close());

  it('adds, pages, reads, edits and deletes a role', async () => {
    const added = await addRole({ name: 'Quality inspector', code: 'qa', sort: 2, remark: 'checks' });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      name: 'Quality inspector',
      code: 'qa',
      sort: 2,
      enabled: true,
      remark: 'checks',
      dataScope: DataScopeKind.DEPT,
    });
    const id = added.body.data.id;
    const page = await api.call(roleApi.page, { query: { name: 'inspector' } });
    expect(page.body.data.rows.map((row) => row.id)).toEqual([id]);
    const sorted = await api.call(roleApi.page, { query: { sortField: 'code', sortOrder: 'ascend', pageSize: '50' } });
    expect(sorted.body.data.rows.map((row) => row.code)).toEqual([
      'administrator',
      'maintenance',
      'operator',
      'qa',
      'quality',
      'supervisor',
    ]);
    const detail = await api.call(roleApi.detail, { query: { id } });
    expect(detail.body.data).toMatchObject({ id, menuIds: [], orgIds: [], userCount: 0 });

    const edited = await api.call(roleApi.edit, { body: { id, name: 'QA', code: 'qa2', enabled: false } });
    expect(edited.body.data).toMatchObject({ name: 'QA', code: 'qa2', enabled: false, remark: null, sort: 0 });
    expect((await api.call(roleApi.page, { query: { enabled: 'false' } })).body.data.rows.map((r) => r.code)).toEqual([
      'qa2',
    ]);
    const options = await api.call(roleApi.dropDown);
    expect(options.body.data.map((row) => row.code)).toEqual(ROLE_TEMPLATES.map((role) => role.code));

    expect((await api.call(roleApi.delete, { body: { id } })).status).toBe(200);
    expect((await api.call(roleApi.detail, { query: { id } })).status).toBe(404);
    expect((await api.call(roleApi.delete, { body: { id } })).status).toBe(404);
  });

  it('refuses duplicate codes and invalid fields', async () => {
    const duplicate = await addRole({ name: 'Again', code: 'operator' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('The role code operator is already in use');
    const second = (await addRole({ name: 'Second', code: 'second' })).body.data;
    const clash = await api.call(roleApi.edit, { body: { id: second.id, name: 'Second', code: 'operator' } });
    expect(clash.status).toBe(409);
    // Another enterprise's code is no clash.
    expect((await addRole({ name: 'Foreign here', code: 'foreign' })).status).toBe(200);
    const invalid: Record<string, unknown>[] = [
      { name: '', code: 'x' },
      { name: 'x'.repeat(51), code: 'x' },
      { name: 'x', code: '' },
      { name: 'x', code: 'with space' },
      { name: 'x', code: 'x', remark: 'r'.repeat(201) },
      { name: 'x', code: 'x', enabled: 'yes' },
      { name: 'x', code: 'x', dataScope: 1 },
    ];
    for (const body of invalid) expect((await addRole(body as never)).status, JSON.stringify(body)).toBe(400);
    expect((await api.call(roleApi.page, { query: { enabled: 'maybe' } as never })).status).toBe(400);
  });

  it('grants menus within what the enterprise may grant; the role’s users get them on their next request', async () => {
    const role = (await addRole({ name: 'Org viewer', code: 'org_viewer' })).body.data;
    const tree = await api.call(menuApi.tenantOwnTree);
    expect(tree.status).toBe(200);
    const grantable = flatten(tree.body.data);
    const orgPage = grantable.find((node) => node.permission === 'sys:org:page');
    expect(orgPage).toBeDefined();

    const userId = await createUser(t.server.db, demoId, { account: 'role_holder' });
    await t.server.db.system(async (tx) => {
      await tx.insert(userRoles).values({ tenantId: demoId, userId, roleId: role.id });
    });
    const holder = (await t.login('role_holder')).token;
    expect((await api.call(organisationApi.page, { as: holder })).status).toBe(403);
    // The account call's permissions and menus (built once per granted set and language) follow too.
    type Info = { permissions: string[]; menus: { id: string; children: Info['menus'] }[] };
    const infoOf = async () => {
      const info = (await api.call(authApi.accountInfo, { as: holder })).body.data;
      const ids = (menus: Info['menus']): string[] => menus.flatMap((menu) => [menu.id, ...ids(menu.children)]);
      return { permissions: info.permissions, menuIds: ids(info.menus) };
    };
    expect(await infoOf()).toMatchObject({ permissions: [] });
    expect((await infoOf()).menuIds).not.toContain(orgPage!.id);

    const granted = await api.call(roleApi.grantMenu, { body: { id: role.id, menuIds: [orgPage!.id, orgPage!.id] } });
    expect(granted.status).toBe(200);
    expect((await api.call(roleApi.ownMenu, { query: { id: role.id } })).body.data).toEqual([orgPage!.id]);
    const withGrant = await infoOf();
    expect(withGrant.permissions).toEqual(['sys:org:page']);
    expect(withGrant.menuIds).toContain(orgPage!.id);
    expect((await api.call(organisationApi.page, { as: holder })).status).toBe(200);

    // A menu of a platform-only app is not the enterprise's to grant.
    const platformMenu = await t.server.db.system(async (tx) => {
      const [row] = await tx
        .select({ id: menus.id })
        .from(menus)
        .innerJoin(apps, eq(apps.code, menus.appCode))
        .where(eq(apps.platformOnly, true))
        .limit(1);
      return row!.id;
    });
    const refused = await api.call(roleApi.grantMenu, { body: { id: role.id, menuIds: [orgPage!.id, platformMenu] } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`These menus cannot be granted in this enterprise: ${platformMenu}`);
    const unknown = await api.call(roleApi.grantMenu, { body: { id: role.id, menuIds: ['999999999'] } });
    expect(unknown.status).toBe(422);
    expect((await api.call(roleApi.grantMenu, { body: { id: role.id, menuIds: ['x'] } })).status).toBe(400);

    expect((await api.call(roleApi.grantMenu, { body: { id: role.id, menuIds: [] } })).status).toBe(200);
    expect((await infoOf()).permissions).toEqual([]);
    expect((await api.call(organisationApi.page, { as: holder })).status).toBe(403);

    // A role in use cannot be deleted.
    const inUse = await api.call(roleApi.delete, { body: { id: role.id } });
    expect(inUse.status).toBe(422);
    expect(inUse.body.message).toBe(
      'The role Org viewer cannot be deleted: 1 users hold it. Remove it from them first',
    );
    expect((await api.call(roleApi.detail, { query: { id: role.id } })).body.data.userCount).toBe(1);
  });

  it('grants a data scope, custom organisations included', async () => {
    const role = (await addRole({ name: 'Scoped', code: 'scoped' })).body.data;
    const smt = await orgIdOf('WS-SMT');
    const qa = await orgIdOf('D-QA');
    const custom = await api.call(roleApi.grantData, {
      body: {
        id: role.id,
        dataScope: DataScopeKind.CUSTOM,
        orgIds: [smt, qa, qa],
      },
    });
    expect(custom.status).toBe(200);
    const own = await api.call(roleApi.ownData, { query: { id: role.id } });
    expect(own.body.data.dataScope).toBe(DataScopeKind.CUSTOM);
    expect([...own.body.data.orgIds].sort()).toEqual([smt, qa].sort());

    const empty = await api.call(roleApi.grantData, {
      body: { id: role.id, dataScope: DataScopeKind.CUSTOM, orgIds: [] },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Choose at least one organisation for a custom data scope');
    const foreign = await api.call(roleApi.grantData, {
      body: {
        id: role.id,
        dataScope: DataScopeKind.CUSTOM,
        orgIds: [foreignOrgId],
      },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(`These organisations do not exist: ${foreignOrgId}`);
    expect((await api.call(roleApi.grantData, { body: { id: role.id, dataScope: 9 } as never })).status).toBe(400);

    // Another scope clears the custom organisations.
    await api.call(roleApi.grantData, {
      body: { id: role.id, dataScope: DataScopeKind.DEPT_AND_BELOW, orgIds: [smt] },
    });
    expect((await api.call(roleApi.ownData, { query: { id: role.id } })).body.data).toEqual({
      dataScope: DataScopeKind.DEPT_AND_BELOW,
      orgIds: [],
    });
  });

  it('answers not found for another enterprise’s role', async () => {
    const id = foreignRoleId;
    const cases: [RouteDef, RouteCallOptions<RouteDef>][] = [
      [roleApi.detail, { query: { id } }],
      [roleApi.edit, { body: { id, name: 'x', code: 'x' } }],
      [roleApi.delete, { body: { id } }],
      [roleApi.ownMenu, { query: { id } }],
      [roleApi.grantMenu, { body: { id, menuIds: [] } }],
      [roleApi.ownData, { query: { id } }],
      [roleApi.grantData, { body: { id, dataScope: DataScopeKind.ALL } }],
    ];
    for (const [route, options] of cases) expect((await api.call(route, options)).status, route.path).toBe(404);
  });

  it('refuses a regular user without the grants (403)', async () => {
    const userId = await createUser(t.server.db, demoId, { account: 'roles_plain' });
    await grantPermissions(t.server, demoId, userId, ['sys:position:page']);
    const plain = (await t.login('roles_plain')).token;
    const [operator] = (await api.call(roleApi.page, { query: { code: 'operator' } })).body.data.rows;
    const id = operator!.id;
    const cases: [RouteDef, RouteCallOptions<RouteDef>, string][] = [
      [roleApi.page, {}, 'sys:role:page'],
      [roleApi.detail, { query: { id } }, 'sys:role:get'],
      [roleApi.add, { body: { name: 'x', code: 'x' } }, 'sys:role:add'],
      [roleApi.edit, { body: { id, name: 'x', code: 'x' } }, 'sys:role:edit'],
      [roleApi.delete, { body: { id } }, 'sys:role:delete'],
      [roleApi.grantMenu, { body: { id, menuIds: [] } }, 'sys:role:grantMenu'],
      [roleApi.ownMenu, { query: { id } }, 'sys:role:grantMenu'],
      [roleApi.grantData, { body: { id, dataScope: 1 } }, 'sys:role:grantData'],
      [roleApi.ownData, { query: { id } }, 'sys:role:grantData'],
    ];
    for (const [route, options, permission] of cases) {
      const denied = await api.call(route, { ...options, as: plain });
      expect(denied.status, route.path).toBe(403);
      expect(denied.body.message).toBe(`Prohibited (403): you do not have the permission ${permission}`);
    }
    expect((await api.call(roleApi.dropDown, { as: plain })).status).toBe(200);
  });
});
