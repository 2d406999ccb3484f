import { AdminType, positionApi } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { type QueryOf, type RouteCall, type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

describe.each(testDatabaseKinds())('positions on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let foreignId: string;

  let api: RouteClient;
  const page = async (query: QueryOf<typeof positionApi.page>) =>
    (await api.call(positionApi.page, { query })).body.data;

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    api = routeClient(t, { token });
    const otherId = await createTenant(t.server.db, { code: 'positions_other' });
    await createUser(t.server.db, otherId, { account: 'positions_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    const other = (await t.login('positions_admin')).token;
    const foreign = await api.call(positionApi.add, { body: { name: 'Foreign', code: 'P1' }, as: other });
    foreignId = foreign.body.data.id;
    for (const [index, name] of ['Operator', 'Engineer', 'Supervisor'].entries()) {
      const added = await api.call(positionApi.add, { body: { name, code: `P${index + 1}`, sort: 3 - index } });
      expect(added.status).toBe(200);
    }
  });
  afterAll(() => t?.close());

  it('pages, sorts, filters and lists', async () => {
    const bySort = await page({ pageSize: '10' });
    expect(bySort.rows.map((row) => row.name)).toEqual(['Supervisor', 'Engineer', 'Operator']);
    const byCode = await page({ sortField: 'code', sortOrder: 'descend', pageSize: '2' });
    expect(byCode).toMatchObject({ totalRows: 3, pageSize: 2 });
    expect(byCode.rows.map((row) => row.code)).toEqual(['P3', 'P2']);
    expect((await page({ name: 'engin' })).rows.map((row) => row.code)).toEqual(['P2']);
    expect((await page({ code: 'P1' })).totalRows).toBe(1);
    const list = await api.call(positionApi.list);
    expect(list.body.data.map((row) => row.name)).toEqual(['Supervisor', 'Engineer', 'Operator']);
    expect((await api.call(positionApi.page, { query: { sortField: 'remarkx' } as never })).status).toBe(400);
  });

  it('edits and deletes; refuses duplicates and invalid fields', async () => {
    const added = await api.call(positionApi.add, { body: { name: 'Planner', code: 'P9', remark: 'plans' } });
    expect(added.body.data).toMatchObject({ name: 'Planner', code: 'P9', remark: 'plans', sort: 0 });
    const duplicate = await api.call(positionApi.add, { body: { name: 'Other', code: 'P9' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('The position code P9 is already in use');
    const edited = await api.call(positionApi.edit, {
      body: {
        id: added.body.data.id,
        name: 'Planner 2',
        code: 'P10',
        sort: 5,
      },
    });
    expect(edited.body.data).toMatchObject({ name: 'Planner 2', code: 'P10', sort: 5, remark: null });
    const clash = await api.call(positionApi.edit, { body: { id: added.body.data.id, name: 'x', code: 'P1' } });
    expect(clash.status).toBe(409);
    const invalid: Record<string, unknown>[] = [
      { name: '', code: 'X' },
      { name: 'x'.repeat(51), code: 'X' },
      { name: 'x', code: '' },
      { name: 'x', code: 'a b' },
      { name: 'x', code: 'X', remark: 'r'.repeat(201) },
      { name: 'x', code: 'X', sort: 1.5 },
      { name: 'x', code: 'X', other: true },
    ];
    for (const body of invalid)
      expect((await api.call(positionApi.add, { body: body as never })).status, JSON.stringify(body)).toBe(400);
    expect((await api.call(positionApi.delete, { body: { id: added.body.data.id } })).status).toBe(200);
    expect((await api.call(positionApi.delete, { body: { id: added.body.data.id } })).status).toBe(404);
  });

  it('answers not found for another enterprise’s position', async () => {
    expect((await api.call(positionApi.edit, { body: { id: foreignId, name: 'x', code: 'PX' } })).status).toBe(404);
    expect((await api.call(positionApi.delete, { body: { id: foreignId } })).status).toBe(404);
    expect((await page({ code: 'P1' })).rows.every((row) => row.id !== foreignId)).toBe(true);
  });

  it('refuses a regular user without the grants (403)', async () => {
    const demoId = await tenantIdOf(t.server.db, 'demo');
    const userId = await createUser(t.server.db, demoId, { account: 'positions_plain' });
    await grantPermissions(t.server, demoId, userId, ['sys:org:page']);
    const plain = (await t.login('positions_plain')).token;
    const [first] = (await page({ code: 'P1' })).rows;
    const cases: [...RouteCall, string][] = [
      [positionApi.page, {}, 'sys:position:page'],
      [positionApi.add, { body: { name: 'x', code: 'x' } }, 'sys:position:add'],
      [positionApi.edit, { body: { id: first!.id, name: 'x', code: 'x' } }, 'sys:position:edit'],
      [positionApi.delete, { body: { id: first!.id } }, 'sys:position:delete'],
    ];
    for (const [route, options, permission] of cases) {
      const denied = await api.call(route, { ...options, as: plain });
      expect(denied.status, route.path).toBe(403);
      expect(denied.body.message).toBe(`Prohibited (403): you do not have the permission ${permission}`);
    }
    // The list is a lookup for pickers: any signed-in user of the enterprise.
    expect((await api.call(positionApi.list, { as: plain })).body.data).toHaveLength(3);
  });
});
