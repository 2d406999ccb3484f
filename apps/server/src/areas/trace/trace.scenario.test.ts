import { randomUUID } from 'node:crypto';
import {
  AdminType,
  badPhenomenonApi,
  type DataChain,
  defectCauseApi,
  defectTypeApi,
  scanConfigApi,
  scanRouteOfKind,
  solutionApi,
  traceApi,
  wipApi,
  workOrderApi,
} from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { claimsOf, createTenant, createUser, tenantIdOf } from '../../test-support/fixtures.js';
import { productionLine } from '../../test-support/production-line.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { insertTraceScenario } from './trace.test-fixture.js';

type Id = { id: string };
type ChainNode = DataChain['roots'][number];
const shape = (node: ChainNode): unknown => [`${node.kind}:${node.code}`, ...node.children.map(shape)];

/**
 * Trace and recall over data made by the real station scans: an order issued through the
 * work-orders routes, five units scanned through assembly (a material each), test (one fails, is
 * repaired and passes again), packing into a box and the box onto a carrier.
 */
describe.each(testDatabaseKinds())('trace and recall after real station scans on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let other: string;
  const ids: Record<string, string> = {};

  let api: RouteClient;
  // The bodies differ by kind of station: not checked here.
  const scan = (kind: keyof typeof scanRouteOfKind, body: Record<string, unknown>) =>
    api.ok(scanRouteOfKind[kind], { body: { clientScanId: randomUUID(), ...body } as never });
  const at = (station: string, process: string, serial: string) => ({
    stationId: ids[station],
    processId: ids[process],
    workOrderId: ids.order,
    serial,
  });

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    api = routeClient(t, { token });
    const otherId = await createTenant(t.server.db, { code: `trace_scan_other_${kind}` });
    await createUser(t.server.db, otherId, {
      account: `trace_scan_admin_${kind}`,
      adminType: AdminType.ENTERPRISE_ADMIN,
    });
    other = (await t.login(`trace_scan_admin_${kind}`)).token;

    Object.assign(
      ids,
      await productionLine(api, 'TS', {
        lines: ['Fan line'],
        processes: [
          ['P10', { name: 'Board assembly', mandatoryScan: true }],
          ['P20', { name: 'Motor assembly', mandatoryScan: true }],
          ['P30', { name: 'Functional test', type: 'test', mandatoryScan: true }],
          ['P40', { name: 'Packing', type: 'packing', mandatoryScan: true }],
          ['PR', { name: 'Repair', type: 'repair', mandatoryScan: true }],
        ],
        steps: ['P10', 'P20', 'P30', 'P40', ['PR', { repair: true, returnToStepNo: 2 }]],
        stations: [
          ['ASM', { name: 'Assembly station', processes: ['P10', 'P20'] }],
          ['TEST', { name: 'Test station', processes: ['P30'] }],
          ['PACK', { name: 'Packing station', processes: ['P40'] }],
          ['REP', { name: 'Repair station', processes: ['PR'] }],
        ],
        materials: [['MOTOR', { name: 'Motor' }]],
        product: { code: 'FAN', name: 'Desk fan' },
        order: { planQuantity: 5 },
      }),
    );
    ids.orderCode = (await api.ok(workOrderApi.detail, { query: { id: ids.order } })).code;
    await api.ok(scanConfigApi.add, {
      body: {
        code: 'TS-SC',
        name: 'Motor assembly',
        productId: ids.product,
        processId: ids.P20,
        enforceOrder: false,
        materials: [{ materialId: ids.MOTOR, expectedCount: 1, pattern: 'MOT-####', reusable: false }],
      },
    });
    ids.defectType = (
      await api.ok(defectTypeApi.add, { body: { code: 'TS-DT', name: 'Function', level: 'major' } })
    ).id;
    ids.phenomenon = (
      await api.ok(badPhenomenonApi.add, {
        body: { code: 'TS-BP', name: 'Does not spin', defectTypeId: ids.defectType },
      })
    ).id;
    ids.cause = (
      await api.ok(defectCauseApi.add, { body: { code: 'TS-DC', name: 'Bad motor', category: 'material' } })
    ).id;
    ids.solution = (await api.ok(solutionApi.add, { body: { code: 'TS-SO', name: 'Replace motor' } })).id;

    for (let n = 1; n <= 5; n++) {
      const serial = `TS-SN000${n}`;
      await scan('passing', at('ASM', 'P10', serial));
      await scan('assembly', at('ASM', 'P20', serial));
      await scan('assembly', { ...at('ASM', 'P20', serial), barcode: `MOT-000${n}` });
      if (n === 2) {
        await scan('passing', {
          ...at('TEST', 'P30', serial),
          result: 'fail',
          defects: [{ badPhenomenonId: ids.phenomenon, defectTypeId: ids.defectType }],
          remark: 'no spin',
        });
        await scan('maintain', {
          stationId: ids.REP,
          serial,
          outcome: 'repaired',
          causeId: ids.cause,
          solutionId: ids.solution,
          remark: 'motor replaced',
        });
        await scan('assembly', at('ASM', 'P20', serial));
      }
      await scan('passing', at('TEST', 'P30', serial));
      await scan('encasement', { ...at('PACK', 'P40', serial), boxCode: 'TS-BOX-1', capacity: 5 });
    }
    await scan('pack', { stationId: ids.PACK, boxCode: 'TS-BOX-1', carrierCode: 'TS-CAR-1', capacity: 1 });

    // Another enterprise with the same serials, lot and package codes, written straight in.
    const otherTenant = await tenantIdOf(t.server.db, `trace_scan_other_${kind}`);
    const fake = ids.product!;
    await insertTraceScenario(
      t.server.db,
      otherTenant,
      {
        productId: fake,
        lineId: fake,
        routingVersionId: fake,
        stationIds: [fake, fake, fake],
        processIds: [fake, fake, fake, fake],
        materialIds: [fake, fake],
        shiftId: null,
        operatorId: fake,
        badPhenomenonId: fake,
        defectTypeId: null,
        causeId: null,
        solutionId: null,
        responsibleUnitId: null,
      },
      'TS',
      'MOT-0003',
    );
  }, 180_000);
  afterAll(() => t?.close());

  it('traces the repaired unit: every scan, the repeated passes, material, box, carrier, defect and repair', async () => {
    const trace = await api.ok(traceApi.product, { query: { serial: 'TS-SN0002' } });
    expect(trace.unit).toMatchObject({ serial: 'TS-SN0002', status: 'completed', repairCount: 1, nextStepNo: null });
    expect(trace.order).toMatchObject({ id: ids.order, code: ids.orderCode, product: { name: 'Desk fan' } });
    const steps = trace.events.map((event) => [event.action, event.stepNo, event.process?.name ?? null]);
    expect(steps.filter(([action]) => action === 'pass')).toEqual([
      ['pass', 1, 'Board assembly'],
      ['pass', 2, 'Motor assembly'],
      ['pass', 2, 'Motor assembly'],
      ['pass', 3, 'Functional test'],
      ['pass', 4, 'Packing'],
    ]);
    const actions = trace.events.map((event) => event.action);
    expect(actions.indexOf('fail')).toBeGreaterThan(actions.indexOf('material'));
    expect(actions.indexOf('repair')).toBeGreaterThan(actions.indexOf('fail'));
    expect(actions.indexOf('encase')).toBeGreaterThan(actions.lastIndexOf('fail'));
    const fail = trace.events.find((event) => event.action === 'fail')!;
    expect(fail).toMatchObject({ stepNo: 3, station: { name: 'Test station' }, remark: 'no spin' });
    expect(fail.operator?.id).toBe(claimsOf(token).userId);
    expect(trace.materials).toEqual([
      expect.objectContaining({ barcode: 'MOT-0002', lot: 'MOT-0002', unboundAt: null, stepNo: 2 }),
    ]);
    expect(trace.materials[0]!.material?.name).toBe('Motor');
    expect(trace.box).toMatchObject({ code: 'TS-BOX-1', quantity: 5, status: 'sealed' });
    expect(trace.carrier).toMatchObject({ code: 'TS-CAR-1', kind: 'carrier' });
    expect(trace.repairs).toHaveLength(1);
    expect(trace.repairs[0]).toMatchObject({
      status: 'repaired',
      failedStepNo: 3,
      failedProcess: { name: 'Functional test' },
      cause: { name: 'Bad motor' },
      solution: { name: 'Replace motor' },
      repairStation: { name: 'Repair station' },
      repairLine: { code: 'TS-L1', name: 'Fan line' },
      defects: [expect.objectContaining({ badPhenomenon: expect.objectContaining({ name: 'Does not spin' }) })],
    });
  });

  it('recalls a lot to its unit, box, carrier and order, and only this enterprise’s', async () => {
    const page = await api.ok(traceApi.lotPage, { query: { lot: 'MOT-0003' } });
    expect(page.rows.map((row) => [row.serial, row.boxCode, row.carrierCode, row.order?.code])).toEqual([
      ['TS-SN0003', 'TS-BOX-1', 'TS-CAR-1', ids.orderCode],
    ]);
    expect(page.summary).toMatchObject({ units: 1, boxes: 1, carriers: 1, orders: 1 });
    const theirs = await api.ok(traceApi.lotPage, { query: { lot: 'MOT-0003' }, as: other });
    expect(theirs.rows.map((row) => row.serial).sort()).toEqual(['TS-001', 'TS-002']);
  });

  it('draws the chain of the carrier down to every unit and material', async () => {
    const chain = await api.ok(traceApi.chain, { query: { code: 'TS-CAR-1' } });
    expect(chain.matches).toEqual(['carrier']);
    expect(chain.roots.map(shape)).toEqual([
      [
        `order:${ids.orderCode}`,
        [
          'carrier:TS-CAR-1',
          ['box:TS-BOX-1', ...[1, 2, 3, 4, 5].map((n) => [`unit:TS-SN000${n}`, [`material:MOT-000${n}`]])],
        ],
      ],
    ]);
    expect((await api.ok(traceApi.chain, { query: { code: 'TS-CAR-1' }, as: other })).roots).toEqual([]);
    const theirs = await api.ok(traceApi.chain, { query: { code: 'TS-CAR' }, as: other });
    expect(theirs.roots.map(shape)).toEqual([
      [
        'order:TS-WO',
        ['carrier:TS-CAR', ['box:TS-BOX', ['unit:TS-001', ['material:TS-M1']], ['unit:TS-002', ['material:TS-M2']]]],
      ],
    ]);
  });

  it('traces the order: all units completed, the failure at the test step, the motors used', async () => {
    const trace = await api.ok(traceApi.workOrder, { query: { workOrderId: ids.order } });
    expect(trace.units).toEqual({ completed: 5 });
    expect(trace.boxes).toBe(1);
    const test = trace.steps.find((step) => step.stepNo === 3)!;
    expect(test).toMatchObject({ units: 5, passed: 5, failed: 1, firstPass: 4, firstPassYield: 0.8 });
    expect(trace.defects).toEqual([expect.objectContaining({ quantity: 1, units: 1 })]);
    expect(trace.materials).toEqual([expect.objectContaining({ quantity: 5, units: 5, lotCount: 5 })]);
    const units = await api.ok(traceApi.workOrderUnits, { query: { workOrderId: ids.order } });
    expect(units.totalRows).toBe(5);
    const wip = await api.ok(wipApi.page, { query: { workOrderId: ids.order } });
    expect(wip.totalRows).toBe(0);
  });

  it('gives another enterprise nothing by serial, lot, code or id', async () => {
    expect((await api.call(traceApi.product, { query: { serial: 'TS-SN0002' }, as: other })).status).toBe(404);
    expect((await api.call(traceApi.workOrder, { query: { workOrderId: ids.order }, as: other })).status).toBe(404);
    expect((await api.call(traceApi.workOrderUnits, { query: { workOrderId: ids.order }, as: other })).status).toBe(
      404,
    );
    const chain = await api.ok(traceApi.chain, { query: { code: ids.orderCode }, as: other });
    expect(chain.roots).toEqual([]);
    const lot = await api.ok(traceApi.lotPage, { query: { lot: 'MOT-0001' }, as: other });
    expect(lot.totalRows).toBe(0);
  });
});
