import { ALL_PERMISSION_CODES, authApi, dictionaryTypeApi, Permissions } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalEventBus } from '../../platform/events/event-bus.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createUser, grantPermissions, setRoleEnabled, tenantIdOf } from '../../test-support/fixtures.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { AccessRepository } from './access.repository.js';
import { AccessService } from './access.service.js';
import { CatalogCache } from './catalog-cache.js';

describe.each(testDatabaseKinds())('permissions on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let demoId: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    api = routeClient(t);
    demoId = await tenantIdOf(t.server.db, 'demo');
  });
  afterAll(() => t?.close());

  it('denies a route to a user without its permission, with the code in the message', async () => {
    const operator = api.as((await t.login('operator')).token);
    const response = await operator.call(dictionaryTypeApi.page);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      success: false,
      code: 403,
      message: 'Prohibited (403): you do not have the permission sys:dictType:page',
    });
    const add = await operator.call(dictionaryTypeApi.add, { body: { name: 'No', code: 'no' } });
    expect(add.status).toBe(403);
  });

  it('lets the enterprise administrator and the super administrator through', async () => {
    for (const account of ['admin', 'superAdmin']) {
      expect((await api.call(dictionaryTypeApi.page, { as: (await t.login(account)).token })).status).toBe(200);
    }
  });

  it('grants exactly what a role holds, and nothing once the role is disabled', async () => {
    const userId = await createUser(t.server.db, demoId, { account: `granted_${kind}` });
    const roleId = await grantPermissions(t.server, demoId, userId, [Permissions.sys.dictType.page]);
    const granted = api.as((await t.login(`granted_${kind}`)).token);
    expect((await granted.call(dictionaryTypeApi.page)).status).toBe(200);
    const add = await granted.call(dictionaryTypeApi.add, { body: { name: 'X', code: 'x' } });
    expect(add.status).toBe(403);

    const info = await granted.ok(authApi.accountInfo);
    expect(info.permissions).toEqual([Permissions.sys.dictType.page]);
    expect(info.allPermissions).toEqual(expect.arrayContaining([...ALL_PERMISSION_CODES]));

    await setRoleEnabled(t.server, roleId, false);
    expect((await granted.call(dictionaryTypeApi.page)).status).toBe(403);
  });

  it('applies the allPermissions rule: a code no menu declares is allowed, a declared one needs a grant', async () => {
    const info = await api.ok(authApi.accountInfo, { as: (await t.login('operator')).token });
    const subject = { tenantId: info.tenantId, userId: info.id, adminType: info.adminType };
    const repository = new AccessRepository(t.server.db);
    const bus = new LocalEventBus();
    const service = new AccessService(t.server.db, repository, new CatalogCache(repository, bus), bus);
    expect(await service.isAllowed(subject, 'not:declared:anywhere')).toBe(true);
    expect(await service.isAllowed(subject, Permissions.sys.dictType.add)).toBe(false);
    expect(await service.isAllowed({ ...subject, adminType: 1 }, Permissions.sys.dictType.add)).toBe(true);
  });

  it('builds the menu tree from grants: the operator sees production menus only; the super admin sees the platform', async () => {
    const operator = await api.ok(authApi.accountInfo, { as: (await t.login('operator')).token });
    const [root] = operator.menus;
    expect(root!.path).toBe('/');
    const operatorApps = new Set(root!.children.map((menu) => menu.appCode));
    expect(operatorApps.has('system')).toBe(false);
    expect(operatorApps.has('platform')).toBe(false);
    expect(operatorApps.has('mes')).toBe(true);

    const admin = await api.ok(authApi.accountInfo, { as: (await t.login('admin')).token });
    expect(admin.apps.map((app) => app.code)).not.toContain('platform');
    const superAdmin = await api.ok(authApi.accountInfo, { as: (await t.login('superAdmin')).token });
    expect(superAdmin.apps.map((app) => app.code)).toContain('platform');
  });
});
