import type { RefKind } from '@takt/contracts';
import type { Database } from '../../platform/db/database.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { BomService } from './bom.service.js';
import type { ScanConfigService } from './scan-config.service.js';

/**
 * A BOM line of the demo factory: material code, quantity per unit, process code, designators, key
 * material. Key materials are the parts the demo's week of production scans (a key material is
 * asked for at its process), so only those are ticked.
 */
type DemoLine = [material: string, quantity: number, process: string, designators: string | null, key: boolean];

const board = (pcb: string, solder: number, resistors: number, capacitors: number): DemoLine[] => [
  [pcb, 1, 'P010', null, false],
  ['RM-SOLDER', solder, 'P010', null, false],
  ['RM-RES-10K', resistors, 'P020', `R1-R${resistors}`, false],
  ['RM-CAP-100N', capacitors, 'P020', `C1-C${capacitors}`, false],
  ['RM-MCU-32', 1, 'P020', 'U1', true],
];

const fan = (motor: string, blade: string, screws: number, cable: number): DemoLine[] => [
  [motor, 1, 'P050', null, true],
  ['RM-CABLE', cable, 'P050', null, false],
  [blade, 1, 'P070', null, false],
  ['RM-HOUSING', 1, 'P070', null, false],
  ['RM-SCREW-M4', screws, 'P070', null, false],
  ['PK-CARTON', 1, 'P090', null, false],
  ['PK-TAPE', 0.01, 'P090', null, false],
];

/** Per demo product: its BOM lines, the process scanned and the unit's serial mask (and barcode rule) there. */
const DEMO_BOMS: { product: string; lines: DemoLine[]; scanAt: string; serialMask: string; serialRule?: string }[] = [
  { product: 'SF-CB100', lines: board('RM-PCB-100', 0.0125, 12, 8), scanAt: 'P020', serialMask: 'CB100-########' },
  { product: 'SF-CB200', lines: board('RM-PCB-200', 0.015, 16, 10), scanAt: 'P020', serialMask: 'CB200-########' },
  {
    product: 'FG-FAN-D10',
    lines: fan('RM-MOTOR-D', 'RM-BLADE-10', 4, 1.5),
    scanAt: 'P050',
    serialMask: 'TF##########',
    serialRule: 'SN-FAN',
  },
  {
    product: 'FG-FAN-D12',
    lines: fan('RM-MOTOR-D', 'RM-BLADE-12', 4, 1.5),
    scanAt: 'P050',
    serialMask: 'TF##########',
    serialRule: 'SN-FAN',
  },
  {
    product: 'FG-FAN-F20',
    lines: fan('RM-MOTOR-F', 'RM-BLADE-12', 6, 2),
    scanAt: 'P050',
    serialMask: 'TF##########',
    serialRule: 'SN-FAN',
  },
];

/** How the demo's key-material barcodes look (masks of bom/scan-check.ts). */
const MATERIAL_MASKS: Record<string, string> = {
  'RM-PCB-100': 'PCB100-*',
  'RM-PCB-200': 'PCB200-*',
  'RM-MCU-32': 'MCU32-*',
  'RM-MOTOR-D': 'MD35-*',
  'RM-MOTOR-F': 'MF55-*',
  'RM-HOUSING': 'HSG-*',
};

/**
 * Reels and bags scanned at a process besides the key parts: the barcode on the reel is its lot,
 * built into every unit made from it (reusable), so a lot recall finds hundreds of units.
 */
const LOT_MATERIALS: Record<string, { material: string; pattern: string }[]> = {
  P050: [{ material: 'RM-CABLE', pattern: 'CBL-*' }],
  P020: [{ material: 'RM-RES-10K', pattern: 'R10K-*' }],
};

/**
 * The demo factory's BOMs (one enabled per product) and a scan configuration per product at its
 * first scanning process, through the area's own services. Products, materials and processes are
 * found by code through the registry; a product that does not exist is skipped, and so is a line
 * whose material or process does not. Idempotent: codes that exist are left alone.
 */
export async function seedBomDemo(
  deps: { db: Database; references: ReferenceRegistry; boms: BomService; scanConfigs: ScanConfigService },
  tenantId: string,
): Promise<void> {
  const { references, boms, scanConfigs } = deps;
  const byCode = (kind: RefKind, code: string) => references.findByCode(tenantId, kind, code);

  for (const demo of DEMO_BOMS) {
    const product = await byCode('product', demo.product);
    if (!product) continue;
    const bomCode = `BOM-${demo.product}`;
    const existingBom = await byCode('bom', bomCode);
    if (!existingBom) {
      const lines = [];
      for (const [materialCode, quantity, processCode, designators, key] of demo.lines) {
        const material = await byCode('material', materialCode);
        const process = await byCode('process', processCode);
        if (!material) continue;
        lines.push({
          materialId: material.id,
          quantity,
          processId: process?.id ?? null,
          designators,
          keyMaterial: key,
          remark: null,
        });
      }
      await boms.resource.add(tenantId, {
        code: bomCode,
        name: `${product.name} BOM`.slice(0, 50),
        version: 'V1',
        productId: product.id,
        enabled: true,
        remark: null,
        lines,
      });
    }

    const process = await byCode('process', demo.scanAt);
    if (!process) continue;
    const configCode = `SC-${demo.product}-${demo.scanAt}`;
    const existingConfig = await byCode('scanConfig', configCode);
    if (existingConfig) continue;
    const defaults = await scanConfigs.bomDefaults(tenantId, product.id, process.id);
    const lots = [];
    for (const lot of LOT_MATERIALS[demo.scanAt] ?? []) {
      const material = await byCode('material', lot.material);
      if (!material || defaults.some((line) => line.materialId === material.id)) continue;
      lots.push({
        materialId: material.id,
        expectedCount: 1,
        barcodeRuleId: null,
        pattern: lot.pattern,
        reusable: true,
      });
    }
    // SN-FAN (barcodes area, seeded before the BOMs): TF + yymmdd + a 4-digit daily serial.
    const serialRule = demo.serialRule ? await byCode('barcodeRule', demo.serialRule) : undefined;
    await scanConfigs.resource.add(tenantId, {
      code: configCode,
      name: `${product.name} @ ${process.name}`.slice(0, 50),
      productId: product.id,
      processId: process.id,
      enabled: true,
      scanSerial: true,
      serialRuleId: serialRule?.id ?? null,
      serialPattern: demo.serialMask,
      enforceOrder: true,
      remark: null,
      materials: defaults
        .map((line) => ({
          materialId: line.materialId,
          expectedCount: line.expectedCount,
          barcodeRuleId: null,
          pattern: MATERIAL_MASKS[line.materialCode] ?? null,
          reusable: false,
        }))
        .concat(lots),
    });
  }
}
