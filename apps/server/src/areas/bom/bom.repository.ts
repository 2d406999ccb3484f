import { and, asc, count, eq, exists, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { bomLines, boms } from './bom.table.js';

export type BomRow = typeof boms.$inferSelect;
export type BomLineRow = typeof bomLines.$inferSelect;
export type BomLineWritable = Omit<BomLineRow, 'tenantId' | 'id' | 'bomId'>;

/** A BOM's lines and the queries over them; the BOM's own row is the resource kit's. Every method joins the tenant's transaction. */
export class BomRepository {
  constructor(private readonly db: Database) {}

  /** Lines per BOM id. */
  lineCounts(tenantId: string, bomIds: readonly string[]): Promise<Map<string, number>> {
    if (bomIds.length === 0) return Promise.resolve(new Map());
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ bomId: bomLines.bomId, n: count() })
        .from(bomLines)
        .where(and(eq(bomLines.tenantId, tenantId), inArray(bomLines.bomId, [...bomIds])))
        .groupBy(bomLines.bomId);
      return new Map(rows.map((row) => [row.bomId, Number(row.n)]));
    });
  }

  linesOf(tenantId: string, bomIds: readonly string[]): Promise<BomLineRow[]> {
    if (bomIds.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(bomLines)
        .where(and(eq(bomLines.tenantId, tenantId), inArray(bomLines.bomId, [...bomIds])))
        .orderBy(asc(bomLines.bomId), asc(bomLines.lineNo), asc(bomLines.id)),
    );
  }

  /** The product's enabled BOM other than `exceptId`, if any. */
  findEnabled(tenantId: string, productId: string, exceptId?: string): Promise<BomRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const filters = [eq(boms.tenantId, tenantId), eq(boms.productId, productId), eq(boms.enabled, true)];
      if (exceptId) filters.push(ne(boms.id, exceptId));
      const [row] = await tx
        .select()
        .from(boms)
        .where(and(...filters));
      return row;
    });
  }

  /** Replaces the BOM's lines (numbered from 1 in the given order). */
  replaceLines(tenantId: string, bomId: string, lines: readonly BomLineWritable[]): Promise<BomLineRow[]> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx.delete(bomLines).where(and(eq(bomLines.tenantId, tenantId), eq(bomLines.bomId, bomId)));
      if (lines.length === 0) return [];
      return tx
        .insert(bomLines)
        .values(lines.map((line) => ({ ...line, tenantId, bomId })))
        .returning();
    });
  }

  /** BOMs with a line pointing at the material or process. */
  usingLineRef(tenantId: string, column: 'materialId' | 'processId', id: string, limit: number): Promise<BomRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(boms)
        .where(
          and(
            eq(boms.tenantId, tenantId),
            exists(
              tx
                .select({ one: bomLines.id })
                .from(bomLines)
                .where(and(eq(bomLines.tenantId, tenantId), eq(bomLines.bomId, boms.id), eq(bomLines[column], id))),
            ),
          ),
        )
        .orderBy(asc(boms.code))
        .limit(limit),
    );
  }
}
