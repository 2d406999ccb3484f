import { randomUUID } from 'node:crypto';
import { OrgType, type PageResult, type ScanOutcome, type WorkOrder } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

type Id = { id: string };

/**
 * A workstation or process that a scan of any kind used cannot be deleted, even when nothing but
 * the scan events point at it (passing scans only, a return station, a process no routing or
 * workstation lists any more): the delete answers 409 naming a unit scanned there.
 */
describe.each(testDatabaseKinds())('workstations and processes used by scans on %s', (kind) => {
  let t: TestServer;
  let token: string;
  const ids: Record<string, string> = {};

  const call = <T = unknown>(method: string, path: string, body?: unknown, language?: string) =>
    t.call<T>(method, `/api${path}`, { token, body, language });
  const ok = async <T = Id>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await call<T>(method, path, body);
    expect(response.status, `${path} ${JSON.stringify(response.body)}`).toBe(200);
    return response.body.data;
  };
  const accepted = async (kind: string, body: Record<string, unknown>) => {
    const response = await call<ScanOutcome>('POST', `/trace/${kind}/scan`, { clientScanId: randomUUID(), ...body });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };
  const pass = (serial: string, station: string, process: string, order = 'order') =>
    accepted('passing', { stationId: ids[station], processId: ids[process], workOrderId: ids[order], serial });
  const remove = async (what: 'station' | 'process', id: string, language = 'en-US') => {
    const response = await call('POST', `/${what}/delete`, { id }, language);
    return { status: response.status, message: response.body.message };
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    const factories = await ok<PageResult<{ id: string; type: number }>>('GET', '/org/page?pageSize=50');
    const factoryOrg: { id: string } =
      factories.rows.find((row) => row.type === OrgType.FACTORY) ??
      (await ok('POST', '/org/add', { name: 'SU factory', code: 'SU-F', type: OrgType.FACTORY }));
    const workshop = await ok('POST', '/workshop/add', { factoryId: factoryOrg.id, code: 'SU-WS', name: 'Workshop' });
    ids.line = (await ok('POST', '/line/add', { workshopId: workshop.id, code: 'SU-L1', name: 'Line 1' })).id;
    for (const [code, type] of [
      ['PA', 'normal'],
      ['PB', 'normal'],
      ['PC', 'normal'],
      ['PK', 'packing'],
    ] as const)
      ids[code] = (
        await ok('POST', '/process/add', { code: `SU-${code}`, name: `Process ${code}`, type, mandatoryScan: true })
      ).id;
    for (const [routing, steps] of [
      ['routing', ['PA', 'PB', 'PC']],
      ['packRouting', ['PA', 'PK']],
    ] as const)
      ids[routing] = (
        await ok('POST', '/routing/add', {
          code: `SU-${routing}`,
          name: 'Routing',
          steps: steps.map((code) => ({ processId: ids[code] })),
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
        await ok('POST', '/station/add', { lineId: ids.line, code: `SU-${code}`, name: `Station ${code}` })
      ).id;
      await ok('POST', '/station/config_process', { id: ids[code], processIds: processes.map((p) => ids[p]) });
    }
    const unit = await ok('POST', '/unit/add', { code: 'SU-PCS', name: 'Piece' });
    for (const [product, routing, order] of [
      ['FG', 'routing', 'order'],
      ['FK', 'packRouting', 'packOrder'],
    ] as const) {
      const { id: productId } = await ok('POST', '/product/add', {
        code: `SU-${product}`,
        name: `Fan ${product}`,
        unitId: unit.id,
        routingId: ids[routing],
      });
      const created = await ok<WorkOrder>('POST', '/work_order/add', {
        productId,
        lineId: ids.line,
        planQuantity: 10,
        planDate: '2026-12-01',
      });
      ids[order] = created.id;
      const issued = await ok<{ items: { ok: boolean }[] }>('POST', '/work_order/issue', { ids: [created.id] });
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
    const completed = await ok<{ items: { ok: boolean }[] }>('POST', '/work_order/complete', { ids: [ids.order] });
    expect(completed.items[0]?.ok).toBe(true);
    // The completed order's routing version stays as it was: the edit makes version 2.
    await ok('POST', '/station/config_process', { id: ids.SC, processIds: [] });
    const edited = await ok<{ currentVersionNo: number }>('POST', '/routing/edit', {
      id: ids.routing,
      code: 'SU-R',
      name: 'Routing',
      steps: ['PA', 'PB'].map((code) => ({ processId: ids[code] })),
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
});
