import { AdminType, DataScopeKind, type OrgTreeNode, OrgType, operationLogApi, organisationApi } from '@takt/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../platform/excel/excel.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { aroundToday } from '../../test-support/log-dates.js';
import { type RouteCall, type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { roles } from '../access/access.table.js';
import { roleDataOrgs, userDataOrgs } from '../access/data-scope.table.js';
import { users } from '../identity/identity.table.js';

type Tokens = { token: string };

const flat = (nodes: OrgTreeNode[]): string[] => nodes.flatMap((node) => [node.code, ...flat(node.children)]);

describe.each(testDatabaseKinds())('organisations on %s', (kind) => {
  let t: TestServer;
  let admin: Tokens;
  let demoId: string;
  let foreignOrgId: string;
  let serial = 0;

  let api: RouteClient;
  const byCode = async (code: string) =>
    (await api.call(organisationApi.page, { query: { code }, as: admin.token })).body.data.rows.find(
      (row) => row.code === code,
    )!;

  /** A regular user holding `codes`, in organisation `orgId`, with the given data scope. */
  const regularUser = async (codes: string[], orgId: string | null, scope: number = DataScopeKind.ALL) => {
    serial += 1;
    const account = `orguser${serial}`;
    const userId = await createUser(t.server.db, demoId, { account });
    // A role needs at least one menu: an unrelated one stands in for "no organisation grants".
    const roleId = await grantPermissions(t.server, demoId, userId, codes.length ? codes : ['sys:position:page']);
    await t.server.db.system(async (tx) => {
      await tx.update(users).set({ orgId }).where(eq(users.id, userId));
      await tx.update(roles).set({ dataScope: scope }).where(eq(roles.id, roleId));
    });
    return { userId, roleId, ...(await t.login(account)) };
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    admin = await t.login('admin');
    api = routeClient(t, { token: admin.token });
    demoId = await tenantIdOf(t.server.db, 'demo');
    const otherId = await createTenant(t.server.db, { code: 'orgs_other' });
    await createUser(t.server.db, otherId, { account: 'orgs_other_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    const other = await t.login('orgs_other_admin');
    const foreign = await api.call(organisationApi.add, {
      body: { name: 'Foreign factory', code: 'F01', type: OrgType.FACTORY },
      as: other.token,
    });
    expect(foreign.status).toBe(200);
    foreignOrgId = foreign.body.data.id;
  });
  afterAll(() => t?.close());

  it('shows the seeded tree to the enterprise administrator', async () => {
    const tree = await api.call(organisationApi.tree, { as: admin.token });
    expect(tree.status).toBe(200);
    expect(tree.body.data).toHaveLength(1);
    const [factory] = tree.body.data;
    expect(factory).toMatchObject({ code: 'F01', type: OrgType.FACTORY, pid: '0' });
    expect(factory!.children.map((node) => node.code)).toEqual(['D-QA', 'WS-SMT', 'WS-ASM']);
    expect(flat(tree.body.data)).toContain('SMT-L1-S04');
  });

  it('adds, reads, edits and deletes, checking the hierarchy of types', async () => {
    const factory = await byCode('F01');
    const workshop = await api.call(organisationApi.add, {
      body: {
        pid: factory.id,
        name: 'Paint Workshop',
        code: 'WS-PNT',
        type: OrgType.WORKSHOP,
        sort: 4,
      },
    });
    expect(workshop.status).toBe(200);
    expect(workshop.body.data).toMatchObject({ pid: factory.id, parentName: 'Demo Factory', sort: 4 });
    const line = await api.call(organisationApi.add, {
      body: { pid: workshop.body.data.id, name: 'Paint Line', code: 'L-PNT-01', type: OrgType.LINE },
    });
    expect(line.status).toBe(200);

    const detail = await api.call(organisationApi.detail, { query: { id: line.body.data.id }, as: admin.token });
    expect(detail.body.data).toMatchObject({ name: 'Paint Line', parentName: 'Paint Workshop', type: OrgType.LINE });

    // Type rules: a line only under a workshop, a workstation only under a line, a workshop only under a factory.
    const misplaced = [
      [{ pid: factory.id, name: 'x', code: 'X1', type: OrgType.LINE }, 'A line can only sit under a workshop'],
      [
        { pid: workshop.body.data.id, name: 'x', code: 'X2', type: OrgType.WORKSTATION },
        'A workstation can only sit under a line',
      ],
      [{ name: 'x', code: 'X3', type: OrgType.WORKSHOP }, 'A workshop can only sit under a factory'],
      [
        { pid: line.body.data.id, name: 'x', code: 'X4', type: OrgType.FACTORY },
        'A factory can only sit at the top level or under another factory',
      ],
    ] as const;
    for (const [body, message] of misplaced) {
      const refused = await api.call(organisationApi.add, { body });
      expect(refused.status, message).toBe(422);
      expect(refused.body.message).toBe(message);
    }

    const edited = await api.call(organisationApi.edit, {
      as: admin.token,
      body: {
        id: line.body.data.id,
        pid: workshop.body.data.id,
        name: 'Paint Line A',
        code: 'L-PNT-0A',
        type: OrgType.LINE,
        sort: 2,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Paint Line A', code: 'L-PNT-0A', sort: 2 });

    // The workshop has a line: it cannot become a department (a line does not fit under one).
    const retype = await api.call(organisationApi.edit, {
      as: admin.token,
      body: {
        id: workshop.body.data.id,
        pid: factory.id,
        name: 'Paint Workshop',
        code: 'WS-PNT',
        type: OrgType.DEPARTMENT,
      },
    });
    expect(retype.status).toBe(422);
    expect(retype.body.message).toBe(
      'The type cannot be changed: 1 sub-organisations of Paint Workshop would no longer fit under it',
    );

    const blocked = await api.call(organisationApi.delete, { as: admin.token, body: { id: workshop.body.data.id } });
    expect(blocked.status).toBe(422);
    expect(blocked.body.message).toBe(
      'Paint Workshop cannot be deleted: it has 1 sub-organisations. Delete or move them first',
    );
    expect((await api.call(organisationApi.delete, { as: admin.token, body: { id: line.body.data.id } })).status).toBe(
      200,
    );
    expect(
      (await api.call(organisationApi.delete, { as: admin.token, body: { id: workshop.body.data.id } })).status,
    ).toBe(200);
    expect(
      (await api.call(organisationApi.detail, { query: { id: workshop.body.data.id }, as: admin.token })).status,
    ).toBe(404);
    expect(
      (await api.call(organisationApi.delete, { as: admin.token, body: { id: workshop.body.data.id } })).status,
    ).toBe(404);
  });

  it('refuses a duplicate code, a cycle, an unknown parent and invalid fields', async () => {
    const factory = await byCode('F01');
    const smt = await byCode('WS-SMT');
    const duplicate = await api.call(organisationApi.add, {
      body: { pid: factory.id, name: 'Again', code: 'WS-SMT', type: OrgType.WORKSHOP },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('The organisation code WS-SMT is already in use');
    // The same code in another enterprise is no conflict (F01 exists there too).
    expect(foreignOrgId).toBeTruthy();

    const editDuplicate = await api.call(organisationApi.edit, {
      as: admin.token,
      body: {
        id: smt.id,
        pid: factory.id,
        name: smt.name,
        code: 'WS-ASM',
        type: OrgType.WORKSHOP,
      },
    });
    expect(editDuplicate.status).toBe(409);

    const line = await byCode('SMT-L1');
    const selfParent = await api.call(organisationApi.edit, {
      as: admin.token,
      body: {
        id: factory.id,
        pid: factory.id,
        name: factory.name,
        code: 'F01',
        type: OrgType.FACTORY,
      },
    });
    expect(selfParent.status).toBe(422);
    expect(selfParent.body.message).toBe(
      'An organisation cannot be moved under itself or one of its own sub-organisations',
    );
    const underDescendant = await api.call(organisationApi.edit, {
      as: admin.token,
      body: {
        id: smt.id,
        pid: line.id,
        name: smt.name,
        code: smt.code,
        type: OrgType.WORKSHOP,
      },
    });
    expect(underDescendant.status).toBe(422);

    const unknownParent = await api.call(organisationApi.add, {
      body: { pid: '999999999', name: 'x', code: 'X5', type: OrgType.DEPARTMENT },
    });
    expect(unknownParent.status).toBe(404);
    expect(unknownParent.body.message).toBe('The parent organisation does not exist');
    const foreignParent = await api.call(organisationApi.add, {
      body: { pid: foreignOrgId, name: 'x', code: 'X6', type: OrgType.DEPARTMENT },
    });
    expect(foreignParent.status).toBe(404);

    const invalid: [Record<string, unknown>, string][] = [
      [{ name: '', code: 'X7', type: OrgType.FACTORY }, 'name'],
      [{ name: 'x'.repeat(51), code: 'X7', type: OrgType.FACTORY }, 'name'],
      [{ name: 'x', code: 'has space', type: OrgType.FACTORY }, 'code'],
      [{ name: 'x', code: 'y'.repeat(51), type: OrgType.FACTORY }, 'code'],
      [{ name: 'x', code: 'X7', type: 9 }, 'type'],
      [{ name: 'x', code: 'X7' }, 'type'],
      [{ name: 'x', code: 'X7', type: OrgType.FACTORY, sort: -1 }, 'sort'],
      [{ name: 'x', code: 'X7', type: OrgType.FACTORY, pid: 'abc' }, 'pid'],
      [{ name: 'x', code: 'X7', type: OrgType.FACTORY, extra: 1 }, 'extra'],
    ];
    for (const [body, field] of invalid) {
      const refused = await api.call(organisationApi.add, { body: body as never });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toContain(field);
    }
  });

  it('refuses to delete an organisation with users, and forgets deleted ones in data grants', async () => {
    const qa = await byCode('D-QA');
    const member = await regularUser([], qa.id);
    const refused = await api.call(organisationApi.delete, { as: admin.token, body: { id: qa.id } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'Quality Department cannot be deleted: 2 users belong to it. Move them elsewhere first',
    );
    const factory = await byCode('F01');
    const spare = (
      await api.call(organisationApi.add, {
        body: { pid: factory.id, name: 'Spare', code: 'D-SPARE', type: OrgType.DEPARTMENT },
      })
    ).body.data;
    await t.server.db.system(async (tx) => {
      await tx.insert(roleDataOrgs).values({ tenantId: demoId, roleId: member.roleId, orgId: spare.id });
      await tx.insert(userDataOrgs).values({ tenantId: demoId, userId: member.userId, orgId: spare.id });
    });
    expect((await api.call(organisationApi.delete, { as: admin.token, body: { id: spare.id } })).status).toBe(200);
    const left = await t.server.db.system(async (tx) => [
      ...(await tx.select().from(roleDataOrgs).where(eq(roleDataOrgs.orgId, spare.id))),
      ...(await tx.select().from(userDataOrgs).where(eq(userDataOrgs.orgId, spare.id))),
    ]);
    expect(left).toEqual([]);
  });

  it('pages with filters: subtree of a parent, name, code, type, sorting', async () => {
    const smt = await byCode('WS-SMT');
    const subtree = await api.ok(organisationApi.page, {
      query: { pid: smt.id, pageSize: '50', sortField: 'code', sortOrder: 'ascend' },
    });
    expect(subtree.rows.map((row) => row.code)).toEqual([
      'SMT-L1',
      'SMT-L1-S01',
      'SMT-L1-S02',
      'SMT-L1-S03',
      'SMT-L1-S04',
      'SMT-L2',
      'WS-SMT',
    ]);
    expect((await api.ok(organisationApi.page, { query: { pid: smt.id, type: OrgType.LINE } })).totalRows).toBe(2);
    expect((await api.ok(organisationApi.page, { query: { name: 'station', pageSize: '2' } })).rows).toHaveLength(2);
    expect((await api.ok(organisationApi.page, { query: { name: 'station' } })).totalRows).toBe(7);
    expect((await api.ok(organisationApi.page, { query: { code: 'ASM-L1-S' } })).totalRows).toBe(3);
    expect((await api.ok(organisationApi.page, { query: { pid: foreignOrgId } })).totalRows).toBe(0);
    expect(
      (await api.call(organisationApi.page, { query: { sortField: 'password' } as never, as: admin.token })).status,
    ).toBe(400);
    expect((await api.call(organisationApi.page, { query: { type: '8' }, as: admin.token })).status).toBe(400);
  });

  it('exports the filtered organisations inside the caller’s scope as .xlsx', async () => {
    const download = (token: string, query = '', language = 'en-US') =>
      fetch(`${t.baseUrl}/api${organisationApi.export.path}${query}`, {
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      });
    const all = await download(admin.token, `?type=${OrgType.LINE}`);
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toContain('spreadsheetml');
    expect(all.headers.get('content-disposition')).toMatch(
      /^attachment; filename="organisations-\d{8}T\d{6}\.xlsx"; filename\*=UTF-8''organisations-\d{8}T\d{6}\.xlsx$/,
    );
    const sheet = readSheet(new Uint8Array(await all.arrayBuffer()));
    expect(sheet.headers).toEqual(['Name', 'Code', 'Type', 'Parent', 'Sort']);
    expect(sheet.rows.map((row) => row[1]).sort()).toEqual(['ASM-L1', 'SMT-L1', 'SMT-L2']);
    expect(sheet.rows[0]?.[2]).toBe('Line');

    const zh = readSheet(new Uint8Array(await (await download(admin.token, '?code=F01', 'zh-CN')).arrayBuffer()));
    expect(zh.headers).toEqual(['名称', '编码', '类型', '上级机构', '排序']);
    expect(zh.rows).toEqual([['Demo Factory', 'F01', '工厂', '', '1']]);

    const smt = await byCode('WS-SMT');
    const scoped = await regularUser(['sys:org:export'], smt.id, DataScopeKind.DEPT);
    const mine = readSheet(new Uint8Array(await (await download(scoped.token)).arrayBuffer()));
    expect(mine.rows.map((row) => row[1])).toEqual(['WS-SMT']);

    const plain = await regularUser([], null);
    const denied = await download(plain.token);
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as { message: string }).message).toBe(
      'Prohibited (403): you do not have the permission sys:org:export',
    );
    expect((await download(admin.token, '?type=7')).status).toBe(400);
  });

  it('answers not found for another enterprise’s organisation', async () => {
    expect((await api.call(organisationApi.detail, { query: { id: foreignOrgId }, as: admin.token })).status).toBe(404);
    const edit = await api.call(organisationApi.edit, {
      as: admin.token,
      body: {
        id: foreignOrgId,
        name: 'Mine now',
        code: 'MINE',
        type: OrgType.FACTORY,
      },
    });
    expect(edit.status).toBe(404);
    expect((await api.call(organisationApi.delete, { as: admin.token, body: { id: foreignOrgId } })).status).toBe(404);
  });

  it('limits the tree, the list and every change to the caller’s data scope', async () => {
    const smt = await byCode('WS-SMT');
    const line1 = await byCode('SMT-L1');
    const asm = await byCode('WS-ASM');
    const P = ['sys:org:page', 'sys:org:get', 'sys:org:add', 'sys:org:edit', 'sys:org:delete'];

    const below = await regularUser(P, smt.id, DataScopeKind.DEPT_AND_BELOW);
    const tree = (await api.call(organisationApi.tree, { as: below.token })).body.data;
    expect(tree.map((node) => node.code)).toEqual(['WS-SMT']);
    expect(flat(tree).sort()).toEqual(
      ['WS-SMT', 'SMT-L1', 'SMT-L2', 'SMT-L1-S01', 'SMT-L1-S02', 'SMT-L1-S03', 'SMT-L1-S04'].sort(),
    );
    const listed = await api.call(organisationApi.page, { query: { pageSize: '100' }, as: below.token });
    expect(listed.body.data.totalRows).toBe(7);
    expect((await api.call(organisationApi.detail, { query: { id: asm.id }, as: below.token })).status).toBe(404);
    expect((await api.call(organisationApi.delete, { as: below.token, body: { id: asm.id } })).status).toBe(404);
    const outside = await api.call(organisationApi.add, {
      body: { pid: asm.id, name: 'x', code: 'L-X', type: OrgType.LINE },
      as: below.token,
    });
    expect(outside.status).toBe(404);
    const topLevel = await api.call(organisationApi.add, {
      body: { name: 'x', code: 'F-X', type: OrgType.FACTORY },
      as: below.token,
    });
    expect(topLevel.status).toBe(422);
    expect(topLevel.body.message).toBe('Only a user who sees all data can add a top-level organisation');
    const inside = await api.call(organisationApi.add, {
      body: { pid: smt.id, name: 'SMT Line 3', code: 'SMT-L3', type: OrgType.LINE },
      as: below.token,
    });
    expect(inside.status).toBe(200);
    const moveOut = await api.call(organisationApi.edit, {
      as: below.token,
      body: {
        id: inside.body.data.id,
        pid: asm.id,
        name: 'SMT Line 3',
        code: 'SMT-L3',
        type: OrgType.LINE,
      },
    });
    expect(moveOut.status).toBe(404);

    const dept = await regularUser(P, line1.id, DataScopeKind.DEPT);
    expect(flat((await api.call(organisationApi.tree, { as: dept.token })).body.data)).toEqual(['SMT-L1']);

    const self = await regularUser(P, line1.id, DataScopeKind.SELF);
    expect((await api.call(organisationApi.tree, { as: self.token })).body.data).toEqual([]);

    const custom = await regularUser(P, line1.id, DataScopeKind.CUSTOM);
    await t.server.db.system(async (tx) => {
      await tx.insert(roleDataOrgs).values([
        { tenantId: demoId, roleId: custom.roleId, orgId: asm.id },
        { tenantId: demoId, roleId: custom.roleId, orgId: line1.id },
      ]);
    });
    const customTree = (await api.call(organisationApi.tree, { as: custom.token })).body.data;
    expect(customTree.map((node) => node.code).sort()).toEqual(['SMT-L1', 'WS-ASM']);
    expect(customTree.every((node) => node.children.length === 0)).toBe(true);

    const all = await regularUser(P, line1.id, DataScopeKind.ALL);
    expect(flat((await api.call(organisationApi.tree, { as: all.token })).body.data)).toContain('F01');
  });

  it('refuses a regular user without the grants (403), and writes the operation log', async () => {
    const plain = await regularUser([], null, DataScopeKind.SELF);
    const factory = await byCode('F01');
    const cases: [...RouteCall, string][] = [
      [organisationApi.page, {}, 'sys:org:page'],
      [organisationApi.detail, { query: { id: factory.id } }, 'sys:org:get'],
      [organisationApi.add, { body: { name: 'x', code: 'x', type: OrgType.DEPARTMENT } }, 'sys:org:add'],
      [organisationApi.edit, { body: { id: factory.id, name: 'x', code: 'x', type: OrgType.FACTORY } }, 'sys:org:edit'],
      [organisationApi.delete, { body: { id: factory.id } }, 'sys:org:delete'],
    ];
    for (const [route, options, permission] of cases) {
      const denied = await api.call(route, { ...options, as: plain.token });
      expect(denied.status, route.path).toBe(403);
      expect(denied.body.message).toBe(`Prohibited (403): you do not have the permission ${permission}`);
    }
    // The tree is a lookup for every signed-in user, inside their scope (own data only: no organisations).
    expect((await api.call(organisationApi.tree, { as: plain.token })).body.data).toEqual([]);
    expect((await routeClient(t).call(organisationApi.tree)).status).toBe(401);

    const log = await api.call(operationLogApi.page, {
      query: { pageSize: '50', account: 'admin', ...aroundToday() },
      as: admin.token,
    });
    expect(log.body.data.rows.some((row) => row.route === '/api/org/add' && row.statusCode === 200)).toBe(true);
    expect(log.body.data.rows.some((row) => row.route === '/api/org/delete' && row.statusCode === 422)).toBe(true);
  });
});
