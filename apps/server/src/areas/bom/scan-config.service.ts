import {
  type BomScanInForce,
  bomScanDefaults,
  type DerivedScanConfig,
  type derivedScanConfigPageQuerySchema,
  type PageResult,
  type ProcessScan,
  type ScanConfig,
  type ScanConfigDetail,
  type ScanDefault,
  type ScanPlan,
  type scanConfigAddSchema,
  type scanConfigCopySchema,
  type scanConfigEditSchema,
  type scanConfigPageQuerySchema,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import { lookupRefs, refLabel, refParts } from '../../platform/references/ref-lookup.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { BomLineRow, BomRow } from './bom.repository.js';
import type { BomService } from './bom.service.js';
import type {
  ScanConfigMaterialRow,
  ScanConfigMaterialWritable,
  ScanConfigRepository,
  ScanConfigRow,
  ScanConfigWritable,
} from './scan-config.repository.js';

type AddInput = z.output<typeof scanConfigAddSchema>;
type EditInput = z.output<typeof scanConfigEditSchema>;
type CopyInput = z.output<typeof scanConfigCopySchema>;
type MaterialInput = NonNullable<AddInput['materials']>[number];
/** A derived configuration with the BOM and the key lines it comes from. */
type Derived = { config: DerivedScanConfig; bom: BomRow; lineIds: string[] };

/**
 * Scan configurations: what a station expects to scan for one product at one process (the
 * unit's serial and the materials with their counts). One configuration per product and process.
 */
export class ScanConfigService {
  constructor(
    private readonly db: Database,
    private readonly repo: ScanConfigRepository,
    private readonly boms: BomService,
    private readonly references: ReferenceRegistry,
  ) {}

  page(tenantId: string, query: z.output<typeof scanConfigPageQuerySchema>): Promise<PageResult<ScanConfig>> {
    return this.db.tenant(tenantId, async () => {
      const { rows, totalRows } = await this.repo.page(tenantId, query);
      const details = await this.toDetails(
        tenantId,
        rows,
        await this.repo.materialsOf(
          tenantId,
          rows.map((row) => row.id),
        ),
      );
      return {
        rows: details.map(({ materials: _m, ...config }) => config),
        totalRows,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    });
  }

  detail(tenantId: string, id: string): Promise<ScanConfigDetail> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id);
      if (!row) throw notFound();
      return this.toDetail(tenantId, row, await this.repo.materialsOf(tenantId, [row.id]));
    });
  }

  /**
   * What the station must scan for `productId` at `processId`: the scan configuration in force
   * (SCAN_SOURCES in contracts): the enabled saved one with its materials in scan order; without
   * one, the one derived from the key materials of the product's enabled BOM at the process
   * (carrying its BOM's id, code and name: it is not stored); otherwise null (the process has no
   * scan rules of its own). Use `toScanPlan` on the result for the pure checks of `checkScan` /
   * `isScanComplete` (contracts, bom/scan-check.ts); refusals have the messages
   * `bom.scan.<reason>`. Runs in the caller's transaction when there is one.
   */
  forProductProcess(tenantId: string, productId: string, processId: string): Promise<ScanConfigDetail | null> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findByProductProcess(tenantId, productId, processId);
      if (row?.enabled) return this.toDetail(tenantId, row, await this.repo.materialsOf(tenantId, [row.id]));
      const [derived] = await this.derive(
        tenantId,
        await this.repo.enabledKeyLines(tenantId, { productId, processId }),
      );
      return derived ? derivedDetail(derived) : null;
    });
  }

  /** The derived configurations in force (no enabled saved one for their product and process), paged. */
  derivedPage(
    tenantId: string,
    query: z.output<typeof derivedScanConfigPageQuerySchema>,
  ): Promise<PageResult<DerivedScanConfig>> {
    return this.db.tenant(tenantId, async () => {
      const { rows, totalRows } = await this.repo.derivedPage(tenantId, query);
      const derived = await this.derive(
        tenantId,
        await this.repo.enabledKeyLines(tenantId, { bomIds: [...new Set(rows.map((row) => row.bomId))] }),
      );
      const page = rows.flatMap(
        (row) => derived.find((d) => d.bom.id === row.bomId && d.config.processId === row.processId) ?? [],
      );
      for (const productId of new Set(page.map((d) => d.bom.productId))) {
        const own = page.filter((d) => d.bom.productId === productId);
        const saved = await this.repo.findByProductProcesses(
          tenantId,
          productId,
          own.map((d) => d.config.processId),
        );
        for (const d of own) {
          const disabled = saved.find((row) => row.processId === d.config.processId);
          d.config.disabledConfigId = disabled?.id ?? null;
          d.config.disabledConfigCode = disabled?.code ?? null;
        }
      }
      return { rows: page.map((d) => d.config), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
    });
  }

  /** Per process of the BOM's lines, the scan configuration in force there and the materials it asks for. */
  forBom(tenantId: string, bomId: string): Promise<BomScanInForce> {
    return this.db.tenant(tenantId, async () => {
      const bom = await this.boms.detail(tenantId, bomId);
      const processIds = [...new Set(bom.lines.flatMap((line) => line.processId ?? []))];
      const saved = (await this.repo.findByProductProcesses(tenantId, bom.productId, processIds)).filter(
        (row) => row.enabled,
      );
      const materials = await this.repo.materialsOf(
        tenantId,
        saved.map((row) => row.id),
      );
      const processes = processIds.map((processId): ProcessScan => {
        const line = bom.lines.find((candidate) => candidate.processId === processId)!;
        const at = { processId, processCode: line.processCode ?? processId, processName: line.processName ?? '' };
        const config = saved.find((row) => row.processId === processId);
        if (config)
          return {
            ...at,
            source: 'explicit',
            configId: config.id,
            configCode: config.code,
            materials: materials
              .filter((material) => material.configId === config.id)
              .map(({ materialId, expectedCount }) => ({ materialId, expectedCount })),
          };
        const derived = bom.enabled ? bomScanDefaults(bom.lines, processId) : [];
        return {
          ...at,
          source: derived.length > 0 ? 'bom' : 'none',
          configId: null,
          configCode: null,
          materials: derived.map(({ materialId, expectedCount }) => ({ materialId, expectedCount })),
        };
      });
      return { bomId: bom.id, enabled: bom.enabled, processes };
    });
  }

  /** Derived configurations from key lines of enabled BOMs: one per BOM and process, with code and name of what they name. */
  private async derive(tenantId: string, keyLines: { bom: BomRow; line: BomLineRow }[]): Promise<Derived[]> {
    const groups = new Map<string, { bom: BomRow; processId: string; lines: BomLineRow[] }>();
    for (const { bom, line } of keyLines) {
      const key = `${bom.id}:${line.processId}`;
      const group = groups.get(key) ?? { bom, processId: line.processId!, lines: [] };
      group.lines.push(line);
      groups.set(key, group);
    }
    if (groups.size === 0) return [];
    const products = await lookupRefs(
      this.references,
      tenantId,
      'product',
      keyLines.map(({ bom }) => bom.productId),
    );
    const processes = await lookupRefs(
      this.references,
      tenantId,
      'process',
      keyLines.map(({ line }) => line.processId),
    );
    const materials = await lookupRefs(
      this.references,
      tenantId,
      'material',
      keyLines.map(({ line }) => line.materialId),
    );
    return [...groups.values()].map(({ bom, processId, lines }) => {
      const scanned = bomScanDefaults(
        lines.map((line) => ({ ...line, quantity: Number(line.quantity) })),
        processId,
      );
      const product = refParts(products, bom.productId);
      const process = refParts(processes, processId);
      return {
        bom,
        lineIds: scanned.map((line) => line.id),
        config: {
          productId: bom.productId,
          productCode: product.code,
          productName: product.name,
          processId,
          processCode: process.code,
          processName: process.name,
          bomId: bom.id,
          bomCode: bom.code,
          bomName: bom.name,
          bomVersion: bom.version,
          materials: scanned.map((line) => {
            const material = refParts(materials, line.materialId);
            return {
              materialId: line.materialId,
              materialCode: material.code,
              materialName: material.name,
              expectedCount: line.expectedCount,
            };
          }),
          expectedScans: 1 + scanned.reduce((n, line) => n + line.expectedCount, 0),
          disabledConfigId: null,
          disabledConfigCode: null,
        },
      };
    });
  }

  /** The materials the product's enabled BOM says to scan at the process (key materials consumed there). */
  bomDefaults(tenantId: string, productId: string, processId: string): Promise<ScanDefault[]> {
    return this.db.tenant(tenantId, async () => {
      await this.references.resolveOne(tenantId, 'product', productId, 'productId');
      await this.references.resolveOne(tenantId, 'process', processId, 'processId');
      const bom = await this.boms.enabledFor(tenantId, productId);
      if (!bom) return [];
      return bomScanDefaults(bom.lines, processId).map((line) => ({
        materialId: line.materialId,
        materialCode: line.materialCode,
        materialName: line.materialName,
        expectedCount: line.expectedCount,
      }));
    });
  }

  add(tenantId: string, input: AddInput): Promise<ScanConfigDetail> {
    return this.db.tenant(tenantId, async () => {
      await this.assertCodeFree(tenantId, input.code);
      await this.assertPairFree(tenantId, input.productId, input.processId);
      const materialsInput =
        input.materials ??
        (await this.bomDefaults(tenantId, input.productId, input.processId)).map((line) => ({
          materialId: line.materialId,
          expectedCount: line.expectedCount,
          barcodeRuleId: null,
          pattern: null,
          reusable: false,
        }));
      const values = await this.checkHeader(tenantId, input);
      const materials = await this.checkMaterials(tenantId, materialsInput);
      const row = await this.repo.insert(tenantId, values);
      return this.toDetail(tenantId, row, await this.repo.replaceMaterials(tenantId, row.id, materials));
    });
  }

  edit(tenantId: string, input: EditInput): Promise<ScanConfigDetail> {
    return this.db.tenant(tenantId, async () => {
      const current = await this.repo.findById(tenantId, input.id, { lock: true });
      if (!current) throw notFound();
      await this.assertCodeFree(tenantId, input.code, input.id);
      await this.assertPairFree(tenantId, input.productId, input.processId, input.id);
      const values = await this.checkHeader(tenantId, input);
      const materials = await this.checkMaterials(tenantId, input.materials);
      const row = await this.repo.update(tenantId, input.id, values);
      if (!row) throw notFound();
      return this.toDetail(tenantId, row, await this.repo.replaceMaterials(tenantId, row.id, materials));
    });
  }

  /** A copy with the source's materials for another product and/or process. */
  copy(tenantId: string, input: CopyInput): Promise<ScanConfigDetail> {
    return this.db.tenant(tenantId, async () => {
      const source = await this.repo.findById(tenantId, input.id);
      if (!source) throw notFound();
      const productId = input.productId ?? source.productId;
      const processId = input.processId ?? source.processId;
      await this.assertCodeFree(tenantId, input.code);
      await this.references.resolveOne(tenantId, 'product', productId, 'productId');
      await this.references.resolveOne(tenantId, 'process', processId, 'processId');
      await this.assertPairFree(tenantId, productId, processId);
      const { tenantId: _t, id: _i, createdAt: _c, updatedAt: _u, ...header } = source;
      const row = await this.repo.insert(tenantId, {
        ...header,
        code: input.code,
        name: input.name,
        productId,
        processId,
      });
      const materials = (await this.repo.materialsOf(tenantId, [source.id])).map(
        ({ tenantId: _mt, id: _mi, configId: _mc, ...material }) => material,
      );
      return this.toDetail(tenantId, row, await this.repo.replaceMaterials(tenantId, row.id, materials));
    });
  }

  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id, { lock: true });
      if (!row) throw notFound();
      await this.references.assertUnused(tenantId, 'scanConfig', row);
      await this.repo.delete(tenantId, id);
    });
  }

  private async assertCodeFree(tenantId: string, code: string, exceptId?: string) {
    const existing = await this.repo.findByCode(tenantId, code);
    if (existing && existing.id !== exceptId) throw conflict('bom.scanConfigCodeTaken', { code });
  }

  private async assertPairFree(tenantId: string, productId: string, processId: string, exceptId?: string) {
    const existing = await this.repo.findByProductProcess(tenantId, productId, processId);
    if (!existing || existing.id === exceptId) return;
    const products = await lookupRefs(this.references, tenantId, 'product', [productId]);
    const processes = await lookupRefs(this.references, tenantId, 'process', [processId]);
    throw conflict('bom.scanConfigExists', {
      product: refLabel(products.get(productId), productId),
      process: refLabel(processes.get(processId), processId),
      code: existing.code,
    });
  }

  private async checkHeader(tenantId: string, input: AddInput | EditInput): Promise<ScanConfigWritable> {
    await this.references.resolveOne(tenantId, 'product', input.productId, 'productId');
    await this.references.resolveOne(tenantId, 'process', input.processId, 'processId');
    const serialRuleId = input.scanSerial ? (input.serialRuleId ?? null) : null;
    if (serialRuleId) await this.references.resolveOne(tenantId, 'barcodeRule', serialRuleId, 'serialRuleId');
    return {
      code: input.code,
      name: input.name,
      productId: input.productId,
      processId: input.processId,
      enabled: input.enabled,
      scanSerial: input.scanSerial,
      serialRuleId,
      serialPattern: input.scanSerial ? input.serialPattern : null,
      enforceOrder: input.enforceOrder,
      remark: input.remark || null,
    };
  }

  private async checkMaterials(
    tenantId: string,
    input: readonly MaterialInput[],
  ): Promise<ScanConfigMaterialWritable[]> {
    const materials = await this.references.resolve(
      tenantId,
      'material',
      input.map((line) => line.materialId),
      'materials.materialId',
    );
    await this.references.resolve(
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
  }

  private async toDetail(tenantId: string, row: ScanConfigRow, materials: ScanConfigMaterialRow[]) {
    const [detail] = await this.toDetails(tenantId, [row], materials);
    return detail!;
  }

  private async toDetails(
    tenantId: string,
    rows: ScanConfigRow[],
    materials: ScanConfigMaterialRow[],
  ): Promise<ScanConfigDetail[]> {
    // One lookup after another: they share the caller's transaction.
    const products = await lookupRefs(
      this.references,
      tenantId,
      'product',
      rows.map((row) => row.productId),
    );
    const processes = await lookupRefs(
      this.references,
      tenantId,
      'process',
      rows.map((row) => row.processId),
    );
    const materialRefs = await lookupRefs(
      this.references,
      tenantId,
      'material',
      materials.map((line) => line.materialId),
    );
    const rules = await lookupRefs(this.references, tenantId, 'barcodeRule', [
      ...rows.map((row) => row.serialRuleId),
      ...materials.map((line) => line.barcodeRuleId),
    ]);
    const byConfig = new Map<string, ScanConfigMaterialRow[]>();
    for (const line of materials) byConfig.set(line.configId, [...(byConfig.get(line.configId) ?? []), line]);
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
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
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
}

/**
 * A derived configuration as stations go by it: the serial (any barcode), then each key material
 * (any barcode, used once), in any order.
 */
function derivedDetail({ config, bom, lineIds }: Derived): ScanConfigDetail {
  return {
    id: bom.id,
    code: bom.code,
    name: bom.name,
    productId: config.productId,
    productCode: config.productCode,
    productName: config.productName,
    processId: config.processId,
    processCode: config.processCode,
    processName: config.processName,
    enabled: true,
    scanSerial: true,
    serialRuleId: null,
    serialRuleCode: null,
    serialRuleName: null,
    serialPattern: null,
    enforceOrder: false,
    remark: null,
    materialCount: config.materials.length,
    expectedScans: config.expectedScans,
    createdAt: bom.createdAt.toISOString(),
    updatedAt: bom.updatedAt.toISOString(),
    materials: config.materials.map((material, index) => ({
      ...material,
      id: lineIds[index]!,
      lineNo: index + 1,
      barcodeRuleId: null,
      barcodeRuleCode: null,
      barcodeRuleName: null,
      pattern: null,
      reusable: false,
    })),
  };
}

/** A configuration as the pure scan checks take it (contracts bom/scan-check.ts). */
export function toScanPlan(config: ScanConfigDetail): ScanPlan {
  return {
    scanSerial: config.scanSerial,
    serialRuleId: config.serialRuleId,
    serialPattern: config.serialPattern,
    enforceOrder: config.enforceOrder,
    materials: config.materials.map((line) => ({
      materialId: line.materialId,
      expectedCount: line.expectedCount,
      barcodeRuleId: line.barcodeRuleId,
      pattern: line.pattern,
      reusable: line.reusable,
    })),
  };
}
