import type { bomListQuerySchema, bomPageQuerySchema } from '@takt/contracts';
import { and, asc, count, eq, exists, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { selectPage } from '../../platform/db/paged-select.js';
import { likePattern } from '../../platform/db/paging.js';
import { CodedLookups } from '../../platform/references/coded-lookups.js';
import { bomLines, boms } from './bom.table.js';

export type BomRow = typeof boms.$inferSelect;
export type BomLineRow = typeof bomLines.$inferSelect;
export type BomWritable = Pick<BomRow, 'code' | 'name' | 'version' | 'productId' | 'enabled' | 'remark'>;
export type BomLineWritable = Omit<BomLineRow, 'tenantId' | 'id' | 'bomId'>;
type ListQuery = z.output<typeof bomListQuerySchema>;
type PageQuery = z.output<typeof bomPageQuerySchema>;

/** Every method takes the tenant first and runs in (or joins) its transaction. */
export class BomRepository {
  readonly lookups: CodedLookups<typeof boms>;

  constructor(private readonly db: Database) {
    this.lookups = new CodedLookups(db, boms);
  }

  private filters(tenantId: string, query: ListQuery): SQL | undefined {
    const filters: SQL[] = [eq(boms.tenantId, tenantId)];
    if (query.code) filters.push(ilike(boms.code, likePattern(query.code)));
    if (query.name) filters.push(ilike(boms.name, likePattern(query.name)));
    if (query.productId) filters.push(eq(boms.productId, query.productId));
    if (query.enabled !== undefined) filters.push(eq(boms.enabled, query.enabled));
    if (query.materialId)
      filters.push(
        exists(
          this.db.drizzle
            .select({ one: bomLines.id })
            .from(bomLines)
            .where(
              and(
                eq(bomLines.tenantId, tenantId),
                eq(bomLines.bomId, boms.id),
                eq(bomLines.materialId, query.materialId),
              ),
            ),
        ),
      );
    return and(...filters);
  }

  page(tenantId: string, query: PageQuery) {
    return this.db.tenant(tenantId, async (tx) => {
      const { rows, totalRows } = await selectPage(tx, tx.select().from(boms).$dynamic(), query, {
        table: boms,
        where: this.filters(tenantId, query),
        sortable: {
          code: boms.code,
          name: boms.name,
          version: boms.version,
          enabled: boms.enabled,
          createdAt: boms.createdAt,
          updatedAt: boms.updatedAt,
        },
        defaultOrder: asc(boms.code),
        tieBreaker: boms.id,
      });
      return { rows, totalRows };
    });
  }

  /** The filtered BOMs by code, at most `limit`. */
  list(tenantId: string, query: ListQuery, limit: number): Promise<BomRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx.select().from(boms).where(this.filters(tenantId, query)).orderBy(asc(boms.code), asc(boms.id)).limit(limit),
    );
  }

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

  findById(tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<BomRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const query = tx
        .select()
        .from(boms)
        .where(and(eq(boms.tenantId, tenantId), eq(boms.id, id)));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    });
  }

  findByCode(tenantId: string, code: string): Promise<BomRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(boms)
        .where(and(eq(boms.tenantId, tenantId), eq(boms.code, code)));
      return row;
    });
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

  insert(tenantId: string, values: BomWritable): Promise<BomRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(boms)
        .values({ tenantId, ...values })
        .returning();
      return row!;
    });
  }

  update(tenantId: string, id: string, values: BomWritable): Promise<BomRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(boms)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(boms.tenantId, tenantId), eq(boms.id, id)))
        .returning();
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

  /** Whether a row was deleted (its lines go with it). */
  delete(tenantId: string, id: string): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .delete(boms)
        .where(and(eq(boms.tenantId, tenantId), eq(boms.id, id)))
        .returning({ id: boms.id });
      return rows.length > 0;
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
