import { AdminType, EQUIPMENT_TYPE_CODE_MAX, EQUIPMENT_TYPE_NAME_MAX, equipmentTypeApi } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { createEquipmentModule } from './index.js';

describe.each(testDatabaseKinds())('equipment types on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let other: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    api = routeClient(t, { token: (await t.login('admin')).token });
    const otherId = await createTenant(t.server.db, { code: 'equipment_other' }, ['system', 'ems']);
    await createUser(t.server.db, otherId, { account: 'equipment_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    other = (await t.login('equipment_admin')).token;
  });
  afterAll(() => t.close());

  it('adds, lists (filtered, sorted), shows, edits and deletes a type', async () => {
    const added = await api.ok(equipmentTypeApi.add, { body: { code: ' CNC ', name: 'CNC lathe', remark: ' ' } });
    expect(added).toMatchObject({ code: 'CNC', name: 'CNC lathe', remark: null });
    await api.ok(equipmentTypeApi.add, { body: { code: 'CMM', name: 'Measuring' } });

    const page = await api.ok(equipmentTypeApi.page, { query: { code: 'c', sortField: 'name', sortOrder: 'descend' } });
    expect(page.rows.map((row) => row.code)).toEqual(['CMM', 'CNC']);
    expect(page.totalRows).toBe(2);
    expect((await api.ok(equipmentTypeApi.page, { query: { name: 'lathe' } })).rows.map((row) => row.code)).toEqual([
      'CNC',
    ]);

    expect(await api.ok(equipmentTypeApi.detail, { query: { id: added.id } })).toMatchObject({ code: 'CNC' });
    const edited = await api.ok(equipmentTypeApi.edit, {
      body: { id: added.id, code: 'CNC-1', name: 'CNC lathe', remark: 'Hall 2' },
    });
    expect(edited).toMatchObject({ code: 'CNC-1', remark: 'Hall 2' });

    await api.ok(equipmentTypeApi.delete, { body: { id: added.id } });
    expect((await api.call(equipmentTypeApi.detail, { query: { id: added.id } })).status).toBe(404);
  });

  it('refuses a taken code in the reader’s language, and codes or names over 12 characters', async () => {
    await api.ok(equipmentTypeApi.add, { body: { code: 'PRESS', name: 'Press' } });
    const taken = await api.call(equipmentTypeApi.add, { body: { code: 'PRESS', name: 'Other' }, language: 'zh-CN' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('设备类型编码 PRESS 已被使用');

    const long = 'X'.repeat(EQUIPMENT_TYPE_CODE_MAX + 1);
    const tooLong = await api.call(equipmentTypeApi.add, { body: { code: long, name: 'Long' } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('code');
    const longName = await api.call(equipmentTypeApi.add, {
      body: { code: 'LONG', name: 'N'.repeat(EQUIPMENT_TYPE_NAME_MAX + 1) },
    });
    expect(longName.status).toBe(400);
    expect((await api.ok(equipmentTypeApi.page, { query: { code: 'LONG' } })).totalRows).toBe(0);
  });

  it('keeps enterprises apart and checks every route’s permission', async () => {
    const mine = await api.ok(equipmentTypeApi.add, { body: { code: 'MINE', name: 'Mine' } });
    expect((await api.ok(equipmentTypeApi.page, { as: other })).rows.map((row) => row.code)).not.toContain('MINE');
    expect((await api.call(equipmentTypeApi.detail, { query: { id: mine.id }, as: other })).status).toBe(404);
    expect((await api.call(equipmentTypeApi.delete, { body: { id: mine.id }, as: other })).status).toBe(404);
    // The same code in another enterprise is its own.
    await api.ok(equipmentTypeApi.add, { body: { code: 'MINE', name: 'Theirs' }, as: other });

    const demoId = await tenantIdOf(t.server.db, 'demo');
    const userId = await createUser(t.server.db, demoId, { account: 'equipment_plain' });
    await grantPermissions(t.server, demoId, userId, ['ems:equipmentType:page']);
    const plain = (await t.login('equipment_plain')).token;
    expect((await api.call(equipmentTypeApi.page, { as: plain })).status).toBe(200);
    for (const [route, options] of [
      [equipmentTypeApi.add, { body: { code: 'P', name: 'P' } }],
      [equipmentTypeApi.edit, { body: { id: mine.id, code: 'P', name: 'P' } }],
      [equipmentTypeApi.delete, { body: { id: mine.id } }],
    ] as const) {
      const denied = await api.call(route, { ...options, as: plain });
      expect(denied.status, route.path).toBe(403);
    }
  });

  it('seeds the demo factory’s types once (a second run changes nothing)', async () => {
    const tenantId = await createTenant(t.server.db, { code: 'equipment_seed' }, ['system', 'ems']);
    await createUser(t.server.db, tenantId, { account: 'equipment_seed_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    const seeded = api.as((await t.login('equipment_seed_admin')).token);
    const area = createEquipmentModule({ db: t.server.db, references: new ReferenceRegistry() } as never);
    await area.seedDemo(tenantId);
    const first = await seeded.ok(equipmentTypeApi.page, { query: { pageSize: 50 } });
    expect(first.rows.map((row) => row.code)).toContain('SMT');
    await area.seedDemo(tenantId);
    expect((await seeded.ok(equipmentTypeApi.page, { query: { pageSize: 50 } })).totalRows).toBe(first.totalRows);
  });
});
