import { randomUUID } from 'node:crypto';
import {
  AdminType,
  badPhenomenonApi,
  barcodeRuleApi,
  defectTypeApi,
  type HubServerFrame,
  type RouteDef,
  referenceApi,
  scanApi,
  scanConfigApi,
  scanRouteOfKind,
  stationApi,
  traceApi,
  workOrderApi,
  workSettingApi,
} from '@takt/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { connectHub } from '../../test-support/hub-client.js';
import { productionLine } from '../../test-support/production-line.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { ScanRequestPurger } from './scan-request-purge.job.js';
import { productionPackages, productionUnits, scanEvents, scanRequests, unitMaterials } from './stations.table.js';

type Ids = Record<string, string>;
type Id = { id: string };

const SCAN_ORDER = 'Scanning order error';
const UNQUALIFIED = 'Unqualified barcode, please check the scanning config of the current process';
const COMPLETE = 'The quantity of this material has reached the expected level, please do not continue scanning';
const CANCELLED = 'The current material barcode has been cancelled from the station';
const CLOSED = 'This work order has been closed and cannot be operated again';
const COMPLETED = 'This work order has been completed; no more units can be scanned for it';

describe.each(testDatabaseKinds())('station scanning on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let other: string;
  let demoId: string;
  const ids: Ids = {};
  const foreign: Ids = {};

  let api: RouteClient;

  /** A scan at a station kind; the answer as it came. */
  type Kind = keyof typeof scanRouteOfKind;
  // The bodies differ by kind, and some are wrong on purpose: not checked here.
  const scan = (kind: Kind, body: Record<string, unknown>, as = token, language?: string) =>
    api.call(scanRouteOfKind[kind], { body: { clientScanId: randomUUID(), ...body } as never, as, language });
  const accepted = async (kind: Kind, body: Record<string, unknown>, as = token) => {
    const response = await scan(kind, body, as);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };
  /** A refused scan: 422, code 1001; the reason. */
  const refusal = async (kind: Kind, body: Record<string, unknown>, as = token) => {
    const response = await scan(kind, body, as);
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    expect(response.body.code).toBe(1001);
    return response.body.message;
  };

  const pass = (serial: string, station: string, process: string, order = ids.order!) => ({
    stationId: ids[station],
    processId: ids[process],
    workOrderId: order,
    serial,
  });
  const unitDetail = (serial: string, as = token) => api.ok(scanApi.unit, { query: { kind: 'maintain', serial }, as });
  const orderOf = (id: string) => api.ok(workOrderApi.detail, { query: { id } });
  const eventCount = async (where: { clientScanId?: string; serial?: string }) =>
    t.server.db.system(async (tx) => {
      const conditions = [eq(scanEvents.tenantId, demoId)];
      if (where.clientScanId) conditions.push(eq(scanEvents.clientScanId, where.clientScanId));
      if (where.serial) conditions.push(eq(scanEvents.serial, where.serial));
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(scanEvents)
        .where(and(...conditions));
      return row!.n;
    });

  /**
   * A factory of one enterprise: two lines; processes P10, P20 (assembly, scan configuration),
   * P25 (not a mandatory-scan process), P30 (test), P40 (packing), PR (repair); a routing
   * P10 → P20 → P25 → P30 → P40 with the repair step returning to P20; stations on line 1 for
   * each kind and one on line 2; a product, materials, a serial rule, a quality catalogue and
   * work orders (issued, initial, closed).
   */
  async function factory(client: RouteClient, into: Ids, prefix: string) {
    Object.assign(
      into,
      await productionLine(client, prefix, {
        lines: 2,
        processes: [
          ['P10', { mandatoryScan: true }],
          ['P20', { mandatoryScan: true }],
          ['P25', { mandatoryScan: false }],
          ['P30', { type: 'test', mandatoryScan: true }],
          ['P40', { type: 'packing', mandatoryScan: true }],
          ['PR', { type: 'repair', mandatoryScan: true }],
        ],
        steps: ['P10', 'P20', 'P25', 'P30', 'P40', ['PR', { repair: true, returnToStepNo: 2 }]],
        stations: [
          ['ASM', { code: 'SASM', processes: ['P10', 'P20'] }],
          ['TEST', { code: 'STEST', processes: ['P30'] }],
          ['TEST2', { code: 'STEST2', processes: ['P30'] }],
          ['PACK', { code: 'SPACK', processes: ['P40'] }],
          ['REP', { code: 'SREP', processes: ['PR'] }],
          ['RET', { code: 'SRET', processes: [] }],
          ['L2', { code: 'SL2', line: 2, processes: ['P10'] }],
        ],
        materials: ['MCU', 'SCR'],
        order: { planQuantity: 100 },
      }),
    );
    into.rule = (
      await client.ok(barcodeRuleApi.add, {
        body: {
          code: `${prefix}-SN`,
          name: 'Serial',
          prefix: 'SN',
          length: 8,
          elements: [{ type: 'serial', scheme: 1, width: 4 }],
        },
      })
    ).id;
    await client.ok(scanConfigApi.add, {
      body: {
        code: `${prefix}-SC`,
        name: 'Assembly',
        productId: into.product,
        processId: into.P20,
        scanSerial: true,
        serialRuleId: into.rule,
        enforceOrder: false,
        materials: [
          { materialId: into.MCU, expectedCount: 1, pattern: 'MCU-####', reusable: false },
          { materialId: into.SCR, expectedCount: 2, pattern: 'SCR-*', reusable: false },
        ],
      },
    });
    const defectType = await client.ok(defectTypeApi.add, {
      body: { code: `${prefix}-DT`, name: 'Solder', level: 'major' },
    });
    into.defectType = defectType.id;
    into.phenomenon = (
      await client.ok(badPhenomenonApi.add, {
        body: { code: `${prefix}-BP`, name: 'Cold joint', defectTypeId: defectType.id },
      })
    ).id;
    const order = async (status: 'issued' | 'initial' | 'closed', line = 'line1') => {
      const created = await client.ok(workOrderApi.add, {
        body: { productId: into.product, lineId: into[line], planQuantity: 100, planDate: '2026-12-01' },
      });
      if (status !== 'initial') {
        const result = await client.call(status === 'issued' ? workOrderApi.issue : workOrderApi.close, {
          body: { ids: [created.id] },
        });
        expect(result.body.data.items[0]?.ok, JSON.stringify(result.body)).toBe(true);
      }
      return created.id;
    };
    into.order2 = await order('issued');
    into.initialOrder = await order('initial');
    into.closedOrder = await order('closed');
    into.line2Order = await order('issued', 'line2');
  }

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    api = routeClient(t, { token });
    demoId = await tenantIdOf(t.server.db, 'demo');
    const otherId = await createTenant(t.server.db, { code: 'scan_other' });
    await createUser(t.server.db, otherId, { account: 'scan_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    other = (await t.login('scan_admin')).token;
    await factory(api, ids, 'SC');
    await factory(api.as(other), foreign, 'SX');
  }, 120_000);
  afterAll(() => t?.close());

  it('takes a unit through its routing: assembly materials, a failure, repair, back at the return step, packed', async () => {
    const first = await accepted('passing', pass('SN0001', 'ASM', 'P10'));
    expect(first).toMatchObject({
      replayed: false,
      action: 'pass',
      stepDone: true,
      message: 'SN0001 passed SC-P10 Process P10',
      unit: { serial: 'SN0001', status: 'in_process', nextStepNo: 2, nextProcessCode: 'SC-P20' },
      order: { id: ids.order, status: 'in_production', inputQuantity: 1, goodQuantity: 0 },
    });

    const start = await accepted('assembly', pass('SN0001', 'ASM', 'P20'));
    expect(start).toMatchObject({ action: 'start', stepDone: false, remaining: { total: 3 } });
    expect(start.remaining?.materials).toEqual([
      expect.objectContaining({ materialCode: 'SC-MCU', remaining: 1 }),
      expect.objectContaining({ materialCode: 'SC-SCR', remaining: 2 }),
    ]);
    const mcu = await accepted('assembly', { ...pass('SN0001', 'ASM', 'P20'), barcode: 'MCU-0001' });
    expect(mcu).toMatchObject({ action: 'material', stepDone: false, remaining: { total: 2 } });
    expect(await refusal('assembly', { ...pass('SN0001', 'ASM', 'P20'), barcode: 'MCU-0002' })).toBe(COMPLETE);
    expect(await refusal('assembly', { ...pass('SN0001', 'ASM', 'P20'), barcode: 'XYZ-1' })).toBe(UNQUALIFIED);
    await accepted('assembly', { ...pass('SN0001', 'ASM', 'P20'), barcode: 'SCR-A1' });
    const done = await accepted('assembly', { ...pass('SN0001', 'ASM', 'P20'), barcode: 'SCR-A2' });
    // P25 is not a mandatory-scan process: the unit waits for it but may be scanned at P30.
    expect(done).toMatchObject({ action: 'pass', stepDone: true, remaining: { total: 0 }, unit: { nextStepNo: 3 } });

    const failed = await accepted('passing', {
      ...pass('SN0001', 'TEST', 'P30'),
      result: 'fail',
      defects: [{ badPhenomenonId: ids.phenomenon, defectTypeId: ids.defectType }],
    });
    expect(failed).toMatchObject({
      action: 'fail',
      unit: { status: 'in_repair', failedStepNo: 4, nextStepNo: 6, nextProcessCode: 'SC-PR' },
      order: { badQuantity: 1 },
    });
    expect(await refusal('passing', pass('SN0001', 'TEST', 'P30'))).toBe(
      'SN0001 is in repair: repair it at a maintain station first',
    );
    const inRepair = await unitDetail('SN0001');
    expect(inRepair.repair).toMatchObject({
      status: 'open',
      failedStepNo: 4,
      failedProcess: { code: 'SC-P30' },
      returnStepNo: 2,
      defects: [{ badPhenomenon: { code: 'SC-BP' }, defectType: { code: 'SC-DT' }, quantity: 1 }],
    });
    expect(inRepair.materials.map((row) => row.barcode)).toEqual(['MCU-0001', 'SCR-A1', 'SCR-A2']);

    const repaired = await accepted('maintain', { stationId: ids.REP, serial: 'SN0001', outcome: 'repaired' });
    expect(repaired).toMatchObject({
      action: 'repair',
      message: 'SN0001 repaired, back to step 2 SC-P20 Process P20',
      unit: { status: 'in_process', nextStepNo: 2, repairCount: 1 },
    });
    expect(await refusal('passing', pass('SN0001', 'TEST', 'P30'))).toBe(SCAN_ORDER);
    // Its materials are still built in: the serial alone passes the assembly step again.
    expect(await accepted('assembly', pass('SN0001', 'ASM', 'P20'))).toMatchObject({ action: 'pass', stepDone: true });
    await accepted('passing', pass('SN0001', 'TEST', 'P30'));
    const boxed = await accepted('encasement', {
      ...pass('SN0001', 'PACK', 'P40'),
      boxCode: 'BOX-FLOW',
      capacity: 5,
    });
    expect(boxed).toMatchObject({
      action: 'encase',
      message: 'SN0001 packed into box BOX-FLOW (1/5)',
      unit: { status: 'completed', nextStepNo: null, packageCode: 'BOX-FLOW' },
      package: { code: 'BOX-FLOW', kind: 'box', status: 'open', quantity: 1, capacity: 5 },
      order: { inputQuantity: 1, goodQuantity: 1, badQuantity: 1, scrapQuantity: 0 },
    });
    expect(await orderOf(ids.order!)).toMatchObject({ inputQuantity: 1, goodQuantity: 1, badQuantity: 1 });
    expect(await refusal('passing', pass('SN0001', 'TEST', 'P30'))).toBe(SCAN_ORDER);
  });

  it('refuses scans out of step, at a process not configured at the station, on another line', async () => {
    await accepted('passing', pass('SN0101', 'ASM', 'P10'));
    expect(await refusal('passing', pass('SN0101', 'TEST', 'P30'))).toBe(SCAN_ORDER);
    expect(await refusal('passing', pass('SN0101', 'ASM', 'P10'))).toBe(SCAN_ORDER);
    // A new serial starts at the routing's first step only.
    expect(await refusal('passing', pass('SN0102', 'TEST', 'P30'))).toBe(SCAN_ORDER);
    const notHere = await scan('passing', pass('SN0101', 'ASM', 'P30'));
    expect(notHere.status).toBe(400);
    expect(await refusal('passing', pass('SN0103', 'L2', 'P10'))).toContain(
      'runs on another line than workstation SC-SL2',
    );
    // A serial that does not fit the scan configuration's serial rule (prefix SN, at most 8 characters).
    await accepted('passing', pass('XX000001', 'ASM', 'P10'));
    expect(await refusal('assembly', pass('XX000001', 'ASM', 'P20'))).toBe(UNQUALIFIED);
    expect(await refusal('assembly', pass('SN00000001', 'ASM', 'P20'))).toBe(SCAN_ORDER);
    // Passing cannot skip the assembly materials.
    await accepted('passing', pass('SN0104', 'ASM', 'P10'));
    expect(await refusal('passing', pass('SN0104', 'ASM', 'P20'))).toBe(
      'SN0104 still needs materials at SC-P20 Process P20: SC-MCU ×1, SC-SCR ×2',
    );
    expect(await eventCount({ serial: 'SN0102' })).toBe(0);
  });

  it('says under "Scanning order error" what the operator can act on, in the reader’s language', async () => {
    /** A refused scan's headline and the facts under it (key and text). */
    const orderError = async (body: Record<string, unknown>, language?: string) => {
      const response = await scan('passing', body, token, language);
      expect(response.status, JSON.stringify(response.body)).toBe(422);
      const { code, message, details } = response.body as unknown as {
        code: number;
        message: string;
        details?: { key: string; params: Record<string, unknown>; message: string }[];
      };
      expect(code).toBe(1001);
      return { message, details: (details ?? []).map((detail) => [detail.key, detail.message]) };
    };
    const order = (await orderOf(ids.order!)).code;
    const order2 = (await orderOf(ids.order2!)).code;
    const next = (step: number, process: string, station: string) => [
      'production.refusal.next',
      `Next: step ${step} SC-${process} Process ${process} at ${station}`,
    ];

    // A code the enterprise does not know, scanned where its order does not start.
    expect(await orderError(pass('SN0151', 'TEST', 'P30'))).toEqual({
      message: SCAN_ORDER,
      details: [
        [
          'production.refusal.unknownSerial',
          `SN0151 is not a unit of this enterprise yet: a new unit of work order ${order} starts at its first step`,
        ],
        next(1, 'P10', 'SC-SASM Station ASM'),
      ],
    });
    // A unit that already passed this step, and one that has not reached it.
    await accepted('passing', pass('SN0152', 'ASM', 'P10'));
    expect(await orderError(pass('SN0152', 'ASM', 'P10'))).toEqual({
      message: SCAN_ORDER,
      details: [
        ['production.refusal.passed', 'SN0152 has already passed SC-P10 Process P10'],
        next(2, 'P20', 'SC-SASM Station ASM'),
      ],
    });
    expect((await orderError(pass('SN0152', 'TEST', 'P30'))).details).toEqual([
      ['production.refusal.notReached', 'SN0152 has not reached SC-P30 Process P30 yet'],
      next(2, 'P20', 'SC-SASM Station ASM'),
    ]);
    // A unit of another order than the one chosen at the station.
    await accepted('passing', pass('SN0153', 'ASM', 'P10', ids.order2));
    expect((await orderError(pass('SN0153', 'TEST', 'P30'))).details).toEqual([
      ['production.refusal.otherOrder', `SN0153 belongs to work order ${order2} (SC-FG Fan)`],
      next(2, 'P20', 'SC-SASM Station ASM'),
    ]);
    // A completed unit.
    await readyToPack('SN0154');
    await accepted('encasement', { ...pass('SN0154', 'PACK', 'P40'), boxCode: 'BOX-0154', capacity: 5 });
    expect((await orderError(pass('SN0154', 'TEST', 'P30'))).details).toEqual([
      ['production.refusal.completed', `SN0154 of work order ${order} is completed: no step is left`],
    ]);
    // The same in Chinese: the spec's headline, the facts under it.
    expect(await orderError(pass('SN0152', 'ASM', 'P10'), 'zh-CN')).toEqual({
      message: '扫码顺序错误',
      details: [
        ['production.refusal.passed', 'SN0152 已经过站 SC-P10 Process P10'],
        ['production.refusal.next', '下一步：第 2 步 SC-P20 Process P20，工位 SC-SASM Station ASM'],
      ],
    });
  });

  it('sends a refusal’s key and parameters, so a station says it again after a language switch', async () => {
    await accepted('passing', pass('SN0155', 'ASM', 'P10'));
    const refused = await scan('passing', pass('SN0155', 'ASM', 'P10'), token, 'en-US');
    const body = refused.body as unknown as {
      message: string;
      messageKey: string;
      messageParams: Record<string, string | number>;
      details: { key: string; params: Record<string, string | number> }[];
    };
    expect(body.message).toBe(SCAN_ORDER);
    expect(body.messageKey).toBe('bom.scan.order');
    // The same refusal said again in Chinese from the server's texts, headline and facts.
    const texts = await t.call<Record<string, string>>('GET', '/api/client_theme/server_texts?language=zh-CN', {
      token,
    });
    expect(texts.status).toBe(200);
    const say = (key: string, params: Record<string, string | number>) =>
      (texts.body.data[key] ?? '').replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
    expect(say(body.messageKey, body.messageParams)).toBe('扫码顺序错误');
    expect(body.details.map((detail) => say(detail.key, detail.params))).toEqual([
      'SN0155 已经过站 SC-P10 Process P10',
      '下一步：第 2 步 SC-P20 Process P20，工位 SC-SASM Station ASM',
    ]);
  });

  it('refuses orders that cannot be scanned, changing nothing', async () => {
    const before = await orderOf(ids.closedOrder!);
    expect(await refusal('passing', pass('SN0201', 'ASM', 'P10', ids.closedOrder))).toBe(CLOSED);
    expect(await refusal('passing', pass('SN0201', 'ASM', 'P10', ids.initialOrder))).toBe(
      'This work order has not been issued yet; issue it before scanning',
    );
    expect(await orderOf(ids.closedOrder!)).toMatchObject({ inputQuantity: before.inputQuantity, status: 'closed' });
    expect(await eventCount({ serial: 'SN0201' })).toBe(0);
    const units = await t.server.db.system((tx) =>
      tx.select().from(productionUnits).where(eq(productionUnits.serial, 'SN0201')),
    );
    expect(units).toEqual([]);

    // A unit of an order paused later cannot go on until the order is resumed.
    await accepted('passing', pass('SN0202', 'ASM', 'P10', ids.order2));
    const paused = await api.call(workOrderApi.pause, { body: { ids: [ids.order2] } });
    expect(paused.body.data.items[0]?.ok).toBe(true);
    expect(await refusal('assembly', pass('SN0202', 'ASM', 'P20', ids.order2))).toBe(
      'This work order is paused; resume it before scanning',
    );
    await api.ok(workOrderApi.resume, { body: { ids: [ids.order2] } });
    await accepted('assembly', pass('SN0202', 'ASM', 'P20', ids.order2));
  });

  it('binds materials once: a used barcode is refused, an unbound one is cancelled for good', async () => {
    await accepted('passing', pass('SN0301', 'ASM', 'P10'));
    await accepted('passing', pass('SN0302', 'ASM', 'P10'));
    await accepted('assembly', { ...pass('SN0301', 'ASM', 'P20'), barcode: 'MCU-0301' });
    expect(await refusal('assembly', { ...pass('SN0302', 'ASM', 'P20'), barcode: 'MCU-0301' })).toBe(
      'This material barcode has been used already and may not be used again',
    );
    await accepted('assembly', { ...pass('SN0301', 'ASM', 'P20'), barcode: 'SCR-0301' });

    const unbindBody = {
      clientScanId: randomUUID(),
      stationId: ids.ASM,
      serial: 'SN0301',
      barcode: 'SCR-0301',
      reason: 'Stripped thread',
    };
    const unbound = await api.ok(scanApi.unbind, { body: unbindBody });
    expect(unbound).toMatchObject({ action: 'unbind', message: 'SCR-0301 taken out of SN0301', replayed: false });
    // A retry (lost answer) gets the stored answer and takes nothing out twice.
    const unboundAgain = await api.ok(scanApi.unbind, { body: unbindBody });
    expect(unboundAgain).toEqual({ ...unbound, replayed: true });
    expect(await eventCount({ clientScanId: unbindBody.clientScanId })).toBe(1);
    expect((await unitDetail('SN0301')).materials.map((row) => row.barcode)).toEqual(['MCU-0301']);
    expect((await unitDetail('SN0301')).remaining).toMatchObject({ total: 2 });
    expect(await refusal('assembly', { ...pass('SN0302', 'ASM', 'P20'), barcode: 'SCR-0301' })).toBe(CANCELLED);
    expect(await refusal('assembly', { ...pass('SN0301', 'ASM', 'P20'), barcode: 'SCR-0301' })).toBe(CANCELLED);
    const notBound = await api.call(scanApi.unbind, {
      body: {
        clientScanId: randomUUID(),
        stationId: ids.ASM,
        serial: 'SN0301',
        barcode: 'SCR-0301',
        reason: 'again',
      },
    });
    expect(notBound.body.message).toBe('SCR-0301 is not built into SN0301');
    const rows = await t.server.db.system((tx) =>
      tx.select().from(unitMaterials).where(eq(unitMaterials.barcode, 'SCR-0301')),
    );
    expect(rows).toEqual([expect.objectContaining({ lot: 'SCR-0301', unbindReason: 'Stripped thread' })]);
    expect(rows[0]!.unboundAt).not.toBeNull();
  });

  /** A unit of `order` that has passed everything up to packing. */
  async function readyToPack(serial: string, order = ids.order!) {
    await accepted('passing', pass(serial, 'ASM', 'P10', order));
    for (const barcode of [`MCU-${serial.slice(-4)}`, `SCR-${serial}-1`, `SCR-${serial}-2`])
      await accepted('assembly', { ...pass(serial, 'ASM', 'P20', order), barcode });
    await accepted('passing', pass(serial, 'TEST', 'P30', order));
  }

  /** A unit of `order` that has failed its test and waits in repair. */
  async function failAtTest(serial: string, order: string, badPhenomenonId = ids.phenomenon) {
    await accepted('passing', pass(serial, 'ASM', 'P10', order));
    for (const barcode of [`MCU-${serial.slice(-4)}`, `SCR-${serial}-1`, `SCR-${serial}-2`])
      await accepted('assembly', { ...pass(serial, 'ASM', 'P20', order), barcode });
    await accepted('passing', {
      ...pass(serial, 'TEST', 'P30', order),
      result: 'fail',
      defects: [{ badPhenomenonId }],
    });
  }

  /** A new issued order of the product on line 1. */
  async function issuedOrder(planQuantity: number) {
    const created = await api.ok(workOrderApi.add, {
      body: {
        productId: ids.product,
        lineId: ids.line1,
        planQuantity,
        planDate: '2026-12-02',
      },
    });
    const issued = await api.call(workOrderApi.issue, { body: { ids: [created.id] } });
    expect(issued.body.data.items[0]?.ok).toBe(true);
    return created.id;
  }

  it('fills a box to its capacity and seals it; a sealed box goes onto a carrier', async () => {
    for (const serial of ['SN0401', 'SN0402', 'SN0403', 'SN0404']) await readyToPack(serial);
    const encase = (serial: string, box: string) =>
      scan('encasement', { ...pass(serial, 'PACK', 'P40'), boxCode: box, capacity: 2 });
    expect((await encase('SN0401', 'BOX-A')).body.data.package).toMatchObject({ quantity: 1, status: 'open' });
    const full = (await encase('SN0402', 'BOX-A')).body.data;
    expect(full).toMatchObject({
      message: 'SN0402 packed into box BOX-A: the box is full and sealed',
      package: { quantity: 2, status: 'sealed' },
    });
    const third = await encase('SN0403', 'BOX-A');
    expect(third.body.message).toBe('Box BOX-A is sealed and takes no more units');
    expect((await unitDetail('SN0403')).unit).toMatchObject({ status: 'in_process', nextStepNo: 5, packageCode: null });

    // A unit's serial where a box code belongs (the next unit scanned as a box) opens no box.
    const serialAsBox = await encase('SN0403', 'SN0404');
    expect(serialAsBox.body.message).toBe('SN0404 is the serial number of a unit, not a box or carrier code');
    await accepted('encasement', { ...pass('SN0403', 'PACK', 'P40'), boxCode: 'BOX-B', capacity: 2 });
    const unsealed = await scan('pack', { stationId: ids.PACK, boxCode: 'BOX-B', carrierCode: 'CAR-1', capacity: 2 });
    expect(unsealed.body.message).toBe('Box BOX-B is not sealed yet: seal it before loading it');
    const sealed = await api.ok(scanApi.sealBox, { body: { stationId: ids.PACK, boxCode: 'BOX-B' } });
    expect(sealed).toMatchObject({ code: 'BOX-B', status: 'sealed', quantity: 1 });

    const packed = await accepted('pack', { stationId: ids.PACK, boxCode: 'BOX-A', carrierCode: 'CAR-1', capacity: 2 });
    expect(packed).toMatchObject({
      action: 'pack',
      message: 'Box BOX-A loaded onto carrier CAR-1 (1/2)',
      package: { code: 'CAR-1', kind: 'carrier', quantity: 1, status: 'open' },
    });
    const again = await scan('pack', { stationId: ids.PACK, boxCode: 'BOX-A', carrierCode: 'CAR-1', capacity: 2 });
    expect(again.body.message).toBe('Box BOX-A is already on carrier CAR-1');
    const last = await accepted('pack', { stationId: ids.PACK, boxCode: 'BOX-B', carrierCode: 'CAR-1', capacity: 2 });
    expect(last.package).toMatchObject({ quantity: 2, status: 'sealed' });
    const events = await t.server.db.system((tx) =>
      tx
        .select({ action: scanEvents.action, stepNo: scanEvents.stepNo, detail: scanEvents.detail })
        .from(scanEvents)
        .where(and(eq(scanEvents.tenantId, demoId), eq(scanEvents.clientScanId, packed.clientScanId))),
    );
    expect(events).toEqual([{ action: 'pack', stepNo: null, detail: { boxCode: 'BOX-A', carrierCode: 'CAR-1' } }]);
    const encased = await t.server.db.system((tx) =>
      tx
        .select({ action: scanEvents.action, stepNo: scanEvents.stepNo, detail: scanEvents.detail })
        .from(scanEvents)
        .where(and(eq(scanEvents.tenantId, demoId), eq(scanEvents.clientScanId, full.clientScanId))),
    );
    expect(encased).toEqual(
      expect.arrayContaining([
        { action: 'pass', stepNo: 5, detail: null },
        { action: 'encase', stepNo: 5, detail: { boxCode: 'BOX-A', sealed: true } },
      ]),
    );
    const carrier = await api.ok(scanApi.package, { query: { kind: 'pack', code: 'CAR-1' } });
    expect(carrier.contents).toEqual(['BOX-A', 'BOX-B']);
    const box = await api.ok(scanApi.package, { query: { kind: 'encasement', code: 'BOX-A' } });
    expect(box).toMatchObject({ package: { parentCode: 'CAR-1' }, contents: ['SN0401', 'SN0402'] });
    const unpackOnCarrier = await api.call(scanApi.unpack, {
      body: {
        clientScanId: randomUUID(),
        stationId: ids.PACK,
        serial: 'SN0401',
      },
    });
    expect(unpackOnCarrier.body.message).toBe('Box BOX-A is on carrier CAR-1 and can no longer be opened');
  });

  it('unpacks a unit and returns a finished unit to an earlier step, counting it out of the good units', async () => {
    await readyToPack('SN0501');
    await readyToPack('SN0502');
    await accepted('encasement', { ...pass('SN0501', 'PACK', 'P40'), boxCode: 'BOX-R', capacity: 3 });
    await accepted('encasement', { ...pass('SN0502', 'PACK', 'P40'), boxCode: 'BOX-R', capacity: 3 });
    const good = (await orderOf(ids.order!)).goodQuantity;

    const unpackBody = { clientScanId: randomUUID(), stationId: ids.PACK, serial: 'SN0501' };
    const unpacked = await api.ok(scanApi.unpack, { body: unpackBody });
    expect(unpacked).toMatchObject({
      action: 'unpack',
      replayed: false,
      unit: { status: 'in_process', nextStepNo: 5, packageCode: null },
      package: { code: 'BOX-R', quantity: 1, status: 'open' },
      order: { goodQuantity: good - 1 },
    });
    // A retry gets the stored answer: the box and the order count the unit out once.
    const unpackedAgain = await api.ok(scanApi.unpack, { body: unpackBody });
    expect(unpackedAgain).toEqual({ ...unpacked, replayed: true });
    expect(await eventCount({ clientScanId: unpackBody.clientScanId })).toBe(1);
    expect((await api.ok(scanApi.package, { query: { kind: 'encasement', code: 'BOX-R' } })).package.quantity).toBe(1);
    expect(await orderOf(ids.order!)).toMatchObject({ goodQuantity: good - 1 });

    const returned = await accepted('return', { stationId: ids.RET, serial: 'SN0502', toStepNo: 4 });
    expect(returned).toMatchObject({
      action: 'return',
      message: 'SN0502 returned to step 4 SC-P30 Process P30',
      unit: { status: 'in_process', nextStepNo: 4, packageCode: null },
      order: { goodQuantity: good - 2 },
    });
    expect((await api.ok(scanApi.package, { query: { kind: 'encasement', code: 'BOX-R' } })).contents).toEqual([]);
    expect(await refusal('return', { stationId: ids.RET, serial: 'SN0502', toStepNo: 5 })).toBe(
      'Step 5 is not a step SN0502 can go back to',
    );
    expect(await refusal('return', { stationId: ids.RET, serial: 'SN0502', toStepNo: 6 })).toBe(
      'Step 6 is not a step SN0502 can go back to',
    );
    await accepted('passing', pass('SN0502', 'TEST', 'P30'));
    await accepted('encasement', { ...pass('SN0502', 'PACK', 'P40'), boxCode: 'BOX-R', capacity: 3 });
    expect(await orderOf(ids.order!)).toMatchObject({ goodQuantity: good - 1 });
  });

  it('checks box and carrier codes against the settings’ barcode rules, else refuses codes that name a unit or a lot', async () => {
    for (const serial of ['SN0171', 'SN0172']) await readyToPack(serial);
    const box = (serial: string, boxCode: string) =>
      scan('encasement', { ...pass(serial, 'PACK', 'P40'), boxCode, capacity: 1 });
    const load = (boxCode: string, carrierCode: string) =>
      scan('pack', { stationId: ids.PACK, boxCode, carrierCode, capacity: 5 });
    expect((await box('SN0171', 'BOX-0171')).status).toBe(200);
    // No rule set: a unit's serial or a material lot is no carrier code.
    expect((await load('BOX-0171', 'SN0172')).body.message).toBe(
      'SN0172 is the serial number of a unit, not a box or carrier code',
    );
    expect((await load('BOX-0171', 'MCU-0171')).body.message).toBe(
      'MCU-0171 is the barcode of a material lot, not a box or carrier code',
    );
    expect((await box('SN0172', 'SCR-SN0172-1')).body.message).toBe(
      'SCR-SN0172-1 is the barcode of a material lot, not a box or carrier code',
    );

    const rule = async (code: string, prefix: string) =>
      (
        await api.ok(barcodeRuleApi.add, {
          body: {
            code,
            name: `${prefix} codes`,
            prefix,
            length: 7,
            elements: [{ type: 'serial', scheme: 1, width: 4 }],
          },
        })
      ).id;
    const settings = await api.ok(workSettingApi.detail);
    expect(settings).toMatchObject({ boxRuleId: null, carrierRuleId: null });
    const boxRuleId = await rule('SC-BX', 'BX-');
    const carrierRuleId = await rule('SC-CR', 'CR-');
    const foreignRule = await api.call(workSettingApi.edit, { body: { ...settings, carrierRuleId: foreign.rule } });
    expect(foreignRule.status).toBe(400);
    await api.ok(workSettingApi.edit, { body: { ...settings, boxRuleId, carrierRuleId } });
    try {
      expect(await api.ok(workSettingApi.detail)).toMatchObject({ boxRuleId, carrierRuleId });
      // A new box code must fit the box rule.
      expect((await box('SN0172', 'BOX-0172')).body.message).toBe(
        'BOX-0172 is not a box code: box codes follow barcode rule SC-BX BX- codes',
      );
      expect((await box('SN0172', 'BX-0172')).status).toBe(200);
      expect((await load('BOX-0171', 'SN0172')).body.message).toBe(
        'SN0172 is the serial number of a unit, not a box or carrier code',
      );
      expect((await load('BOX-0171', 'CAR-0171')).body.message).toBe(
        'CAR-0171 is not a carrier code: carrier codes follow barcode rule SC-CR CR- codes',
      );
      const zh = await scan(
        'pack',
        { stationId: ids.PACK, boxCode: 'BOX-0171', carrierCode: 'X', capacity: 5 },
        token,
        'zh-CN',
      );
      expect(zh.body.message).toBe('X 不是载具码：载具码须符合条码规则 SC-CR CR- codes');
      expect((await load('BOX-0171', 'CR-0171')).status).toBe(200);
      expect((await load('BX-0172', 'CR-0171')).status).toBe(200);
    } finally {
      await api.ok(workSettingApi.edit, { body: settings });
    }
  });

  it('repairs at a repair station only units of the lines it serves; the trace names the station and its line', async () => {
    const repairStation = await api.ok(stationApi.add, {
      body: {
        lineId: ids.line2,
        code: 'SC-SREP2',
        name: 'Repair bench 2',
      },
    });
    expect(repairStation.servedLines).toEqual([]);
    await api.ok(stationApi.configProcess, { body: { id: repairStation.id, processIds: [ids.PR] } });
    await failAtTest('SN0181', ids.order!);
    const refused = await scan('maintain', { stationId: repairStation.id, serial: 'SN0181', outcome: 'repaired' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'SN0181 was made on line SC-L1 Line 1: repair station SC-SREP2 Repair bench 2 serves line SC-L2 Line 2 only',
    );
    expect((await unitDetail('SN0181')).unit.status).toBe('in_repair');
    const foreignLine = await api.call(stationApi.edit, {
      body: {
        id: repairStation.id,
        lineId: ids.line2,
        code: 'SC-SREP2',
        name: 'Repair bench 2',
        servedLineIds: [foreign.line1],
      },
    });
    expect(foreignLine.status).toBe(400);

    // A station scanned at is kept for a few seconds: a bench added to serve line 1 as well.
    const serving = await api.ok(stationApi.add, {
      body: {
        lineId: ids.line2,
        code: 'SC-SREP3',
        name: 'Repair bench 3',
        servedLineIds: [ids.line1],
      },
    });
    expect(serving.servedLines.map((line) => line.code)).toEqual(['SC-L1']);
    await accepted('maintain', { stationId: serving.id, serial: 'SN0181', outcome: 'repaired' });
    const trace = await api.ok(traceApi.product, { query: { serial: 'SN0181' } });
    expect(trace.repairs[0]).toMatchObject({
      status: 'repaired',
      repairStation: { code: 'SC-SREP3', name: 'Repair bench 3' },
      repairLine: { code: 'SC-L2', name: 'Line 2' },
      failedStation: { code: 'SC-STEST' },
    });
    // Its own line's repair station still repairs it.
    await accepted('assembly', pass('SN0181', 'ASM', 'P20'));
    await accepted('passing', {
      ...pass('SN0181', 'TEST', 'P30'),
      result: 'fail',
      defects: [{ badPhenomenonId: ids.phenomenon }],
    });
    await accepted('maintain', { stationId: ids.REP, serial: 'SN0181', outcome: 'repaired' });
  });

  it('scraps a unit in repair and counts it', async () => {
    await accepted('passing', pass('SN0601', 'ASM', 'P10'));
    for (const barcode of ['MCU-0601', 'SCR-0601-1', 'SCR-0601-2'])
      await accepted('assembly', { ...pass('SN0601', 'ASM', 'P20'), barcode });
    await accepted('passing', {
      ...pass('SN0601', 'TEST', 'P30'),
      result: 'fail',
      defects: [{ badPhenomenonId: ids.phenomenon }],
    });
    const scrap = (await orderOf(ids.order!)).scrapQuantity;
    expect(await refusal('maintain', { stationId: ids.REP, serial: 'SN0101', outcome: 'repaired' })).toBe(
      'SN0101 is not in repair',
    );
    expect(
      await refusal('maintain', { stationId: ids.REP, serial: 'SN0601', outcome: 'repaired', returnStepNo: 5 }),
    ).toBe('Step 5 is not a step SN0601 can go back to');
    const scrapped = await accepted('maintain', { stationId: ids.REP, serial: 'SN0601', outcome: 'scrapped' });
    expect(scrapped).toMatchObject({ action: 'scrap', unit: { status: 'scrapped', nextStepNo: null } });
    expect(await orderOf(ids.order!)).toMatchObject({ scrapQuantity: scrap + 1 });
    expect(await refusal('return', { stationId: ids.RET, serial: 'SN0601', toStepNo: 1 })).toBe(
      'SN0601 has been scrapped',
    );
  });

  it('completes an order by itself only when none of its units is left in process or in repair', async () => {
    const settings = await api.ok(workSettingApi.detail);
    await api.ok(workSettingApi.edit, { body: { ...settings, autoComplete: true, allowOverProduction: true } });
    try {
      const order = await issuedOrder(2);
      await readyToPack('SN1401', order);
      await accepted('encasement', { ...pass('SN1401', 'PACK', 'P40', order), boxCode: 'BOX-AC1', capacity: 9 });
      await failAtTest('SN1402', order);
      await readyToPack('SN1403', order);
      // Good units reach the plan, but SN1402 is still in repair: the order stays in production.
      const planReached = await accepted('encasement', {
        ...pass('SN1403', 'PACK', 'P40', order),
        boxCode: 'BOX-AC1',
        capacity: 9,
      });
      expect(planReached.order).toMatchObject({ status: 'in_production', goodQuantity: 2, planQuantity: 2 });
      expect(await orderOf(order)).toMatchObject({ status: 'in_production', finishedAt: null });
      // Its last open unit scrapped, nothing is left: the order completes itself.
      const scrapped = await accepted('maintain', { stationId: ids.REP, serial: 'SN1402', outcome: 'scrapped' });
      expect(scrapped.order).toMatchObject({ status: 'completed', goodQuantity: 2, scrapQuantity: 1 });
      expect((await orderOf(order)).finishedAt).not.toBeNull();

      // The same with the last open unit repaired and finished.
      const second = await issuedOrder(1);
      await failAtTest('SN1404', second);
      await readyToPack('SN1405', second);
      const reached = await accepted('encasement', {
        ...pass('SN1405', 'PACK', 'P40', second),
        boxCode: 'BOX-AC2',
        capacity: 9,
      });
      expect(reached.order).toMatchObject({ status: 'in_production', goodQuantity: 1 });
      await accepted('maintain', { stationId: ids.REP, serial: 'SN1404', outcome: 'repaired' });
      await accepted('assembly', pass('SN1404', 'ASM', 'P20', second));
      await accepted('passing', pass('SN1404', 'TEST', 'P30', second));
      const last = await accepted('encasement', {
        ...pass('SN1404', 'PACK', 'P40', second),
        boxCode: 'BOX-AC2',
        capacity: 9,
      });
      expect(last.order).toMatchObject({ status: 'completed', goodQuantity: 2 });
    } finally {
      await api.ok(workSettingApi.edit, { body: settings });
    }
  });

  it('lets the units already started of a completed order finish (repair, scrap, pass), but starts no new one', async () => {
    const order = await issuedOrder(5);
    await failAtTest('SN1411', order);
    await failAtTest('SN1412', order);
    await readyToPack('SN1413', order);
    const completed = await api.call(workOrderApi.complete, { body: { ids: [order] } });
    expect(completed.body.data.items[0]?.ok, JSON.stringify(completed.body)).toBe(true);

    const repaired = await accepted('maintain', { stationId: ids.REP, serial: 'SN1411', outcome: 'repaired' });
    expect(repaired).toMatchObject({ action: 'repair', unit: { status: 'in_process', nextStepNo: 2 } });
    const scrapped = await accepted('maintain', { stationId: ids.REP, serial: 'SN1412', outcome: 'scrapped' });
    expect(scrapped).toMatchObject({ action: 'scrap', order: { status: 'completed', scrapQuantity: 1 } });
    expect(await orderOf(order)).toMatchObject({ status: 'completed', scrapQuantity: 1, badQuantity: 2 });
    // Units already started finish (counted, the order stays completed); no new unit starts.
    const packed = await accepted('encasement', {
      ...pass('SN1413', 'PACK', 'P40', order),
      boxCode: 'BOX-LEFT',
      capacity: 9,
    });
    expect(packed).toMatchObject({ unit: { status: 'completed' }, order: { status: 'completed', goodQuantity: 1 } });
    const back = await accepted('assembly', pass('SN1411', 'ASM', 'P20', order));
    expect(back).toMatchObject({ unit: { status: 'in_process' }, order: { status: 'completed' } });
    expect(await refusal('passing', pass('SN1414', 'ASM', 'P10', order))).toBe(COMPLETED);
    // A closed order's units are not repaired either.
    const closed = await issuedOrder(5);
    await failAtTest('SN1415', closed);
    expect((await api.call(workOrderApi.close, { body: { ids: [closed] } })).body.data).toMatchObject({
      items: [{ ok: true }],
    });
    expect(await refusal('maintain', { stationId: ids.REP, serial: 'SN1415', outcome: 'scrapped' })).toBe(CLOSED);
  });

  it('keeps the master data its units and boxes were made with from being deleted (409 naming them)', async () => {
    const remove = (route: RouteDef, id: string, language = 'en-US') => api.call(route, { body: { id }, language });
    const phenomenon = await api.ok(badPhenomenonApi.add, {
      body: {
        code: 'SC-BP-BRIDGE',
        name: 'Bridge',
        defectTypeId: ids.defectType,
      },
    });
    const unused = await api.ok(badPhenomenonApi.add, {
      body: {
        code: 'SC-BP-UNUSED',
        name: 'Unused',
        defectTypeId: ids.defectType,
      },
    });
    await failAtTest('SN1501', ids.order!, phenomenon.id);
    const inUse = await remove(badPhenomenonApi.delete, phenomenon.id);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('SC-BP-BRIDGE Bridge cannot be deleted: it is used by unit SN1501');
    expect((await remove(badPhenomenonApi.delete, phenomenon.id, 'zh-CN')).body.message).toBe(
      'SC-BP-BRIDGE Bridge 不能删除：正被以下记录使用：产品序列号 SN1501',
    );
    expect((await remove(badPhenomenonApi.delete, unused.id)).status).toBe(200);

    const station = await api.ok(stationApi.add, { body: { lineId: ids.line1, code: 'SC-SPACK2', name: 'Packing 2' } });
    await api.ok(stationApi.configProcess, { body: { id: station.id, processIds: [ids.P40] } });
    await readyToPack('SN1502');
    await accepted('encasement', {
      ...pass('SN1502', 'PACK', 'P40'),
      stationId: station.id,
      boxCode: 'BOX-DEL',
      capacity: 4,
    });
    const stationInUse = await remove(stationApi.delete, station.id);
    expect(stationInUse.status).toBe(409);
    expect(stationInUse.body.message).toBe(
      'SC-SPACK2 Packing 2 cannot be deleted: it is used by unit SN1502; box or carrier BOX-DEL',
    );
    // The repair station of SN1501 (and the test station it failed at) are kept by its repair.
    const repairStation = await remove(stationApi.delete, ids.REP!);
    expect(repairStation.status).toBe(409);
    expect(repairStation.body.message).toContain('unit SN');
    expect((await unitDetail('SN1502')).unit).toMatchObject({ status: 'completed', packageCode: 'BOX-DEL' });

    // Units and boxes are kinds of the registry: pickers find them by the start of their code.
    const units = await api.ok(referenceApi.options, { query: { kind: 'productionUnit', keyword: 'SN150' } });
    expect(units.map((unit) => unit.code)).toEqual(['SN1501', 'SN1502']);
    const boxes = await api.ok(referenceApi.options, { query: { kind: 'productionPackage', keyword: 'BOX-DE' } });
    expect(boxes.map((box) => box.code)).toEqual(['BOX-DEL']);
  });

  it('answers a retried scan with the stored outcome and counts it once', async () => {
    const clientScanId = randomUUID();
    const body = { clientScanId, ...pass('SN0701', 'ASM', 'P10') };
    const input = (await orderOf(ids.order!)).inputQuantity;
    const first = await api.call(scanApi.passing, { body });
    const second = await api.call(scanApi.passing, { body });
    expect(first.body.data).toMatchObject({ replayed: false, action: 'pass' });
    expect(second.body.data).toEqual({ ...first.body.data, replayed: true });
    expect(await eventCount({ clientScanId })).toBe(1);
    expect(await orderOf(ids.order!)).toMatchObject({ inputQuantity: input + 1 });
    // The same id from another station is not the same scan.
    const elsewhere = await api.call(scanApi.passing, { body: { ...body, stationId: ids.TEST } });
    expect(elsewhere.status).toBe(409);
    // Nor is another serial, another order or another kind of scan under the id: refused
    // naming the id, in the reader's language, and nothing is written.
    const events = await eventCount({});
    const reused = [
      ['passing', { ...body, ...pass('SN0703', 'ASM', 'P10'), clientScanId }],
      ['passing', { ...body, workOrderId: ids.order2 }],
      ['assembly', body],
    ] as const;
    for (const [kind, other] of reused) {
      const refused = await api.call(scanRouteOfKind[kind], { body: other as never });
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.message).toBe(
        `Scan id ${clientScanId} was already used by another scan: nothing was recorded`,
      );
    }
    const inChinese = await api.call(scanApi.passing, {
      body: { ...body, workOrderId: ids.order2 },
      as: token,
      language: 'zh-CN',
    });
    expect(inChinese.body.message).toBe(`扫码编号 ${clientScanId} 已被另一次扫码使用：本次未记录`);
    expect(await eventCount({})).toBe(events);
    expect(await orderOf(ids.order!)).toMatchObject({ inputQuantity: input + 1 });
    // The first request itself is still answered as it was.
    expect((await api.call(scanApi.passing, { body })).body.data).toEqual(second.body.data);
    // A refused scan keeps nothing: its id can be used again once the scan can be accepted.
    const refusedId = randomUUID();
    const closed = await api.call(scanApi.passing, {
      body: {
        clientScanId: refusedId,
        ...pass('SN0702', 'ASM', 'P10', ids.closedOrder),
      },
    });
    expect(closed.status).toBe(422);
    const retried = await api.call(scanApi.passing, {
      body: {
        clientScanId: refusedId,
        ...pass('SN0702', 'ASM', 'P10'),
      },
    });
    expect(retried.body.data).toMatchObject({ replayed: false });
  });

  it('forgets the answers of scans older than a week', async () => {
    const old = await accepted('passing', pass('SN0751', 'ASM', 'P10'));
    const recent = await accepted('passing', pass('SN0752', 'ASM', 'P10'));
    await t.server.db.system((tx) =>
      tx
        .update(scanRequests)
        .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
        .where(eq(scanRequests.clientScanId, old.clientScanId)),
    );
    const purged = await new ScanRequestPurger(t.server.db).purge();
    expect(purged).toBeGreaterThanOrEqual(1);
    const left = await t.server.db.system((tx) =>
      tx
        .select({ id: scanRequests.clientScanId })
        .from(scanRequests)
        .where(inArray(scanRequests.clientScanId, [old.clientScanId, recent.clientScanId])),
    );
    expect(left.map((row) => row.id)).toEqual([recent.clientScanId]);
  });

  it('serves 20 concurrent requests with one client scan id as one scan', async () => {
    const clientScanId = randomUUID();
    const input = (await orderOf(ids.order!)).inputQuantity;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call(scanApi.passing, { body: { clientScanId, ...pass('SN0801', 'ASM', 'P10') } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((answer) => !answer.body.data.replayed)).toHaveLength(1);
    expect(await eventCount({ clientScanId })).toBe(1);
    expect(await orderOf(ids.order!)).toMatchObject({ inputQuantity: input + 1 });
    const stored = await t.server.db.system((tx) =>
      tx.select().from(scanRequests).where(eq(scanRequests.clientScanId, clientScanId)),
    );
    expect(stored).toHaveLength(1);
  });

  it('lets exactly one of many simultaneous scans of one unit at one step win', async () => {
    await readyToPack('SN0901');
    await accepted('passing', pass('SN0902', 'ASM', 'P10'));
    for (const barcode of ['MCU-0902', 'SCR-0902-1', 'SCR-0902-2'])
      await accepted('assembly', { ...pass('SN0902', 'ASM', 'P20'), barcode });
    const before = await orderOf(ids.order!);
    // Two stations of the same process, 12 scans of the unit at its test step at once.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => scan('passing', pass('SN0902', n % 2 ? 'TEST' : 'TEST2', 'P30'))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const losers = answers.filter((answer) => answer.status !== 200);
    expect(losers.map((answer) => [answer.status, answer.body.message])).toEqual(Array(11).fill([422, SCAN_ORDER]));
    expect((await unitDetail('SN0902')).unit).toMatchObject({ nextStepNo: 5 });
    const events = await t.server.db.system((tx) =>
      tx
        .select()
        .from(scanEvents)
        .where(and(eq(scanEvents.serial, 'SN0902'), eq(scanEvents.stepNo, 4))),
    );
    expect(events).toHaveLength(1);

    // A new serial started at two stations at once becomes one unit, counted once.
    const starts = await Promise.all(Array.from({ length: 10 }, () => scan('passing', pass('SN0903', 'ASM', 'P10'))));
    expect(starts.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(starts.filter((answer) => answer.status === 422).map((answer) => answer.body.message)).toEqual(
      Array(9).fill(SCAN_ORDER),
    );
    // The race at the packing step into one box: the box counts one unit.
    const boxing = await Promise.all(
      Array.from({ length: 6 }, () =>
        scan('encasement', { ...pass('SN0901', 'PACK', 'P40'), boxCode: 'BOX-RACE', capacity: 10 }),
      ),
    );
    expect(boxing.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect((await api.ok(scanApi.package, { query: { kind: 'encasement', code: 'BOX-RACE' } })).package.quantity).toBe(
      1,
    );
    // Two units at once into the last place of a box: one gets it, the other finds the box sealed.
    await readyToPack('SN0904');
    await readyToPack('SN0905');
    const last = await Promise.all(
      ['SN0904', 'SN0905'].map((serial) =>
        scan('encasement', { ...pass(serial, 'PACK', 'P40'), boxCode: 'BOX-LAST', capacity: 1 }),
      ),
    );
    expect(last.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(last.find((answer) => answer.status === 422)?.body.message).toBe(
      'Box BOX-LAST is sealed and takes no more units',
    );
    expect((await api.ok(scanApi.package, { query: { kind: 'encasement', code: 'BOX-LAST' } })).package).toMatchObject({
      quantity: 1,
      status: 'sealed',
    });
    expect(await orderOf(ids.order!)).toMatchObject({
      inputQuantity: before.inputQuantity + 3,
      goodQuantity: before.goodQuantity + 2,
    });
  });

  it('keeps the time of a queued scan, within limits', async () => {
    const at = new Date(Date.now() - 3600_000).toISOString();
    const queued = await accepted('passing', { ...pass('SN1001', 'ASM', 'P10'), scannedAt: at });
    expect(new Date(queued.scannedAt).getTime()).toBe(new Date(at).getTime());
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect(await refusal('passing', { ...pass('SN1002', 'ASM', 'P10'), scannedAt: future })).toContain('in the future');
    const old = new Date(Date.now() - 73 * 3600_000).toISOString();
    expect(await refusal('passing', { ...pass('SN1002', 'ASM', 'P10'), scannedAt: old })).toContain('72 hours');
  });

  it('refuses another enterprise’s stations, orders, processes, units and catalogue, changing nothing', async () => {
    const foreignStation = await scan('passing', { ...pass('SN1101', 'ASM', 'P10'), stationId: foreign.ASM });
    expect(foreignStation.status).toBe(404);
    const foreignOrder = await scan('passing', pass('SN1101', 'ASM', 'P10', foreign.order));
    expect(foreignOrder.status).toBe(404);
    const foreignProcess = await scan('passing', { ...pass('SN1101', 'ASM', 'P10'), processId: foreign.P10 });
    expect(foreignProcess.status).toBe(400);
    await accepted('passing', pass('SN1101', 'ASM', 'P10'));
    const foreignDefect = await scan('passing', {
      ...pass('SN1101', 'ASM', 'P20'),
      result: 'fail',
      defects: [{ badPhenomenonId: foreign.phenomenon }],
    });
    expect(foreignDefect.status).toBe(400);
    // The other enterprise's stations do not see this enterprise's units.
    const theirs = await api.call(scanApi.maintain, {
      body: {
        clientScanId: randomUUID(),
        stationId: foreign.REP,
        serial: 'SN0001',
        outcome: 'scrapped',
      },
      as: other,
    });
    expect(theirs.status).toBe(404);
    expect((await api.call(scanApi.unit, { query: { kind: 'maintain', serial: 'SN0001' }, as: other })).status).toBe(
      404,
    );
    expect(
      (await api.call(scanApi.context, { query: { kind: 'passing', stationId: ids.ASM }, as: other })).status,
    ).toBe(404);
    expect((await api.call(scanApi.package, { query: { kind: 'pack', code: 'CAR-1' }, as: other })).status).toBe(404);
    // The same serial is another unit in another enterprise.
    const own = await accepted(
      'passing',
      { stationId: foreign.ASM, processId: foreign.P10, workOrderId: foreign.order, serial: 'SN0001' },
      other,
    );
    expect(own.unit).toMatchObject({ serial: 'SN0001', nextStepNo: 2 });
    expect((await unitDetail('SN0001')).unit).toMatchObject({ status: 'completed' });
    const sameId = randomUUID();
    await accepted('passing', { ...pass('SN1102', 'ASM', 'P10'), clientScanId: sameId });
    const theirSameId = await api.call(scanApi.passing, {
      body: {
        ...pass('SN1102', 'ASM', 'P10', foreign.order),
        stationId: foreign.ASM,
        processId: foreign.P10,
        clientScanId: sameId,
      },
      as: other,
    });
    expect(theirSameId.body.data).toMatchObject({ replayed: false });
  });

  it('keeps the order a station has chosen in its context once that order is no longer open', async () => {
    const contextWith = (orderId: string) =>
      api.ok(scanApi.context, { query: { kind: 'passing', stationId: ids.TEST, orderId } });
    const closed = await contextWith(ids.closedOrder!);
    expect(closed.chosenOrder).toMatchObject({ id: ids.closedOrder, status: 'closed', lineId: ids.line1 });
    expect(closed.orders.map((order) => order.id)).not.toContain(ids.closedOrder);
    // An open order is in the list already; another line's order is not this station's to show.
    expect((await contextWith(ids.order!)).chosenOrder).toBeNull();
    expect((await contextWith(ids.line2Order!)).chosenOrder).toBeNull();
  });

  it('shows a station its context and answers in the reader’s language', async () => {
    const context = await api.ok(scanApi.context, { query: { kind: 'passing', stationId: ids.TEST } });
    expect(context.station).toMatchObject({ id: ids.TEST, code: 'SC-STEST' });
    expect(context.line).toMatchObject({ id: ids.line1, code: 'SC-L1' });
    expect(context.processes).toEqual([expect.objectContaining({ code: 'SC-P30', type: 'test', mandatoryScan: true })]);
    expect(context.orders.map((order) => order.id)).toEqual(expect.arrayContaining([ids.order, ids.order2]));
    expect(context.orders.map((order) => order.id)).not.toContain(ids.closedOrder);
    expect(context.orders.map((order) => order.id)).not.toContain(ids.line2Order);
    expect(context.today.pass).toBeGreaterThan(0);
    expect(context.today.fail).toBeGreaterThan(0);
    expect(context.settings).toEqual({ boxCapacity: 20, carrierCapacity: 40, autoAdvance: false });

    const zh = await scan('passing', pass('SN0101', 'TEST', 'P30'), token, 'zh-CN');
    expect(zh.body.message).toBe('扫码顺序错误');
    const vi = await scan('passing', pass('SN0101', 'TEST', 'P30'), token, 'vi-VN');
    expect(vi.body.message).toBe('Lỗi thứ tự quét');
    const closed = await scan('passing', pass('SN1201', 'ASM', 'P10', ids.closedOrder), token, 'zh-TW');
    expect(closed.body.message).toBe('該工單已關閉，不能再進行操作');

    // The look-ups need the page of the screen they name; the scans their scan permission.
    const demo = await tenantIdOf(t.server.db, 'demo');
    const userId = await createUser(t.server.db, demo, { account: 'scan_passing' });
    await grantPermissions(t.server, demo, userId, ['trace:passing:page', 'trace:passing:scan']);
    const operator = (await t.login('scan_passing')).token;
    expect(
      (await api.call(scanApi.context, { query: { kind: 'passing', stationId: ids.TEST }, as: operator })).status,
    ).toBe(200);
    expect(
      (await api.call(scanApi.context, { query: { kind: 'assembly', stationId: ids.TEST }, as: operator })).status,
    ).toBe(403);
    // The operator may not read the production settings, yet the screen gets what it needs of them.
    const settings = await api.ok(workSettingApi.detail);
    await api.ok(workSettingApi.edit, {
      body: { ...settings, boxCapacity: 12, carrierCapacity: 3, autoAdvance: true },
    });
    try {
      expect((await api.call(workSettingApi.detail, { as: operator })).status).toBe(403);
      const seen = await api.call(scanApi.context, { query: { kind: 'passing', stationId: ids.TEST }, as: operator });
      expect(seen.body.data.settings).toEqual({ boxCapacity: 12, carrierCapacity: 3, autoAdvance: true });
    } finally {
      await api.ok(workSettingApi.edit, { body: settings });
    }
    expect((await scan('assembly', pass('SN1202', 'ASM', 'P10'), operator)).status).toBe(403);
    const byOperator = await accepted('passing', pass('SN1202', 'ASM', 'P10'), operator);
    const [event] = await t.server.db.system((tx) =>
      tx.select().from(scanEvents).where(eq(scanEvents.clientScanId, byOperator.clientScanId)),
    );
    expect(event).toMatchObject({ operatorId: userId, action: 'pass', serial: 'SN1202', stationId: ids.ASM });
  });

  it('announces order progress on the hub, at most once a second per enterprise', async () => {
    const hub = connectHub(t.baseUrl, { token });
    await hub.opened();
    /** The next frame that is not an announcement of earlier tests' scans (sent up to a second late). */
    const nextOwn = async (wanted: (frame: HubServerFrame) => boolean) => {
      for (;;) {
        const frame = await hub.nextFrame();
        if (wanted(frame)) return frame;
        expect(frame).toMatchObject({ event: 'RefreshTable', data: { table: 'workOrder' } });
      }
    };
    hub.send({ invoke: 'Heartbeat' });
    await nextOwn((frame) => frame.event === 'HeartbeatAck');
    await accepted('passing', pass('SN1301', 'ASM', 'P10'));
    const frame = await nextOwn(
      (frame) => frame.event === 'RefreshTable' && JSON.stringify(frame.data).includes(`"${ids.order}"`),
    );
    expect(frame).toMatchObject({ event: 'RefreshTable', data: { table: 'workOrder', ids: [ids.order] } });
    hub.close();
  });

  it('issues a box code from a barcode rule', async () => {
    const rule = await api.ok(barcodeRuleApi.add, {
      body: {
        code: 'SC-BOX',
        name: 'Box',
        prefix: 'BX',
        length: 10,
        elements: [{ type: 'serial', scheme: 1, width: 5 }],
      },
    });
    const a = await api.ok(scanApi.newBox, { body: { stationId: ids.PACK, ruleId: rule.id } });
    const b = await api.ok(scanApi.newBox, { body: { stationId: ids.PACK, ruleId: rule.id } });
    expect([a.code, b.code]).toEqual(['BX00001', 'BX00002']);
    const theirs = await api.call(scanApi.newBox, { body: { stationId: ids.PACK, ruleId: foreign.rule } });
    expect(theirs.status).toBe(404);
    const packages = await t.server.db.system((tx) =>
      tx.select().from(productionPackages).where(eq(productionPackages.code, 'BX00001')),
    );
    expect(packages).toEqual([]);
  });
});
