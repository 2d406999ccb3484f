import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  lineApi,
  OrgType,
  organisationApi,
  processApi,
  productApi,
  reportApi,
  routingApi,
  scanRouteOfKind,
  shiftApi,
  shiftRegimeApi,
  stationApi,
  traceApi,
  unitApi,
  userApi,
  workOrderApi,
  workshopApi,
} from '@takt/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { scanEvents, scanUsage } from './stations.table.js';

type Id = { id: string };

/**
 * A workstation, process or shift that a scan of any kind used cannot be deleted, even when nothing
 * but the scan events point at it (passing scans only, a return station, a process no workstation
 * lists any more, a shift no regime lists any more): the delete answers 409 naming a unit scanned
 * there. A deleted operator keeps their name in the trace of what they scanned.
 */
describe.each(testDatabaseKinds())('workstations and processes used by scans on %s', (kind) => {
  let t: TestServer;
  let token: string;
  const ids: Record<string, string> = {};

  let api: RouteClient;
  const accepted = async (kind: keyof typeof scanRouteOfKind, body: Record<string, unknown>, as = token) => {
    // The bodies differ by kind: not checked here.
    const response = await api.call(scanRouteOfKind[kind], {
      body: { clientScanId: randomUUID(), ...body } as never,
      as,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };
  const pass = (serial: string, station: string, process: string, order = 'order') =>
    accepted('passing', { stationId: ids[station], processId: ids[process], workOrderId: ids[order], serial });
  const remove = async (what: 'station' | 'process' | 'shift', id: string, language = 'en-US') => {
    const route = { station: stationApi.delete, process: processApi.delete, shift: shiftApi.delete }[what];
    const response = await api.call(route, { body: { id }, language });
    return { status: response.status, message: response.body.message };
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    api = routeClient(t, { token });
    const factories = await api.ok(organisationApi.page, { query: { pageSize: '50' } });
    const factoryOrg: { id: string } =
      factories.rows.find((row) => row.type === OrgType.FACTORY) ??
      (await api.ok(organisationApi.add, { body: { name: 'SU factory', code: 'SU-F', type: OrgType.FACTORY } }));
    const workshop = await api.ok(workshopApi.add, {
      body: { factoryId: factoryOrg.id, code: 'SU-WS', name: 'Workshop' },
    });
    ids.workshop = workshop.id;
    ids.line = (await api.ok(lineApi.add, { body: { workshopId: workshop.id, code: 'SU-L1', name: 'Line 1' } })).id;
    for (const [code, type] of [
      ['PA', 'normal'],
      ['PB', 'normal'],
      ['PC', 'normal'],
      ['PK', 'packing'],
    ] as const)
      ids[code] = (
        await api.ok(processApi.add, {
          body: { code: `SU-${code}`, name: `Process ${code}`, type, mandatoryScan: true },
        })
      ).id;
    for (const [routing, steps] of [
      ['routing', ['PA', 'PB', 'PC']],
      ['packRouting', ['PA', 'PK']],
    ] as const)
      ids[routing] = (
        await api.ok(routingApi.add, {
          body: {
            code: `SU-${routing}`,
            name: 'Routing',
            steps: steps.map((code) => ({ processId: ids[code] })),
          },
        })
      ).id;
    for (const [code, processes] of [
      ['SA', ['PA']],
      ['SB', ['PB']],
      ['SC', ['PC']],
      ['SK', ['PK']],
      ['RET', []],
      ['PACK1', []],
      ['PACK2', []],
      ['IDLE', ['PB']],
    ] as const) {
      ids[code] = (
        await api.ok(stationApi.add, { body: { lineId: ids.line, code: `SU-${code}`, name: `Station ${code}` } })
      ).id;
      await api.ok(stationApi.configProcess, { body: { id: ids[code], processIds: processes.map((p) => ids[p]) } });
    }
    const unit = await api.ok(unitApi.add, { body: { code: 'SU-PCS', name: 'Piece' } });
    for (const [product, routing, order] of [
      ['FG', 'routing', 'order'],
      ['FK', 'packRouting', 'packOrder'],
    ] as const) {
      const { id: productId } = await api.ok(productApi.add, {
        body: {
          code: `SU-${product}`,
          name: `Fan ${product}`,
          unitId: unit.id,
          routingId: ids[routing],
        },
      });
      ids[product] = productId;
      const created = await api.ok(workOrderApi.add, {
        body: {
          productId,
          lineId: ids.line,
          planQuantity: 10,
          planDate: '2026-12-01',
        },
      });
      ids[order] = created.id;
      const issued = await api.ok(workOrderApi.issue, { body: { ids: [created.id] } });
      expect(issued.items[0]?.ok).toBe(true);
    }
  }, 120_000);
  afterAll(() => t?.close());

  it('keeps a workstation with passing scans only (no unit started there, no repair, no box)', async () => {
    await pass('SU0001', 'SA', 'PA');
    await pass('SU0001', 'SB', 'PB');
    const refused = await remove('station', ids.SB!);
    expect(refused.status).toBe(409);
    expect(refused.message).toBe('SU-SB Station SB cannot be deleted: it is used by unit SU0001');
    expect((await remove('station', ids.SB!, 'zh-CN')).message).toBe(
      'SU-SB Station SB 不能删除：正被以下记录使用：产品序列号 SU0001',
    );
    // A workstation no scan used is deleted as before.
    expect((await remove('station', ids.IDLE!)).status).toBe(200);
  });

  it('keeps a return station that sent a unit back', async () => {
    await accepted('return', { stationId: ids.RET, serial: 'SU0001', toStepNo: 1 });
    const refused = await remove('station', ids.RET!);
    expect(refused.status).toBe(409);
    expect(refused.message).toBe('SU-RET Station RET cannot be deleted: it is used by unit SU0001');
  });

  it('keeps a process scanned at, once no workstation lists it and its routing moved on to a new version', async () => {
    await pass('SU0002', 'SA', 'PA');
    await pass('SU0002', 'SB', 'PB');
    await pass('SU0002', 'SC', 'PC');
    const completed = await api.ok(workOrderApi.complete, { body: { ids: [ids.order] } });
    expect(completed.items[0]?.ok).toBe(true);
    // The completed order's routing version stays as it was: the edit makes version 2.
    await api.ok(stationApi.configProcess, { body: { id: ids.SC, processIds: [] } });
    const edited = await api.ok(routingApi.edit, {
      body: {
        id: ids.routing,
        code: 'SU-R',
        name: 'Routing',
        steps: ['PA', 'PB'].map((code) => ({ processId: ids[code] })),
      },
    });
    expect(edited.currentVersionNo).toBe(2);
    const refused = await remove('process', ids.PC!);
    expect(refused.status).toBe(409);
    expect(refused.message).toBe('SU-PC Process PC cannot be deleted: it is used by routing SU-R; unit SU0002');
  });

  it('keeps a packing station that only put a box onto a carrier opened elsewhere', async () => {
    for (const [serial, box, station] of [
      ['SU0101', 'SU-BOX1', 'PACK1'],
      ['SU0102', 'SU-BOX2', 'PACK2'],
    ] as const) {
      await pass(serial, 'SA', 'PA', 'packOrder');
      // A box of one is sealed when full.
      await accepted('encasement', {
        stationId: ids.SK,
        processId: ids.PK,
        workOrderId: ids.packOrder,
        serial,
        boxCode: box,
        capacity: 1,
      });
      await accepted('pack', { stationId: ids[station], boxCode: box, carrierCode: 'SU-CAR', capacity: 2 });
    }
    const refused = await remove('station', ids.PACK2!);
    expect(refused.status).toBe(409);
    expect(refused.message).toBe('SU-PACK2 Station PACK2 cannot be deleted: it is used by box or carrier SU-CAR');
  });

  it('keeps a shift a scan or a production report named, and the name of an operator deleted since', async () => {
    // A line of its own, so no shift of another test's scans is remembered for it.
    ids.line2 = (await api.ok(lineApi.add, { body: { workshopId: ids.workshop, code: 'SU-L2', name: 'Line 2' } })).id;
    ids.S2 = (await api.ok(stationApi.add, { body: { lineId: ids.line2, code: 'SU-S2', name: 'Station S2' } })).id;
    await api.ok(stationApi.configProcess, { body: { id: ids.S2, processIds: [ids.PA] } });
    const order = await api.ok(workOrderApi.add, {
      body: {
        productId: ids.FG,
        lineId: ids.line2,
        planQuantity: 10,
        planDate: '2026-12-01',
      },
    });
    await api.ok(workOrderApi.issue, { body: { ids: [order.id] } });
    const shifts: Record<string, Id> = {};
    for (const [code, start, end] of [
      ['AM', '00:00', '12:00'],
      ['PM', '12:00', '00:00'],
    ] as const)
      shifts[code] = await api.ok(shiftApi.add, { body: { code: `SU-${code}`, name: `Shift ${code}`, start, end } });
    const regime = await api.ok(shiftRegimeApi.add, {
      body: {
        code: 'SU-2X12',
        name: 'Two shifts',
        dayStart: '00:00',
        shiftIds: [shifts.AM!.id, shifts.PM!.id],
        lineIds: [ids.line2],
      },
    });

    const demoId = await tenantIdOf(t.server.db, 'demo');
    const operatorId = await createUser(t.server.db, demoId, { account: 'su_operator', name: 'Operator Su' });
    await grantPermissions(t.server, demoId, operatorId, ['trace:passing:page', 'trace:passing:scan']);
    const operator = (await t.login('su_operator')).token;
    await accepted(
      'passing',
      { stationId: ids.S2, processId: ids.PA, workOrderId: order.id, serial: 'SU0201' },
      operator,
    );

    // The trace is first read once the operator is deleted (names are kept in memory for 5 s).
    const [event] = await t.server.db.system((tx) =>
      tx.select({ shiftId: scanEvents.shiftId }).from(scanEvents).where(eq(scanEvents.serial, 'SU0201')),
    );
    // The report is made yesterday in the shift the scan was not in.
    const scanShift = event?.shiftId === shifts.AM!.id ? 'AM' : 'PM';
    expect(event?.shiftId).toBe(shifts[scanShift]!.id);
    const reportShift = scanShift === 'AM' ? 'PM' : 'AM';
    const yesterday = new Date(Date.now() - 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const report = await api.ok(reportApi.add, {
      body: {
        workOrderId: order.id,
        processId: ids.PA,
        stationId: ids.S2,
        reportedAt: `${yesterday}T${reportShift === 'AM' ? '06' : '18'}:00:00+08:00`,
        goodQuantity: 1,
        badQuantity: 0,
        scrapQuantity: 0,
      },
    });
    expect(report.shiftCode).toBe(`SU-${reportShift}`);

    // No regime names the shifts any more: the scan and the report still keep them.
    await api.ok(shiftRegimeApi.delete, { body: { id: regime.id } });
    const byScan = await remove('shift', shifts[scanShift]!.id);
    expect(byScan).toEqual({
      status: 409,
      message: `SU-${scanShift} Shift ${scanShift} cannot be deleted: it is used by unit SU0201`,
    });
    expect((await remove('shift', shifts[scanShift]!.id, 'zh-CN')).message).toBe(
      `SU-${scanShift} Shift ${scanShift} 不能删除：正被以下记录使用：产品序列号 SU0201`,
    );
    expect(await remove('shift', shifts[reportShift]!.id)).toEqual({
      status: 409,
      message: `SU-${reportShift} Shift ${reportShift} cannot be deleted: it is used by production report ${report.code}`,
    });
    const unused = await api.ok(shiftApi.add, {
      body: { code: 'SU-IDLE', name: 'Idle', start: '08:00', end: '16:00' },
    });
    expect((await remove('shift', unused.id)).status).toBe(200);

    expect((await api.call(userApi.delete, { query: { id: operatorId } })).status).toBe(200);
    const traced = (await api.ok(traceApi.product, { query: { serial: 'SU0201' } })).events[0]!;
    expect(traced.operator).toEqual({ id: operatorId, name: 'Operator Su' });
    expect(traced.shift?.code).toBe(`SU-${scanShift}`);
  });

  it('backfills scan_usage from the scans made before it existed (migration 0010)', async () => {
    // Runs last: the scans of every test above, at workstations, processes and in shifts.
    const recorded = () =>
      t.server.db.system((tx) => tx.select().from(scanUsage).orderBy(scanUsage.kind, scanUsage.refId));
    const before = await recorded();
    expect(new Set(before.map((row) => row.kind))).toEqual(new Set(['station', 'process', 'shift']));
    await t.server.db.system((tx) => tx.delete(scanUsage));
    const backfill = await readFile(new URL('../../../drizzle/0010_scan_usage_backfill.sql', import.meta.url), 'utf8');
    await t.server.db.system((tx) => tx.execute(sql.raw(backfill)));
    expect(await recorded()).toEqual(before);
    const refused = await remove('station', ids.SB!);
    expect(refused.message).toBe('SU-SB Station SB cannot be deleted: it is used by unit SU0001');
  });
});
