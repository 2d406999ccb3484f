import type { Bom, BomDetail, BomImportRow, bomCopySchema, bomPageQuerySchema, PageResult } from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { invalid, notFound } from '../../platform/errors.js';
import { lookupRefs, refLabel } from '../../platform/references/ref-lookup.js';
import { type ReferenceRegistry, refKindName } from '../../platform/references/reference-registry.js';
import type { BomRepository } from './bom.repository.js';
import { type BomResource, bomDto, checkBomLines, lineInputs, lineValues } from './bom.resource.js';

type CopyInput = z.output<typeof bomCopySchema>;

/**
 * Bills of materials beside the resource kit's detail, add, edit and delete: the list of headers
 * (with their line counts), a product's enabled BOM, copies and the line-by-line import.
 */
export class BomService {
  constructor(
    private readonly db: Database,
    readonly resource: BomResource,
    private readonly repo: BomRepository,
    private readonly references: ReferenceRegistry,
  ) {}

  page(tenantId: string, query: z.output<typeof bomPageQuerySchema>): Promise<PageResult<Bom>> {
    return this.db.tenant(tenantId, async () => {
      const { rows, totalRows } = await this.resource.repo.page(tenantId, query);
      const products = await lookupRefs(
        this.references,
        tenantId,
        'product',
        rows.map((row) => row.productId),
      );
      const counts = await this.repo.lineCounts(
        tenantId,
        rows.map((row) => row.id),
      );
      return {
        rows: rows.map((row) => bomDto(row, products, counts.get(row.id) ?? 0)),
        totalRows,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    });
  }

  detail(tenantId: string, id: string): Promise<BomDetail> {
    return this.resource.detail(tenantId, id);
  }

  /**
   * The product's enabled BOM with its lines, or null when it has none (what station scanning
   * and the scan configuration defaults go by).
   */
  enabledFor(tenantId: string, productId: string): Promise<BomDetail | null> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findEnabled(tenantId, productId);
      return row ? this.resource.detail(tenantId, row.id) : null;
    });
  }

  /** A new BOM with the source's lines, for the same product (a new version) or another one. */
  copy(tenantId: string, input: CopyInput): Promise<BomDetail> {
    return this.db.tenant(tenantId, async () => {
      const source = await this.resource.repo.findById(tenantId, input.id);
      if (!source) throw notFound();
      return this.resource.add(tenantId, {
        code: input.code,
        name: input.name,
        version: input.version ?? source.version,
        productId: input.productId ?? source.productId,
        enabled: input.enabled,
        remark: source.remark,
        lines: lineInputs(await this.repo.linesOf(tenantId, [source.id])),
      });
    });
  }

  /**
   * One imported row (a BOM line with its BOM's header, other records named by code): a BOM code
   * not yet known is created from the row's header, a known one (of the same product) gets the
   * line appended. Runs inside the import's transaction, so earlier rows' BOMs are visible.
   */
  importLine(tenantId: string, row: BomImportRow): Promise<BomDetail> {
    return this.db.tenant(tenantId, async () => {
      const product = await this.byCode(tenantId, 'product', row.productCode, 'productCode');
      const material = await this.byCode(tenantId, 'material', row.materialCode, 'materialCode');
      const process = row.processCode ? await this.byCode(tenantId, 'process', row.processCode, 'processCode') : null;
      const line = {
        materialId: material.id,
        quantity: row.quantity,
        processId: process?.id ?? null,
        designators: row.designators ?? null,
        keyMaterial: row.keyMaterial,
        remark: row.remark ?? null,
      };
      const existing = await this.resource.findByCode(tenantId, row.code);
      if (!existing)
        return this.resource.add(tenantId, {
          code: row.code,
          name: row.name,
          version: row.version,
          productId: product.id,
          enabled: row.enabled,
          remark: null,
          lines: [line],
        });
      if (existing.productId !== product.id) {
        const owner = await lookupRefs(this.references, tenantId, 'product', [existing.productId]);
        throw invalid('bom.import.otherProduct', {
          field: 'productCode',
          code: row.code,
          product: refLabel(owner.get(existing.productId), existing.productId),
        });
      }
      const lines = [...lineInputs(await this.repo.linesOf(tenantId, [existing.id])), line];
      await checkBomLines(this.references, tenantId, lines);
      await this.repo.replaceLines(tenantId, existing.id, lineValues(lines));
      return this.resource.detail(tenantId, existing.id);
    });
  }

  private async byCode(tenantId: string, kind: 'product' | 'material' | 'process', code: string, field: string) {
    const found = await this.references.findByCode(tenantId, kind, code);
    if (!found) throw invalid('bom.import.unknown', { field, kind: refKindName(kind), code });
    return found;
  }
}
