import { AdminType, processApi, processImportRoutes, type RouteDef, referenceApi } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, writeWorkbook } from '../../platform/excel/excel.js';
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
import { uploadFile } from '../../test-support/uploads.js';

describe.each(testDatabaseKinds())('processes on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let other: string;
  let foreignId: string;
  const ids: Record<string, string> = {};

  let api: RouteClient;
  const page = async (query: QueryOf<typeof processApi.page>) => (await api.call(processApi.page, { query })).body.data;
  const add = async (body: BodyOf<typeof processApi.add>, as = token) => {
    const added = await api.call(processApi.add, { body, as });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return added.body.data;
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    api = routeClient(t, { token });
    const otherId = await createTenant(t.server.db, { code: 'processes_other' });
    await createUser(t.server.db, otherId, { account: 'processes_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    other = (await t.login('processes_admin')).token;
    foreignId = (await add({ code: 'PT-10', name: 'Foreign printing' }, other)).id;
    ids.print = (await add({ code: 'PT-10', name: 'Paste printing', counting: true, mandatoryScan: true })).id;
    ids.aoi = (await add({ code: 'PT-20', name: 'AOI inspection', type: 'inspection', mandatoryScan: true })).id;
    ids.repair = (
      await add({ code: 'PT-90', name: 'Repair bench', type: 'repair', returnProcessId: ids.aoi, remark: 'bench 3' })
    ).id;
    ids.pack = (await add({ code: 'PT-30', name: 'Packing', type: 'packing', counting: true, completion: true })).id;
  });
  afterAll(() => t?.close());

  it('adds with defaults and shows the return process', async () => {
    const repair = (await api.call(processApi.detail, { query: { id: ids.repair } })).body.data;
    expect(repair).toMatchObject({
      code: 'PT-90',
      type: 'repair',
      counting: false,
      completion: false,
      mandatoryScan: false,
      returnProcessId: ids.aoi,
      returnProcessCode: 'PT-20',
      returnProcessName: 'AOI inspection',
      remark: 'bench 3',
    });
    const print = (await api.call(processApi.detail, { query: { id: ids.print } })).body.data;
    expect(print).toMatchObject({ type: 'normal', counting: true, returnProcessId: null, returnProcessCode: null });
  });

  it('pages, sorts and filters', async () => {
    expect((await page({})).rows.map((row) => row.code)).toEqual(['PT-10', 'PT-20', 'PT-30', 'PT-90']);
    expect(
      (await page({ sortField: 'name', sortOrder: 'descend', pageSize: '2' })).rows.map((row) => row.code),
    ).toEqual(['PT-90', 'PT-10']);
    expect((await page({ type: 'repair' })).rows.map((row) => row.code)).toEqual(['PT-90']);
    expect((await page({ counting: 'true' })).rows.map((row) => row.code)).toEqual(['PT-10', 'PT-30']);
    expect((await page({ completion: 'false', mandatoryScan: 'true' })).rows.map((row) => row.code)).toEqual([
      'PT-10',
      'PT-20',
    ]);
    expect((await page({ name: 'INSPECT' })).rows.map((row) => row.code)).toEqual(['PT-20']);
    expect((await page({ code: 'pt-3' })).totalRows).toBe(1);
    expect((await api.call(processApi.page, { query: { type: 'welding' } as never })).status).toBe(400);
    expect((await api.call(processApi.page, { query: { counting: 'maybe' } as never })).status).toBe(400);
    expect((await api.call(processApi.page, { query: { sortField: 'remark' } as never })).status).toBe(400);
    const list = await api.call(processApi.list);
    expect(list.body.data.map((row) => row.code)).toEqual(['PT-10', 'PT-20', 'PT-30', 'PT-90']);
  });

  it('edits; refuses duplicates, invalid fields and bad return processes', async () => {
    const added = await add({ code: 'PT-50', name: 'Coating' });
    const duplicate = await api.call(processApi.add, { body: { code: 'PT-50', name: 'Other' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('The process code PT-50 is already in use');
    const edited = await api.call(processApi.edit, {
      body: {
        id: added.id,
        code: 'PT-51',
        name: 'Conformal coating',
        type: 'normal',
        completion: true,
      },
    });
    expect(edited.body.data).toMatchObject({ code: 'PT-51', name: 'Conformal coating', completion: true });
    const clash = await api.call(processApi.edit, { body: { id: added.id, code: 'PT-10', name: 'x' } });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('The process code PT-10 is already in use');
    const self = await api.call(processApi.edit, {
      body: {
        id: added.id,
        code: 'PT-51',
        name: 'x',
        returnProcessId: added.id,
      },
    });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('A process cannot be its own return process after repair');
    const foreign = await api.call(processApi.add, { body: { code: 'PT-52', name: 'x', returnProcessId: foreignId } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toContain('returnProcessId');
    const invalid: Record<string, unknown>[] = [
      { code: '', name: 'x' },
      { code: 'a b', name: 'x' },
      { code: 'x'.repeat(51), name: 'x' },
      { code: 'X1', name: '' },
      { code: 'X1', name: 'n'.repeat(51) },
      { code: 'X1', name: 'x', type: 'welding' },
      { code: 'X1', name: 'x', counting: 'yes' },
      { code: 'X1', name: 'x', remark: 'r'.repeat(201) },
      { code: 'X1', name: 'x', returnProcessId: 'abc' },
      { code: 'X1', name: 'x', other: true },
    ];
    for (const body of invalid)
      expect((await api.call(processApi.add, { body: body as never })).status, JSON.stringify(body)).toBe(400);
    // Limits are inclusive.
    await add({ code: 'x'.repeat(50), name: 'n'.repeat(50), remark: 'r'.repeat(200) });
    expect((await api.call(processApi.delete, { body: { id: added.id } })).status).toBe(200);
    expect((await api.call(processApi.delete, { body: { id: added.id } })).status).toBe(404);
    expect((await api.call(processApi.detail, { query: { id: added.id } })).status).toBe(404);
  });

  it('refuses to delete a process another process returns to, naming it', async () => {
    const refused = await api.call(processApi.delete, { body: { id: ids.aoi } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('PT-20 AOI inspection cannot be deleted: it is used by process PT-90');
  });

  it('answers not found for another enterprise’s process', async () => {
    expect((await api.call(processApi.detail, { query: { id: foreignId } })).status).toBe(404);
    expect((await api.call(processApi.edit, { body: { id: foreignId, code: 'PT-77', name: 'x' } })).status).toBe(404);
    expect((await api.call(processApi.delete, { body: { id: foreignId } })).status).toBe(404);
    const options = await api.call(referenceApi.options, { query: { kind: 'process', keyword: 'PT-10' } });
    expect(options.body.data.map((option) => option.id)).toEqual([ids.print]);
    const theirs = await api.call(referenceApi.options, { query: { kind: 'process' }, as: other });
    expect(theirs.body.data.map((option) => option.id)).toEqual([foreignId]);
  });

  it('exports the filtered processes as .xlsx in the user’s language', async () => {
    const download = (query: string, language: string) =>
      fetch(`${t.baseUrl}/api/process/export${query}`, {
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      });
    const en = await download('?type=repair', 'en-US');
    expect(en.status).toBe(200);
    expect(en.headers.get('content-disposition')).toMatch(/filename="processes-\d{8}T\d{6}\.xlsx"/);
    const sheet = readSheet(new Uint8Array(await en.arrayBuffer()));
    expect(sheet.headers).toEqual([
      'Code',
      'Name',
      'Type',
      'Counting process',
      'Completion process',
      'Mandatory scan',
      'Return process after repair',
      'Remark',
    ]);
    expect(sheet.rows).toEqual([['PT-90', 'Repair bench', 'Repair', 'No', 'No', 'No', 'PT-20', 'bench 3']]);
    const zh = readSheet(new Uint8Array(await (await download('?code=PT-30', 'zh-CN')).arrayBuffer()));
    expect(zh.headers[2]).toBe('工序类型');
    expect(zh.rows).toEqual([['PT-30', 'Packing', '包装工序', '是', '是', '否', '', '']]);
  });

  it('imports processes from the template, all rows or none, headers and labels in any language', async () => {
    const template = await fetch(`${t.baseUrl}/api/process/import_template`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh-CN' },
    });
    expect(template.status).toBe(200);
    const sheet = readSheet(new Uint8Array(await template.arrayBuffer()));
    expect(sheet.headers).toEqual([
      '工序编码 *',
      '工序名称 *',
      '工序类型',
      '计数工序',
      '完工工序',
      '强制扫码',
      '维修后返回工序',
      '备注',
    ]);
    type Row = Record<string, string>;
    const book = (headers: string[], rows: Row[]) =>
      writeWorkbook([
        { name: 'P', columns: headers.map((header) => ({ header, value: (row: Row) => row[header] })), rows },
      ]);
    const upload = (data: Buffer, language = 'en-US') =>
      uploadFile(t.baseUrl, '/api/process/import', token, data, { filename: 'processes.xlsx', language });
    const headers = ['Code', 'Name', 'Type', 'Counting process', 'Mandatory scan', 'Return process after repair'];
    const row = (code: string, type: string, counting: string, back = '') => ({
      Code: code,
      Name: `Imported ${code}`,
      Type: type,
      'Counting process': counting,
      'Mandatory scan': '是',
      'Return process after repair': back,
    });

    // One bad row (unknown type, bad flag) → nothing imported, problems by row and column.
    const bad = await upload(book(headers, [row('IM-10', 'Test', 'Yes'), row('IM-20', 'Welding', 'maybe')]));
    expect(bad.status).toBe(200);
    const badResult = bad.body.data as {
      imported: number;
      problemCount: number;
      problems: { row: number; column: string }[];
    };
    expect(badResult.imported).toBe(0);
    expect(badResult.problems.map((problem) => [problem.row, problem.column])).toEqual([
      [3, 'Type'],
      [3, 'Counting process'],
    ]);
    // A taken code and an unknown return process are refusals of the save: still all or none.
    const refused = await upload(
      book(headers, [row('IM-10', 'Test', 'Yes'), row('PT-10', '', ''), row('IM-30', '维修工序', '', 'NOPE')]),
    );
    const refusedResult = refused.body.data as {
      imported: number;
      problems: { row: number; column: string; reason: string }[];
    };
    expect(refusedResult.imported).toBe(0);
    expect(refusedResult.problems).toEqual([
      // A taken code names its column (the resource kit's refusals name their field).
      { row: 3, column: 'Code', value: 'PT-10', reason: 'The process code PT-10 is already in use' },
      { row: 4, column: 'Return process after repair', value: 'NOPE', reason: 'No process with the code NOPE exists' },
    ]);
    expect((await page({ code: 'IM-' })).totalRows).toBe(0);

    // Good: Chinese labels, a return process defined by an earlier row of the same file.
    const good = await upload(book(headers, [row('IM-10', '测试工序', 'yes'), row('IM-30', 'Repair', 'no', 'IM-10')]));
    expect(good.body.data).toMatchObject({ imported: 2, problemCount: 0 });
    const imported = (await page({ code: 'IM-' })).rows;
    expect(imported.map((p) => [p.code, p.type, p.counting, p.mandatoryScan, p.returnProcessCode])).toEqual([
      ['IM-10', 'test', true, true, null],
      ['IM-30', 'repair', false, true, 'IM-10'],
    ]);
    // The export reads back in.
    const exported = await fetch(`${t.baseUrl}/api/process/export?code=IM-`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'vi-VN' },
    });
    const again = await upload(Buffer.from(await exported.arrayBuffer()));
    expect((again.body.data as { problems: { reason: string }[] }).problems.map((p) => p.reason)).toEqual([
      'The process code IM-10 is already in use',
      'The process code IM-30 is already in use',
    ]);
  });

  it('refuses a regular user without the grants (403)', async () => {
    const demoId = await tenantIdOf(t.server.db, 'demo');
    const userId = await createUser(t.server.db, demoId, { account: 'processes_plain' });
    await grantPermissions(t.server, demoId, userId, ['basics:routing:page']);
    const plain = (await t.login('processes_plain')).token;
    const cases: [RouteDef, RouteCallOptions<RouteDef>, string][] = [
      [processApi.page, {}, 'basics:process:page'],
      [processApi.detail, { query: { id: ids.print } }, 'basics:process:get'],
      [processApi.add, { body: { code: 'x', name: 'x' } }, 'basics:process:add'],
      [processApi.edit, { body: { id: ids.print, code: 'x', name: 'x' } }, 'basics:process:edit'],
      [processApi.delete, { body: { id: ids.print } }, 'basics:process:delete'],
      [processApi.export, {}, 'basics:process:export'],
      [processImportRoutes.template, {}, 'basics:process:import'],
    ];
    for (const [route, options, permission] of cases) {
      const denied = await api.call(route, { ...options, as: plain });
      expect(denied.status, route.path).toBe(403);
      expect(denied.body.message).toBe(`Prohibited (403): you do not have the permission ${permission}`);
    }
    // The list is the routing editor's palette: any signed-in user of the enterprise.
    expect((await api.call(processApi.list, { as: plain })).status).toBe(200);
  });
});
