import {
  AdminType,
  type Material,
  materialApi,
  type Product,
  type ProductType,
  processApi,
  productApi,
  productTypeApi,
  type RouteDef,
  referenceApi,
  routingApi,
  type Unit,
  unitApi,
} from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, writeWorkbook } from '../../platform/excel/excel.js';
import { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { type QueryOf, type RouteCallOptions, type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { uploadFile } from '../../test-support/uploads.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { createMaterialsModule } from './index.js';

describe.each(testDatabaseKinds())('materials area on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let other: string;
  const units: Record<string, Unit> = {};
  const foreign: { unit?: Unit; material?: Material; productType?: ProductType; product?: Product } = {};

  let api: RouteClient;
  const material = (code: string, extra: Record<string, unknown> = {}) => ({
    code,
    name: `Material ${code}`,
    type: 'raw' as const,
    attribute: 'purchased' as const,
    unitId: units.PCS!.id,
    ...extra,
  });

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    api = routeClient(t, { token });
    const otherId = await createTenant(t.server.db, { code: 'materials_other' });
    await createUser(t.server.db, otherId, { account: 'materials_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    other = (await t.login('materials_admin')).token;
    foreign.unit = await api.ok(unitApi.add, { body: { code: 'FU', name: 'Foreign unit' }, as: other });
    foreign.material = await api.ok(materialApi.add, {
      body: { code: 'FM', name: 'Foreign', type: 'raw', attribute: 'purchased', unitId: foreign.unit.id },
      as: other,
    });
    foreign.productType = await api.ok(productTypeApi.add, { body: { code: 'FT', name: 'Foreign' }, as: other });
    foreign.product = await api.ok(productApi.add, {
      body: { code: 'FP', name: 'Foreign', unitId: foreign.unit.id },
      as: other,
    });
    for (const [code, name, precision] of [
      ['PCS', 'Piece', 0],
      ['KG', 'Kilogram', 3],
      ['M', 'Metre', 2],
    ] as const)
      units[code] = await api.ok(unitApi.add, { body: { code, name, precision, remark: `${name}s` } });
  });
  afterAll(() => t?.close());

  it('units: page, sort, filter, edit, limits, duplicates', async () => {
    const page = await api.ok(unitApi.page, { query: { sortField: 'precision', sortOrder: 'descend' } });
    expect(page.rows.map((row) => row.code)).toEqual(['KG', 'M', 'PCS']);
    expect(page.totalRows).toBe(3);
    expect((await api.ok(unitApi.page, { query: { name: 'kilo' } })).rows.map((row) => row.code)).toEqual(['KG']);
    expect((await api.ok(unitApi.page, { query: { code: 'P' } })).rows.map((row) => row.code)).toEqual(['PCS']);
    expect((await api.call(unitApi.page, { query: { sortField: 'remark' } as never })).status).toBe(400);

    const box = await api.ok(unitApi.add, { body: { code: 'BOX', name: 'Box' } });
    expect(box).toMatchObject({ code: 'BOX', precision: 0, remark: null });
    const dup = await api.call(unitApi.add, { body: { code: 'BOX', name: 'Box 2' } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('The unit code BOX is already in use');
    expect((await api.call(unitApi.edit, { body: { id: box.id, code: 'PCS', name: 'Box' } })).status).toBe(409);
    const edited = await api.ok(unitApi.edit, { body: { id: box.id, code: 'BOX2', name: 'Carton box', precision: 1 } });
    expect(edited).toMatchObject({ code: 'BOX2', name: 'Carton box', precision: 1 });
    const invalid: Record<string, unknown>[] = [
      { code: '', name: 'x' },
      { code: 'x'.repeat(51), name: 'x' },
      { code: 'a b', name: 'x' },
      { code: 'U1', name: '' },
      { code: 'U1', name: 'x'.repeat(51) },
      { code: 'U1', name: 'x', precision: 7 },
      { code: 'U1', name: 'x', precision: -1 },
      { code: 'U1', name: 'x', precision: 1.5 },
      { code: 'U1', name: 'x', remark: 'r'.repeat(201) },
      { code: 'U1', name: 'x', extra: 1 },
    ];
    for (const body of invalid)
      expect((await api.call(unitApi.add, { body: body as never })).status, JSON.stringify(body)).toBe(400);
    expect(
      (await api.ok(unitApi.add, { body: { code: 'U1', name: 'x'.repeat(50), remark: 'r'.repeat(200) } })).code,
    ).toBe('U1');
    expect((await api.call(unitApi.delete, { body: { id: edited.id } })).status).toBe(200);
    expect((await api.call(unitApi.delete, { body: { id: edited.id } })).status).toBe(404);
  });

  it('materials: add with the unit precision, page, filter, sort, detail, edit, limits', async () => {
    const screw = await api.ok(materialApi.add, { body: material('MT-SCREW', { safetyStock: 5000, spec: 'M4x10' }) });
    expect(screw).toMatchObject({
      unitCode: 'PCS',
      unitName: 'Piece',
      unitPrecision: 0,
      safetyStock: 5000,
      spec: 'M4x10',
    });
    const paste = await api.ok(materialApi.add, {
      body: material('MT-PASTE', { unitId: units.KG!.id, safetyStock: 2.125, type: 'regular', attribute: 'selfMade' }),
    });
    expect(paste.safetyStock).toBe(2.125);
    await api.ok(materialApi.add, {
      body: material('MT-BLADE', { type: 'semiFinished', attribute: 'outsourced', safetyStock: 10 }),
    });

    const tooFine = await api.call(materialApi.add, { body: material('MT-X', { safetyStock: 1.5 }) });
    expect(tooFine.status).toBe(400);
    expect(tooFine.body.message).toBe('Safety stock: the unit PCS allows at most 0 decimals');
    expect(
      (await api.call(materialApi.add, { body: material('MT-X', { unitId: units.KG!.id, safetyStock: 1.0005 }) }))
        .status,
    ).toBe(400);
    const dup = await api.call(materialApi.add, { body: material('MT-SCREW') });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('The material code MT-SCREW is already in use');
    const invalid: Record<string, unknown>[] = [
      material(''),
      material('x'.repeat(51)),
      material('a b'),
      material('MT-X', { name: '' }),
      material('MT-X', { name: 'x'.repeat(51) }),
      material('MT-X', { spec: 's'.repeat(51) }),
      material('MT-X', { type: 'gold' }),
      material('MT-X', { attribute: 'stolen' }),
      material('MT-X', { safetyStock: -1 }),
      material('MT-X', { safetyStock: 1_000_000_000 }),
      material('MT-X', { remark: 'r'.repeat(201) }),
      material('MT-X', { unitId: undefined }),
      material('MT-X', { extra: true }),
    ];
    for (const body of invalid)
      expect((await api.call(materialApi.add, { body: body as never })).status, JSON.stringify(body)).toBe(400);
    expect(
      (await api.ok(materialApi.add, { body: material('MT-MAX', { spec: 's'.repeat(50), safetyStock: 999_999_999 }) }))
        .safetyStock,
    ).toBe(999_999_999);
    const missingUnit = await api.call(materialApi.add, { body: material('MT-X', { unitId: '999999999' }) });
    expect(missingUnit.status).toBe(400);
    expect(missingUnit.body.message).toBe('unitId: no unit with id 999999999 exists in this enterprise');

    const page = (query: QueryOf<typeof materialApi.page>) => api.ok(materialApi.page, { query });
    expect((await page({ code: 'MT-' })).rows.map((row) => row.code)).toEqual([
      'MT-BLADE',
      'MT-MAX',
      'MT-PASTE',
      'MT-SCREW',
    ]);
    expect((await page({ type: 'semiFinished' })).rows.map((row) => row.code)).toEqual(['MT-BLADE']);
    expect((await page({ attribute: 'selfMade' })).rows.map((row) => row.code)).toEqual(['MT-PASTE']);
    expect((await page({ unitId: units.KG!.id })).rows.map((row) => row.code)).toEqual(['MT-PASTE']);
    expect((await page({ spec: 'm4' })).rows.map((row) => row.code)).toEqual(['MT-SCREW']);
    expect((await page({ name: 'paste' })).rows.map((row) => row.code)).toEqual(['MT-PASTE']);
    const bySafety = await page({ sortField: 'safetyStock', sortOrder: 'descend', pageSize: '2' });
    expect(bySafety.rows.map((row) => row.code)).toEqual(['MT-MAX', 'MT-SCREW']);
    expect(bySafety.totalRows).toBe(4);
    expect((await api.call(materialApi.page, { query: { type: 'gold' } as never })).status).toBe(400);

    const detail = await api.ok(materialApi.detail, { query: { id: paste.id } });
    expect(detail).toMatchObject({ code: 'MT-PASTE', unitCode: 'KG', type: 'regular', usedBy: [] });

    const edited = await api.ok(materialApi.edit, {
      body: {
        ...material('MT-PASTE2', { unitId: units.M!.id, safetyStock: 3.25 }),
        id: paste.id,
      },
    });
    expect(edited).toMatchObject({ code: 'MT-PASTE2', unitCode: 'M', safetyStock: 3.25, spec: null });
    expect((await api.call(materialApi.edit, { body: { ...material('MT-SCREW'), id: paste.id } })).status).toBe(409);
    expect(
      (await api.call(materialApi.edit, { body: { ...material('MT-PASTE2', { safetyStock: 3.25 }), id: paste.id } }))
        .status,
    ).toBe(400);
    expect((await api.call(materialApi.edit, { body: { ...material('MT-NONE'), id: '999999999' } })).status).toBe(404);
    expect((await api.call(materialApi.delete, { body: { id: edited.id } })).status).toBe(200);
    expect((await api.call(materialApi.detail, { query: { id: edited.id } })).status).toBe(404);
  });

  it('units: refuses to lower the precision below a safety stock, and to delete a unit in use', async () => {
    const unit = await api.ok(unitApi.add, { body: { code: 'L', name: 'Litre', precision: 3 } });
    const oil = await api.ok(materialApi.add, { body: material('MT-OIL', { unitId: unit.id, safetyStock: 1.25 }) });
    expect(
      (await api.ok(unitApi.edit, { body: { id: unit.id, code: 'L', name: 'Litre', precision: 2 } })).precision,
    ).toBe(2);
    const lowered = await api.call(unitApi.edit, { body: { id: unit.id, code: 'L', name: 'Litre', precision: 1 } });
    expect(lowered.status).toBe(409);
    expect(lowered.body.message).toBe(
      'The precision of unit L cannot be lowered to 1: the safety stock of materials MT-OIL has more decimals',
    );
    const product = await api.ok(productApi.add, { body: { code: 'PR-OIL', name: 'Oil can', unitId: unit.id } });
    const used = await api.call(unitApi.delete, { body: { id: unit.id } });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('L Litre cannot be deleted: it is used by material MT-OIL; product PR-OIL');
    const zh = await api.call(unitApi.delete, { body: { id: unit.id }, as: token, language: 'zh-CN' });
    expect(zh.body.message).toBe('L Litre 不能删除：正被以下记录使用：物料 MT-OIL; 产品 PR-OIL');
    await api.ok(materialApi.delete, { body: { id: oil.id } });
    await api.ok(productApi.delete, { body: { id: product.id } });
    await api.ok(unitApi.delete, { body: { id: unit.id } });
  });

  it('product types: tree, loop check, page, delete refused while used', async () => {
    const fans = await api.ok(productTypeApi.add, { body: { code: 'PT-FAN', name: 'Fans', sort: 2 } });
    const desk = await api.ok(productTypeApi.add, {
      body: {
        code: 'PT-DESK',
        name: 'Desk fans',
        parentId: fans.id,
        sort: 1,
      },
    });
    expect(desk).toMatchObject({ parentId: fans.id, parentCode: 'PT-FAN', parentName: 'Fans' });
    const page = await api.ok(productTypeApi.page, { query: { code: 'PT-' } });
    expect(page.rows.map((row) => row.code)).toEqual(['PT-DESK', 'PT-FAN']);
    expect((await api.ok(productTypeApi.page, { query: { parentId: fans.id } })).rows.map((row) => row.code)).toEqual([
      'PT-DESK',
    ]);
    expect(
      (await api.ok(productTypeApi.page, { query: { sortField: 'code', sortOrder: 'descend', code: 'PT-' } })).rows.map(
        (row) => row.code,
      ),
    ).toEqual(['PT-FAN', 'PT-DESK']);
    const loop = await api.call(productTypeApi.edit, {
      body: {
        id: fans.id,
        code: 'PT-FAN',
        name: 'Fans',
        parentId: desk.id,
      },
    });
    expect(loop.status).toBe(400);
    expect(loop.body.message).toBe('A product type cannot be placed under itself or one of its sub-types');
    expect(
      (await api.call(productTypeApi.edit, { body: { id: fans.id, code: 'PT-FAN', name: 'Fans', parentId: fans.id } }))
        .status,
    ).toBe(400);
    expect((await api.call(productTypeApi.add, { body: { code: 'PT-FAN', name: 'x' } })).body.message).toBe(
      'The product type code PT-FAN is already in use',
    );
    expect(
      (await api.call(productTypeApi.add, { body: { code: 'PT-X', name: 'x', parentId: foreign.productType!.id } }))
        .status,
    ).toBe(400);
    for (const body of [
      { code: 'PT-X', name: '' },
      { code: 'PT X', name: 'x' },
      { code: 'PT-X', name: 'x'.repeat(51) },
      { code: 'PT-X', name: 'x', sort: 100000 },
      { code: 'PT-X', name: 'x', remark: 'r'.repeat(201) },
    ])
      expect((await api.call(productTypeApi.add, { body })).status, JSON.stringify(body)).toBe(400);

    const product = await api.ok(productApi.add, {
      body: {
        code: 'PR-DESK',
        name: 'Desk fan',
        unitId: units.PCS!.id,
        productTypeId: desk.id,
      },
    });
    const parentUsed = await api.call(productTypeApi.delete, { body: { id: fans.id } });
    expect(parentUsed.status).toBe(409);
    expect(parentUsed.body.message).toBe('PT-FAN Fans cannot be deleted: it is used by product type PT-DESK');
    const used = await api.call(productTypeApi.delete, { body: { id: desk.id } });
    expect(used.body.message).toBe('PT-DESK Desk fans cannot be deleted: it is used by product PR-DESK');
    await api.ok(productApi.delete, { body: { id: product.id } });
    await api.ok(productTypeApi.delete, { body: { id: desk.id } });
    await api.ok(productTypeApi.delete, { body: { id: fans.id } });
    expect((await api.call(productTypeApi.delete, { body: { id: fans.id } })).status).toBe(404);
  });

  it('products: add, page, filter, detail, edit, limits, export', async () => {
    const boards = await api.ok(productTypeApi.add, { body: { code: 'PT-BRD', name: 'Boards' } });
    const board = await api.ok(productApi.add, {
      body: {
        code: 'PR-CB1',
        name: 'Control board',
        spec: 'CB1',
        unitId: units.PCS!.id,
        productTypeId: boards.id,
      },
    });
    expect(board).toMatchObject({
      productTypeCode: 'PT-BRD',
      productTypeName: 'Boards',
      unitCode: 'PCS',
      routingId: null,
      routingCode: null,
    });
    await api.ok(productApi.add, { body: { code: 'PR-CB2', name: 'Control board pro', unitId: units.PCS!.id } });
    await api.ok(productApi.add, { body: { code: 'PR-CABLE', name: 'Cable set', spec: 'cable', unitId: units.M!.id } });
    expect(
      (await api.call(productApi.add, { body: { code: 'PR-CB1', name: 'x', unitId: units.PCS!.id } })).body.message,
    ).toBe('The product code PR-CB1 is already in use');
    const base = { code: 'PR-X', name: 'x', unitId: units.PCS!.id };
    for (const body of [
      { ...base, code: '' },
      { ...base, code: 'x'.repeat(51) },
      { ...base, name: 'x'.repeat(51) },
      { ...base, spec: 's'.repeat(51) },
      { ...base, remark: 'r'.repeat(201) },
      { code: 'PR-X', name: 'x' },
      { ...base, workInstructionId: '1' },
    ])
      expect((await api.call(productApi.add, { body: body as never })).status, JSON.stringify(body)).toBe(400);
    const cross = await api.call(productApi.add, { body: { ...base, unitId: foreign.unit!.id } });
    expect(cross.status).toBe(400);
    expect(cross.body.message).toBe(`unitId: no unit with id ${foreign.unit!.id} exists in this enterprise`);
    expect((await api.call(productApi.add, { body: { ...base, productTypeId: foreign.productType!.id } })).status).toBe(
      400,
    );

    const page = (query: QueryOf<typeof productApi.page>) => api.ok(productApi.page, { query });
    expect((await page({ code: 'PR-C', sortField: 'code', sortOrder: 'descend' })).rows.map((row) => row.code)).toEqual(
      ['PR-CB2', 'PR-CB1', 'PR-CABLE'],
    );
    expect((await page({ productTypeId: boards.id })).rows.map((row) => row.code)).toEqual(['PR-CB1']);
    expect((await page({ unitId: units.M!.id })).rows.map((row) => row.code)).toEqual(['PR-CABLE']);
    expect((await page({ name: 'pro' })).rows.map((row) => row.code)).toEqual(['PR-CB2']);
    expect((await page({ spec: 'cb' })).rows.map((row) => row.code)).toEqual(['PR-CB1']);
    expect((await page({ code: 'PR-C', pageSize: '2', pageNo: '2' })).rows.map((row) => row.code)).toEqual(['PR-CB2']);

    const detail = await api.ok(productApi.detail, { query: { id: board.id } });
    expect(detail).toMatchObject({ code: 'PR-CB1', productTypeCode: 'PT-BRD', usedBy: [] });
    const edited = await api.ok(productApi.edit, {
      body: {
        id: board.id,
        code: 'PR-CB1',
        name: 'Control board v2',
        unitId: units.PCS!.id,
      },
    });
    expect(edited).toMatchObject({ name: 'Control board v2', productTypeId: null, productTypeCode: null, spec: null });
    expect(
      (await api.call(productApi.edit, { body: { id: board.id, code: 'PR-CB2', name: 'x', unitId: units.PCS!.id } }))
        .status,
    ).toBe(409);

    const download = (path: string, query = '', language = 'en-US') =>
      fetch(`${t.baseUrl}/api${path}${query}`, {
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      });
    const products = await download('/product/export', '?code=PR-C');
    expect(products.status).toBe(200);
    expect(products.headers.get('content-disposition')).toMatch(/filename="products-\d{8}T\d{6}\.xlsx"/);
    const sheet = readSheet(new Uint8Array(await products.arrayBuffer()));
    expect(sheet.headers).toEqual(['Code', 'Name', 'Spec', 'Product type', 'Unit', 'Routing', 'Remark']);
    expect(sheet.rows).toEqual([
      ['PR-CABLE', 'Cable set', 'cable', '', 'M', '', ''],
      ['PR-CB1', 'Control board v2', '', '', 'PCS', '', ''],
      ['PR-CB2', 'Control board pro', '', '', 'PCS', '', ''],
    ]);
    await api.ok(materialApi.add, { body: material('MT-EXP', { spec: 'exported', type: 'finished', safetyStock: 7 }) });
    const materials = await download('/material/export', '?code=MT-EXP', 'zh-CN');
    const zh = readSheet(new Uint8Array(await materials.arrayBuffer()));
    expect(zh.headers).toEqual(['编码', '名称', '规格', '类型', '属性', '单位', '安全库存', '备注']);
    expect(zh.rows).toEqual([['MT-EXP', 'Material MT-EXP', 'exported', '成品', '外购', 'PCS', '7', '']]);
    expect((await download('/material/export', '?type=gold')).status).toBe(400);
  });

  it('products: the routing of the processes area, named in rows and blocking its delete', async () => {
    const process = await api.ok(processApi.add, { body: { code: 'MT-P10', name: 'Assembly' } });
    const routing = await api.ok(routingApi.add, {
      body: {
        code: 'MT-R1',
        name: 'Fan route',
        steps: [{ processId: process.id }],
      },
    });
    const fan = await api.ok(productApi.add, {
      body: {
        code: 'PR-FAN',
        name: 'Fan',
        unitId: units.PCS!.id,
        routingId: routing.id,
      },
    });
    expect(fan).toMatchObject({ routingId: routing.id, routingCode: 'MT-R1', routingName: 'Fan route' });
    const rows = (await api.ok(productApi.page, { query: { routingId: routing.id } })).rows;
    expect(rows.map((row) => [row.code, row.routingCode])).toEqual([['PR-FAN', 'MT-R1']]);
    const used = await api.call(routingApi.delete, { body: { id: routing.id } });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('MT-R1 Fan route cannot be deleted: it is used by product PR-FAN');
    const missing = await api.call(productApi.edit, {
      body: {
        id: fan.id,
        code: 'PR-FAN',
        name: 'Fan',
        unitId: units.PCS!.id,
        routingId: '999999999',
      },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('routingId: no routing with id 999999999 exists in this enterprise');
    await api.ok(productApi.delete, { body: { id: fan.id } });
    await api.ok(routingApi.delete, { body: { id: routing.id } });
  });

  it('imports materials and products from Excel: all rows or none, labels and headers in any language', async () => {
    const workbook = (headers: string[], rows: string[][]) =>
      writeWorkbook([
        {
          name: 'Sheet1',
          columns: headers.map((header, index) => ({ header, value: (row: string[]) => row[index] })),
          rows,
        },
      ]);
    type Result = {
      imported: number;
      problemCount: number;
      problems: { row: number; column: string; reason: string }[];
    };
    const upload = async (path: string, data: Buffer, as = token) => {
      const answer = await uploadFile(t.baseUrl, `/api${path}`, as, data, { filename: 'rows.xlsx' });
      return answer as { status: number; body: { data: Result; message: string } };
    };

    const template = await fetch(`${t.baseUrl}/api/material/import_template`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
    });
    expect(template.status).toBe(200);
    expect(readSheet(new Uint8Array(await template.arrayBuffer())).headers).toEqual([
      'Code *',
      'Name *',
      'Spec',
      'Type *',
      'Attribute *',
      'Unit *',
      'Safety stock',
      'Remark',
    ]);

    const zhHeaders = ['编码', '名称', '规格', '类型', '属性', '单位', '安全库存', '备注'];
    const good = await upload(
      '/material/import',
      workbook(zhHeaders, [
        ['MI-1', '螺丝', 'M3', '原材料', '外购', 'PCS', '10', ''],
        ['MI-2', 'Paste', '', 'regular', 'Self-made', 'KG', '1.5', 'jar'],
      ]),
    );
    expect(good.body.data).toEqual({ imported: 2, problemCount: 0, problems: [] });
    const imported = (await api.ok(materialApi.page, { query: { code: 'MI-' } })).rows;
    expect(imported.map((row) => [row.code, row.type, row.attribute, row.unitCode, row.safetyStock])).toEqual([
      ['MI-1', 'raw', 'purchased', 'PCS', 10],
      ['MI-2', 'regular', 'selfMade', 'KG', 1.5],
    ]);

    const badCells = await upload(
      '/material/import',
      workbook(zhHeaders, [
        ['MI-3', 'x', '', 'gold', 'purchased', 'PCS', '1', ''],
        ['MI-4', 'x', '', 'raw', 'purchased', 'PCS', '-1', ''],
      ]),
    );
    expect(badCells.body.data.imported).toBe(0);
    expect(badCells.body.data.problems.map((p) => [p.row, p.column])).toEqual([
      [2, 'Type'],
      [3, 'Safety stock'],
    ]);
    const badRefs = await upload(
      '/material/import',
      workbook(zhHeaders, [
        ['MI-5', 'x', '', 'raw', 'purchased', 'PCS', '1', ''],
        ['MI-6', 'x', '', 'raw', 'purchased', 'XX', '1', ''],
        ['MI-1', 'x', '', 'raw', 'purchased', 'PCS', '1', ''],
        ['MI-7', 'x', '', 'raw', 'purchased', 'PCS', '0.5', ''],
      ]),
    );
    expect(badRefs.body.data).toMatchObject({ imported: 0, problemCount: 3 });
    expect(badRefs.body.data.problems).toEqual([
      { row: 3, column: 'Unit', value: 'XX', reason: 'No unit with code XX exists in this enterprise' },
      // A taken code names its column (the resource kit's refusals name their field).
      { row: 4, column: 'Code', value: 'MI-1', reason: 'The material code MI-1 is already in use' },
      { row: 5, column: '', value: '', reason: 'Safety stock: the unit PCS allows at most 0 decimals' },
    ]);
    expect((await api.ok(materialApi.page, { query: { code: 'MI-5' } })).totalRows).toBe(0);

    const process = await api.ok(processApi.add, { body: { code: 'MI-P', name: 'Pack' } });
    await api.ok(routingApi.add, { body: { code: 'MI-R', name: 'Pack route', steps: [{ processId: process.id }] } });
    await api.ok(productTypeApi.add, { body: { code: 'PT-IMP', name: 'Imported' } });
    const productHeaders = ['Code', 'Name', 'Spec', 'Product type', 'Unit', 'Routing', 'Remark'];
    const products = await upload(
      '/product/import',
      workbook(productHeaders, [
        ['PI-1', 'Fan', '10"', 'PT-IMP', 'PCS', 'MI-R', ''],
        ['PI-2', 'Cable', '', '', 'M', '', ''],
      ]),
    );
    expect(products.body.data.imported).toBe(2);
    const rows = (await api.ok(productApi.page, { query: { code: 'PI-' } })).rows;
    expect(rows.map((row) => [row.code, row.productTypeCode, row.unitCode, row.routingCode])).toEqual([
      ['PI-1', 'PT-IMP', 'PCS', 'MI-R'],
      ['PI-2', null, 'M', null],
    ]);
    const badProducts = await upload(
      '/product/import',
      workbook(productHeaders, [
        ['PI-3', 'x', '', 'PT-NONE', 'PCS', '', ''],
        ['PI-4', 'x', '', '', 'PCS', 'R-NONE', ''],
      ]),
    );
    expect(badProducts.body.data.problems.map((p) => [p.row, p.column, p.reason])).toEqual([
      [2, 'Product type', 'No product type with code PT-NONE exists in this enterprise'],
      [3, 'Routing', 'No routing with code R-NONE exists in this enterprise'],
    ]);

    const demoId = await tenantIdOf(t.server.db, 'demo');
    const userId = await createUser(t.server.db, demoId, { account: 'materials_noimport' });
    await grantPermissions(t.server, demoId, userId, ['basics:material:page', 'basics:product:page']);
    const plain = (await t.login('materials_noimport')).token;
    for (const [path, permission] of [
      ['/material/import', 'basics:material:import'],
      ['/product/import', 'basics:product:import'],
    ]) {
      const denied = await upload(path!, workbook(productHeaders, []), plain);
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe(`Prohibited (403): you do not have the permission ${permission}`);
    }
  });

  it('seeds the demo units, materials, product types and products once, routings found by code', async () => {
    const tenantId = await createTenant(t.server.db, { code: 'materials_demo' });
    await createUser(t.server.db, tenantId, { account: 'materials_demo_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    const demo = (await t.login('materials_demo_admin')).token;
    const references = new ReferenceRegistry();
    const routings = [
      { id: '901', code: 'R-CB', name: 'Control board' },
      { id: '902', code: 'R-FAN-D', name: 'Desk fan' },
      { id: '903', code: 'R-FAN-D2', name: 'Desk fan 2' },
    ];
    references.provide('routing', {
      byIds: async (_tenant, ids) => routings.filter((r) => ids.includes(r.id)),
      search: async (_tenant, keyword) => routings.filter((r) => !keyword || r.code.includes(keyword)),
      byCodes: async (_tenant, codes) => routings.filter((r) => codes.includes(r.code)),
    });
    const area = createMaterialsModule({ db: t.server.db, references } as unknown as MasterDataContext);
    await area.seedDemo(tenantId);
    await area.seedDemo(tenantId);
    const units = await api.ok(unitApi.page, { query: { pageSize: '50' }, as: demo });
    expect(units.rows.map((row) => row.code)).toEqual(['BOX', 'KG', 'M', 'PCS', 'ROLL']);
    const materials = await api.ok(materialApi.page, { query: { pageSize: '50' }, as: demo });
    expect(materials.totalRows).toBe(15);
    expect(materials.rows.find((row) => row.code === 'RM-SOLDER')).toMatchObject({ unitCode: 'KG', safetyStock: 2.5 });
    const types = await api.ok(productTypeApi.page, { as: demo });
    expect(types.rows.map((row) => row.code)).toEqual(['PT-BOARD', 'PT-FAN']);
    const products = await api.ok(productApi.page, { query: { pageSize: '50' }, as: demo });
    expect(products.rows.map((row) => [row.code, row.productTypeCode, row.unitCode, row.routingId])).toEqual([
      ['FG-FAN-D10', 'PT-FAN', 'PCS', '902'],
      ['FG-FAN-D12', 'PT-FAN', 'PCS', '902'],
      ['FG-FAN-F20', 'PT-FAN', 'PCS', null],
      ['SF-CB100', 'PT-BOARD', 'PCS', '901'],
      ['SF-CB200', 'PT-BOARD', 'PCS', '901'],
    ]);
  });

  it('pickers: ref_options answers every kind of the area, only from the own enterprise', async () => {
    const options = async (query: QueryOf<typeof referenceApi.options>, as = token) =>
      (await api.ok(referenceApi.options, { query, as })).map((ref) => ref.code);
    expect(await options({ kind: 'unit', keyword: 'kilo' })).toEqual(['KG']);
    expect(await options({ kind: 'unit', keyword: 'FU' })).toEqual([]);
    expect(await options({ kind: 'unit' }, other)).toEqual(['FU']);
    expect(await options({ kind: 'material', ids: foreign.material!.id })).toEqual([]);
    expect(await options({ kind: 'material', keyword: 'FM' }, other)).toEqual(['FM']);
    expect(await options({ kind: 'productType' }, other)).toEqual(['FT']);
    expect(await options({ kind: 'product', keyword: 'FP' }, other)).toEqual(['FP']);
    expect(await options({ kind: 'product', ids: foreign.product!.id })).toEqual([]);
  });

  it('answers not found for another enterprise’s records', async () => {
    expect((await api.call(materialApi.detail, { query: { id: foreign.material!.id } })).status).toBe(404);
    expect((await api.call(productApi.detail, { query: { id: foreign.product!.id } })).status).toBe(404);
    expect((await api.call(unitApi.edit, { body: { id: foreign.unit!.id, code: 'FU', name: 'x' } })).status).toBe(404);
    expect((await api.call(materialApi.edit, { body: { ...material('FM'), id: foreign.material!.id } })).status).toBe(
      404,
    );
    expect(
      (await api.call(productTypeApi.edit, { body: { id: foreign.productType!.id, code: 'FT', name: 'x' } })).status,
    ).toBe(404);
    expect(
      (
        await api.call(productApi.edit, {
          body: { id: foreign.product!.id, code: 'FP', name: 'x', unitId: units.PCS!.id },
        })
      ).status,
    ).toBe(404);
    for (const [route, id] of [
      [unitApi.delete, foreign.unit!.id],
      [materialApi.delete, foreign.material!.id],
      [productTypeApi.delete, foreign.productType!.id],
      [productApi.delete, foreign.product!.id],
    ] as const)
      expect((await api.call(route, { body: { id } })).status, route.path).toBe(404);
    expect((await api.ok(materialApi.page, { query: { code: 'FM' } })).totalRows).toBe(0);
    expect((await api.ok(unitApi.page, { as: other })).rows.map((row) => row.code)).toEqual(['FU']);
  });

  it('refuses a regular user without the grants (403)', async () => {
    const demoId = await tenantIdOf(t.server.db, 'demo');
    const userId = await createUser(t.server.db, demoId, { account: 'materials_plain' });
    await grantPermissions(t.server, demoId, userId, ['basics:unit:page']);
    const plain = (await t.login('materials_plain')).token;
    const id = units.PCS!.id;
    const cases: [RouteDef, RouteCallOptions<RouteDef>, string][] = [
      [unitApi.add, { body: { code: 'x', name: 'x' } }, 'basics:unit:add'],
      [unitApi.edit, { body: { id, code: 'x', name: 'x' } }, 'basics:unit:edit'],
      [unitApi.delete, { body: { id } }, 'basics:unit:delete'],
      [materialApi.page, {}, 'basics:material:page'],
      [materialApi.detail, { query: { id } }, 'basics:material:get'],
      [materialApi.add, { body: material('x') }, 'basics:material:add'],
      [materialApi.edit, { body: { ...material('x'), id } }, 'basics:material:edit'],
      [materialApi.delete, { body: { id } }, 'basics:material:delete'],
      [materialApi.export, {}, 'basics:material:export'],
      [productTypeApi.page, {}, 'basics:productType:page'],
      [productTypeApi.add, { body: { code: 'x', name: 'x' } }, 'basics:productType:add'],
      [productTypeApi.edit, { body: { id, code: 'x', name: 'x' } }, 'basics:productType:edit'],
      [productTypeApi.delete, { body: { id } }, 'basics:productType:delete'],
      [productApi.page, {}, 'basics:product:page'],
      [productApi.detail, { query: { id } }, 'basics:product:get'],
      [productApi.add, { body: { code: 'x', name: 'x', unitId: id } }, 'basics:product:add'],
      [productApi.edit, { body: { id, code: 'x', name: 'x', unitId: id } }, 'basics:product:edit'],
      [productApi.delete, { body: { id } }, 'basics:product:delete'],
      [productApi.export, {}, 'basics:product:export'],
    ];
    for (const [route, options, permission] of cases) {
      const denied = await api.call(route, { ...options, as: plain });
      expect(denied.status, route.path).toBe(403);
      expect(denied.body.message).toBe(`Prohibited (403): you do not have the permission ${permission}`);
    }
    expect((await api.call(unitApi.page, { as: plain })).status).toBe(200);
    // Pickers are for every signed-in user.
    expect((await api.call(referenceApi.options, { query: { kind: 'unit' }, as: plain })).status).toBe(200);
  });
});
