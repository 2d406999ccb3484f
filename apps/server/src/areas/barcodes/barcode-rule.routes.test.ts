import { randomUUID } from 'node:crypto';
import { AdminType, barcodeRuleApi, type RouteDef, referenceApi, renderCode, scanApi } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { oneStepLine } from '../../test-support/production-line.js';
import { type RouteCallOptions, type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { BarcodeRuleRepository } from './barcode-rule.repository.js';
import { createBarcodeRules } from './barcode-rule.resource.js';
import { DEMO_BARCODE_RULES, seedBarcodesDemo } from './barcodes.seed.js';

const serial = (scheme = 1, width = 4) => ({ type: 'serial' as const, scheme, width });
const ruleBody = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `Rule ${code}`,
  prefix: 'BR',
  length: 20,
  elements: [serial()],
  ...extra,
});

describe.each(testDatabaseKinds())('barcode rules on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let foreignId: string;
  let tenantId: string;

  let api: RouteClient;
  /** Adds a rule, valid or not (the body is not checked here). */
  const add = (body: unknown) => api.call(barcodeRuleApi.add, { body: body as never });

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    api = routeClient(t, { token });
    tenantId = await tenantIdOf(t.server.db, 'demo');
    const otherId = await createTenant(t.server.db, { code: 'barcodes_other' });
    await createUser(t.server.db, otherId, { account: 'barcodes_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    const other = (await t.login('barcodes_admin')).token;
    const foreign = await api.call(barcodeRuleApi.add, { body: ruleBody('BR-1'), as: other });
    expect(foreign.status).toBe(200);
    foreignId = foreign.body.data.id;
  });
  afterAll(() => t?.close());

  it('adds, pages, filters, shows and edits rules', async () => {
    const added = await add(
      ruleBody('BR-1', { remark: 'first', elements: [{ type: 'date', format: 'yyMM' }, serial(1, 6)] }),
    );
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      code: 'BR-1',
      prefix: 'BR',
      length: 20,
      stackingMode: 'concat',
      separator: '',
      gs1: false,
      checkDigit: false,
      serialStart: 1,
      serialStep: 1,
      remark: 'first',
      elements: [
        { type: 'date', format: 'yyMM' },
        { type: 'serial', scheme: 1, width: 6 },
      ],
    });
    const gs1 = await add({
      code: 'BR-GS1',
      name: 'Carton',
      length: 30,
      gs1: true,
      checkDigit: true,
      elements: [
        { type: 'constant', value: '0950600013435', ai: '01' },
        { type: 'serial', scheme: 1, width: 6, ai: '21' },
      ],
    });
    expect(gs1.status).toBe(200);
    const page = await api.call(barcodeRuleApi.page, { query: { sortField: 'code', sortOrder: 'descend' } });
    expect(page.body.data.rows.map((row) => row.code)).toEqual(['BR-GS1', 'BR-1']);
    expect((await api.call(barcodeRuleApi.page, { query: { gs1: 'true' } })).body.data.totalRows).toBe(1);
    expect((await api.call(barcodeRuleApi.page, { query: { name: 'carT' } })).body.data.rows[0]?.code).toBe('BR-GS1');
    expect((await api.call(barcodeRuleApi.page, { query: { sortField: 'prefix' } as never })).status).toBe(400);
    const detail = await api.call(barcodeRuleApi.detail, { query: { id: added.body.data.id } });
    expect(detail.body.data.code).toBe('BR-1');
    const edited = await api.call(barcodeRuleApi.edit, {
      body: {
        id: added.body.data.id,
        ...ruleBody('BR-1B', { stackingMode: 'separated', separator: '-', elements: [serial(6, 3)] }),
      },
    });
    expect(edited.body.data).toMatchObject({ code: 'BR-1B', stackingMode: 'separated', separator: '-', remark: null });
    const options = await api.call(referenceApi.options, { query: { kind: 'barcodeRule', keyword: 'br-1' } });
    expect(options.body.data).toEqual([{ id: added.body.data.id, code: 'BR-1B', name: 'Rule BR-1B' }]);
    const byId = await api.call(referenceApi.options, { query: { kind: 'barcodeRule', ids: foreignId } });
    expect(byId.body.data).toEqual([]);
  });

  it('refuses duplicates (409) and the spec 001 §5 violations with their messages', async () => {
    const duplicate = await add(ruleBody('BR-GS1'));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('The barcode rule code BR-GS1 is already in use');
    const messages: [Record<string, unknown>, string][] = [
      [{ length: 0 }, 'length: the barcode length must be a positive integer'],
      [{ length: -5 }, 'length: the barcode length must be a positive integer'],
      [{ prefix: 'ABCDEF', length: 5 }, 'prefix: the prefix length must not be above the barcode length'],
      [{ prefix: 'ABCDE', length: 5 }, 'length: a unique barcode length must exceed the prefix length'],
      [{ prefix: 'ABC', length: 6 }, 'length: the elements need at least 7 characters, more than the barcode length 6'],
      [{ elements: [{ type: 'constant', value: 'X' }] }, 'elements: a rule needs exactly one serial element'],
      [{ stackingMode: 'separated' }, 'separator: the separated stacking mode needs a separator'],
      [
        { checkDigit: true },
        'checkDigit: a GS1 mod-10 check digit needs a code of digits only (prefix, constants, dates and serial)',
      ],
      [{ elements: [{ ...serial(), ai: '21' }] }, 'elements: application identifiers need a GS1 rule'],
      [
        { gs1: true, prefix: '', elements: [serial()] },
        'elements: the first element of a GS1 rule must start an application identifier',
      ],
    ];
    for (const [extra, message] of messages) {
      const refused = await add(ruleBody('BR-BAD', extra));
      expect(refused.status, JSON.stringify(extra)).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    const chinese = await api.call(barcodeRuleApi.add, {
      body: ruleBody('BR-BAD', { prefix: 'ABCDE', length: 5 }),
      as: token,
      language: 'zh-CN',
    });
    expect(chinese.body.message).toBe('length：唯一条码长度必须大于前缀长度');
    const invalid: Record<string, unknown>[] = [
      ruleBody(''),
      ruleBody('a b'),
      ruleBody('X'.repeat(51)),
      ruleBody('BR-BAD', { name: 'n'.repeat(51) }),
      ruleBody('BR-BAD', { prefix: 'P'.repeat(51), length: 100 }),
      ruleBody('BR-BAD', { length: 129 }),
      ruleBody('BR-BAD', { length: 1.5 }),
      ruleBody('BR-BAD', { remark: 'r'.repeat(201) }),
      ruleBody('BR-BAD', { elements: [] }),
      ruleBody('BR-BAD', { elements: Array.from({ length: 21 }, () => serial()) }),
      ruleBody('BR-BAD', { elements: [serial(0)] }),
      ruleBody('BR-BAD', { elements: [serial(29)] }),
      ruleBody('BR-BAD', { elements: [serial(1, 13)] }),
      ruleBody('BR-BAD', { elements: [serial(), { type: 'date', format: 'Q' }] }),
      ruleBody('BR-BAD', { elements: [serial(), { type: 'constant', value: '' }] }),
      ruleBody('BR-BAD', { stackingMode: 'pile' }),
      ruleBody('BR-BAD', { serialStep: 0 }),
      ruleBody('BR-BAD', { other: 1 }),
    ];
    for (const body of invalid) expect((await add(body)).status, JSON.stringify(body)).toBe(400);
  });

  it('previews without consuming, generates consecutive codes and records them', async () => {
    const rule = (await add(ruleBody('BR-GEN', { prefix: 'G', length: 30, elements: [serial(13, 3)] }))).body.data;
    const preview = (body: Record<string, unknown>) => api.call(barcodeRuleApi.preview, { body });
    const missing = await preview({ id: rule.id, count: 3 });
    expect(missing.body.data).toEqual({ codes: [], problem: 'productCode: this rule needs a product code' });
    const first = await preview({ id: rule.id, count: 3, productCode: 'FG1' });
    expect(first.body.data.problem).toBeNull();
    expect(first.body.data.codes).toHaveLength(3);
    expect(first.body.data.codes[0]).toMatch(/^GFG1\d{6}001$/);
    expect((await preview({ id: rule.id, count: 3, productCode: 'FG1' })).body.data).toEqual(first.body.data);

    const generated = await api.call(barcodeRuleApi.generate, {
      body: {
        ruleId: rule.id,
        count: 2,
        productCode: 'FG1',
      },
    });
    expect(generated.status).toBe(200);
    expect(generated.body.data).toMatchObject({
      ruleCode: 'BR-GEN',
      count: 2,
      firstCount: 1,
      lastCount: 2,
      productCode: 'FG1',
      orderNumber: null,
      codes: first.body.data.codes.slice(0, 2),
      firstCode: first.body.data.codes[0],
      lastCode: first.body.data.codes[1],
      createdByName: expect.any(String),
    });
    // The preview now starts after what was issued; another product has a count of its own.
    expect((await preview({ id: rule.id, count: 1, productCode: 'FG1' })).body.data.codes).toEqual([
      first.body.data.codes[2],
    ]);
    const other = await api.call(barcodeRuleApi.generate, {
      body: {
        ruleId: rule.id,
        count: 1,
        productCode: 'FG2',
      },
    });
    expect(other.body.data.codes[0]).toMatch(/^GFG2\d{6}001$/);
    const next = await api.call(barcodeRuleApi.generate, {
      body: {
        ruleId: rule.id,
        count: 3,
        productCode: 'FG1',
      },
    });
    expect(next.body.data).toMatchObject({ firstCount: 3, lastCount: 5 });
    expect(next.body.data.codes[0]).toBe(first.body.data.codes[2]);

    // A draft rule previews from its start (with an id, from that rule's counters).
    const draft = await preview({ rule: { prefix: 'D', length: 10, elements: [serial(1, 3)] }, count: 2 });
    expect(draft.body.data).toEqual({ codes: ['D001', 'D002'], problem: null });
    const badDraft = await preview({ rule: { prefix: 'DDDD', length: 4, elements: [serial(1, 3)] }, count: 2 });
    expect(badDraft.body.data.problem).toBe('length: a unique barcode length must exceed the prefix length');
    expect((await preview({ count: 2 })).status).toBe(400);
    expect((await preview({ id: foreignId, count: 2 })).status).toBe(404);

    // Batches: paged, filtered, by code; detail and export; issued check.
    const batches = await api.call(barcodeRuleApi.batchPage, { query: { ruleId: rule.id } });
    expect(batches.body.data.rows.map((row) => row.count)).toEqual([3, 1, 2]);
    const holding = await api.call(barcodeRuleApi.batchPage, { query: { code: next.body.data.codes[1]! } });
    expect(holding.body.data.rows.map((row) => row.id)).toEqual([next.body.data.id]);
    expect((await api.call(barcodeRuleApi.batchPage, { query: { productCode: 'fg2' } })).body.data.totalRows).toBe(1);
    const detail = await api.call(barcodeRuleApi.batchDetail, { query: { id: generated.body.data.id } });
    expect(detail.body.data.codes).toEqual(generated.body.data.codes);
    const exported = await fetch(`${t.baseUrl}/api/barcode_batch/export?id=${next.body.data.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('spreadsheetml');
    const issued = await api.call(barcodeRuleApi.issued, { query: { code: next.body.data.codes[0]! } });
    expect(issued.body.data).toMatchObject({
      issued: true,
      batchId: next.body.data.id,
      ruleId: rule.id,
      ruleCode: 'BR-GEN',
    });
    expect((await api.call(barcodeRuleApi.issued, { query: { code: 'NOPE' } })).body.data).toMatchObject({
      issued: false,
      batchId: null,
    });

    // A rule that issued codes keeps them: its deletion is refused.
    const refused = await api.call(barcodeRuleApi.delete, { body: { id: rule.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'BR-GEN Rule BR-GEN cannot be deleted: it has issued 6 codes, and their records are kept',
    );
  });

  it('checks generation inputs, counts and code collisions', async () => {
    const rule = (await add(ruleBody('BR-CNT', { prefix: 'C', length: 4, elements: [serial(1, 2)] }))).body.data;
    const generate = (body: Record<string, unknown>) =>
      api.call(barcodeRuleApi.generate, { body: { ruleId: rule.id, ...body } as never });
    for (const count of [0, 10_001, 1.5]) expect((await generate({ count })).status, String(count)).toBe(400);
    expect((await generate({ count: 1, productCode: 'P'.repeat(51) })).status).toBe(400);
    const all = await generate({ count: 99 });
    expect(all.body.data.codes.at(-1)).toBe('C99');
    const exhausted = await generate({ count: 1 });
    expect(exhausted.status).toBe(409);
    expect(exhausted.body.message).toBe('The serial count of this period has used up its 2 digits');
    // Nothing was taken by the refused generation: widening the rule continues at 100.
    await api.call(barcodeRuleApi.edit, {
      body: {
        id: rule.id,
        ...ruleBody('BR-CNT', { prefix: 'C', length: 5, elements: [serial(1, 3)] }),
      },
    });
    expect((await generate({ count: 1 })).body.data).toMatchObject({ firstCount: 100, codes: ['C100'] });
    // Restarting the count would issue codes again: refused, and the counter is not moved.
    const restarted = await api.call(barcodeRuleApi.edit, {
      body: {
        id: rule.id,
        ...ruleBody('BR-CNT', { prefix: 'C', length: 5, serialStart: -100, elements: [serial(1, 3)] }),
      },
    });
    expect(restarted.status).toBe(400);
    await api.call(barcodeRuleApi.edit, {
      body: {
        id: rule.id,
        ...ruleBody('BR-CNT', { prefix: 'C', length: 5, serialStart: 0, serialStep: 1, elements: [serial(1, 2)] }),
      },
    });
    const again = await generate({ count: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The serial count of this period has used up its 2 digits');
    await api.call(barcodeRuleApi.edit, {
      body: {
        id: rule.id,
        ...ruleBody('BR-CNT', { prefix: 'C', length: 5, serialStart: 0, elements: [serial(1, 3)] }),
      },
    });
    const collision = await generate({ count: 1 });
    expect(collision.status).toBe(409);
    expect(collision.body.message).toBe(
      'The code C100 has already been issued; change the rule (prefix, serial start) so it makes new codes',
    );
    expect((await generate({ count: 1 })).status).toBe(409);
    expect((await generate({ count: 1 })).body.message).toContain('C100');
  });

  it('skips codes that already name a unit, box or carrier, consuming their counts', async () => {
    const ids = await oneStepLine(api, 'SK', ['PK'], ['S1']);
    const scan = { stationId: ids.S1, scannedAt: new Date().toISOString() };
    // Unit K002 in box K003 (full, so sealed), the box on carrier K005: none came from the rule.
    await api.ok(scanApi.encasement, {
      body: {
        ...scan,
        clientScanId: randomUUID(),
        processId: ids.PK,
        workOrderId: ids.order,
        serial: 'K002',
        boxCode: 'K003',
        capacity: 1,
      },
    });
    await api.ok(scanApi.pack, {
      body: {
        ...scan,
        clientScanId: randomUUID(),
        boxCode: 'K003',
        carrierCode: 'K005',
        capacity: 2,
      },
    });
    const rule = (await add(ruleBody('BR-SKIP', { prefix: 'K', elements: [serial(1, 3)] }))).body.data;
    const preview = await api.call(barcodeRuleApi.preview, { body: { id: rule.id, count: 3 } });
    expect(preview.body.data).toEqual({ codes: ['K001', 'K004', 'K006'], problem: null });
    const generate = (count: number) => api.ok(barcodeRuleApi.generate, { body: { ruleId: rule.id, count } });
    expect(await generate(3)).toMatchObject({
      count: 3,
      codes: ['K001', 'K004', 'K006'],
      firstCount: 1,
      lastCount: 6,
      firstCode: 'K001',
      lastCode: 'K006',
    });
    // The skipped counts were consumed with the issued ones: the next generation goes on after them.
    expect(await generate(2)).toMatchObject({ codes: ['K007', 'K008'], firstCount: 7, lastCount: 8 });
    // A run of codes in use is crossed in growing rounds (1, 2, 4 codes a query).
    const unit = (serialNo: string) =>
      api.ok(scanApi.passing, {
        body: {
          ...scan,
          clientScanId: randomUUID(),
          processId: ids.PK,
          workOrderId: ids.order,
          serial: serialNo,
          result: 'pass',
          defects: [],
        },
      });
    for (const n of [9, 10, 11, 12, 13, 14]) await unit(`K${String(n).padStart(3, '0')}`);
    expect(await generate(1)).toMatchObject({ codes: ['K015'], firstCount: 15, lastCount: 15 });
    // Codes in use up to the end of the count's digits: refused, and nothing is taken.
    const short = (await add(ruleBody('BR-SKIP2', { prefix: 'Q', elements: [serial(1, 2)] }))).body.data;
    await api.ok(barcodeRuleApi.generate, { body: { ruleId: short.id, count: 97 } });
    await unit('Q98');
    await unit('Q99');
    const exhausted = await api.call(barcodeRuleApi.generate, { body: { ruleId: short.id, count: 1 } });
    expect(exhausted.status).toBe(409);
    expect(exhausted.body.message).toBe('The serial count of this period has used up its 2 digits');
    const after = await api.call(barcodeRuleApi.preview, { body: { id: short.id, count: 1 } });
    expect(after.body.data.problem).toBe('The serial count of this period has used up its 2 digits');
  });

  it('computes the GS1 check digit when generating', async () => {
    const rule = (
      await add({
        code: 'BR-BOX',
        name: 'Box',
        length: 40,
        gs1: true,
        checkDigit: true,
        elements: [
          { type: 'constant', value: '0950600013435', ai: '01' },
          { type: 'text', ai: '10' },
          { type: 'serial', scheme: 1, width: 6, ai: '21' },
        ],
      })
    ).body.data;
    const batch = await api.call(barcodeRuleApi.generate, {
      body: {
        ruleId: rule.id,
        count: 2,
        text: 'LOT7',
      },
    });
    expect(batch.body.data.codes).toEqual([
      '(01)09506000134352(10)LOT7(21)000001',
      '(01)09506000134352(10)LOT7(21)000002',
    ]);
    const noLot = await api.call(barcodeRuleApi.generate, { body: { ruleId: rule.id, count: 1 } });
    expect(noLot.status).toBe(400);
    expect(noLot.body.message).toBe('text: this rule needs a text');
  });

  it('keeps enterprises apart (404) and refuses users without the grants (403)', async () => {
    expect((await api.call(barcodeRuleApi.detail, { query: { id: foreignId } })).status).toBe(404);
    expect((await api.call(barcodeRuleApi.edit, { body: { id: foreignId, ...ruleBody('BR-X') } })).status).toBe(404);
    expect((await api.call(barcodeRuleApi.delete, { body: { id: foreignId } })).status).toBe(404);
    expect((await api.call(barcodeRuleApi.generate, { body: { ruleId: foreignId, count: 1 } })).status).toBe(404);
    expect((await api.call(barcodeRuleApi.batchDetail, { query: { id: foreignId } })).status).toBe(404);

    const userId = await createUser(t.server.db, tenantId, { account: 'barcodes_plain' });
    await grantPermissions(t.server, tenantId, userId, ['basics:barcodeRule:page']);
    const plain = (await t.login('barcodes_plain')).token;
    const [first] = (await api.call(barcodeRuleApi.page, { as: plain })).body.data.rows;
    const cases: [RouteDef, RouteCallOptions<RouteDef>, string][] = [
      [barcodeRuleApi.detail, { query: { id: first!.id } }, 'basics:barcodeRule:get'],
      [barcodeRuleApi.add, { body: ruleBody('BR-Y') }, 'basics:barcodeRule:add'],
      [barcodeRuleApi.edit, { body: { id: first!.id, ...ruleBody('BR-Y') } }, 'basics:barcodeRule:edit'],
      [barcodeRuleApi.delete, { body: { id: first!.id } }, 'basics:barcodeRule:delete'],
      [barcodeRuleApi.generate, { body: { ruleId: first!.id, count: 1 } }, 'basics:barcodeRule:generate'],
      [barcodeRuleApi.batchDetail, { query: { id: first!.id } }, 'basics:barcodeRule:get'],
      [barcodeRuleApi.batchExport, { query: { id: first!.id } }, 'basics:barcodeRule:get'],
    ];
    for (const [route, options, permission] of cases) {
      const denied = await api.call(route, { ...options, as: plain });
      expect(denied.status, route.path).toBe(403);
      expect(denied.body.message).toBe(`Prohibited (403): you do not have the permission ${permission}`);
    }
    expect((await api.call(barcodeRuleApi.preview, { body: { id: first!.id, count: 1 }, as: plain })).status).toBe(200);
  });

  it('deletes an unused rule and refuses one that something uses', async () => {
    const rule = (await add(ruleBody('BR-DEL'))).body.data;
    // The registry wiring of the app with one user of barcode rules, over the same database.
    const references = new ReferenceRegistry();
    const service = createBarcodeRules(t.server.db, references, new BarcodeRuleRepository(t.server.db));
    references.usedBy('barcodeRule', 'printTemplate', async (_tenant, id) =>
      id === rule.id ? [{ id: '1', code: 'LBL-1', name: 'Label' }] : [],
    );
    await expect(service.delete(tenantId, rule.id)).rejects.toMatchObject({
      code: 409,
      messageKey: 'references.inUse',
      params: { record: 'BR-DEL Rule BR-DEL', users: [{ params: { codes: 'LBL-1' } }] },
    });
    expect((await api.call(barcodeRuleApi.delete, { body: { id: rule.id } })).status).toBe(200);
    expect((await api.call(barcodeRuleApi.delete, { body: { id: rule.id } })).status).toBe(404);
  });

  it('seeds the demo rules once, and they make the documented codes', async () => {
    const references = new ReferenceRegistry();
    const service = createBarcodeRules(t.server.db, references, new BarcodeRuleRepository(t.server.db));
    await seedBarcodesDemo(service, tenantId);
    await seedBarcodesDemo(service, tenantId);
    const page = await api.call(barcodeRuleApi.page, { query: { code: '-', pageSize: '50' } });
    const demo = page.body.data.rows.filter((row) => DEMO_BARCODE_RULES.some((rule) => rule.code === row.code));
    expect(demo.map((row) => row.code).sort()).toEqual(['BOX-GS1', 'SN-FAN']);
    const context = { time: new Date('2026-11-23T10:00:00Z'), timeZone: 'Asia/Shanghai' };
    const snFan = demo.find((row) => row.code === 'SN-FAN')!;
    expect(renderCode(snFan, context, 1)).toBe('TF2611230001');
    const box = demo.find((row) => row.code === 'BOX-GS1')!;
    expect(renderCode(box, context, 1)).toBe('(01)09506000134352(21)00000001');
  });
});
