import {
  AdminType,
  type Material,
  type MaterialDetail,
  type PageResult,
  type Product,
  type ProductDetail,
  type ProductType,
  type Unit,
} from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, writeWorkbook } from '../../platform/excel/excel.js';
import { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
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

  const call = <T = unknown>(method: string, path: string, body?: unknown, as = token, language?: string) =>
    t.call<T>(method, `/api${path}`, { token: as, body, ...(language ? { language } : {}) });
  const ok = async <T>(method: string, path: string, body?: unknown, as = token): Promise<T> => {
    const answer = await call<T>(method, path, body, as);
    expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.data;
  };
  const material = (code: string, extra: Record<string, unknown> = {}) => ({
    code,
    name: `Material ${code}`,
    type: 'raw',
    attribute: 'purchased',
    unitId: units.PCS!.id,
    ...extra,
  });

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    const otherId = await createTenant(t.server.db, { code: 'materials_other' });
    await createUser(t.server.db, otherId, { account: 'materials_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    other = (await t.login('materials_admin')).token;
    foreign.unit = await ok<Unit>('POST', '/unit/add', { code: 'FU', name: 'Foreign unit' }, other);
    foreign.material = await ok<Material>(
      'POST',
      '/material/add',
      { code: 'FM', name: 'Foreign', type: 'raw', attribute: 'purchased', unitId: foreign.unit.id },
      other,
    );
    foreign.productType = await ok<ProductType>('POST', '/product_type/add', { code: 'FT', name: 'Foreign' }, other);
    foreign.product = await ok<Product>(
      'POST',
      '/product/add',
      { code: 'FP', name: 'Foreign', unitId: foreign.unit.id },
      other,
    );
    for (const [code, name, precision] of [
      ['PCS', 'Piece', 0],
      ['KG', 'Kilogram', 3],
      ['M', 'Metre', 2],
    ] as const)
      units[code] = await ok<Unit>('POST', '/unit/add', { code, name, precision, remark: `${name}s` });
  });
  afterAll(() => t?.close());

  it('units: page, sort, filter, edit, limits, duplicates', async () => {
    const page = await ok<PageResult<Unit>>('GET', '/unit/page?sortField=precision&sortOrder=descend');
    expect(page.rows.map((row) => row.code)).toEqual(['KG', 'M', 'PCS']);
    expect(page.totalRows).toBe(3);
    expect((await ok<PageResult<Unit>>('GET', '/unit/page?name=kilo')).rows.map((row) => row.code)).toEqual(['KG']);
    expect((await ok<PageResult<Unit>>('GET', '/unit/page?code=P')).rows.map((row) => row.code)).toEqual(['PCS']);
    expect((await call('GET', '/unit/page?sortField=remark')).status).toBe(400);

    const box = await ok<Unit>('POST', '/unit/add', { code: 'BOX', name: 'Box' });
    expect(box).toMatchObject({ code: 'BOX', precision: 0, remark: null });
    const dup = await call('POST', '/unit/add', { code: 'BOX', name: 'Box 2' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('The unit code BOX is already in use');
    expect((await call('POST', '/unit/edit', { id: box.id, code: 'PCS', name: 'Box' })).status).toBe(409);
    const edited = await ok<Unit>('POST', '/unit/edit', { id: box.id, code: 'BOX2', name: 'Carton box', precision: 1 });
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
    for (const body of invalid) expect((await call('POST', '/unit/add', body)).status, JSON.stringify(body)).toBe(400);
    expect(
      (await ok<Unit>('POST', '/unit/add', { code: 'U1', name: 'x'.repeat(50), remark: 'r'.repeat(200) })).code,
    ).toBe('U1');
    expect((await call('POST', '/unit/delete', { id: edited.id })).status).toBe(200);
    expect((await call('POST', '/unit/delete', { id: edited.id })).status).toBe(404);
  });

  it('materials: add with the unit precision, page, filter, sort, detail, edit, limits', async () => {
    const screw = await ok<Material>(
      'POST',
      '/material/add',
      material('MT-SCREW', { safetyStock: 5000, spec: 'M4x10' }),
    );
    expect(screw).toMatchObject({
      unitCode: 'PCS',
      unitName: 'Piece',
      unitPrecision: 0,
      safetyStock: 5000,
      spec: 'M4x10',
    });
    const paste = await ok<Material>(
      'POST',
      '/material/add',
      material('MT-PASTE', { unitId: units.KG!.id, safetyStock: 2.125, type: 'regular', attribute: 'selfMade' }),
    );
    expect(paste.safetyStock).toBe(2.125);
    await ok(
      'POST',
      '/material/add',
      material('MT-BLADE', { type: 'semiFinished', attribute: 'outsourced', safetyStock: 10 }),
    );

    const tooFine = await call('POST', '/material/add', material('MT-X', { safetyStock: 1.5 }));
    expect(tooFine.status).toBe(400);
    expect(tooFine.body.message).toBe('Safety stock: the unit PCS allows at most 0 decimals');
    expect(
      (await call('POST', '/material/add', material('MT-X', { unitId: units.KG!.id, safetyStock: 1.0005 }))).status,
    ).toBe(400);
    const dup = await call('POST', '/material/add', material('MT-SCREW'));
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
      expect((await call('POST', '/material/add', body)).status, JSON.stringify(body)).toBe(400);
    expect(
      (
        await ok<Material>(
          'POST',
          '/material/add',
          material('MT-MAX', { spec: 's'.repeat(50), safetyStock: 999_999_999 }),
        )
      ).safetyStock,
    ).toBe(999_999_999);
    const missingUnit = await call('POST', '/material/add', material('MT-X', { unitId: '999999999' }));
    expect(missingUnit.status).toBe(400);
    expect(missingUnit.body.message).toBe('unitId: no unit with id 999999999 exists in this enterprise');

    const page = (query: string) => ok<PageResult<Material>>('GET', `/material/page?${query}`);
    expect((await page('code=MT-')).rows.map((row) => row.code)).toEqual([
      'MT-BLADE',
      'MT-MAX',
      'MT-PASTE',
      'MT-SCREW',
    ]);
    expect((await page('type=semiFinished')).rows.map((row) => row.code)).toEqual(['MT-BLADE']);
    expect((await page('attribute=selfMade')).rows.map((row) => row.code)).toEqual(['MT-PASTE']);
    expect((await page(`unitId=${units.KG!.id}`)).rows.map((row) => row.code)).toEqual(['MT-PASTE']);
    expect((await page('spec=m4')).rows.map((row) => row.code)).toEqual(['MT-SCREW']);
    expect((await page('name=paste')).rows.map((row) => row.code)).toEqual(['MT-PASTE']);
    const bySafety = await page('sortField=safetyStock&sortOrder=descend&pageSize=2');
    expect(bySafety.rows.map((row) => row.code)).toEqual(['MT-MAX', 'MT-SCREW']);
    expect(bySafety.totalRows).toBe(4);
    expect((await call('GET', '/material/page?type=gold')).status).toBe(400);

    const detail = await ok<MaterialDetail>('GET', `/material/detail?id=${paste.id}`);
    expect(detail).toMatchObject({ code: 'MT-PASTE', unitCode: 'KG', type: 'regular', usedBy: [] });

    const edited = await ok<Material>('POST', '/material/edit', {
      ...material('MT-PASTE2', { unitId: units.M!.id, safetyStock: 3.25 }),
      id: paste.id,
    });
    expect(edited).toMatchObject({ code: 'MT-PASTE2', unitCode: 'M', safetyStock: 3.25, spec: null });
    expect((await call('POST', '/material/edit', { ...material('MT-SCREW'), id: paste.id })).status).toBe(409);
    expect(
      (await call('POST', '/material/edit', { ...material('MT-PASTE2', { safetyStock: 3.25 }), id: paste.id })).status,
    ).toBe(400);
    expect((await call('POST', '/material/edit', { ...material('MT-NONE'), id: '999999999' })).status).toBe(404);
    expect((await call('POST', '/material/delete', { id: edited.id })).status).toBe(200);
    expect((await call('GET', `/material/detail?id=${edited.id}`)).status).toBe(404);
  });

  it('units: refuses to lower the precision below a safety stock, and to delete a unit in use', async () => {
    const unit = await ok<Unit>('POST', '/unit/add', { code: 'L', name: 'Litre', precision: 3 });
    const oil = await ok<Material>('POST', '/material/add', material('MT-OIL', { unitId: unit.id, safetyStock: 1.25 }));
    expect(
      (await ok<Unit>('POST', '/unit/edit', { id: unit.id, code: 'L', name: 'Litre', precision: 2 })).precision,
    ).toBe(2);
    const lowered = await call('POST', '/unit/edit', { id: unit.id, code: 'L', name: 'Litre', precision: 1 });
    expect(lowered.status).toBe(409);
    expect(lowered.body.message).toBe(
      'The precision of unit L cannot be lowered to 1: the safety stock of materials MT-OIL has more decimals',
    );
    const product = await ok<Product>('POST', '/product/add', { code: 'PR-OIL', name: 'Oil can', unitId: unit.id });
    const used = await call('POST', '/unit/delete', { id: unit.id });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('L Litre cannot be deleted: it is used by material MT-OIL; product PR-OIL');
    const zh = await call('POST', '/unit/delete', { id: unit.id }, token, 'zh-CN');
    expect(zh.body.message).toBe('L Litre 不能删除：正被以下记录使用：物料 MT-OIL; 产品 PR-OIL');
    await ok('POST', '/material/delete', { id: oil.id });
    await ok('POST', '/product/delete', { id: product.id });
    await ok('POST', '/unit/delete', { id: unit.id });
  });

  it('product types: tree, loop check, page, delete refused while used', async () => {
    const fans = await ok<ProductType>('POST', '/product_type/add', { code: 'PT-FAN', name: 'Fans', sort: 2 });
    const desk = await ok<ProductType>('POST', '/product_type/add', {
      code: 'PT-DESK',
      name: 'Desk fans',
      parentId: fans.id,
      sort: 1,
    });
    expect(desk).toMatchObject({ parentId: fans.id, parentCode: 'PT-FAN', parentName: 'Fans' });
    const page = await ok<PageResult<ProductType>>('GET', '/product_type/page?code=PT-');
    expect(page.rows.map((row) => row.code)).toEqual(['PT-DESK', 'PT-FAN']);
    expect(
      (await ok<PageResult<ProductType>>('GET', `/product_type/page?parentId=${fans.id}`)).rows.map((row) => row.code),
    ).toEqual(['PT-DESK']);
    expect(
      (
        await ok<PageResult<ProductType>>('GET', '/product_type/page?sortField=code&sortOrder=descend&code=PT-')
      ).rows.map((row) => row.code),
    ).toEqual(['PT-FAN', 'PT-DESK']);
    const loop = await call('POST', '/product_type/edit', {
      id: fans.id,
      code: 'PT-FAN',
      name: 'Fans',
      parentId: desk.id,
    });
    expect(loop.status).toBe(400);
    expect(loop.body.message).toBe('A product type cannot be placed under itself or one of its sub-types');
    expect(
      (await call('POST', '/product_type/edit', { id: fans.id, code: 'PT-FAN', name: 'Fans', parentId: fans.id }))
        .status,
    ).toBe(400);
    expect((await call('POST', '/product_type/add', { code: 'PT-FAN', name: 'x' })).body.message).toBe(
      'The product type code PT-FAN is already in use',
    );
    expect(
      (await call('POST', '/product_type/add', { code: 'PT-X', name: 'x', parentId: foreign.productType!.id })).status,
    ).toBe(400);
    for (const body of [
      { code: 'PT-X', name: '' },
      { code: 'PT X', name: 'x' },
      { code: 'PT-X', name: 'x'.repeat(51) },
      { code: 'PT-X', name: 'x', sort: 100000 },
      { code: 'PT-X', name: 'x', remark: 'r'.repeat(201) },
    ])
      expect((await call('POST', '/product_type/add', body)).status, JSON.stringify(body)).toBe(400);

    const product = await ok<Product>('POST', '/product/add', {
      code: 'PR-DESK',
      name: 'Desk fan',
      unitId: units.PCS!.id,
      productTypeId: desk.id,
    });
    const parentUsed = await call('POST', '/product_type/delete', { id: fans.id });
    expect(parentUsed.status).toBe(409);
    expect(parentUsed.body.message).toBe('PT-FAN Fans cannot be deleted: it is used by product type PT-DESK');
    const used = await call('POST', '/product_type/delete', { id: desk.id });
    expect(used.body.message).toBe('PT-DESK Desk fans cannot be deleted: it is used by product PR-DESK');
    await ok('POST', '/product/delete', { id: product.id });
    await ok('POST', '/product_type/delete', { id: desk.id });
    await ok('POST', '/product_type/delete', { id: fans.id });
    expect((await call('POST', '/product_type/delete', { id: fans.id })).status).toBe(404);
  });

  it('products: add, page, filter, detail, edit, limits, export', async () => {
    const boards = await ok<ProductType>('POST', '/product_type/add', { code: 'PT-BRD', name: 'Boards' });
    const board = await ok<Product>('POST', '/product/add', {
      code: 'PR-CB1',
      name: 'Control board',
      spec: 'CB1',
      unitId: units.PCS!.id,
      productTypeId: boards.id,
    });
    expect(board).toMatchObject({
      productTypeCode: 'PT-BRD',
      productTypeName: 'Boards',
      unitCode: 'PCS',
      routingId: null,
      routingCode: null,
    });
    await ok('POST', '/product/add', { code: 'PR-CB2', name: 'Control board pro', unitId: units.PCS!.id });
    await ok('POST', '/product/add', { code: 'PR-CABLE', name: 'Cable set', spec: 'cable', unitId: units.M!.id });
    expect(
      (await call('POST', '/product/add', { code: 'PR-CB1', name: 'x', unitId: units.PCS!.id })).body.message,
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
      expect((await call('POST', '/product/add', body)).status, JSON.stringify(body)).toBe(400);
    const cross = await call('POST', '/product/add', { ...base, unitId: foreign.unit!.id });
    expect(cross.status).toBe(400);
    expect(cross.body.message).toBe(`unitId: no unit with id ${foreign.unit!.id} exists in this enterprise`);
    expect((await call('POST', '/product/add', { ...base, productTypeId: foreign.productType!.id })).status).toBe(400);

    const page = (query: string) => ok<PageResult<Product>>('GET', `/product/page?${query}`);
    expect((await page('code=PR-C&sortField=code&sortOrder=descend')).rows.map((row) => row.code)).toEqual([
      'PR-CB2',
      'PR-CB1',
      'PR-CABLE',
    ]);
    expect((await page(`productTypeId=${boards.id}`)).rows.map((row) => row.code)).toEqual(['PR-CB1']);
    expect((await page(`unitId=${units.M!.id}`)).rows.map((row) => row.code)).toEqual(['PR-CABLE']);
    expect((await page('name=pro')).rows.map((row) => row.code)).toEqual(['PR-CB2']);
    expect((await page('spec=cb')).rows.map((row) => row.code)).toEqual(['PR-CB1']);
    expect((await page('code=PR-C&pageSize=2&pageNo=2')).rows.map((row) => row.code)).toEqual(['PR-CB2']);

    const detail = await ok<ProductDetail>('GET', `/product/detail?id=${board.id}`);
    expect(detail).toMatchObject({ code: 'PR-CB1', productTypeCode: 'PT-BRD', usedBy: [] });
    const edited = await ok<Product>('POST', '/product/edit', {
      id: board.id,
      code: 'PR-CB1',
      name: 'Control board v2',
      unitId: units.PCS!.id,
    });
    expect(edited).toMatchObject({ name: 'Control board v2', productTypeId: null, productTypeCode: null, spec: null });
    expect(
      (await call('POST', '/product/edit', { id: board.id, code: 'PR-CB2', name: 'x', unitId: units.PCS!.id })).status,
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
    await ok('POST', '/material/add', material('MT-EXP', { spec: 'exported', type: 'finished', safetyStock: 7 }));
    const materials = await download('/material/export', '?code=MT-EXP', 'zh-CN');
    const zh = readSheet(new Uint8Array(await materials.arrayBuffer()));
    expect(zh.headers).toEqual(['编码', '名称', '规格', '类型', '属性', '单位', '安全库存', '备注']);
    expect(zh.rows).toEqual([['MT-EXP', 'Material MT-EXP', 'exported', '成品', '外购', 'PCS', '7', '']]);
    expect((await download('/material/export', '?type=gold')).status).toBe(400);
  });

  it('products: the routing of the processes area, named in rows and blocking its delete', async () => {
    const process = await ok<{ id: string }>('POST', '/process/add', { code: 'MT-P10', name: 'Assembly' });
    const routing = await ok<{ id: string }>('POST', '/routing/add', {
      code: 'MT-R1',
      name: 'Fan route',
      steps: [{ processId: process.id }],
    });
    const fan = await ok<Product>('POST', '/product/add', {
      code: 'PR-FAN',
      name: 'Fan',
      unitId: units.PCS!.id,
      routingId: routing.id,
    });
    expect(fan).toMatchObject({ routingId: routing.id, routingCode: 'MT-R1', routingName: 'Fan route' });
    const rows = (await ok<PageResult<Product>>('GET', `/product/page?routingId=${routing.id}`)).rows;
    expect(rows.map((row) => [row.code, row.routingCode])).toEqual([['PR-FAN', 'MT-R1']]);
    const used = await call('POST', '/routing/delete', { id: routing.id });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('MT-R1 Fan route cannot be deleted: it is used by product PR-FAN');
    const missing = await call('POST', '/product/edit', {
      id: fan.id,
      code: 'PR-FAN',
      name: 'Fan',
      unitId: units.PCS!.id,
      routingId: '999999999',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('routingId: no routing with id 999999999 exists in this enterprise');
    await ok('POST', '/product/delete', { id: fan.id });
    await ok('POST', '/routing/delete', { id: routing.id });
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
    const imported = (await ok<PageResult<Material>>('GET', '/material/page?code=MI-')).rows;
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
      { row: 4, column: '', value: '', reason: 'The material code MI-1 is already in use' },
      { row: 5, column: '', value: '', reason: 'Safety stock: the unit PCS allows at most 0 decimals' },
    ]);
    expect((await ok<PageResult<Material>>('GET', '/material/page?code=MI-5')).totalRows).toBe(0);

    const process = await ok<{ id: string }>('POST', '/process/add', { code: 'MI-P', name: 'Pack' });
    await ok('POST', '/routing/add', { code: 'MI-R', name: 'Pack route', steps: [{ processId: process.id }] });
    await ok('POST', '/product_type/add', { code: 'PT-IMP', name: 'Imported' });
    const productHeaders = ['Code', 'Name', 'Spec', 'Product type', 'Unit', 'Routing', 'Remark'];
    const products = await upload(
      '/product/import',
      workbook(productHeaders, [
        ['PI-1', 'Fan', '10"', 'PT-IMP', 'PCS', 'MI-R', ''],
        ['PI-2', 'Cable', '', '', 'M', '', ''],
      ]),
    );
    expect(products.body.data.imported).toBe(2);
    const rows = (await ok<PageResult<Product>>('GET', '/product/page?code=PI-')).rows;
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
    const units = await ok<PageResult<Unit>>('GET', '/unit/page?pageSize=50', undefined, demo);
    expect(units.rows.map((row) => row.code)).toEqual(['BOX', 'KG', 'M', 'PCS', 'ROLL']);
    const materials = await ok<PageResult<Material>>('GET', '/material/page?pageSize=50', undefined, demo);
    expect(materials.totalRows).toBe(15);
    expect(materials.rows.find((row) => row.code === 'RM-SOLDER')).toMatchObject({ unitCode: 'KG', safetyStock: 2.5 });
    const types = await ok<PageResult<ProductType>>('GET', '/product_type/page', undefined, demo);
    expect(types.rows.map((row) => row.code)).toEqual(['PT-BOARD', 'PT-FAN']);
    const products = await ok<PageResult<Product>>('GET', '/product/page?pageSize=50', undefined, demo);
    expect(products.rows.map((row) => [row.code, row.productTypeCode, row.unitCode, row.routingId])).toEqual([
      ['FG-FAN-D10', 'PT-FAN', 'PCS', '902'],
      ['FG-FAN-D12', 'PT-FAN', 'PCS', '902'],
      ['FG-FAN-F20', 'PT-FAN', 'PCS', null],
      ['SF-CB100', 'PT-BOARD', 'PCS', '901'],
      ['SF-CB200', 'PT-BOARD', 'PCS', '901'],
    ]);
  });

  it('pickers: ref_options answers every kind of the area, only from the own enterprise', async () => {
    const options = async (query: string, as = token) =>
      (await ok<{ code: string }[]>('GET', `/basics/ref_options?${query}`, undefined, as)).map((ref) => ref.code);
    expect(await options('kind=unit&keyword=kilo')).toEqual(['KG']);
    expect(await options('kind=unit&keyword=FU')).toEqual([]);
    expect(await options('kind=unit', other)).toEqual(['FU']);
    expect(await options(`kind=material&ids=${foreign.material!.id}`)).toEqual([]);
    expect(await options('kind=material&keyword=FM', other)).toEqual(['FM']);
    expect(await options('kind=productType', other)).toEqual(['FT']);
    expect(await options('kind=product&keyword=FP', other)).toEqual(['FP']);
    expect(await options(`kind=product&ids=${foreign.product!.id}`)).toEqual([]);
  });

  it('answers not found for another enterprise’s records', async () => {
    expect((await call('GET', `/material/detail?id=${foreign.material!.id}`)).status).toBe(404);
    expect((await call('GET', `/product/detail?id=${foreign.product!.id}`)).status).toBe(404);
    expect((await call('POST', '/unit/edit', { id: foreign.unit!.id, code: 'FU', name: 'x' })).status).toBe(404);
    expect((await call('POST', '/material/edit', { ...material('FM'), id: foreign.material!.id })).status).toBe(404);
    expect(
      (await call('POST', '/product_type/edit', { id: foreign.productType!.id, code: 'FT', name: 'x' })).status,
    ).toBe(404);
    expect(
      (await call('POST', '/product/edit', { id: foreign.product!.id, code: 'FP', name: 'x', unitId: units.PCS!.id }))
        .status,
    ).toBe(404);
    for (const [path, id] of [
      ['/unit/delete', foreign.unit!.id],
      ['/material/delete', foreign.material!.id],
      ['/product_type/delete', foreign.productType!.id],
      ['/product/delete', foreign.product!.id],
    ] as const)
      expect((await call('POST', path, { id })).status, path).toBe(404);
    expect((await ok<PageResult<Material>>('GET', '/material/page?code=FM')).totalRows).toBe(0);
    expect((await ok<PageResult<Unit>>('GET', '/unit/page', undefined, other)).rows.map((row) => row.code)).toEqual([
      'FU',
    ]);
  });

  it('refuses a regular user without the grants (403)', async () => {
    const demoId = await tenantIdOf(t.server.db, 'demo');
    const userId = await createUser(t.server.db, demoId, { account: 'materials_plain' });
    await grantPermissions(t.server, demoId, userId, ['basics:unit:page']);
    const plain = (await t.login('materials_plain')).token;
    const id = units.PCS!.id;
    const cases: [string, string, unknown, string][] = [
      ['POST', '/unit/add', { code: 'x', name: 'x' }, 'basics:unit:add'],
      ['POST', '/unit/edit', { id, code: 'x', name: 'x' }, 'basics:unit:edit'],
      ['POST', '/unit/delete', { id }, 'basics:unit:delete'],
      ['GET', '/material/page', undefined, 'basics:material:page'],
      ['GET', `/material/detail?id=${id}`, undefined, 'basics:material:get'],
      ['POST', '/material/add', material('x'), 'basics:material:add'],
      ['POST', '/material/edit', { ...material('x'), id }, 'basics:material:edit'],
      ['POST', '/material/delete', { id }, 'basics:material:delete'],
      ['GET', '/material/export', undefined, 'basics:material:export'],
      ['GET', '/product_type/page', undefined, 'basics:productType:page'],
      ['POST', '/product_type/add', { code: 'x', name: 'x' }, 'basics:productType:add'],
      ['POST', '/product_type/edit', { id, code: 'x', name: 'x' }, 'basics:productType:edit'],
      ['POST', '/product_type/delete', { id }, 'basics:productType:delete'],
      ['GET', '/product/page', undefined, 'basics:product:page'],
      ['GET', `/product/detail?id=${id}`, undefined, 'basics:product:get'],
      ['POST', '/product/add', { code: 'x', name: 'x', unitId: id }, 'basics:product:add'],
      ['POST', '/product/edit', { id, code: 'x', name: 'x', unitId: id }, 'basics:product:edit'],
      ['POST', '/product/delete', { id }, 'basics:product:delete'],
      ['GET', '/product/export', undefined, 'basics:product:export'],
    ];
    for (const [method, path, body, permission] of cases) {
      const denied = await call(method, path, body, plain);
      expect(denied.status, path).toBe(403);
      expect(denied.body.message).toBe(`Prohibited (403): you do not have the permission ${permission}`);
    }
    expect((await call('GET', '/unit/page', undefined, plain)).status).toBe(200);
    // Pickers are for every signed-in user.
    expect((await call('GET', '/basics/ref_options?kind=unit', undefined, plain)).status).toBe(200);
  });
});
