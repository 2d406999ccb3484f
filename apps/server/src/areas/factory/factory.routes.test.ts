import {
  AdminType,
  DataScopeKind,
  lineApi,
  type OrgTreeNode,
  OrgType,
  organisationApi,
  processApi,
  referenceApi,
  shiftApi,
  shiftRegimeApi,
  stationApi,
  workshopApi,
} from '@takt/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, writeWorkbook } from '../../platform/excel/excel.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { type RouteCall, type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { uploadFile } from '../../test-support/uploads.js';
import { roles } from '../access/access.table.js';
import { users } from '../identity/identity.table.js';

const find = (nodes: OrgTreeNode[], code: string): OrgTreeNode | undefined => {
  for (const node of nodes) {
    if (node.code === code) return node;
    const below = find(node.children, code);
    if (below) return below;
  }
  return undefined;
};

describe.each(testDatabaseKinds())('factory model on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let demoId: string;
  let factoryId: string;
  let adminId: string;
  let other: string;
  let foreignWorkshopId: string;
  let serial = 0;

  let api: RouteClient;
  const addWorkshop = (code: string, extra: Record<string, unknown> = {}) =>
    api.ok(workshopApi.add, { body: { factoryId, code, name: `Workshop ${code}`, ...extra } });
  const addLine = (workshopId: string, code: string, extra: Record<string, unknown> = {}) =>
    api.ok(lineApi.add, { body: { workshopId, code, name: `Line ${code}`, ...extra } });
  const addStation = (lineId: string, code: string, extra: Record<string, unknown> = {}) =>
    api.ok(stationApi.add, { body: { lineId, code, name: `Station ${code}`, ...extra } });

  /** A regular user holding `codes`, in organisation `orgId`, with the given data scope. */
  const regularUser = async (codes: string[], orgId: string | null, scope: number = DataScopeKind.ALL) => {
    serial += 1;
    const account = `factoryuser${serial}`;
    const userId = await createUser(t.server.db, demoId, { account, name: `Factory user ${serial}` });
    const roleId = await grantPermissions(t.server, demoId, userId, codes.length ? codes : ['sys:position:page']);
    await t.server.db.system(async (tx) => {
      await tx.update(users).set({ orgId }).where(eq(users.id, userId));
      await tx.update(roles).set({ dataScope: scope }).where(eq(roles.id, roleId));
    });
    return { userId, token: (await t.login(account)).token };
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    api = routeClient(t, { token });
    demoId = await tenantIdOf(t.server.db, 'demo');
    const factories = await api.ok(organisationApi.page, { query: { code: 'F01' } });
    factoryId = factories.rows.find((row) => row.code === 'F01')!.id;
    const admins = await t.server.db.system((tx) =>
      tx.select({ id: users.id }).from(users).where(eq(users.account, 'admin')),
    );
    adminId = admins.find(Boolean)!.id;

    const otherId = await createTenant(t.server.db, { code: 'factory_other' });
    await createUser(t.server.db, otherId, { account: 'factory_other_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    other = (await t.login('factory_other_admin')).token;
    const otherFactory = await api.ok(organisationApi.add, {
      body: { name: 'Foreign factory', code: 'F01', type: OrgType.FACTORY },
      as: other,
    });
    foreignWorkshopId = (
      await api.ok(workshopApi.add, { body: { factoryId: otherFactory.id, code: 'FX-WS', name: 'Foreign' }, as: other })
    ).id;
  });
  afterAll(() => t?.close());

  it('adds, pages, filters, edits and deletes workshops with description and owner', async () => {
    const owner = await createUser(t.server.db, demoId, { account: 'fx_owner', name: 'Olga Owner' });
    const a = await addWorkshop('FX-W1', { description: 'SMD lines', ownerId: owner, sort: 2 });
    expect(a).toMatchObject({
      code: 'FX-W1',
      name: 'Workshop FX-W1',
      description: 'SMD lines',
      ownerId: owner,
      ownerName: 'Olga Owner',
      factoryId,
      factoryName: 'Demo Factory',
      sort: 2,
    });
    await addWorkshop('FX-W2', { sort: 1 });
    const page = await api.ok(workshopApi.page, { query: { code: 'FX-W', sortField: 'code', sortOrder: 'descend' } });
    expect(page.rows.map((row) => row.code)).toEqual(['FX-W2', 'FX-W1']);
    expect(page.totalRows).toBe(2);
    expect((await api.ok(workshopApi.page, { query: { ownerId: owner } })).rows.map((row) => row.code)).toEqual([
      'FX-W1',
    ]);
    expect((await api.ok(workshopApi.page, { query: { name: 'FX-W2' } })).totalRows).toBe(1);
    // The platform seed's workshops are organisations of the tree, so they are workshops here too.
    const seeded = await api.ok(workshopApi.page, { query: { factoryId, pageSize: '50' } });
    expect(seeded.rows.map((row) => row.code)).toEqual(expect.arrayContaining(['WS-SMT', 'WS-ASM', 'FX-W1']));
    expect(seeded.rows.find((row) => row.code === 'WS-SMT')).toMatchObject({ description: null, ownerId: null });
    expect((await api.call(workshopApi.page, { query: { sortField: 'owner' } as never })).status).toBe(400);

    const edited = await api.ok(workshopApi.edit, {
      body: {
        id: a.id,
        factoryId,
        code: 'FX-W1B',
        name: 'Renamed',
        ownerId: adminId,
      },
    });
    expect(edited).toMatchObject({ code: 'FX-W1B', name: 'Renamed', description: null, ownerId: adminId });
    expect(await api.ok(workshopApi.detail, { query: { id: a.id } })).toEqual(edited);

    const duplicate = await api.call(workshopApi.add, { body: { factoryId, code: 'FX-W2', name: 'x' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('The organisation code FX-W2 is already in use');
    const clash = await api.call(workshopApi.edit, { body: { id: a.id, factoryId, code: 'WS-SMT', name: 'x' } });
    expect(clash.status).toBe(409);

    const unknownOwner = await api.call(workshopApi.add, {
      body: { factoryId, code: 'FX-W9', name: 'x', ownerId: '1' },
    });
    expect(unknownOwner.status).toBe(400);
    expect(unknownOwner.body.message).toBe('The owner (ownerId 1) is not a user of this enterprise');
    const foreignOwner = await api.call(workshopApi.add, {
      body: {
        factoryId,
        code: 'FX-W9',
        name: 'x',
        ownerId: (
          await t.server.db.system((tx) =>
            tx.select({ id: users.id }).from(users).where(eq(users.account, 'factory_other_admin')),
          )
        )[0]!.id,
      },
    });
    expect(foreignOwner.status).toBe(400);

    const invalid: Record<string, unknown>[] = [
      { factoryId, code: '', name: 'x' },
      { factoryId, code: 'C'.repeat(51), name: 'x' },
      { factoryId, code: 'a b', name: 'x' },
      { factoryId, code: 'FX-OK', name: '' },
      { factoryId, code: 'FX-OK', name: 'n'.repeat(51) },
      { factoryId, code: 'FX-OK', name: 'x', description: 'd'.repeat(201) },
      { factoryId, code: 'FX-OK', name: 'x', sort: 1.5 },
      { factoryId, code: 'FX-OK', name: 'x', sort: 100000 },
      { factoryId, code: 'FX-OK', name: 'x', other: 1 },
      { code: 'FX-OK', name: 'x' },
    ];
    for (const body of invalid)
      expect((await api.call(workshopApi.add, { body: body as never })).status, JSON.stringify(body)).toBe(400);
    // The limits themselves are accepted.
    const longest = await addWorkshop('L'.repeat(50), { name: 'n'.repeat(50), description: 'd'.repeat(200) });
    expect(longest.description).toHaveLength(200);

    // A workshop sits under a factory only (the tree's rule, in the user's language).
    const underWorkshop = await api.call(workshopApi.add, { body: { factoryId: a.id, code: 'FX-W8', name: 'x' } });
    expect(underWorkshop.status).toBe(422);
    expect(underWorkshop.body.message).toBe('A workshop can only sit under a factory');

    expect((await api.call(workshopApi.delete, { body: { id: longest.id } })).status).toBe(200);
    expect((await api.call(workshopApi.delete, { body: { id: longest.id } })).status).toBe(404);
  });

  it('keeps lines and workstations in the organisation tree: one thing on both pages', async () => {
    const ws = await addWorkshop('FX-TREE');
    const line = await addLine(ws.id, 'FX-TL1', { description: 'first line', ownerId: adminId });
    expect(line).toMatchObject({ workshopId: ws.id, workshopName: 'Workshop FX-TREE', ownerName: 'Demo Admin' });

    // Added on the line page: in /org/tree under its workshop.
    let tree = await api.ok(organisationApi.tree);
    expect(find(tree, 'FX-TREE')!.children.map((node) => [node.code, node.type])).toEqual([['FX-TL1', OrgType.LINE]]);

    // Renamed on the organisation page: the line page shows it, and keeps its own fields.
    await api.ok(organisationApi.edit, {
      body: {
        id: line.id,
        pid: ws.id,
        name: 'Renamed on org page',
        code: 'FX-TL1',
        type: OrgType.LINE,
      },
    });
    expect(await api.ok(lineApi.detail, { query: { id: line.id } })).toMatchObject({
      name: 'Renamed on org page',
      description: 'first line',
      ownerId: adminId,
    });
    // Renamed on the line page: the tree shows it.
    await api.ok(lineApi.edit, {
      body: {
        id: line.id,
        workshopId: ws.id,
        code: 'FX-TL1',
        name: 'Renamed on line page',
        description: 'first line',
      },
    });
    tree = await api.ok(organisationApi.tree);
    expect(find(tree, 'FX-TL1')!.name).toBe('Renamed on line page');

    // A line added on the organisation page is a line here.
    const orgLine = await api.ok(organisationApi.add, {
      body: {
        pid: ws.id,
        name: 'Org line',
        code: 'FX-TL2',
        type: OrgType.LINE,
      },
    });
    const lines = await api.ok(lineApi.page, { query: { workshopId: ws.id } });
    expect(lines.rows.map((row) => [row.code, row.description])).toEqual([
      ['FX-TL1', 'first line'],
      ['FX-TL2', null],
    ]);
    const picked = await api.ok(referenceApi.options, { query: { kind: 'line', keyword: 'FX-TL' } });
    expect(picked.map((ref) => ref.code)).toEqual(['FX-TL1', 'FX-TL2']);
    expect(await api.ok(referenceApi.options, { query: { kind: 'workshop', ids: orgLine.id } })).toEqual([]);

    // Workstations under lines; filters by line and by workshop.
    const s1 = await addStation(line.id, 'FX-TS1', { sort: 2 });
    await addStation(line.id, 'FX-TS2', { sort: 1 });
    await addStation(orgLine.id, 'FX-TS3');
    expect(s1).toMatchObject({ lineId: line.id, lineName: 'Renamed on line page', processes: [] });
    const onLine = await api.ok(stationApi.page, { query: { lineId: line.id } });
    expect(onLine.rows.map((row) => row.code)).toEqual(['FX-TS2', 'FX-TS1']);
    expect((await api.ok(stationApi.page, { query: { workshopId: ws.id } })).totalRows).toBe(3);
    expect((await api.ok(stationApi.page, { query: { workshopId: ws.id, lineId: orgLine.id } })).totalRows).toBe(1);
    const otherWs = await addWorkshop('FX-TREE2');
    expect((await api.ok(stationApi.page, { query: { workshopId: otherWs.id, lineId: line.id } })).totalRows).toBe(0);

    // A line's workshop must be a workshop (registry check, 400 naming the field).
    const wrongParent = await api.call(lineApi.add, { body: { workshopId: line.id, code: 'FX-TL9', name: 'x' } });
    expect(wrongParent.status).toBe(400);
    expect(wrongParent.body.message).toContain('workshopId');
    const foreignParent = await api.call(lineApi.add, {
      body: { workshopId: foreignWorkshopId, code: 'FX-TL9', name: 'x' },
    });
    expect(foreignParent.status).toBe(400);
    expect((await api.call(stationApi.add, { body: { lineId: ws.id, code: 'FX-TS9', name: 'x' } })).status).toBe(400);
    // A line id is no workshop on the workshop routes.
    expect((await api.call(workshopApi.detail, { query: { id: line.id } })).status).toBe(404);
    expect((await api.call(workshopApi.delete, { body: { id: line.id } })).status).toBe(404);

    // Deleting a line with workstations is refused (the tree's rule); a workstation goes with its own fields.
    const withChildren = await api.call(lineApi.delete, { body: { id: orgLine.id } });
    expect(withChildren.status).toBe(422);
    const s3 = (await api.ok(stationApi.page, { query: { code: 'FX-TS3' } })).rows[0]!;
    await api.ok(stationApi.delete, { body: { id: s3.id } });
    await api.ok(lineApi.delete, { body: { id: orgLine.id } });
    tree = await api.ok(organisationApi.tree);
    expect(find(tree, 'FX-TL2')).toBeUndefined();
  });

  it('refuses to delete a line in use, on the line page and on the organisation page', async () => {
    const ws = await addWorkshop('FX-USE');
    const line = await addLine(ws.id, 'FX-UL1');
    const shift = await api.ok(shiftApi.add, {
      body: {
        code: 'FX-SH',
        name: 'Day',
        start: '08:00',
        end: '20:00',
      },
    });
    const regime = await api.ok(shiftRegimeApi.add, {
      body: {
        code: 'FX-RG',
        name: 'Two shifts',
        dayStart: '08:00',
        shiftIds: [shift.id],
        lineIds: [line.id],
      },
    });
    const message = 'FX-UL1 Line FX-UL1 cannot be deleted: it is used by shift regime FX-RG';
    for (const route of [lineApi.delete, organisationApi.delete]) {
      const refused = await api.call(route, { body: { id: line.id } });
      expect(refused.status, route.path).toBe(409);
      expect(refused.body.message.toLowerCase()).toBe(message.toLowerCase());
    }
    const zh = await api.call(organisationApi.delete, { body: { id: line.id }, as: token, language: 'zh-CN' });
    expect(zh.body.message).toContain('FX-RG');
    expect(zh.body.message).toContain('不能删除');
    await api.ok(shiftRegimeApi.delete, { body: { id: regime.id } });
    await api.ok(organisationApi.delete, { body: { id: line.id } });
    expect((await api.call(lineApi.detail, { query: { id: line.id } })).status).toBe(404);
  });

  it('configures the ordered processes of a workstation through the process registry', async () => {
    const ws = await addWorkshop('FX-PROC');
    const line = await addLine(ws.id, 'FX-PL1');
    const station = await addStation(line.id, 'FX-PS1');
    const p1 = await api.ok(processApi.add, { body: { code: 'FX-P1', name: 'Printing' } });
    const p2 = await api.ok(processApi.add, { body: { code: 'FX-P2', name: 'Placement' } });
    const configured = await api.ok(stationApi.configProcess, { body: { id: station.id, processIds: [p2.id, p1.id] } });
    expect(configured.processes).toEqual([
      { id: p2.id, code: 'FX-P2', name: 'Placement' },
      { id: p1.id, code: 'FX-P1', name: 'Printing' },
    ]);
    expect(
      (await api.ok(stationApi.page, { query: { code: 'FX-PS1' } })).rows[0]!.processes.map((p) => p.code),
    ).toEqual(['FX-P2', 'FX-P1']);
    const duplicate = await api.call(stationApi.configProcess, {
      body: { id: station.id, processIds: [p1.id, p1.id] },
    });
    expect(duplicate.status).toBe(400);
    const unknown = await api.call(stationApi.configProcess, { body: { id: station.id, processIds: [p1.id, '1'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('processIds');
    const tooMany = await api.call(stationApi.configProcess, {
      body: {
        id: station.id,
        processIds: Array.from({ length: 51 }, (_, index) => String(1000000 + index)),
      },
    });
    expect(tooMany.status).toBe(400);
    expect((await api.call(stationApi.configProcess, { body: { id: line.id, processIds: [] } })).status).toBe(404);

    // A process a workstation performs cannot be deleted; the refusal names the workstation.
    const refused = await api.call(processApi.delete, { body: { id: p1.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('FX-PS1');
    // Cleared: the process may go; deleting the workstation forgets its processes.
    expect(
      (await api.ok(stationApi.configProcess, { body: { id: station.id, processIds: [p2.id] } })).processes,
    ).toHaveLength(1);
    await api.ok(processApi.delete, { body: { id: p1.id } });
    await api.ok(stationApi.delete, { body: { id: station.id } });
    await api.ok(processApi.delete, { body: { id: p2.id } });
  });

  it('exports each list as .xlsx in the request language', async () => {
    const ws = await addWorkshop('FX-EXP', { ownerId: adminId, description: 'exported' });
    const line = await addLine(ws.id, 'FX-EL1');
    await addStation(line.id, 'FX-ES1');
    const download = async (path: string, language = 'en-US') => {
      const response = await fetch(`${t.baseUrl}/api${path}`, {
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(/\.xlsx"/);
      return readSheet(new Uint8Array(await response.arrayBuffer()));
    };
    const workshops = await download('/workshop/export?code=FX-EXP');
    expect(workshops.headers).toEqual(['Code', 'Name', 'Factory', 'Owner', 'Description', 'Sort']);
    expect(workshops.rows).toEqual([['FX-EXP', 'Workshop FX-EXP', 'Demo Factory', 'Demo Admin', 'exported', '0']]);
    const lines = await download(`/line/export?workshopId=${ws.id}`, 'zh-CN');
    expect(lines.headers).toEqual(['编码', '名称', '车间', '负责人', '描述', '排序']);
    expect(lines.rows.map((row) => row[0])).toEqual(['FX-EL1']);
    const stations = await download(`/station/export?lineId=${line.id}`);
    expect(stations.headers).toEqual(['Code', 'Name', 'Production line', 'Processes', 'Description', 'Sort']);
    expect(stations.rows.map((row) => row[0])).toEqual(['FX-ES1']);
  });

  it('imports workstations and lines from Excel: all rows or none, the parent by its code', async () => {
    const ws = await addWorkshop('FX-IMP');
    const line = await addLine(ws.id, 'FX-IL1');
    const workbook = (headers: string[], rows: string[][]) =>
      writeWorkbook([
        {
          name: 'Sheet1',
          columns: headers.map((header, index) => ({ header, value: (row: string[]) => row[index] })),
          rows,
        },
      ]);
    const upload = (path: string, data: Buffer, language = 'en-US') =>
      uploadFile(t.baseUrl, `/api${path}`, token, data, { filename: 'import.xlsx', language });

    const template = await fetch(`${t.baseUrl}/api/station/import_template`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh-CN' },
    });
    expect(template.status).toBe(200);
    expect(readSheet(new Uint8Array(await template.arrayBuffer())).headers).toEqual([
      '编码 *',
      '名称 *',
      '产线编码 *',
      '描述',
      '排序',
    ]);

    const good = await upload(
      '/station/import',
      workbook(
        ['Code', 'Name', 'Line code', 'Description', 'Sort'],
        [
          ['FX-IS1', 'Imported 1', 'FX-IL1', 'first', '2'],
          ['FX-IS2', 'Imported 2', 'FX-IL1', '', ''],
        ],
      ),
    );
    expect(good.status).toBe(200);
    expect(good.body.data).toEqual({ imported: 2, problemCount: 0, problems: [] });
    const imported = await api.ok(stationApi.page, { query: { lineId: line.id } });
    expect(imported.rows.map((row) => [row.code, row.description, row.sort])).toEqual([
      ['FX-IS2', null, 0],
      ['FX-IS1', 'first', 2],
    ]);
    // They are organisations of the tree.
    expect(find(await api.ok(organisationApi.tree), 'FX-IL1')!.children.map((node) => node.code)).toEqual([
      'FX-IS2',
      'FX-IS1',
    ]);

    // Headers in another language; one bad row rejects the file.
    const bad = await upload(
      '/station/import',
      workbook(
        ['编码', '名称', '产线编码', '排序'],
        [
          ['FX-IS3', 'ok', 'FX-IL1', '1'],
          ['FX-IS1', 'taken', 'FX-IL1', ''],
          ['FX-IS4', 'unknown line', 'NO-SUCH-LINE', ''],
          ['FX-IS5', '', 'FX-IL1', 'x'],
        ],
      ),
    );
    expect(bad.status).toBe(200);
    const result = bad.body.data as { imported: number; problemCount: number; problems: Record<string, unknown>[] };
    expect(result.imported).toBe(0);
    expect(result.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 5, column: 'Name' }),
        expect.objectContaining({ row: 5, column: 'Sort', value: 'x' }),
      ]),
    );
    expect((await api.ok(stationApi.page, { query: { code: 'FX-IS3' } })).totalRows).toBe(0);
    const saving = await upload(
      '/station/import',
      workbook(
        ['Code', 'Name', 'Line code'],
        [
          ['FX-IS3', 'ok', 'FX-IL1'],
          ['FX-IS1', 'taken', 'FX-IL1'],
          ['FX-IS4', 'unknown line', 'NO-SUCH-LINE'],
        ],
      ),
    );
    expect((saving.body.data as { problems: unknown[] }).problems).toEqual([
      { row: 3, column: 'Code', value: 'FX-IS1', reason: 'The organisation code FX-IS1 is already in use' },
      { row: 4, column: 'Line code', value: 'NO-SUCH-LINE', reason: 'No production line has the code NO-SUCH-LINE' },
    ]);
    expect((await api.ok(stationApi.page, { query: { code: 'FX-IS3' } })).totalRows).toBe(0);

    // Lines and workshops import the same way.
    const lines = await upload(
      '/line/import',
      workbook(['Code', 'Name', 'Workshop code'], [['FX-IL2', 'Imported line', 'FX-IMP']]),
    );
    expect(lines.body.data).toMatchObject({ imported: 1 });
    const workshops = await upload(
      '/workshop/import',
      workbook(['Code', 'Name', 'Factory code'], [['FX-IW1', 'Imported workshop', 'F01']]),
    );
    expect(workshops.body.data).toMatchObject({ imported: 1 });
    const plain = await regularUser(['basics:station:page'], null);
    const denied = await uploadFile(t.baseUrl, '/api/station/import', plain.token, workbook(['Code'], [['x']]), {
      filename: 'import.xlsx',
    });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Prohibited (403): you do not have the permission basics:station:import');
  });

  it('lists, changes and exports only inside the caller’s data scope', async () => {
    const ws = await addWorkshop('FX-SCOPE');
    const lineA = await addLine(ws.id, 'FX-SCA');
    const lineB = await addLine(ws.id, 'FX-SCB');
    await addStation(lineA.id, 'FX-SCA-S1');
    const stationB = await addStation(lineB.id, 'FX-SCB-S1');
    const P = [
      'basics:line:page',
      'basics:line:get',
      'basics:line:edit',
      'basics:station:page',
      'basics:station:delete',
    ];
    const scoped = await regularUser(P, lineA.id, DataScopeKind.DEPT_AND_BELOW);
    const lines = await api.ok(lineApi.page, { query: { pageSize: '100' }, as: scoped.token });
    expect(lines.rows.map((row) => row.code)).toEqual(['FX-SCA']);
    const stations = await api.ok(stationApi.page, { query: { pageSize: '100' }, as: scoped.token });
    expect(stations.rows.map((row) => row.code)).toEqual(['FX-SCA-S1']);
    expect((await api.call(lineApi.detail, { query: { id: lineB.id }, as: scoped.token })).status).toBe(404);
    const edit = await api.call(lineApi.edit, {
      body: { id: lineB.id, workshopId: ws.id, code: 'FX-SCB', name: 'x' },
      as: scoped.token,
    });
    expect(edit.status).toBe(404);
    expect((await api.call(stationApi.delete, { body: { id: stationB.id }, as: scoped.token })).status).toBe(404);
  });

  it('answers not found for another enterprise’s records', async () => {
    expect((await api.call(workshopApi.detail, { query: { id: foreignWorkshopId } })).status).toBe(404);
    const edit = await api.call(workshopApi.edit, {
      body: { id: foreignWorkshopId, factoryId, code: 'FX-MINE', name: 'x' },
    });
    expect(edit.status).toBe(404);
    expect((await api.call(workshopApi.delete, { body: { id: foreignWorkshopId } })).status).toBe(404);
    expect((await api.ok(workshopApi.page, { query: { code: 'FX-WS' } })).totalRows).toBe(0);
    expect(await api.ok(referenceApi.options, { query: { kind: 'workshop', ids: foreignWorkshopId } })).toEqual([]);
    // The other enterprise sees its own.
    expect((await api.ok(workshopApi.page, { as: other })).rows.map((row) => row.code)).toEqual(['FX-WS']);
  });

  it('refuses a regular user without the grants (403)', async () => {
    const plain = await regularUser([], null);
    const checks: [...RouteCall, string][] = [
      [workshopApi.page, {}, 'basics:workshop:page'],
      [workshopApi.detail, { query: { id: factoryId } }, 'basics:workshop:get'],
      [workshopApi.add, { body: { factoryId, code: 'FX-NO', name: 'x' } }, 'basics:workshop:add'],
      [workshopApi.edit, { body: { id: factoryId, factoryId, code: 'FX-NO', name: 'x' } }, 'basics:workshop:edit'],
      [workshopApi.delete, { body: { id: factoryId } }, 'basics:workshop:delete'],
      [lineApi.page, {}, 'basics:line:page'],
      [lineApi.detail, { query: { id: factoryId } }, 'basics:line:get'],
      [lineApi.add, { body: { workshopId: factoryId, code: 'FX-NO', name: 'x' } }, 'basics:line:add'],
      [lineApi.edit, { body: { id: factoryId, workshopId: factoryId, code: 'FX-NO', name: 'x' } }, 'basics:line:edit'],
      [lineApi.delete, { body: { id: factoryId } }, 'basics:line:delete'],
      [stationApi.page, {}, 'basics:station:page'],
      [stationApi.detail, { query: { id: factoryId } }, 'basics:station:get'],
      [stationApi.add, { body: { lineId: factoryId, code: 'FX-NO', name: 'x' } }, 'basics:station:add'],
      [
        stationApi.edit,
        { body: { id: factoryId, lineId: factoryId, code: 'FX-NO', name: 'x' } },
        'basics:station:edit',
      ],
      [stationApi.delete, { body: { id: factoryId } }, 'basics:station:delete'],
      [stationApi.configProcess, { body: { id: factoryId, processIds: [] } }, 'basics:station:configProcess'],
      [workshopApi.export, {}, 'basics:workshop:export'],
      [lineApi.export, {}, 'basics:line:export'],
      [stationApi.export, {}, 'basics:station:export'],
    ];
    for (const [route, options, permission] of checks) {
      const response = await api.call(route, { ...options, as: plain.token });
      expect(response.status, route.path).toBe(403);
      expect(response.body.message).toBe(`Prohibited (403): you do not have the permission ${permission}`);
    }
    // Pickers are lookups for any signed-in user.
    expect((await api.call(referenceApi.options, { query: { kind: 'station' }, as: plain.token })).status).toBe(200);
  });
});
