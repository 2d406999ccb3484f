import { bomScanDefaults, type ScanConfigDetail, type ScanDefault, type scanConfigAddSchema } from '@takt/contracts';
import type { z } from 'zod';
import { groupBy } from '../../platform/collections/group-by.js';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid } from '../../platform/errors.js';
import { lookupRefs, refLabel, refParts } from '../../platform/references/ref-lookup.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { type OwnValues, ResourceService, timesDto } from '../../platform/resources/resource.service.js';
import type { BomService } from './bom.service.js';
import { scanConfigs } from './bom.table.js';
import type {
  ScanConfigMaterialRow,
  ScanConfigMaterialWritable,
  ScanConfigRepository,
  ScanConfigRow,
} from './scan-config.repository.js';

export type ScanConfigInput = z.output<typeof scanConfigAddSchema>;
type MaterialInput = NonNullable<ScanConfigInput['materials']>[number];

/** The materials the product's enabled BOM says to scan at the process (key materials consumed there). */
export async function bomScanDefaultsAt(
  references: ReferenceRegistry,
  boms: BomService,
  tenantId: string,
  productId: string,
  processId: string,
): Promise<ScanDefault[]> {
  await references.resolveOne(tenantId, 'product', productId, 'productId');
  await references.resolveOne(tenantId, 'process', processId, 'processId');
  const bom = await boms.enabledFor(tenantId, productId);
  if (!bom) return [];
  return bomScanDefaults(bom.lines, processId).map((line) => ({
    materialId: line.materialId,
    materialCode: line.materialCode,
    materialName: line.materialName,
    expectedCount: line.expectedCount,
  }));
}

/** The configurations with their materials in scan order, products, processes, materials and rules named. */
export async function scanConfigDetails(
  references: ReferenceRegistry,
  repo: ScanConfigRepository,
  tenantId: string,
  rows: ScanConfigRow[],
): Promise<ScanConfigDetail[]> {
  // One query after another: they share the caller's transaction.
  const materials = await repo.materialsOf(
    tenantId,
    rows.map((row) => row.id),
  );
  const products = await lookupRefs(
    references,
    tenantId,
    'product',
    rows.map((row) => row.productId),
  );
  const processes = await lookupRefs(
    references,
    tenantId,
    'process',
    rows.map((row) => row.processId),
  );
  const materialRefs = await lookupRefs(
    references,
    tenantId,
    'material',
    materials.map((line) => line.materialId),
  );
  const rules = await lookupRefs(references, tenantId, 'barcodeRule', [
    ...rows.map((row) => row.serialRuleId),
    ...materials.map((line) => line.barcodeRuleId),
  ]);
  const byConfig = groupBy(materials, (line) => line.configId);
  return rows.map((row) => {
    const own = (byConfig.get(row.id) ?? []).sort((a, b) => a.lineNo - b.lineNo);
    const product = refParts(products, row.productId);
    const process = refParts(processes, row.processId);
    const serialRule = row.serialRuleId ? refParts(rules, row.serialRuleId) : null;
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      productId: row.productId,
      productCode: product.code,
      productName: product.name,
      processId: row.processId,
      processCode: process.code,
      processName: process.name,
      enabled: row.enabled,
      scanSerial: row.scanSerial,
      serialRuleId: row.serialRuleId,
      serialRuleCode: serialRule?.code ?? null,
      serialRuleName: serialRule?.name ?? null,
      serialPattern: row.serialPattern,
      enforceOrder: row.enforceOrder,
      remark: row.remark,
      materialCount: own.length,
      expectedScans: (row.scanSerial ? 1 : 0) + own.reduce((n, line) => n + line.expectedCount, 0),
      ...timesDto(row),
      materials: own.map((line) => {
        const material = refParts(materialRefs, line.materialId);
        const rule = line.barcodeRuleId ? refParts(rules, line.barcodeRuleId) : null;
        return {
          id: line.id,
          lineNo: line.lineNo,
          materialId: line.materialId,
          materialCode: material.code,
          materialName: material.name,
          expectedCount: line.expectedCount,
          barcodeRuleId: line.barcodeRuleId,
          barcodeRuleCode: rule?.code ?? null,
          barcodeRuleName: rule?.name ?? null,
          pattern: line.pattern,
          reusable: line.reusable,
        };
      }),
    };
  });
}

/**
 * Scan configurations on the resource kit: what a station expects to scan for one product at one
 * process (the unit's serial and the materials with their counts, saved beside the row), one
 * configuration per product and process. Materials left out of an add default from the product's
 * enabled BOM. Every answer is the configuration with its materials (the list's schema leaves
 * them out); what is in force, the derived configurations and copies are the service's.
 */
