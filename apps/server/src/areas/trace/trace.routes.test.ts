import {
  AdminType,
  badPhenomenonApi,
  type DataChain,
  defectCauseApi,
  defectTypeApi,
  lineApi,
  materialApi,
  organisationApi,
  processApi,
  productApi,
  solutionApi,
  stationApi,
  traceApi,
  unitApi,
  wipApi,
  workshopApi,
} from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../platform/excel/excel.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { claimsOf, createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { productionPackages } from '../stations/stations.table.js';
import { type FixtureIds, type FixtureRefs, insertTraceScenario } from './trace.test-fixture.js';

type ChainNodeLike = DataChain['roots'][number];
const flat = (nodes: readonly ChainNodeLike[]): ChainNodeLike[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const shape = (node: ChainNodeLike): unknown => [`${node.kind}:${node.code}`, ...node.children.map(shape)];

describe.each(testDatabaseKinds())('traceability and recall (fixture rows) on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let api: RouteClient;
  let otherToken: string;
  let demoId: string;
  let otherId: string;
  let demo: FixtureIds;
  let foreign: FixtureIds;
  let refs: FixtureRefs;

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    api = routeClient(t, { token });
    demoId = await tenantIdOf(t.server.db, 'demo');
    otherId = await createTenant(t.server.db, { code: `trace_other_${kind}` });
    await createUser(t.server.db, otherId, { account: `trace_admin_${kind}`, adminType: AdminType.ENTERPRISE_ADMIN });
    otherToken = (await t.login(`trace_admin_${kind}`)).token;

    // The records a trace names, made through their own areas' routes.
    const factory = (await api.ok(organisationApi.page, { query: { code: 'F01' } })).rows[0]!.id;
    const workshop = (
      await api.ok(workshopApi.add, { body: { factoryId: factory, code: 'TR-WS', name: 'Trace workshop' } })
    ).id;
    const lineId = (await api.ok(lineApi.add, { body: { workshopId: workshop, code: 'TR-L1', name: 'Trace line' } }))
      .id;
    const stationIds: [string, string, string] = [
      (await api.ok(stationApi.add, { body: { lineId, code: 'TR-S1', name: 'Assembly station' } })).id,
      (await api.ok(stationApi.add, { body: { lineId, code: 'TR-S2', name: 'Test station' } })).id,
      (await api.ok(stationApi.add, { body: { lineId, code: 'TR-S3', name: 'Repair station' } })).id,
    ];
    const processIds = [] as unknown as [string, string, string, string];
    for (const [code, name] of [
      ['TR-P1', 'Assembly'],
      ['TR-P2', 'Functional test'],
      ['TR-P3', 'Final test'],
      ['TR-P4', 'Repair'],
    ])
      processIds.push((await api.ok(processApi.add, { body: { code, name } })).id);
    const unitId = (await api.ok(unitApi.add, { body: { code: 'TR-PCS', name: 'Piece' } })).id;
    const materialIds = [] as unknown as [string, string];
    for (const code of ['TR-MOTOR', 'TR-BLADE'])
      materialIds.push(
        (
          await api.ok(materialApi.add, {
            body: { code, name: `Material ${code}`, type: 'raw', attribute: 'purchased', unitId },
          })
        ).id,
      );
    const productId = (await api.ok(productApi.add, { body: { code: 'TR-FAN', name: 'Trace fan', unitId } })).id;
    const defectTypeId = (
      await api.ok(defectTypeApi.add, { body: { code: 'TR-DT', name: 'Function', level: 'major' } })
    ).id;
    const causeId = (
      await api.ok(defectCauseApi.add, { body: { code: 'TR-DC', name: 'Bad motor', category: 'material' } })
    ).id;
    const solutionId = (await api.ok(solutionApi.add, { body: { code: 'TR-SO', name: 'Replace motor' } })).id;
    const badPhenomenonId = (
      await api.ok(badPhenomenonApi.add, { body: { code: 'TR-BP', name: 'Does not spin', defectTypeId } })
    ).id;
    refs = {
      productId,
      lineId,
      routingVersionId: productId,
      stationIds,
      processIds,
      materialIds,
      shiftId: null,
      operatorId: claimsOf(token).userId,
      badPhenomenonId,
      defectTypeId,
      causeId,
      solutionId,
      responsibleUnitId: null,
    };
    demo = await insertTraceScenario(t.server.db, demoId, refs, 'TR', 'LOT-T');
    // Another enterprise: the same lot name, its own serials and order, ids of the demo's records.
    foreign = await insertTraceScenario(t.server.db, otherId, refs, 'FX', 'LOT-T');
  }, 120_000);
  afterAll(() => t?.close());

  it('traces a unit: order, every scan in time order with names, materials, packing, defects and repairs', async () => {
    const trace = await api.ok(traceApi.product, { query: { serial: 'TR-001' } });
    expect(trace.unit).toMatchObject({ serial: 'TR-001', status: 'completed', repairCount: 1 });
    expect(trace.unit.product?.id).toBe(refs.productId);
    expect(trace.order).toMatchObject({ id: demo.orderId, code: 'TR-WO' });
    expect(trace.events.map((event) => [event.action, event.stepNo])).toEqual([
      ['material', 1],
      ['pass', 1],
      ['pass', 2],
      ['fail', 3],
      ['repair', null],
      ['pass', 3],
      ['encase', 3],
    ]);
    const fail = trace.events[3]!;
    expect(fail.station?.id).toBe(refs.stationIds[1]);
    expect(fail.process?.id).toBe(refs.processIds[2]);
    expect(fail.operator).toEqual({ id: refs.operatorId, name: expect.any(String) });
    expect(fail.station?.name).toBe('Test station');
    expect(fail.process?.name).toBe('Final test');
    expect(fail.remark).toBe('no spin');
    expect(trace.events[0]!.barcode).toBe('TR-M1');
    expect(trace.events[6]!.packageCode).toBe('TR-BOX');
    expect(trace.materials).toEqual([
      expect.objectContaining({ barcode: 'TR-M1', lot: 'LOT-T', unboundAt: null, stepNo: 1 }),
    ]);
    expect(trace.materials[0]!.material?.id).toBe(refs.materialIds[0]);
    expect(trace.box).toMatchObject({ code: 'TR-BOX', kind: 'box', status: 'sealed' });
    expect(trace.carrier).toMatchObject({ code: 'TR-CAR', kind: 'carrier' });
    expect(trace.repairs).toHaveLength(1);
    const repair = trace.repairs[0]!;
    expect(repair).toMatchObject({ status: 'repaired', failedStepNo: 3, returnStepNo: 3, remark: 'motor replaced' });
    expect(repair.defects).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(repair.defects[0]!.badPhenomenon?.id).toBe(refs.badPhenomenonId);
    expect(repair.defects[0]!.badPhenomenon?.name).toBe('Does not spin');
    expect(repair.defects[0]!.defectType?.code).toBe('TR-DT');
    expect(repair.cause?.name).toBe('Bad motor');
    expect(repair.solution?.name).toBe('Replace motor');
    expect(repair.repairedBy?.id).toBe(refs.operatorId);
    expect(trace.eventsTruncated).toBe(false);
  });

  it('marks unbound materials and keeps them in the unit history', async () => {
    const trace = await api.ok(traceApi.product, { query: { serial: 'TR-003' } });
    expect(trace.unit.status).toBe('in_repair');
    expect(trace.materials.map((m) => [m.barcode, m.lot, m.unboundAt !== null, m.unbindReason])).toEqual([
      ['TR-M3', 'LOT-T', true, 'bent pin'],
      ['TR-M4', 'LOT-T-B', false, null],
    ]);
    expect(trace.repairs.map((r) => r.status)).toEqual(['open']);
    expect(trace.events.map((e) => e.action)).toEqual(['material', 'unbind', 'material', 'pass', 'fail']);
  });

  it('never shows another enterprise’s unit, whatever the serial', async () => {
    expect((await api.call(traceApi.product, { query: { serial: 'FX-001' } })).status).toBe(404);
    expect((await api.call(traceApi.product, { query: { serial: 'TR-001' }, as: otherToken })).status).toBe(404);
    const own = await api.ok(traceApi.product, { query: { serial: 'FX-001' }, as: otherToken });
    expect(own.order?.id).toBe(foreign.orderId);
    const missing = await api.call(traceApi.product, { query: { serial: 'NOPE' }, language: 'zh-CN' });
    expect(missing.body.message).toContain('NOPE');
  });

  it('lists the recall of a lot: units, order, box and carrier, with counts; unbound on request', async () => {
    const page = await api.ok(traceApi.lotPage, { query: { lot: 'LOT-T', pageSize: 10 } });
    expect(page.rows.map((row) => row.serial).sort()).toEqual(['TR-001', 'TR-002']);
    expect(page.totalRows).toBe(2);
    expect(page.summary).toMatchObject({ units: 2, boxes: 1, carriers: 1, orders: 1 });
    expect(page.summary.byStatus).toEqual({ completed: 1, in_process: 1 });
    expect(page.summary.materials.map((m) => m.id)).toEqual([refs.materialIds[0]]);
    const first = page.rows.find((row) => row.serial === 'TR-001')!;
    expect(first).toMatchObject({ boxCode: 'TR-BOX', carrierCode: 'TR-CAR', unitStatus: 'completed' });
    expect(first.order).toMatchObject({ id: demo.orderId, code: 'TR-WO' });

    const all = await api.ok(traceApi.lotPage, {
      query: { lot: 'LOT-T', includeUnbound: 'true', sortField: 'serial', sortOrder: 'ascend' },
    });
    expect(all.rows.map((row) => [row.serial, row.unboundAt !== null])).toEqual([
      ['TR-001', false],
      ['TR-002', false],
      ['TR-003', true],
    ]);
    const paged = await api.ok(traceApi.lotPage, {
      query: { lot: 'LOT-T', pageSize: 1, pageNo: 2, sortField: 'serial', sortOrder: 'ascend' },
    });
    expect(paged.rows.map((row) => row.serial)).toEqual(['TR-002']);
    expect(paged.totalRows).toBe(2);
    const byMaterial = await api.ok(traceApi.lotPage, { query: { lot: 'LOT-T', materialId: refs.materialIds[1] } });
    expect(byMaterial.totalRows).toBe(0);

    const foreignPage = await api.ok(traceApi.lotPage, { query: { lot: 'LOT-T' }, as: otherToken });
    expect(foreignPage.rows.map((row) => row.serial).sort()).toEqual(['FX-001', 'FX-002']);
    expect(foreignPage.rows.every((row) => row.order?.id === foreign.orderId)).toBe(true);
  });

  it('exports the recall list and the unit history as workbooks', async () => {
    const response = await fetch(`${t.baseUrl}/api${traceApi.lotExport.path}?lot=LOT-T`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
    });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const recall = readSheet(bytes, { sheet: 'Recall list' });
    expect(recall.rows.map((row) => row[0]).sort()).toEqual(['TR-001', 'TR-002']);
    const summary = readSheet(bytes, { sheet: 'Summary' });
    expect(summary.rows).toContainEqual(['Units', '2']);

    const unit = await fetch(`${t.baseUrl}/api${traceApi.productExport.path}?serial=TR-001`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh-CN' },
    });
    expect(unit.status).toBe(200);
    const book = new Uint8Array(await unit.arrayBuffer());
    expect(readSheet(book, { sheet: '工序履历' }).rows).toHaveLength(7);
    expect(readSheet(book, { sheet: '物料' }).rows).toHaveLength(1);
    expect(readSheet(book, { sheet: '不良与维修' }).rows).toHaveLength(1);
  });

  it('draws the data chain from a box, a serial, a lot, a material barcode and an order code', async () => {
    const box = await api.ok(traceApi.chain, { query: { code: 'TR-BOX' } });
    expect(box.matches).toEqual(['box']);
    expect(box.roots.map(shape)).toEqual([
      [
        'order:TR-WO',
        ['carrier:TR-CAR', ['box:TR-BOX', ['unit:TR-001', ['material:TR-M1']], ['unit:TR-002', ['material:TR-M2']]]],
      ],
    ]);
    expect(
      flat(box.roots)
        .filter((node) => node.matched)
        .map((node) => node.code),
    ).toEqual(['TR-BOX']);

    const serial = await api.ok(traceApi.chain, { query: { code: 'TR-003' } });
    expect(serial.roots.map(shape)).toEqual([['order:TR-WO', ['unit:TR-003', ['material:TR-M3'], ['material:TR-M4']]]]);
    expect(flat(serial.roots).find((node) => node.code === 'TR-M3')?.status).toBe('unbound');

    const lot = await api.ok(traceApi.chain, { query: { code: 'LOT-T' } });
    expect(lot.matches).toEqual(['lot']);
    expect(lot.unitCount).toBe(2);
    expect(
      flat(lot.roots)
        .filter((node) => node.matched)
        .map((node) => node.code),
    ).toEqual(['TR-M1', 'TR-M2']);

    const barcode = await api.ok(traceApi.chain, { query: { code: 'TR-M4' } });
    expect(barcode.matches).toEqual(['barcode']);
    expect(flat(barcode.roots).map((node) => node.code)).toContain('TR-003');

    const order = await api.ok(traceApi.chain, { query: { code: 'TR-WO' } });
    expect(order.matches).toEqual(['order']);
    expect(order.unitCount).toBe(3);
    expect(
      flat(order.roots)
        .filter((node) => node.kind === 'unit')
        .map((node) => node.code)
        .sort(),
    ).toEqual(['TR-001', 'TR-002', 'TR-003']);

    for (const code of ['TR-BOX', 'TR-001', 'TR-WO', 'TR-M1']) {
      const foreignView = await api.ok(traceApi.chain, { query: { code }, as: otherToken });
      expect({ code, matches: foreignView.matches, roots: foreignView.roots }).toEqual({
        code,
        matches: [],
        roots: [],
      });
    }
  });

  it('counts the other boxes of a carrier reached through one box as more, without drawing them', async () => {
    // A carrier of three boxes, of no order (written straight in).
    await t.server.db.system(async (tx) => {
      const package_ = { tenantId: demoId, stationId: refs.stationIds[2], status: 'sealed' };
      const [carrier] = await tx
        .insert(productionPackages)
        .values({ ...package_, code: 'TR-XCAR', kind: 'carrier', capacity: 4, quantity: 3 })
        .returning({ id: productionPackages.id });
      await tx.insert(productionPackages).values(
        [1, 2, 3].map((n) => ({
          ...package_,
          code: `TR-XBOX-${n}`,
          kind: 'box',
          parentId: carrier!.id,
          capacity: 10,
          quantity: 0,
        })),
      );
    });
    const drawn = (chain: DataChain) =>
      chain.roots.map((node) => [node.code, node.more, node.children.map((child) => [child.code, child.more])]);
    expect(drawn(await api.ok(traceApi.chain, { query: { code: 'TR-XBOX-2' } }))).toEqual([
      ['TR-XCAR', 2, [['TR-XBOX-2', 0]]],
    ]);
    expect(drawn(await api.ok(traceApi.chain, { query: { code: 'TR-XCAR' } }))).toEqual([
      [
        'TR-XCAR',
        0,
        [
          ['TR-XBOX-1', 0],
          ['TR-XBOX-2', 0],
          ['TR-XBOX-3', 0],
        ],
      ],
    ]);
    // The fixture's carrier holds its one box: nothing more.
    const box = await api.ok(traceApi.chain, { query: { code: 'TR-001' } });
    expect(flat(box.roots).map((node) => [node.kind, node.code, node.more])).toEqual([
      ['order', 'TR-WO', 0],
      ['carrier', 'TR-CAR', 0],
      ['box', 'TR-BOX', 1],
      ['unit', 'TR-001', 0],
      ['material', 'TR-M1', 0],
    ]);
  });

  it('traces a work order: units per status, step yields, defects, materials with lots, units paged', async () => {
    const trace = await api.ok(traceApi.workOrder, { query: { workOrderId: demo.orderId } });
    expect(trace.order.code).toBe('TR-WO');
    expect(trace.units).toEqual({ completed: 1, in_process: 1, in_repair: 1 });
    expect(trace.unitTotal).toBe(3);
    expect(trace.boxes).toBe(1);
    expect(trace.steps.map((s) => [s.stepNo, s.units, s.passed, s.failed, s.firstPass])).toEqual([
      [1, 3, 3, 0, 3],
      [2, 3, 2, 1, 2],
      [3, 2, 2, 1, 1],
    ]);
    expect(trace.steps[2]!.firstPassYield).toBe(0.5);
    expect(trace.defects).toEqual([expect.objectContaining({ quantity: 2, units: 1 })]);
    expect(trace.materials).toEqual([
      expect.objectContaining({
        quantity: 3,
        unbound: 1,
        units: 3,
        lotCount: 2,
        lots: [
          { lot: 'LOT-T', quantity: 2 },
          { lot: 'LOT-T-B', quantity: 1 },
        ],
      }),
    ]);
    const byCode = await api.ok(traceApi.workOrder, { query: { code: 'TR-WO' } });
    expect(byCode.order.id).toBe(demo.orderId);
    const units = await api.ok(traceApi.workOrderUnits, {
      query: { workOrderId: demo.orderId, pageSize: 2, sortField: 'serial', sortOrder: 'descend' },
    });
    expect(units.totalRows).toBe(3);
    expect(units.rows.map((row) => [row.serial, row.status, row.boxCode])).toEqual([
      ['TR-003', 'in_repair', null],
      ['TR-002', 'in_process', 'TR-BOX'],
    ]);
    expect((await api.call(traceApi.workOrder, { query: { workOrderId: foreign.orderId } })).status).toBe(404);
    expect((await api.call(traceApi.workOrderUnits, { query: { workOrderId: foreign.orderId } })).status).toBe(404);
    expect((await api.call(traceApi.workOrder, { query: { code: 'FX-WO' } })).status).toBe(404);
    expect((await api.call(traceApi.workOrder)).status).toBe(400);
  });

  it('lists work in progress with filters, paging and sorting, and exports it', async () => {
    const page = await api.ok(wipApi.page, { query: { pageSize: 50, serial: 'TR-' } });
    expect(page.rows.map((row) => [row.serial, row.status])).toEqual([
      ['TR-002', 'in_process'],
      ['TR-003', 'in_repair'],
    ]);
    const repair = await api.ok(wipApi.page, { query: { status: 'in_repair', serial: 'TR-' } });
    expect(repair.rows.map((row) => row.serial)).toEqual(['TR-003']);
    const sorted = await api.ok(wipApi.page, {
      query: { workOrderId: demo.orderId, lineId: refs.lineId, sortField: 'serial', sortOrder: 'descend', pageSize: 1 },
    });
    expect(sorted).toMatchObject({ totalRows: 2, pageSize: 1 });
    expect(sorted.rows.map((row) => row.serial)).toEqual(['TR-003']);
    const foreignWip = await api.ok(wipApi.page, { query: { pageSize: 50 }, as: otherToken });
    expect(foreignWip.rows.map((row) => row.serial)).toEqual(['FX-002', 'FX-003']);
    expect((await api.call(wipApi.page, { query: { sortField: 'password' as never } })).status).toBe(400);

    const response = await fetch(`${t.baseUrl}/api${wipApi.export.path}?serial=TR-`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const sheet = readSheet(new Uint8Array(await response.arrayBuffer()));
    expect(sheet.rows.map((row) => row[0])).toEqual(['TR-002', 'TR-003']);
  });

  it('answers only with the permission of each page', async () => {
    const userId = await createUser(t.server.db, demoId, { account: `trace_user_${kind}` });
    const user = (await t.login(`trace_user_${kind}`)).token;
    expect((await api.call(traceApi.product, { query: { serial: 'TR-001' }, as: user })).status).toBe(403);
    expect((await api.call(traceApi.lotPage, { query: { lot: 'LOT-T' }, as: user })).status).toBe(403);
    expect((await api.call(wipApi.page, { as: user })).status).toBe(403);
    await grantPermissions(t.server, demoId, userId, ['trace:product:page', 'trace:lot:page']);
    await api.ok(traceApi.product, { query: { serial: 'TR-001' }, as: user });
    await api.ok(traceApi.lotPage, { query: { lot: 'LOT-T' }, as: user });
    expect((await api.call(traceApi.chain, { query: { code: 'TR-001' }, as: user })).status).toBe(403);
    const exported = await api.call(traceApi.lotExport, { query: { lot: 'LOT-T' }, as: user });
    expect(exported.status).toBe(403);
  });
});
