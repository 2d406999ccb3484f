import { checkScan, emptyScanProgress, recordScan } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant } from '../../test-support/fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { createBarcodesModule } from '../barcodes/index.js';
import { createMaterialsModule } from '../materials/index.js';
import { createProcessesModule } from '../processes/index.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { createBomModule } from './index.js';
import { toScanPlan } from './scan-config.service.js';

describe.each(testDatabaseKinds())('BOM demo seed and station lookups on %s', (kind) => {
  let t: TestServer;
  let tenantId: string;
  let area: ReturnType<typeof createBomModule>;
  let references: ReferenceRegistry;

  const idOf = async (refKind: 'product' | 'process', code: string) =>
    (await references.options(tenantId, { kind: refKind, keyword: code, limit: 5 })).find((ref) => ref.code === code)!
      .id;

  beforeAll(async () => {
    t = await startTestServer(kind);
    tenantId = await createTenant(t.server.db, { code: 'bom_seed' });
    references = new ReferenceRegistry();
    const ctx = {
      db: t.server.db,
      references,
      parameters: { value: async () => 'Asia/Shanghai' },
    } as unknown as MasterDataContext;
    const processes = createProcessesModule(ctx);
    const materials = createMaterialsModule(ctx);
    const barcodes = createBarcodesModule(ctx);
    area = createBomModule(ctx);
    // Nothing of the other areas yet: the BOM seed skips every product.
    await area.seedDemo(tenantId);
    expect(await references.options(tenantId, { kind: 'bom', keyword: 'BOM-', limit: 10 })).toEqual([]);
    await processes.seedDemo(tenantId);
    await materials.seedDemo(tenantId);
    await barcodes.seedDemo(tenantId);
  });
  afterAll(() => t?.close());

  it('seeds a BOM and a scan configuration per demo product, once', async () => {
    await area.seedDemo(tenantId);
    await area.seedDemo(tenantId);
    const boms = await references.options(tenantId, { kind: 'bom', keyword: 'BOM-', limit: 10 });
    expect(boms.map((ref) => ref.code)).toEqual([
      'BOM-FG-FAN-D10',
      'BOM-FG-FAN-D12',
      'BOM-FG-FAN-F20',
      'BOM-SF-CB100',
      'BOM-SF-CB200',
    ]);
    const fan = await area.boms.detail(tenantId, boms[0]!.id);
    expect(fan).toMatchObject({ enabled: true, productCode: 'FG-FAN-D10', lineCount: 7 });
    expect(
      fan.lines.map((line) => [line.materialCode, line.quantity, line.processCode, line.keyMaterial]),
    ).toContainEqual(['RM-MOTOR-D', 1, 'P050', true]);
    const board = await area.boms.detail(tenantId, boms[3]!.id);
    expect(board.lines.find((line) => line.materialCode === 'RM-RES-10K')).toMatchObject({
      quantity: 12,
      designators: 'R1-R12',
      processCode: 'P020',
    });
    const configs = await references.options(tenantId, { kind: 'scanConfig', keyword: 'SC-', limit: 10 });
    expect(configs.map((ref) => ref.code)).toEqual([
      'SC-FG-FAN-D10-P050',
      'SC-FG-FAN-D12-P050',
      'SC-FG-FAN-F20-P050',
      'SC-SF-CB100-P020',
      'SC-SF-CB200-P020',
    ]);
  });

  it('answers what a station must scan for a product at a process, and the checks follow it', async () => {
    const fan = await idOf('product', 'FG-FAN-D10');
    const config = await area.scanConfigs.forProductProcess(tenantId, fan, await idOf('process', 'P050'));
    expect(config).toMatchObject({
      code: 'SC-FG-FAN-D10-P050',
      serialRuleCode: 'SN-FAN',
      serialPattern: 'TF##########',
      enforceOrder: true,
    });
    expect(config!.materials.map((m) => [m.materialCode, m.expectedCount, m.pattern])).toEqual([
      ['RM-MOTOR-D', 1, 'MD35-*'],
      ['RM-CABLE', 1, 'CBL-*'],
    ]);
    expect(config!.materials.map((m) => m.reusable)).toEqual([false, true]);
    expect(await area.scanConfigs.forProductProcess(tenantId, fan, await idOf('process', 'P070'))).toBeNull();

    const plan = toScanPlan(config!);
    // The barcodes area answers whether a barcode fits SN-FAN; here it says yes to TF + 10 digits.
    const context = { ruleMatches: (_rule: string, barcode: string) => /^TF\d{10}$/.test(barcode) };
    expect(checkScan(plan, emptyScanProgress(), 'MD35-0001', context)).toMatchObject({ ok: false, reason: 'order' });
    const serial = checkScan(plan, emptyScanProgress(), 'TF2611230001', context);
    expect(serial).toEqual({ ok: true, target: { kind: 'serial' }, done: false });
    const progress = recordScan(emptyScanProgress(), { kind: 'serial' });
    expect(checkScan(plan, progress, 'XX-1', context)).toEqual({ ok: false, reason: 'unqualified' });
    expect(checkScan(plan, progress, 'MD35-0001', context)).toEqual({
      ok: true,
      target: { kind: 'material', materialId: config!.materials[0]!.materialId },
      done: false,
    });
    // The cable reel's barcode is its lot: the last scan, and the same reel goes into the next unit too.
    const motor = recordScan(progress, { kind: 'material', materialId: config!.materials[0]!.materialId });
    const reel = { kind: 'material', materialId: config!.materials[1]!.materialId } as const;
    expect(checkScan(plan, motor, 'CBL-R2611-01', context)).toEqual({ ok: true, target: reel, done: true });
    expect(checkScan(plan, motor, 'CBL-R2611-01', { ...context, usedBefore: true })).toEqual({
      ok: true,
      target: reel,
      done: true,
    });

    // A disabled configuration is not in force: the BOM's key materials at the process are.
    const { materials, id, ...header } = config!;
    await area.scanConfigs.resource.edit(tenantId, {
      id,
      code: header.code,
      name: header.name,
      productId: header.productId,
      processId: header.processId,
      enabled: false,
      scanSerial: header.scanSerial,
      serialRuleId: null,
      serialPattern: header.serialPattern,
      enforceOrder: header.enforceOrder,
      remark: null,
      materials: materials.map((m) => ({
        materialId: m.materialId,
        expectedCount: m.expectedCount,
        barcodeRuleId: null,
        pattern: m.pattern,
        reusable: m.reusable,
      })),
    });
    const derived = await area.scanConfigs.forProductProcess(tenantId, fan, header.processId);
    expect(derived).toMatchObject({
      code: 'BOM-FG-FAN-D10',
      scanSerial: true,
      serialRuleId: null,
      enforceOrder: false,
    });
    expect(derived!.materials.map((m) => [m.materialCode, m.expectedCount, m.pattern, m.reusable])).toEqual([
      ['RM-MOTOR-D', 1, null, false],
    ]);
  });
});
