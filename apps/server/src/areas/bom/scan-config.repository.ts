import type { derivedScanConfigPageQuerySchema } from '@takt/contracts';
import { and, asc, eq, exists, inArray, isNotNull, notExists, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import type { BomLineRow, BomRow } from './bom.repository.js';
import { bomLines, boms, scanConfigMaterials, scanConfigs } from './bom.table.js';

export type ScanConfigRow = typeof scanConfigs.$inferSelect;
export type ScanConfigMaterialRow = typeof scanConfigMaterials.$inferSelect;
export type ScanConfigMaterialWritable = Omit<ScanConfigMaterialRow, 'tenantId' | 'id' | 'configId'>;
type DerivedPageQuery = z.output<typeof derivedScanConfigPageQuerySchema>;

/**
 * A configuration's materials and the queries scanning and the derived configurations read; the
 * configuration's own row is the resource kit's. Every method takes the tenant first and runs in
 * (or joins) its transaction.
 */
export class ScanConfigRepository {
  constructor(private readonly db: Database) {}

  /** The configurations with a material line naming the material or barcode rule. */
  withMaterialLine(column: 'materialId' | 'barcodeRuleId', id: string): SQL {
    return exists(
      this.db.drizzle
        .select({ one: scanConfigMaterials.id })
        .from(scanConfigMaterials)
        .where(
          and(
            eq(scanConfigMaterials.tenantId, scanConfigs.tenantId),
            eq(scanConfigMaterials.configId, scanConfigs.id),
            eq(scanConfigMaterials[column], id),
          ),
        ),
    );
  }

  materialsOf(tenantId: string, configIds: readonly string[]): Promise<ScanConfigMaterialRow[]> {
    if (configIds.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(scanConfigMaterials)
        .where(and(eq(scanConfigMaterials.tenantId, tenantId), inArray(scanConfigMaterials.configId, [...configIds])))
        .orderBy(asc(scanConfigMaterials.configId), asc(scanConfigMaterials.lineNo), asc(scanConfigMaterials.id)),
    );
  }

  async findByProductProcess(
    tenantId: string,
    productId: string,
    processId: string,
  ): Promise<ScanConfigRow | undefined> {
    const [row] = await this.findByProductProcesses(tenantId, productId, [processId]);
    return row;
  }

  replaceMaterials(
    tenantId: string,
    configId: string,
    materials: readonly ScanConfigMaterialWritable[],
  ): Promise<ScanConfigMaterialRow[]> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .delete(scanConfigMaterials)
        .where(and(eq(scanConfigMaterials.tenantId, tenantId), eq(scanConfigMaterials.configId, configId)));
      if (materials.length === 0) return [];
      return tx
        .insert(scanConfigMaterials)
        .values(materials.map((material) => ({ ...material, tenantId, configId })))
        .returning();
    });
  }

  /** The product's configurations (enabled or not) at these processes. */
  findByProductProcesses(tenantId: string, productId: string, processIds: readonly string[]): Promise<ScanConfigRow[]> {
    if (processIds.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(scanConfigs)
        .where(
          and(
            eq(scanConfigs.tenantId, tenantId),
            eq(scanConfigs.productId, productId),
            inArray(scanConfigs.processId, [...processIds]),
          ),
        ),
    );
  }

  /**
   * Key-material lines consumed at a process, of enabled BOMs, with their BOM, in line order
   * (what derived scan configurations are made of); narrowed to a product, a process, BOMs.
   */
  enabledKeyLines(
    tenantId: string,
    where: { productId?: string; processId?: string; bomIds?: readonly string[] },
  ): Promise<{ bom: BomRow; line: BomLineRow }[]> {
    if (where.bomIds?.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) => {
      const filters = this.keyLineFilters(tenantId);
      if (where.productId) filters.push(eq(boms.productId, where.productId));
      if (where.processId) filters.push(eq(bomLines.processId, where.processId));
      if (where.bomIds) filters.push(inArray(boms.id, [...where.bomIds]));
      return tx
        .select({ bom: boms, line: bomLines })
        .from(bomLines)
        .innerJoin(boms, and(eq(boms.tenantId, bomLines.tenantId), eq(boms.id, bomLines.bomId)))
        .where(and(...filters))
        .orderBy(asc(bomLines.bomId), asc(bomLines.lineNo), asc(bomLines.id));
    });
  }

  /**
   * The (enabled BOM, process) pairs with key-material lines and no enabled configuration for
   * the BOM's product at that process: where a derived configuration is in force. Paged.
   */
  derivedPage(tenantId: string, query: DerivedPageQuery) {
    return this.db.tenant(tenantId, async (tx) => {
      const noEnabledConfig = notExists(
        tx
          .select({ one: scanConfigs.id })
          .from(scanConfigs)
          .where(
            and(
              eq(scanConfigs.tenantId, tenantId),
              eq(scanConfigs.productId, boms.productId),
              eq(scanConfigs.processId, bomLines.processId),
              eq(scanConfigs.enabled, true),
            ),
          ),
      );
      // A query builder is changed by where, orderBy and limit: one for the page, one for the count.
      const pairs = () =>
        tx
          .select({ bomId: boms.id, bomCode: boms.code, processId: bomLines.processId })
          .from(bomLines)
          .innerJoin(boms, and(eq(boms.tenantId, bomLines.tenantId), eq(boms.id, bomLines.bomId)))
          .groupBy(boms.id, boms.code, bomLines.processId)
          .$dynamic();
      // Always by BOM code, descending only when asked, even with no sort field named.
      const request = { ...query, sortField: 'bomCode', sortOrder: query.sortOrder ?? 'ascend' } as const;
      const { rows, totalRows } = await selectPage(tx, pairs(), request, {
        table: pairs(),
        where: listConditions(
          query,
          {
            equals: {
              productId: boms.productId,
              processId: bomLines.processId,
              materialId: bomLines.materialId,
            },
          },
          ...this.keyLineFilters(tenantId),
          noEnabledConfig,
        ),
        sortable: { bomCode: boms.code },
        defaultOrder: asc(boms.code),
        tieBreaker: asc(bomLines.processId),
      });
      return { rows: rows.map((row) => ({ bomId: row.bomId, processId: row.processId! })), totalRows };
    });
  }

  private keyLineFilters(tenantId: string): SQL[] {
    return [
      eq(bomLines.tenantId, tenantId),
      eq(boms.tenantId, tenantId),
      eq(boms.enabled, true),
      eq(bomLines.keyMaterial, true),
      isNotNull(bomLines.processId),
    ];
  }

  /** Configurations scanning a material, or using a barcode rule (serial rule or a material's rule), by code. */
  using(tenantId: string, ref: 'materialId' | 'barcodeRuleId', id: string, limit: number): Promise<ScanConfigRow[]> {
    return this.db.tenant(tenantId, (tx) => {
      const condition =
        ref === 'materialId'
          ? this.withMaterialLine('materialId', id)
          : or(eq(scanConfigs.serialRuleId, id), this.withMaterialLine('barcodeRuleId', id));
      return tx
        .select()
        .from(scanConfigs)
        .where(and(eq(scanConfigs.tenantId, tenantId), condition))
        .orderBy(asc(scanConfigs.code))
        .limit(limit);
    });
  }
}
