import {
  AdminType,
  type BomDetail,
  barcodeRuleApi,
  bomApi,
  bomImportRoutes,
  materialApi,
  processApi,
  productApi,
  type RouteDef,
  referenceApi,
  type SheetImportResult,
  scanConfigApi,
  unitApi,
} from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, writeWorkbook } from '../../platform/excel/excel.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { type QueryOf, type RouteCallOptions, type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

type Id = { id: string };

describe.each(testDatabaseKinds())('BOMs and scan configurations on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let other: string;
  const ids: Record<string, string> = {};
  const foreign: Record<string, string> = {};

  let api: RouteClient;
  const bomPage = (query: QueryOf<typeof bomApi.page>) => api.ok(bomApi.page, { query });

  /** Units, materials, processes, products and a barcode rule of one enterprise; ids by code. */
  async function masterData(as: string, into: Record<string, string>) {
    const unit = await api.ok(unitApi.add, { body: { code: 'BT-PCS', name: 'Piece' }, as });
    const kg = await api.ok(unitApi.add, { body: { code: 'BT-KG', name: 'Kilogram', precision: 3 }, as });
    for (const [code, unitId] of [
      ['BT-PCB', unit.id],
      ['BT-MCU', unit.id],
      ['BT-SCREW', unit.id],
      ['BT-PASTE', kg.id],
    ] as const)
      into[code] = (
        await api.ok(materialApi.add, {
          body: { code, name: `Material ${code}`, type: 'raw', attribute: 'purchased', unitId },
          as,
        })
      ).id;
    for (const code of ['BT-P10', 'BT-P20', 'BT-P30'])
      into[code] = (await api.ok(processApi.add, { body: { code, name: `Process ${code}` }, as })).id;
    for (const code of ['BT-FG1', 'BT-FG2', 'BT-FG3'])
      into[code] = (await api.ok(productApi.add, { body: { code, name: `Product ${code}`, unitId: unit.id }, as })).id;
    into['BT-SN'] = (
      await api.ok(barcodeRuleApi.add, {
        body: {
          code: 'BT-SN',
          name: 'Serial',
          prefix: 'BT',
          length: 12,
          elements: [{ type: 'serial', scheme: 1, width: 4 }],
        },
        as,
      })
    ).id;
  }

  const line = (material: string, quantity: number, process: string | null, extra: Record<string, unknown> = {}) => ({
    materialId: ids[material],
    quantity,
    processId: process ? ids[process] : null,
    ...extra,
  });
  const bomBody = (code: string, product: string, extra: Record<string, unknown> = {}) => ({
    code,
    name: `BOM ${code}`,
    version: 'V1',
    productId: ids[product],
    lines: [
      line('BT-PCB', 1, 'BT-P10', { keyMaterial: true }),
      line('BT-PASTE', 0.0125, 'BT-P10'),
      line('BT-MCU', 1, 'BT-P20', { keyMaterial: true, designators: 'U1' }),
      line('BT-SCREW', 4, 'BT-P20', { keyMaterial: true, remark: 'M4' }),
    ],
    ...extra,
  });

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    api = routeClient(t, { token });
    const otherId = await createTenant(t.server.db, { code: 'bom_other' });
    await createUser(t.server.db, otherId, { account: 'bom_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    other = (await t.login('bom_admin')).token;
    await masterData(token, ids);
    await masterData(other, foreign);
    foreign.bom = (
      await api.ok(bomApi.add, {
        body: {
          code: 'BT-BOM-F',
          name: 'Foreign',
          productId: foreign['BT-FG1'],
          lines: [{ materialId: foreign['BT-PCB'], quantity: 1 }],
        },
        as: other,
      })
    ).id;
    foreign.scan = (
      await api.ok(scanConfigApi.add, {
        body: { code: 'BT-SC-F', name: 'Foreign', productId: foreign['BT-FG1'], processId: foreign['BT-P10'] },
        as: other,
      })
    ).id;
  });
  afterAll(() => t?.close());

  it('adds a BOM with its lines and shows it with the other areas’ codes and names', async () => {
    const added = await api.ok(bomApi.add, { body: bomBody('BT-BOM-1', 'BT-FG1', { remark: 'first' }) });
    expect(added).toMatchObject({
      code: 'BT-BOM-1',
      version: 'V1',
      productCode: 'BT-FG1',
      productName: 'Product BT-FG1',
      enabled: true,
      remark: 'first',
      lineCount: 4,
    });
    expect(added.lines.map((l) => [l.lineNo, l.materialCode, l.quantity, l.processCode, l.keyMaterial])).toEqual([
      [1, 'BT-PCB', 1, 'BT-P10', true],
      [2, 'BT-PASTE', 0.0125, 'BT-P10', false],
      [3, 'BT-MCU', 1, 'BT-P20', true],
      [4, 'BT-SCREW', 4, 'BT-P20', true],
    ]);
    expect(added.lines[2]).toMatchObject({
      designators: 'U1',
      materialName: 'Material BT-MCU',
      processName: 'Process BT-P20',
    });
    expect(added.lines[3]?.remark).toBe('M4');
    ids.bom1 = added.id;
    const detail = await api.ok(bomApi.detail, { query: { id: added.id } });
    expect(detail).toEqual(added);
    // A material may appear at two processes, and a line needs no process.
    const two = await api.ok(bomApi.add, {
      body: bomBody('BT-BOM-2', 'BT-FG2', {
        name: 'Second',
        enabled: false,
        lines: [line('BT-SCREW', 2, 'BT-P10'), line('BT-SCREW', 2, 'BT-P20'), line('BT-PASTE', 0.5, null)],
      }),
    });
    expect(two.lines.map((l) => l.processCode)).toEqual(['BT-P10', 'BT-P20', null]);
    ids.bom2 = two.id;
  });

  it('pages, sorts and filters BOMs', async () => {
    const all = await bomPage({ pageSize: '10' });
    expect(all.rows.map((row) => row.code)).toEqual(['BT-BOM-1', 'BT-BOM-2']);
    expect(all.rows[0]).toMatchObject({ lineCount: 4, productCode: 'BT-FG1' });
    expect((await bomPage({ sortField: 'code', sortOrder: 'descend' })).rows.map((row) => row.code)).toEqual([
      'BT-BOM-2',
      'BT-BOM-1',
    ]);
    expect((await bomPage({ name: 'secon' })).rows.map((row) => row.code)).toEqual(['BT-BOM-2']);
    expect((await bomPage({ code: 'bom-1' })).totalRows).toBe(1);
    expect((await bomPage({ productId: ids['BT-FG2'] })).rows.map((row) => row.code)).toEqual(['BT-BOM-2']);
    expect((await bomPage({ materialId: ids['BT-MCU'] })).rows.map((row) => row.code)).toEqual(['BT-BOM-1']);
    expect((await bomPage({ enabled: 'false' })).rows.map((row) => row.code)).toEqual(['BT-BOM-2']);
    expect((await bomPage({ pageSize: '1', pageNo: '2' })).rows.map((row) => row.code)).toEqual(['BT-BOM-2']);
    expect((await api.call(bomApi.page, { query: { sortField: 'productId' } as never })).status).toBe(400);
    expect((await api.call(bomApi.page, { query: { enabled: 'yes' } as never })).status).toBe(400);
  });

  it('refuses invalid fields, unknown references and a material twice at one process (400)', async () => {
    const base = bomBody('BT-BOM-X', 'BT-FG3');
    const invalid: Record<string, unknown>[] = [
      { ...base, code: '' },
      { ...base, code: 'x'.repeat(51) },
      { ...base, code: 'a b' },
      { ...base, name: ' ' },
      { ...base, name: 'x'.repeat(51) },
      { ...base, version: 'v'.repeat(21) },
      { ...base, remark: 'r'.repeat(201) },
      { ...base, productId: undefined },
      { ...base, other: 1 },
      { ...base, lines: [line('BT-PCB', 0, null)] },
      { ...base, lines: [line('BT-PCB', -1, null)] },
      { ...base, lines: [line('BT-PCB', 1.00001, null)] },
      { ...base, lines: [line('BT-PCB', 1_000_000, null)] },
      { ...base, lines: [line('BT-PCB', 1, null, { designators: 'R'.repeat(501) })] },
      { ...base, lines: [line('BT-PCB', 1, null, { remark: 'r'.repeat(201) })] },
      { ...base, lines: [line('BT-PCB', 1, null, { unit: 'PCS' })] },
      { ...base, lines: Array.from({ length: 501 }, () => line('BT-PCB', 1, null)) },
    ];
    for (const body of invalid)
      expect((await api.call(bomApi.add, { body: body as never })).status, JSON.stringify(body).slice(0, 120)).toBe(
        400,
      );
    const limits = await api.ok(bomApi.add, {
      body: {
        ...base,
        lines: [line('BT-PCB', 999_999, null), line('BT-MCU', 0.0001, null)],
      },
    });
    expect(limits.lines.map((l) => l.quantity)).toEqual([999_999, 0.0001]);
    await api.ok(bomApi.delete, { body: { id: (await bomPage({ code: 'BT-BOM-X' })).rows[0]!.id } });

    const missingProduct = await api.call(bomApi.add, { body: { ...base, productId: foreign['BT-FG1'] } });
    expect(missingProduct.status).toBe(400);
    expect(missingProduct.body.message).toBe(
      `productId: no product with id ${foreign['BT-FG1']} exists in this enterprise`,
    );
    const missingMaterial = await api.call(bomApi.add, {
      body: {
        ...base,
        lines: [{ materialId: foreign['BT-PCB'], quantity: 1 }],
      },
    });
    expect(missingMaterial.status).toBe(400);
    expect(missingMaterial.body.message).toContain('lines.materialId');
    const missingProcess = await api.call(bomApi.add, {
      body: {
        ...base,
        lines: [line('BT-PCB', 1, null, { processId: ids['BT-FG1'] })],
      },
    });
    expect(missingProcess.status).toBe(400);
    expect(missingProcess.body.message).toContain('lines.processId');
    const twice = await api.call(bomApi.add, {
      body: {
        ...base,
        lines: [line('BT-PCB', 1, 'BT-P10'), line('BT-MCU', 1, 'BT-P10'), line('BT-PCB', 2, 'BT-P10')],
      },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Line 3: material BT-PCB Material BT-PCB is already listed at this process');
    expect((await bomPage({ code: 'BT-BOM-X' })).totalRows).toBe(0);
  });

  it('keeps codes unique and one enabled BOM per product (409)', async () => {
    const taken = await api.call(bomApi.add, { body: bomBody('BT-BOM-1', 'BT-FG3') });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('The BOM code BT-BOM-1 is already in use');
    const second = await api.call(bomApi.add, { body: bomBody('BT-BOM-1B', 'BT-FG1') });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'Product BT-FG1 Product BT-FG1 already has an enabled BOM (BT-BOM-1); disable it before enabling another',
    );
    const zh = await api.call(bomApi.add, { body: bomBody('BT-BOM-1B', 'BT-FG1'), as: token, language: 'zh-CN' });
    expect(zh.body.message).toBe('产品 BT-FG1 Product BT-FG1 已有启用的物料清单（BT-BOM-1），请先停用它再启用其他清单');
    const disabled = await api.ok(bomApi.add, {
      body: bomBody('BT-BOM-1B', 'BT-FG1', { version: 'V2', enabled: false }),
    });
    const enable = await api.call(bomApi.edit, { body: { ...bomBody('BT-BOM-1B', 'BT-FG1'), id: disabled.id } });
    expect(enable.status).toBe(409);
    const clash = await api.call(bomApi.edit, {
      body: {
        ...bomBody('BT-BOM-1', 'BT-FG1'),
        id: disabled.id,
        enabled: false,
      },
    });
    expect(clash.status).toBe(409);
    await api.ok(bomApi.delete, { body: { id: disabled.id } });
  });

  it('edits a BOM (its lines replaced) and copies it', async () => {
    const edited = await api.ok(bomApi.edit, {
      body: {
        ...bomBody('BT-BOM-2', 'BT-FG2', { name: 'Second', enabled: false, version: 'V3' }),
        id: ids.bom2,
        lines: [line('BT-MCU', 2.5, 'BT-P30', { keyMaterial: true })],
      },
    });
    expect(edited).toMatchObject({ version: 'V3', lineCount: 1 });
    expect(edited.lines.map((l) => [l.lineNo, l.materialCode, l.quantity, l.processCode])).toEqual([
      [1, 'BT-MCU', 2.5, 'BT-P30'],
    ]);

    const copy = await api.ok(bomApi.copy, {
      body: {
        id: ids.bom1,
        code: 'BT-BOM-1C',
        name: 'Copy',
        version: 'V2',
      },
    });
    expect(copy).toMatchObject({
      code: 'BT-BOM-1C',
      version: 'V2',
      productCode: 'BT-FG1',
      enabled: false,
      lineCount: 4,
    });
    const source = await api.ok(bomApi.detail, { query: { id: ids.bom1 } });
    const strip = (lines: BomDetail['lines']) => lines.map(({ id: _id, ...rest }) => rest);
    expect(strip(copy.lines)).toEqual(strip(source.lines));
    expect(copy.lines.every((l, i) => l.id !== source.lines[i]?.id)).toBe(true);
    const enabledCopy = await api.call(bomApi.copy, {
      body: {
        id: ids.bom1,
        code: 'BT-BOM-1D',
        name: 'Copy',
        enabled: true,
      },
    });
    expect(enabledCopy.status).toBe(409);
    const toOther = await api.ok(bomApi.copy, {
      body: {
        id: ids.bom1,
        code: 'BT-BOM-3',
        name: 'For FG3',
        productId: ids['BT-FG3'],
        enabled: true,
      },
    });
    expect(toOther).toMatchObject({ productCode: 'BT-FG3', enabled: true, version: 'V1' });
    expect((await api.call(bomApi.copy, { body: { id: ids.bom1, code: 'BT-BOM-1', name: 'x' } })).status).toBe(409);
    await api.ok(bomApi.delete, { body: { id: copy.id } });
    await api.ok(bomApi.delete, { body: { id: toOther.id } });
    expect((await api.call(bomApi.delete, { body: { id: copy.id } })).status).toBe(404);
  });

  it('answers not found for another enterprise’s BOM and configuration', async () => {
    expect((await api.call(bomApi.detail, { query: { id: foreign.bom } })).status).toBe(404);
    expect((await api.call(bomApi.edit, { body: { ...bomBody('BT-BOM-Z', 'BT-FG3'), id: foreign.bom } })).status).toBe(
      404,
    );
    expect((await api.call(bomApi.delete, { body: { id: foreign.bom } })).status).toBe(404);
    expect((await api.call(bomApi.copy, { body: { id: foreign.bom, code: 'BT-Z', name: 'z' } })).status).toBe(404);
    expect((await bomPage({ productId: foreign['BT-FG1'] })).totalRows).toBe(0);
    expect((await api.call(scanConfigApi.detail, { query: { id: foreign.scan } })).status).toBe(404);
    expect((await api.call(scanConfigApi.delete, { body: { id: foreign.scan } })).status).toBe(404);
    expect((await api.call(scanConfigApi.copy, { body: { id: foreign.scan, code: 'BT-Z', name: 'z' } })).status).toBe(
      404,
    );
    const edit = await api.call(scanConfigApi.edit, {
      body: {
        id: foreign.scan,
        code: 'BT-Z',
        name: 'z',
        productId: ids['BT-FG1'],
        processId: ids['BT-P10'],
      },
    });
    expect(edit.status).toBe(404);
  });

  it('exports the filtered BOMs, one row per line, in the request language', async () => {
    const download = (query: string, as = token, language = 'en-US') =>
      fetch(`${t.baseUrl}/api/bom/export${query}`, {
        headers: { authorization: `Bearer ${as}`, 'accept-language': language },
      });
    const file = await download(`?productId=${ids['BT-FG1']}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const sheet = readSheet(new Uint8Array(await file.arrayBuffer()));
    expect(sheet.headers.slice(0, 10)).toEqual([
      'BOM code',
      'BOM name',
      'Version',
      'Product code',
      'Product name',
      'Enabled',
      'Line',
      'Material code',
      'Material name',
      'Quantity per unit',
    ]);
    expect(sheet.rows.map((row) => [row[0], row[6], row[7], row[9], row[10], row[13]])).toEqual([
      ['BT-BOM-1', '1', 'BT-PCB', '1', 'BT-P10', 'Yes'],
      ['BT-BOM-1', '2', 'BT-PASTE', '0.0125', 'BT-P10', 'No'],
      ['BT-BOM-1', '3', 'BT-MCU', '1', 'BT-P20', 'Yes'],
      ['BT-BOM-1', '4', 'BT-SCREW', '4', 'BT-P20', 'Yes'],
    ]);
    const zh = readSheet(new Uint8Array(await (await download('?code=BT-BOM-2', token, 'zh-CN')).arrayBuffer()));
    expect(zh.headers[0]).toBe('清单编码');
    expect(zh.rows.map((row) => [row[0], row[5], row[7], row[9]])).toEqual([['BT-BOM-2', '否', 'BT-MCU', '2.5']]);
  });

  it('imports BOM lines from a sheet: new BOMs from their first row, lines appended; all rows or none', async () => {
    const upload = async (rows: string[][], as = token, language = 'en-US') => {
      const data = writeWorkbook([
        {
          name: 'BOMs',
          columns: rows[0]!.map((header, i) => ({ header, value: (row: string[]) => row[i] })),
          rows: rows.slice(1),
        },
      ]);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)]), 'boms.xlsx');
      const response = await fetch(`${t.baseUrl}/api/bom/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${as}`, 'accept-language': language },
        body: form,
      });
      return {
        status: response.status,
        body: (await response.json()) as { code: number; message: string; data: SheetImportResult },
      };
    };
    const header = [
      'BOM code',
      'BOM name',
      'Version',
      'Product code',
      'Enabled',
      'Material code',
      'Quantity per unit',
      'Process code',
      'Key material',
    ];
    const bad = await upload([
      header,
      ['BT-IMP-1', 'Imported', 'V1', 'BT-FG3', 'Yes', 'BT-PCB', '1', 'BT-P10', 'Yes'],
      ['BT-IMP-1', 'Imported', 'V1', 'BT-FG3', 'Yes', 'BT-NOPE', '2', 'BT-P10', 'No'],
      ['BT-IMP-1', 'Imported', 'V1', 'BT-FG3', 'Yes', 'BT-MCU', '0', '', 'No'],
      ['BT-IMP-2', 'Other', 'V1', 'BT-FG3', 'maybe', 'BT-MCU', '1', '', ''],
    ]);
    expect(bad.status).toBe(200);
    expect(bad.body.data.imported).toBe(0);
    expect(bad.body.data.problems.map((p: { row: number; column: string }) => [p.row, p.column])).toEqual([
      [4, 'Quantity per unit'],
      [5, 'Enabled'],
    ]);
    const unknown = await upload([
      header,
      ['BT-IMP-1', 'Imported', 'V1', 'BT-FG3', 'Yes', 'BT-NOPE', '2', 'BT-P10', 'No'],
    ]);
    expect(unknown.body.data.problems).toMatchObject([
      { row: 2, column: 'Material code', reason: 'No material with the code BT-NOPE exists in this enterprise' },
    ]);
    expect((await bomPage({ code: 'BT-IMP' })).totalRows).toBe(0);

    const good = await upload(
      [
        [
          '清单编码',
          '清单名称',
          '版本',
          '产品编码',
          '启用',
          '物料编码',
          '单位用量',
          '工序编码',
          '位号',
          '关键物料',
          '备注',
        ],
        ['BT-IMP-1', 'Imported', 'V7', 'BT-FG3', '是', 'BT-PCB', '1', 'BT-P10', '', '是', ''],
        ['BT-IMP-1', 'Imported', 'V7', 'BT-FG3', '是', 'BT-PASTE', '0.02', 'BT-P10', '', '', 'paste'],
        ['BT-IMP-1', 'Imported', 'V7', 'BT-FG3', '是', 'BT-MCU', '1', 'BT-P20', 'U1', 'Yes', ''],
      ],
      token,
      'zh-CN',
    );
    expect(good.body.data).toEqual({ imported: 3, problemCount: 0, problems: [] });
    const [imported] = (await bomPage({ code: 'BT-IMP-1' })).rows;
    const detail = await api.ok(bomApi.detail, { query: { id: imported!.id } });
    expect(detail).toMatchObject({ version: 'V7', enabled: true, productCode: 'BT-FG3', lineCount: 3 });
    expect(
      detail.lines.map((l) => [l.materialCode, l.quantity, l.processCode, l.keyMaterial, l.designators, l.remark]),
    ).toEqual([
      ['BT-PCB', 1, 'BT-P10', true, null, null],
      ['BT-PASTE', 0.02, 'BT-P10', false, null, 'paste'],
      ['BT-MCU', 1, 'BT-P20', true, 'U1', null],
    ]);
    // A known BOM gets lines appended; a line repeating one at the same process, or another product, is refused.
    const again = await upload([
      header,
      ['BT-IMP-1', 'x', 'V1', 'BT-FG3', 'No', 'BT-SCREW', '4', 'BT-P20', 'No'],
      ['BT-IMP-1', 'x', 'V1', 'BT-FG2', 'No', 'BT-SCREW', '4', 'BT-P30', 'No'],
    ]);
    expect(again.body.data.problems).toMatchObject([
      { row: 3, column: 'Product code', reason: 'The BOM BT-IMP-1 belongs to product BT-FG3 Product BT-FG3' },
    ]);
    const appended = await upload([header, ['BT-IMP-1', 'x', 'V1', 'BT-FG3', 'No', 'BT-SCREW', '4', 'BT-P20', 'No']]);
    expect(appended.body.data.imported).toBe(1);
    expect((await api.ok(bomApi.detail, { query: { id: imported!.id } })).lineCount).toBe(4);
    const repeated = await upload([header, ['BT-IMP-1', 'x', 'V1', 'BT-FG3', 'No', 'BT-SCREW', '1', 'BT-P20', 'No']]);
    expect(repeated.body.data.problems[0]?.reason).toBe(
      'Line 5: material BT-SCREW Material BT-SCREW is already listed at this process',
    );

    const template = await fetch(`${t.baseUrl}/api/bom/import_template`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
    });
    expect(template.status).toBe(200);
    const sheet = readSheet(new Uint8Array(await template.arrayBuffer()));
    expect(sheet.headers.slice(0, 4)).toEqual(['BOM code *', 'BOM name *', 'Version', 'Product code *']);
    await api.ok(bomApi.delete, { body: { id: imported!.id } });
  });

  it('adds scan configurations, their materials defaulting from the enabled BOM', async () => {
    const defaults = await api.ok(scanConfigApi.bomDefaults, {
      query: { productId: ids['BT-FG1'], processId: ids['BT-P20'] },
    });
    expect(defaults.map((d) => [d.materialCode, d.expectedCount])).toEqual([
      ['BT-MCU', 1],
      ['BT-SCREW', 4],
    ]);
    expect(
      await api.ok(scanConfigApi.bomDefaults, { query: { productId: ids['BT-FG2'], processId: ids['BT-P30'] } }),
    ).toEqual([]); // BT-BOM-2 is not enabled
    expect(
      (await api.call(scanConfigApi.bomDefaults, { query: { productId: foreign['BT-FG1'], processId: ids['BT-P20'] } }))
        .status,
    ).toBe(400);

    const added = await api.ok(scanConfigApi.add, {
      body: {
        code: 'BT-SC-1',
        name: 'FG1 at P20',
        productId: ids['BT-FG1'],
        processId: ids['BT-P20'],
        serialRuleId: ids['BT-SN'],
        serialPattern: 'BT##########',
        enforceOrder: true,
      },
    });
    expect(added).toMatchObject({
      productCode: 'BT-FG1',
      processCode: 'BT-P20',
      enabled: true,
      scanSerial: true,
      serialRuleCode: 'BT-SN',
      serialPattern: 'BT##########',
      enforceOrder: true,
      materialCount: 2,
      expectedScans: 6,
    });
    expect(added.materials.map((m) => [m.lineNo, m.materialCode, m.expectedCount, m.reusable, m.pattern])).toEqual([
      [1, 'BT-MCU', 1, false, null],
      [2, 'BT-SCREW', 4, false, null],
    ]);
    ids.scan1 = added.id;
    expect(await api.ok(scanConfigApi.detail, { query: { id: added.id } })).toEqual(added);

    const explicit = await api.ok(scanConfigApi.add, {
      body: {
        code: 'BT-SC-2',
        name: 'FG1 at P10',
        productId: ids['BT-FG1'],
        processId: ids['BT-P10'],
        scanSerial: false,
        serialRuleId: ids['BT-SN'],
        serialPattern: 'ignored*',
        materials: [
          { materialId: ids['BT-PCB'], expectedCount: 1, pattern: 'PCB-*', barcodeRuleId: ids['BT-SN'] },
          { materialId: ids['BT-PASTE'], expectedCount: 2, reusable: true },
        ],
      },
    });
    expect(explicit).toMatchObject({ scanSerial: false, serialRuleId: null, serialPattern: null, expectedScans: 3 });
    expect(explicit.materials.map((m) => [m.materialCode, m.pattern, m.barcodeRuleCode, m.reusable])).toEqual([
      ['BT-PCB', 'PCB-*', 'BT-SN', false],
      ['BT-PASTE', null, null, true],
    ]);
    ids.scan2 = explicit.id;
  });

  it('refuses invalid scan configurations (400) and a second one for a product and process (409)', async () => {
    const base = { code: 'BT-SC-X', name: 'x', productId: ids['BT-FG2'], processId: ids['BT-P10'], materials: [] };
    const invalid: Record<string, unknown>[] = [
      { ...base, code: '' },
      { ...base, code: 'x'.repeat(51) },
      { ...base, name: 'x'.repeat(51) },
      { ...base, remark: 'r'.repeat(201) },
      { ...base, serialPattern: 'A\\' },
      { ...base, serialPattern: 'x'.repeat(101) },
      { ...base, processId: undefined },
      { ...base, materials: [{ materialId: ids['BT-PCB'], expectedCount: 0 }] },
      { ...base, materials: [{ materialId: ids['BT-PCB'], expectedCount: 1000 }] },
      { ...base, materials: [{ materialId: ids['BT-PCB'], expectedCount: 1.5 }] },
      { ...base, materials: [{ materialId: ids['BT-PCB'], pattern: 'x\\' }] },
      { ...base, materials: Array.from({ length: 101 }, () => ({ materialId: ids['BT-PCB'] })) },
      { ...base, extra: true },
    ];
    for (const body of invalid)
      expect(
        (await api.call(scanConfigApi.add, { body: body as never })).status,
        JSON.stringify(body).slice(0, 120),
      ).toBe(400);
    const twice = await api.call(scanConfigApi.add, {
      body: {
        ...base,
        materials: [{ materialId: ids['BT-PCB'] }, { materialId: ids['BT-PCB'] }],
      },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Material BT-PCB Material BT-PCB is listed more than once');
    for (const [field, body] of [
      ['productId', { ...base, productId: foreign['BT-FG1'] }],
      ['processId', { ...base, processId: foreign['BT-P10'] }],
      ['serialRuleId', { ...base, serialRuleId: foreign['BT-SN'] }],
      ['materials.materialId', { ...base, materials: [{ materialId: foreign['BT-PCB'] }] }],
      [
        'materials.barcodeRuleId',
        { ...base, materials: [{ materialId: ids['BT-PCB'], barcodeRuleId: foreign['BT-SN'] }] },
      ],
    ] as const) {
      const refused = await api.call(scanConfigApi.add, { body: body as never });
      expect(refused.status, field).toBe(400);
      expect(refused.body.message.startsWith(`${field}: no `), refused.body.message).toBe(true);
    }
    const taken = await api.call(scanConfigApi.add, { body: { ...base, code: 'BT-SC-1' } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('The scan configuration code BT-SC-1 is already in use');
    const pair = await api.call(scanConfigApi.add, {
      body: {
        ...base,
        productId: ids['BT-FG1'],
        processId: ids['BT-P20'],
      },
    });
    expect(pair.status).toBe(409);
    expect(pair.body.message).toBe(
      'Product BT-FG1 Product BT-FG1 already has a scan configuration at process BT-P20 Process BT-P20 (BT-SC-1)',
    );
  });

  it('pages, edits, copies and deletes scan configurations', async () => {
    const page = (query: QueryOf<typeof scanConfigApi.page>) => api.ok(scanConfigApi.page, { query });
    const all = await page({});
    expect(all.rows.map((row) => [row.code, row.materialCount, row.expectedScans])).toEqual([
      ['BT-SC-1', 2, 6],
      ['BT-SC-2', 2, 3],
    ]);
    expect('materials' in all.rows[0]!).toBe(false);
    expect((await page({ sortField: 'code', sortOrder: 'descend' })).rows[0]?.code).toBe('BT-SC-2');
    expect((await page({ processId: ids['BT-P10'] })).rows.map((row) => row.code)).toEqual(['BT-SC-2']);
    expect((await page({ productId: ids['BT-FG1'] })).totalRows).toBe(2);
    expect((await page({ materialId: ids['BT-PASTE'] })).rows.map((row) => row.code)).toEqual(['BT-SC-2']);
    expect((await page({ name: 'p20' })).rows.map((row) => row.code)).toEqual(['BT-SC-1']);
    expect((await page({ enabled: 'false' })).totalRows).toBe(0);
    expect((await api.call(scanConfigApi.page, { query: { sortField: 'processId' } as never })).status).toBe(400);

    const edited = await api.ok(scanConfigApi.edit, {
      body: {
        id: ids.scan2,
        code: 'BT-SC-2',
        name: 'FG1 at P10 (edited)',
        productId: ids['BT-FG1'],
        processId: ids['BT-P10'],
        enabled: false,
        materials: [{ materialId: ids['BT-SCREW'], expectedCount: 3, pattern: 'SCR-###' }],
      },
    });
    expect(edited).toMatchObject({ name: 'FG1 at P10 (edited)', enabled: false, scanSerial: true, expectedScans: 4 });
    expect(edited.materials.map((m) => [m.materialCode, m.expectedCount, m.pattern])).toEqual([
      ['BT-SCREW', 3, 'SCR-###'],
    ]);
    const moveOnto = await api.call(scanConfigApi.edit, {
      body: {
        id: ids.scan2,
        code: 'BT-SC-2',
        name: 'x',
        productId: ids['BT-FG1'],
        processId: ids['BT-P20'],
      },
    });
    expect(moveOnto.status).toBe(409);

    const copy = await api.ok(scanConfigApi.copy, {
      body: {
        id: ids.scan1,
        code: 'BT-SC-3',
        name: 'FG3 at P20',
        productId: ids['BT-FG3'],
      },
    });
    expect(copy).toMatchObject({
      productCode: 'BT-FG3',
      processCode: 'BT-P20',
      serialRuleCode: 'BT-SN',
      enforceOrder: true,
    });
    expect(copy.materials.map((m) => [m.materialCode, m.expectedCount])).toEqual([
      ['BT-MCU', 1],
      ['BT-SCREW', 4],
    ]);
    const samePair = await api.call(scanConfigApi.copy, { body: { id: ids.scan1, code: 'BT-SC-4', name: 'x' } });
    expect(samePair.status).toBe(409);
    const toProcess = await api.ok(scanConfigApi.copy, {
      body: {
        id: ids.scan1,
        code: 'BT-SC-4',
        name: 'x',
        processId: ids['BT-P30'],
      },
    });
    expect(toProcess.processCode).toBe('BT-P30');
    await api.ok(scanConfigApi.delete, { body: { id: toProcess.id } });
    await api.ok(scanConfigApi.delete, { body: { id: copy.id } });
    expect((await api.call(scanConfigApi.delete, { body: { id: copy.id } })).status).toBe(404);
    const options = await api.ok(referenceApi.options, { query: { kind: 'scanConfig', keyword: 'BT-SC' } });
    expect(options.map((o) => o.code)).toEqual(['BT-SC-1', 'BT-SC-2']);
    const boms = await api.ok(referenceApi.options, { query: { kind: 'bom', keyword: 'bt-bom' } });
    expect(boms.map((o) => o.code)).toEqual(['BT-BOM-1', 'BT-BOM-2']);
  });

  it('refuses to delete products, materials, processes and barcode rules its records use (409)', async () => {
    const refusal = async (route: RouteDef, id: string, language = 'en-US') => {
      const refused = await api.call(route, { body: { id }, language });
      expect(refused.status, route.path).toBe(409);
      return refused.body.message;
    };
    expect(await refusal(productApi.delete, ids['BT-FG1']!)).toBe(
      'BT-FG1 Product BT-FG1 cannot be deleted: it is used by BOM BT-BOM-1; scan configuration BT-SC-1, BT-SC-2',
    );
    expect(await refusal(materialApi.delete, ids['BT-MCU']!)).toBe(
      'BT-MCU Material BT-MCU cannot be deleted: it is used by BOM BT-BOM-1, BT-BOM-2; scan configuration BT-SC-1',
    );
    expect(await refusal(processApi.delete, ids['BT-P30']!)).toBe(
      'BT-P30 Process BT-P30 cannot be deleted: it is used by BOM BT-BOM-2',
    );
    expect(await refusal(barcodeRuleApi.delete, ids['BT-SN']!)).toBe(
      'BT-SN Serial cannot be deleted: it is used by scan configuration BT-SC-1',
    );
    expect(await refusal(processApi.delete, ids['BT-P20']!, 'zh-CN')).toContain('物料清单 BT-BOM-1');
    // Once nothing refers to it, the owner deletes it.
    await api.ok(bomApi.edit, {
      body: {
        ...bomBody('BT-BOM-2', 'BT-FG2', { name: 'Second', enabled: false }),
        id: ids.bom2,
        lines: [line('BT-MCU', 1, null)],
      },
    });
    await api.ok(processApi.delete, { body: { id: ids['BT-P30'] } });
  });

  it('refuses a regular user without the grants (403)', async () => {
    const demoId = await tenantIdOf(t.server.db, 'demo');
    const userId = await createUser(t.server.db, demoId, { account: 'bom_plain' });
    await grantPermissions(t.server, demoId, userId, ['basics:material:page']);
    const plain = (await t.login('bom_plain')).token;
    const cases: [RouteDef, RouteCallOptions<RouteDef>, string][] = [
      [bomApi.page, {}, 'basics:bom:page'],
      [bomApi.detail, { query: { id: ids.bom1 } }, 'basics:bom:get'],
      [bomApi.scanInForce, { query: { id: ids.bom1 } }, 'basics:bom:get'],
      [bomApi.add, { body: bomBody('BT-N', 'BT-FG3') }, 'basics:bom:add'],
      [bomApi.edit, { body: { ...bomBody('BT-N', 'BT-FG3'), id: ids.bom1 } }, 'basics:bom:edit'],
      [bomApi.delete, { body: { id: ids.bom1 } }, 'basics:bom:delete'],
      [bomApi.copy, { body: { id: ids.bom1, code: 'BT-N', name: 'n' } }, 'basics:bom:copy'],
      [bomApi.export, {}, 'basics:bom:export'],
      [bomImportRoutes.template, {}, 'basics:bom:import'],
      [bomImportRoutes.import, {}, 'basics:bom:import'],
      [scanConfigApi.page, {}, 'basics:scanConfig:page'],
      [scanConfigApi.derivedPage, {}, 'basics:scanConfig:page'],
      [scanConfigApi.detail, { query: { id: ids.scan1 } }, 'basics:scanConfig:get'],
      [
        scanConfigApi.bomDefaults,
        { query: { productId: ids['BT-FG1'], processId: ids['BT-P20'] } },
        'basics:scanConfig:page',
      ],
      [
        scanConfigApi.add,
        { body: { code: 'n', name: 'n', productId: ids['BT-FG3'], processId: ids['BT-P10'] } },
        'basics:scanConfig:add',
      ],
      [
        scanConfigApi.edit,
        { body: { id: ids.scan1, code: 'n', name: 'n', productId: ids['BT-FG3'], processId: ids['BT-P10'] } },
        'basics:scanConfig:edit',
      ],
      [scanConfigApi.delete, { body: { id: ids.scan1 } }, 'basics:scanConfig:delete'],
      [scanConfigApi.copy, { body: { id: ids.scan1, code: 'n', name: 'n' } }, 'basics:scanConfig:copy'],
    ];
    for (const [route, options, permission] of cases) {
      const denied = await api.call(route, { ...options, as: plain });
      expect(denied.status, route.path).toBe(403);
      expect(denied.body.message).toBe(`Prohibited (403): you do not have the permission ${permission}`);
    }
    // The pickers are lookups for any signed-in user.
    expect((await api.call(referenceApi.options, { query: { kind: 'bom' }, as: plain })).status).toBe(200);
  });

  it('deletes a BOM and a scan configuration', async () => {
    await api.ok(scanConfigApi.delete, { body: { id: ids.scan2 } });
    await api.ok(bomApi.delete, { body: { id: ids.bom2 } });
    expect((await api.call(bomApi.detail, { query: { id: ids.bom2 } })).status).toBe(404);
    expect((await bomPage({})).rows.map((row) => row.code)).toEqual(['BT-BOM-1']);
  });
});