export function createScanConfigs(
  db: Database,
  references: ReferenceRegistry,
  repo: ScanConfigRepository,
  boms: BomService,
) {
  // The materials a save's values hook checked (given, or the BOM's defaults), for its afterSave:
  // the kit hands both hooks the same input.
  const checkedMaterials = new WeakMap<ScanConfigInput, ScanConfigMaterialWritable[]>();

  const assertPairFree = async (tenantId: string, productId: string, processId: string, exceptId?: string) => {
    const existing = await repo.findByProductProcess(tenantId, productId, processId);
    if (!existing || existing.id === exceptId) return;
    const products = await lookupRefs(references, tenantId, 'product', [productId]);
    const processes = await lookupRefs(references, tenantId, 'process', [processId]);
    throw conflict('bom.scanConfigExists', {
      product: refLabel(products.get(productId), productId),
      process: refLabel(processes.get(processId), processId),
      code: existing.code,
    });
  };

  const checkHeader = async (tenantId: string, input: ScanConfigInput): Promise<OwnValues<typeof scanConfigs>> => {
    await references.resolveOne(tenantId, 'product', input.productId, 'productId');
    await references.resolveOne(tenantId, 'process', input.processId, 'processId');
    const serialRuleId = input.scanSerial ? (input.serialRuleId ?? null) : null;
    if (serialRuleId) await references.resolveOne(tenantId, 'barcodeRule', serialRuleId, 'serialRuleId');
    return {
      productId: input.productId,
      processId: input.processId,
      enabled: input.enabled,
      scanSerial: input.scanSerial,
      serialRuleId,
      serialPattern: input.scanSerial ? input.serialPattern : null,
      enforceOrder: input.enforceOrder,
      remark: input.remark || null,
    };
  };

  const checkMaterials = async (
    tenantId: string,
    input: readonly MaterialInput[],
  ): Promise<ScanConfigMaterialWritable[]> => {
    const materials = await references.resolve(
      tenantId,
      'material',
      input.map((line) => line.materialId),
      'materials.materialId',
    );
    await references.resolve(
      tenantId,
      'barcodeRule',
      input.map((line) => line.barcodeRuleId ?? ''),
      'materials.barcodeRuleId',
    );
    const seen = new Set<string>();
    for (const line of input) {
      if (seen.has(line.materialId))
        throw invalid('bom.duplicateScanMaterial', {
          material: refLabel(materials.get(line.materialId), line.materialId),
        });
      seen.add(line.materialId);
    }
    return input.map((line, index) => ({
      lineNo: index + 1,
      materialId: line.materialId,
      expectedCount: line.expectedCount,
      barcodeRuleId: line.barcodeRuleId ?? null,
      pattern: line.pattern ?? null,
      reusable: line.reusable,
    }));
  };

  const defaultMaterials = async (tenantId: string, input: ScanConfigInput): Promise<MaterialInput[]> =>
    (await bomScanDefaultsAt(references, boms, tenantId, input.productId, input.processId)).map((line) => ({
      materialId: line.materialId,
      expectedCount: line.expectedCount,
      barcodeRuleId: null,
      pattern: null,
      reusable: false,
    }));

  return new ResourceService<typeof scanConfigs, ScanConfigDetail, ScanConfigInput>(db, references, {
    kind: 'scanConfig',
    table: scanConfigs,
    codeTaken: 'bom.scanConfigCodeTaken',
    equals: { productId: scanConfigs.productId, processId: scanConfigs.processId, enabled: scanConfigs.enabled },
    conditions: (query) => [
      query.materialId ? repo.withMaterialLine('materialId', query.materialId as string) : undefined,
    ],
    sortable: { enabled: scanConfigs.enabled, updatedAt: scanConfigs.updatedAt },
    values: async (tenantId, input, current) => {
      await assertPairFree(tenantId, input.productId, input.processId, current?.id);
      const materials = input.materials ?? (await defaultMaterials(tenantId, input));
      const values = await checkHeader(tenantId, input);
      checkedMaterials.set(input, await checkMaterials(tenantId, materials));
      return values;
    },
    afterSave: async (tenantId, id, input) => {
      await repo.replaceMaterials(tenantId, id, checkedMaterials.get(input)!);
    },
    toDtos: (tenantId, rows) => scanConfigDetails(references, repo, tenantId, rows),
  });
}

export type ScanConfigResource = ReturnType<typeof createScanConfigs>;
