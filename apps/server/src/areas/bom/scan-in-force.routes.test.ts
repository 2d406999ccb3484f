import { randomUUID } from 'node:crypto';
import { AdminType, bomApi, productApi, scanConfigApi, scanRouteOfKind, workOrderApi } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser } from '../../test-support/fixtures.js';
import { productionLine } from '../../test-support/production-line.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * The scan configuration in force for a product at a process: the enabled saved one, otherwise
 * the one derived from the key materials of the product's enabled BOM there. Three products with
 * the same BOM lines (LED key at P10, screw not key at P10, label key at P20): FA has no saved
 * configuration, FB an enabled one at P10 asking for the screw only, FC a disabled one at P10;
 * FA also has a second BOM, not enabled.
 */
describe.each(testDatabaseKinds())('scan configuration in force on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let other: string;
  const ids: Record<string, string> = {};

  let api: RouteClient;
  type Kind = keyof typeof scanRouteOfKind;
  // The bodies differ by kind, and some are wrong on purpose: not checked here.
  const scan = (kind: Kind, body: Record<string, unknown>) =>
    api.call(scanRouteOfKind[kind], { body: { clientScanId: randomUUID(), ...body } as never });
  const accepted = async (kind: Kind, body: Record<string, unknown>) => {
    const response = await scan(kind, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };
  const at = (product: string, serial: string, process = 'P10', station = 'ASM') => ({
    stationId: ids[station],
    processId: ids[process],
    workOrderId: ids[`order-${product}`],
    serial,
  });

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    api = routeClient(t, { token });
    const otherId = await createTenant(t.server.db, { code: 'inforce_other' });
    await createUser(t.server.db, otherId, { account: 'inforce_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    other = (await t.login('inforce_admin')).token;

    Object.assign(
      ids,
      await productionLine(api, 'KF', {
        processes: [
          ['P10', { name: 'Assembly', mandatoryScan: true }],
          ['P20', { name: 'Test', type: 'test', mandatoryScan: true }],
        ],
        steps: ['P10', 'P20'],
        stations: [
          ['ASM', { processes: ['P10'] }],
          ['TEST', { processes: ['P20'] }],
        ],
        materials: [
          ['LED', { name: 'LED' }],
          ['SCREW', { name: 'SCREW' }],
          ['LABEL', { name: 'LABEL' }],
        ],
        order: false,
      }),
    );
    for (const product of ['FA', 'FB', 'FC']) {
      ids[product] = (
        await api.ok(productApi.add, {
          body: {
            code: `KF-${product}`,
            name: product,
            unitId: ids.unit,
            routingId: ids.routing,
          },
        })
      ).id;
      ids[`bom-${product}`] = (
        await api.ok(bomApi.add, {
          body: {
            code: `KF-BOM-${product}`,
            name: `BOM ${product}`,
            productId: ids[product],
            lines: [
              { materialId: ids.LED, quantity: 1, processId: ids.P10, keyMaterial: true },
              { materialId: ids.SCREW, quantity: 2, processId: ids.P10 },
              { materialId: ids.LABEL, quantity: 1, processId: ids.P20, keyMaterial: true },
            ],
          },
        })
      ).id;
      const order = await api.ok(workOrderApi.add, {
        body: {
          productId: ids[product],
          lineId: ids.line,
          planQuantity: 10,
          planDate: '2026-12-01',
        },
      });
      await api.ok(workOrderApi.issue, { body: { ids: [order.id] } });
      ids[`order-${product}`] = order.id;
    }
    ids['bom-FA2'] = (
      await api.ok(bomApi.add, {
        body: {
          code: 'KF-BOM-FA2',
          name: 'BOM FA next',
          version: 'V2',
          productId: ids.FA,
          enabled: false,
          lines: [{ materialId: ids.LED, quantity: 1, processId: ids.P10, keyMaterial: true }],
        },
      })
    ).id;
    const config = async (product: string, enabled: boolean, materials: string[]) =>
      (
        await api.ok(scanConfigApi.add, {
          body: {
            code: `KF-SC-${product}`,
            name: product,
            productId: ids[product],
            processId: ids.P10,
            enabled,
            materials: materials.map((material) => ({ materialId: ids[material], expectedCount: 1 })),
          },
        })
      ).id;
    ids.configB = await config('FB', true, ['SCREW']);
    ids.configC = await config('FC', false, []);
  }, 120_000);
  afterAll(() => t?.close());

  it('asks for the BOM’s key material at its process when no scan configuration is saved', async () => {
    const start = await accepted('assembly', at('FA', 'KA-0001'));
    expect(start).toMatchObject({ action: 'start', stepDone: false, remaining: { total: 1 } });
    expect(start.remaining?.materials).toEqual([
      expect.objectContaining({ materialCode: 'KF-LED', materialName: 'LED', remaining: 1 }),
    ]);
    // Without its LED the unit passes neither the assembly step nor a passing station there.
    const missing = await scan('passing', { ...at('FA', 'KA-0001'), result: 'pass', defects: [] });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toContain('KF-LED');
    expect((await scan('passing', { ...at('FA', 'KA-0001', 'P20', 'TEST'), result: 'pass', defects: [] })).status).toBe(
      422,
    );
    const built = await accepted('assembly', { ...at('FA', 'KA-0001'), barcode: 'LED-0001' });
    expect(built).toMatchObject({ action: 'pass', stepDone: true, unit: { nextStepNo: 2 } });
    // A key part's barcode goes into one unit only.
    await accepted('assembly', at('FA', 'KA-0002'));
    const reused = await scan('assembly', { ...at('FA', 'KA-0002'), barcode: 'LED-0001' });
    expect(reused.status).toBe(422);
  });

  it('goes by the enabled saved configuration where there is one, and by the BOM where it is disabled', async () => {
    const explicit = await accepted('assembly', at('FB', 'KB-0001'));
    expect(explicit.remaining?.materials).toEqual([
      expect.objectContaining({ materialCode: 'KF-SCREW', remaining: 1 }),
    ]);
    expect(await accepted('assembly', { ...at('FB', 'KB-0001'), barcode: 'SCR-1' })).toMatchObject({
      action: 'pass',
      stepDone: true,
    });
    const disabled = await accepted('assembly', at('FC', 'KC-0001'));
    expect(disabled.remaining?.materials).toEqual([expect.objectContaining({ materialCode: 'KF-LED', remaining: 1 })]);
  });

  it('shows on the BOM which configuration is in force at each of its processes', async () => {
    const derived = await api.ok(bomApi.scanInForce, { query: { id: ids['bom-FA'] } });
    expect(derived).toEqual({
      bomId: ids['bom-FA'],
      enabled: true,
      processes: [
        {
          processId: ids.P10,
          processCode: 'KF-P10',
          processName: 'Assembly',
          source: 'bom',
          configId: null,
          configCode: null,
          materials: [{ materialId: ids.LED, expectedCount: 1 }],
        },
        {
          processId: ids.P20,
          processCode: 'KF-P20',
          processName: 'Test',
          source: 'bom',
          configId: null,
          configCode: null,
          materials: [{ materialId: ids.LABEL, expectedCount: 1 }],
        },
      ],
    });
    const explicit = await api.ok(bomApi.scanInForce, { query: { id: ids['bom-FB'] } });
    expect(explicit.processes[0]).toMatchObject({
      source: 'explicit',
      configId: ids.configB,
      configCode: 'KF-SC-FB',
      materials: [{ materialId: ids.SCREW, expectedCount: 1 }],
    });
    expect(explicit.processes[1]).toMatchObject({ source: 'bom' });

    // A BOM that is not enabled derives nothing.
    expect(await api.ok(bomApi.scanInForce, { query: { id: ids['bom-FA2'] } })).toMatchObject({
      enabled: false,
      processes: [{ processId: ids.P10, source: 'none', configId: null, materials: [] }],
    });
  });

  it('lists the derived configurations in force on the scan-configuration page', async () => {
    const page = await api.ok(scanConfigApi.derivedPage, { query: { pageSize: '50' } });
    expect(page.rows.map((row) => [row.productCode, row.processCode, row.bomCode, row.disabledConfigCode])).toEqual([
      ['KF-FA', 'KF-P10', 'KF-BOM-FA', null],
      ['KF-FA', 'KF-P20', 'KF-BOM-FA', null],
      ['KF-FB', 'KF-P20', 'KF-BOM-FB', null],
      ['KF-FC', 'KF-P10', 'KF-BOM-FC', 'KF-SC-FC'],
      ['KF-FC', 'KF-P20', 'KF-BOM-FC', null],
    ]);
    expect(page.totalRows).toBe(5);
    expect(page.rows[0]).toMatchObject({
      materials: [{ materialId: ids.LED, materialCode: 'KF-LED', materialName: 'LED', expectedCount: 1 }],
      expectedScans: 2,
      bomVersion: 'V1',
    });
    const filtered = await api.ok(scanConfigApi.derivedPage, { query: { productId: ids.FC, materialId: ids.LED } });
    expect(filtered.rows.map((row) => [row.productCode, row.processCode])).toEqual([['KF-FC', 'KF-P10']]);
    const second = await api.ok(scanConfigApi.derivedPage, { query: { pageSize: '2', pageNo: '2' } });
    expect(second.rows.map((row) => row.bomCode)).toEqual(['KF-BOM-FB', 'KF-BOM-FC']);
    expect(second.totalRows).toBe(5);
  });

  it('keeps another enterprise’s BOMs and derived configurations to itself', async () => {
    expect((await api.ok(scanConfigApi.derivedPage, { as: other })).rows).toEqual([]);
    expect((await api.call(bomApi.scanInForce, { query: { id: ids['bom-FA'] }, as: other })).status).toBe(404);
  });
});
