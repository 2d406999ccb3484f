import type {
  Bom,
  BomDetail,
  BomImportRow,
  bomAddSchema,
  bomCopySchema,
  bomEditSchema,
  bomListQuerySchema,
  bomPageQuerySchema,
  CodedRef,
  PageResult,
} from '@takt/contracts';
import { duplicateBomLines } from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import { lookupRefs, refLabel, refParts } from '../../platform/references/ref-lookup.js';
import { type ReferenceRegistry, refKindName } from '../../platform/references/reference-registry.js';
import type { BomLineRow, BomLineWritable, BomRepository, BomRow } from './bom.repository.js';

type AddInput = z.output<typeof bomAddSchema>;
type EditInput = z.output<typeof bomEditSchema>;
type CopyInput = z.output<typeof bomCopySchema>;
type ListQuery = z.output<typeof bomListQuerySchema>;

/** Exports stop at this many BOMs. */
export const BOM_EXPORT_MAX = 5000;

function toDto(row: BomRow, products: Map<string, CodedRef>, lineCount: number): Bom {
  const product = refParts(products, row.productId);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    version: row.version,
    productId: row.productId,
    productCode: product.code,
    productName: product.name,
    enabled: row.enabled,
    remark: row.remark,
    lineCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Bills of materials: a header per product and version, lines of materials with their quantity
 * per unit and consuming process. Products, materials and processes are checked and shown through
 * the reference registry; at most one BOM per product is enabled.
 */
export class BomService {
  constructor(
    private readonly db: Database,
    private readonly repo: BomRepository,
    private readonly references: ReferenceRegistry,
  ) {}

  async page(tenantId: string, query: z.output<typeof bomPageQuerySchema>): Promise<PageResult<Bom>> {
    return this.db.tenant(tenantId, async () => {
      const { rows, totalRows } = await this.repo.page(tenantId, query);
      const ids = rows.map((row) => row.id);
      const products = await lookupRefs(
        this.references,
        tenantId,
        'product',
        rows.map((row) => row.productId),
      );
      const counts = await this.repo.lineCounts(tenantId, ids);
      return {
        rows: rows.map((row) => toDto(row, products, counts.get(row.id) ?? 0)),
        totalRows,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    });
  }

  detail(tenantId: string, id: string): Promise<BomDetail> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id);
      if (!row) throw notFound();
      return this.toDetail(tenantId, row, await this.repo.linesOf(tenantId, [row.id]));
    });
  }

  /**
   * The product's enabled BOM with its lines, or null when it has none (what station scanning
   * and the scan configuration defaults go by).
   */
  enabledFor(tenantId: string, productId: string): Promise<BomDetail | null> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findEnabled(tenantId, productId);
      return row ? this.toDetail(tenantId, row, await this.repo.linesOf(tenantId, [row.id])) : null;
    });
  }

  /** The filtered BOMs with their lines, for the export (at most BOM_EXPORT_MAX BOMs). */
  exportRows(tenantId: string, query: ListQuery): Promise<BomDetail[]> {
    return this.db.tenant(tenantId, async () => {
      const rows = await this.repo.list(tenantId, query, BOM_EXPORT_MAX);
      const lines = await this.repo.linesOf(
        tenantId,
        rows.map((row) => row.id),
      );
      return this.toDetails(tenantId, rows, lines);
    });
  }

  add(tenantId: string, input: AddInput): Promise<BomDetail> {
    return this.db.tenant(tenantId, async () => {
      await this.assertCodeFree(tenantId, input.code);
      const product = await this.references.resolveOne(tenantId, 'product', input.productId, 'productId');
      if (input.enabled) await this.assertNoOtherEnabled(tenantId, product);
      const lines = await this.checkLines(tenantId, input.lines);
      const row = await this.repo.insert(tenantId, {
        code: input.code,
        name: input.name,
        version: input.version,
        productId: input.productId,
        enabled: input.enabled,
        remark: input.remark ?? null,
      });
      return this.toDetail(tenantId, row, await this.repo.replaceLines(tenantId, row.id, lines));
    });
  }

  edit(tenantId: string, input: EditInput): Promise<BomDetail> {
    return this.db.tenant(tenantId, async () => {
      const current = await this.repo.findById(tenantId, input.id, { lock: true });
      if (!current) throw notFound();
      await this.assertCodeFree(tenantId, input.code, input.id);
      const product = await this.references.resolveOne(tenantId, 'product', input.productId, 'productId');
      if (input.enabled) await this.assertNoOtherEnabled(tenantId, product, input.id);
      const lines = await this.checkLines(tenantId, input.lines);
      const row = await this.repo.update(tenantId, input.id, {
        code: input.code,
        name: input.name,
        version: input.version,
        productId: input.productId,
        enabled: input.enabled,
        remark: input.remark ?? null,
      });
      if (!row) throw notFound();
      return this.toDetail(tenantId, row, await this.repo.replaceLines(tenantId, row.id, lines));
    });
  }

  /** A new BOM with the source's lines, for the same product (a new version) or another one. */
  copy(tenantId: string, input: CopyInput): Promise<BomDetail> {
    return this.db.tenant(tenantId, async () => {
      const source = await this.repo.findById(tenantId, input.id);
      if (!source) throw notFound();
      await this.assertCodeFree(tenantId, input.code);
      const productId = input.productId ?? source.productId;
      const product = await this.references.resolveOne(tenantId, 'product', productId, 'productId');
      if (input.enabled) await this.assertNoOtherEnabled(tenantId, product);
      const sourceLines = await this.repo.linesOf(tenantId, [source.id]);
      const row = await this.repo.insert(tenantId, {
        code: input.code,
        name: input.name,
        version: input.version ?? source.version,
        productId,
        enabled: input.enabled,
        remark: source.remark,
      });
      const lines = await this.repo.replaceLines(
        tenantId,
        row.id,
        sourceLines.map(({ tenantId: _t, id: _i, bomId: _b, ...line }) => line),
      );
      return this.toDetail(tenantId, row, lines);
    });
  }

  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id, { lock: true });
      if (!row) throw notFound();
      await this.references.assertUnused(tenantId, 'bom', row);
      await this.repo.delete(tenantId, id);
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
      const existing = await this.repo.findByCode(tenantId, row.code);
      if (!existing)
        return this.add(tenantId, {
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
      const current = await this.repo.linesOf(tenantId, [existing.id]);
      const lines = await this.checkLines(tenantId, [
        ...current.map((old) => ({
          materialId: old.materialId,
          quantity: Number(old.quantity),
          processId: old.processId,
          designators: old.designators,
          keyMaterial: old.keyMaterial,
          remark: old.remark,
        })),
        line,
      ]);
      return this.toDetail(tenantId, existing, await this.repo.replaceLines(tenantId, existing.id, lines));
    });
  }

  private async byCode(tenantId: string, kind: 'product' | 'material' | 'process', code: string, field: string) {
    const found = await this.references.findByCode(tenantId, kind, code);
    if (!found) throw invalid('bom.import.unknown', { field, kind: refKindName(kind), code });
    return found;
  }

  private async assertCodeFree(tenantId: string, code: string, exceptId?: string) {
    const existing = await this.repo.findByCode(tenantId, code);
    if (existing && existing.id !== exceptId) throw conflict('bom.codeTaken', { code });
  }

  private async assertNoOtherEnabled(tenantId: string, product: CodedRef, exceptId?: string) {
    const other = await this.repo.findEnabled(tenantId, product.id, exceptId);
    if (other) throw conflict('bom.enabledExists', { product: `${product.code} ${product.name}`, code: other.code });
  }

  /** Resolves (and locks) the lines' materials and processes; refuses a material twice at one process. */
  private async checkLines(tenantId: string, lines: AddInput['lines']): Promise<BomLineWritable[]> {
    const materials = await this.references.resolve(
      tenantId,
      'material',
      lines.map((line) => line.materialId),
      'lines.materialId',
    );
    await this.references.resolve(
      tenantId,
      'process',
      lines.map((line) => line.processId ?? ''),
      'lines.processId',
    );
    const [duplicate] = duplicateBomLines(lines);
    if (duplicate !== undefined) {
      const line = lines[duplicate]!;
      throw invalid('bom.duplicateLine', {
        line: duplicate + 1,
        material: refLabel(materials.get(line.materialId), line.materialId),
      });
    }
    return lines.map((line, index) => ({
      lineNo: index + 1,
      materialId: line.materialId,
      quantity: line.quantity.toFixed(4),
      processId: line.processId ?? null,
      designators: line.designators || null,
      keyMaterial: line.keyMaterial,
      remark: line.remark || null,
    }));
  }

  private async toDetail(tenantId: string, row: BomRow, lines: BomLineRow[]): Promise<BomDetail> {
    const [detail] = await this.toDetails(tenantId, [row], lines);
    return detail!;
  }

  private async toDetails(tenantId: string, rows: BomRow[], lines: BomLineRow[]): Promise<BomDetail[]> {
    // One query after another: they share the caller's transaction.
    const products = await lookupRefs(
      this.references,
      tenantId,
      'product',
      rows.map((row) => row.productId),
    );
    const materials = await lookupRefs(
      this.references,
      tenantId,
      'material',
      lines.map((line) => line.materialId),
    );
    const processes = await lookupRefs(
      this.references,
      tenantId,
      'process',
      lines.map((line) => line.processId),
    );
    const byBom = new Map<string, BomLineRow[]>();
    for (const line of lines) byBom.set(line.bomId, [...(byBom.get(line.bomId) ?? []), line]);
    return rows.map((row) => {
      const own = (byBom.get(row.id) ?? []).sort((a, b) => a.lineNo - b.lineNo);
      return {
        ...toDto(row, products, own.length),
        lines: own.map((line) => {
          const material = refParts(materials, line.materialId);
          const process = line.processId ? refParts(processes, line.processId) : null;
          return {
            id: line.id,
            lineNo: line.lineNo,
            materialId: line.materialId,
            materialCode: material.code,
            materialName: material.name,
            quantity: Number(line.quantity),
            processId: line.processId,
            processCode: process?.code ?? null,
            processName: process?.name ?? null,
            designators: line.designators,
            keyMaterial: line.keyMaterial,
            remark: line.remark,
          };
        }),
      };
    });
  }
}
