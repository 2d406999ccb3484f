import {
  type BomScanInForce,
  bomScanDefaults,
  type DerivedScanConfig,
  type derivedScanConfigPageQuerySchema,
  type PageResult,
  type ProcessScan,
  type ScanConfigDetail,
  type ScanDefault,
  type ScanPlan,
  type scanConfigCopySchema,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors.js';
import { lookupRefs, refParts } from '../../platform/references/ref-lookup.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { BomLineRow, BomRow } from './bom.repository.js';
import type { BomService } from './bom.service.js';
import type { ScanConfigRepository } from './scan-config.repository.js';
import { bomScanDefaultsAt, type ScanConfigResource, scanConfigDetails } from './scan-config.resource.js';

type CopyInput = z.output<typeof scanConfigCopySchema>;
/** A derived configuration with the BOM and the key lines it comes from. */
type Derived = { config: DerivedScanConfig; bom: BomRow; lineIds: string[] };

/**
 * Scan configurations beside the resource kit's list, detail, add, edit and delete: the
 * configuration in force for a product at a process (saved, or derived from the enabled BOM),
 * the derived ones, a BOM's per process, the BOM's defaults and copies.
 */
export class ScanConfigService {
  constructor(
    private readonly db: Database,
    readonly resource: ScanConfigResource,
    private readonly repo: ScanConfigRepository,
    private readonly boms: BomService,
    private readonly references: ReferenceRegistry,
  ) {}

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
      if (row?.enabled) return (await scanConfigDetails(this.references, this.repo, tenantId, [row]))[0]!;
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

  /** {@link bomScanDefaultsAt} in a transaction of its own (the defaults route, the demo seed). */
  bomDefaults(tenantId: string, productId: string, processId: string): Promise<ScanDefault[]> {
    return this.db.tenant(tenantId, () =>
      bomScanDefaultsAt(this.references, this.boms, tenantId, productId, processId),
    );
  }

  /** A copy with the source's materials for another product and/or process. */
  copy(tenantId: string, input: CopyInput): Promise<ScanConfigDetail> {
    return this.db.tenant(tenantId, async () => {
      const source = await this.resource.repo.findById(tenantId, input.id);
      if (!source) throw notFound();
      const materials = await this.repo.materialsOf(tenantId, [source.id]);
      return this.resource.add(tenantId, {
        code: input.code,
        name: input.name,
        productId: input.productId ?? source.productId,
        processId: input.processId ?? source.processId,
        enabled: source.enabled,
        scanSerial: source.scanSerial,
        serialRuleId: source.serialRuleId,
        serialPattern: source.serialPattern,
        enforceOrder: source.enforceOrder,
        remark: source.remark,
        materials: materials.map(({ materialId, expectedCount, barcodeRuleId, pattern, reusable }) => ({
          materialId,
          expectedCount,
          barcodeRuleId,
          pattern,
          reusable,
        })),
      });
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
