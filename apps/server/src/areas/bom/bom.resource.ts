import { type Bom, type BomDetail, type bomAddSchema, type CodedRef, duplicateBomLines } from '@takt/contracts';
import { and, eq, exists } from 'drizzle-orm';
import type { z } from 'zod';
import { groupBy } from '../../platform/collections/group-by.js';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid } from '../../platform/errors.js';
import { lookupRefs, refLabel, refParts } from '../../platform/references/ref-lookup.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { RowOf } from '../../platform/resources/resource.repository.js';
import { ResourceService, timesDto } from '../../platform/resources/resource.service.js';
import type { BomLineRow, BomLineWritable, BomRepository } from './bom.repository.js';
import { bomLines, boms } from './bom.table.js';

export type BomInput = z.output<typeof bomAddSchema>;
type BomRow = RowOf<typeof boms>;

/** Exports stop at this many BOMs. */
export const BOM_EXPORT_MAX = 5000;

/** A BOM's header as the list shows it. */
export function bomDto(row: BomRow, products: Map<string, CodedRef>, lineCount: number): Bom {
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
    ...timesDto(row),
  };
}

/** Saved lines as a save's input (an import appends to them, a copy takes them over). */
export function lineInputs(rows: BomLineRow[]): BomInput['lines'] {
  return rows.map((line) => ({
    materialId: line.materialId,
    quantity: Number(line.quantity),
    processId: line.processId,
    designators: line.designators,
    keyMaterial: line.keyMaterial,
    remark: line.remark,
  }));
}

/** Resolves (and locks) the lines' materials and processes; refuses a material twice at one process. */
export async function checkBomLines(references: ReferenceRegistry, tenantId: string, lines: BomInput['lines']) {
  const materials = await references.resolve(
    tenantId,
    'material',
    lines.map((line) => line.materialId),
    'lines.materialId',
  );
  await references.resolve(
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
}

/** The lines as saved, numbered from 1 in the given order. */
export function lineValues(lines: BomInput['lines']): BomLineWritable[] {
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

/**
 * Bills of materials on the resource kit: a header per product and version, lines of materials
 * with their quantity per unit and consuming process (saved beside the row). Products, materials
 * and processes are checked and shown through the reference registry; at most one BOM per product
 * is enabled. Every answer is the BOM with its lines; the list's headers are the service's.
 */
export function createBoms(db: Database, references: ReferenceRegistry, repo: BomRepository) {
  const details = async (tenantId: string, rows: BomRow[]): Promise<BomDetail[]> => {
    // One query after another: they share the caller's transaction.
    const lines = await repo.linesOf(
      tenantId,
      rows.map((row) => row.id),
    );
    const products = await lookupRefs(
      references,
      tenantId,
      'product',
      rows.map((row) => row.productId),
    );
    const materials = await lookupRefs(
      references,
      tenantId,
      'material',
      lines.map((line) => line.materialId),
    );
    const processes = await lookupRefs(
      references,
      tenantId,
      'process',
      lines.map((line) => line.processId),
    );
    const byBom = groupBy(lines, (line) => line.bomId);
    return rows.map((row) => {
      const own = byBom.get(row.id) ?? [];
      return {
        ...bomDto(row, products, own.length),
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
  };

  return new ResourceService<typeof boms, BomDetail, BomInput>(db, references, {
    kind: 'bom',
    table: boms,
    codeTaken: 'bom.codeTaken',
    equals: { productId: boms.productId, enabled: boms.enabled },
    // BOMs with a line of the material.
    conditions: (query) => [
      query.materialId
        ? exists(
            db.drizzle
              .select({ one: bomLines.id })
              .from(bomLines)
              .where(
                and(
                  eq(bomLines.tenantId, boms.tenantId),
                  eq(bomLines.bomId, boms.id),
                  eq(bomLines.materialId, query.materialId as string),
                ),
              ),
          )
        : undefined,
    ],
    sortable: { version: boms.version, enabled: boms.enabled, updatedAt: boms.updatedAt },
    exportMax: BOM_EXPORT_MAX,
    values: async (tenantId, input, current) => {
      const product = await references.resolveOne(tenantId, 'product', input.productId, 'productId');
      const other = input.enabled && (await repo.findEnabled(tenantId, product.id, current?.id));
      if (other) throw conflict('bom.enabledExists', { product: `${product.code} ${product.name}`, code: other.code });
      await checkBomLines(references, tenantId, input.lines);
      return {
        version: input.version,
        productId: input.productId,
        enabled: input.enabled,
        remark: input.remark ?? null,
      };
    },
    afterSave: async (tenantId, id, input) => {
      await repo.replaceLines(tenantId, id, lineValues(input.lines));
    },
    toDtos: details,
  });
}

export type BomResource = ReturnType<typeof createBoms>;
