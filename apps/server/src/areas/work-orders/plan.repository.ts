import type { productionPlanListQuerySchema, productionPlanPageQuerySchema } from '@takt/contracts';
import { and, asc, desc, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { selectPage } from '../../platform/db/paged-select.js';
import { likePattern } from '../../platform/db/paging.js';
import { productionPlans } from './work-orders.table.js';

export type PlanRow = typeof productionPlans.$inferSelect;
export type PlanInsert = Omit<typeof productionPlans.$inferInsert, 'tenantId' | 'id'>;
type ListQuery = z.output<typeof productionPlanListQuerySchema>;
type PageQuery = z.output<typeof productionPlanPageQuerySchema>;

/** Production plans; every method takes the tenant first and runs in (or joins) its transaction. */
export class PlanRepository {
  constructor(private readonly db: Database) {}

  private filters(tenantId: string, query: ListQuery): SQL | undefined {
    const filters: (SQL | undefined)[] = [eq(productionPlans.tenantId, tenantId)];
    if (query.code) filters.push(ilike(productionPlans.code, likePattern(query.code)));
    if (query.salesOrder) filters.push(ilike(productionPlans.salesOrder, likePattern(query.salesOrder)));
    if (query.productId) filters.push(eq(productionPlans.productId, query.productId));
    if (query.lineId) filters.push(eq(productionPlans.lineId, query.lineId));
    if (query.status) filters.push(eq(productionPlans.status, query.status));
    if (query.startDateFrom) filters.push(gte(productionPlans.startDate, query.startDateFrom));
    if (query.startDateTo) filters.push(lte(productionPlans.startDate, query.startDateTo));
    return and(...filters);
  }

  page(tenantId: string, query: PageQuery): Promise<{ rows: PlanRow[]; totalRows: number }> {
    return this.db.tenant(tenantId, async (tx) => {
      return selectPage(tx, tx.select().from(productionPlans).$dynamic(), query, {
        table: productionPlans,
        where: this.filters(tenantId, query),
        sortable: {
          code: productionPlans.code,
          planQuantity: productionPlans.planQuantity,
          orderedQuantity: productionPlans.orderedQuantity,
          startDate: productionPlans.startDate,
          endDate: productionPlans.endDate,
          status: productionPlans.status,
          createdAt: productionPlans.createdAt,
        },
        defaultOrder: desc(productionPlans.createdAt),
        tieBreaker: productionPlans.id,
      });
    });
  }

  list(tenantId: string, query: ListQuery, limit: number): Promise<PlanRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(productionPlans)
        .where(this.filters(tenantId, query))
        .orderBy(desc(productionPlans.createdAt), asc(productionPlans.id))
        .limit(limit),
    );
  }

  findById(tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<PlanRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const query = tx
        .select()
        .from(productionPlans)
        .where(and(eq(productionPlans.tenantId, tenantId), eq(productionPlans.id, id)));
      const [row] = await (options.lock ? query.for('update') : query);
      return row;
    });
  }

  /** With `keyShare`, the rows are locked `FOR KEY SHARE` (not deletable) until the transaction ends. */
  findByIds(tenantId: string, ids: readonly string[], keyShare = false): Promise<PlanRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) => {
      const query = tx
        .select()
        .from(productionPlans)
        .where(and(eq(productionPlans.tenantId, tenantId), inArray(productionPlans.id, [...ids])));
      return keyShare ? query.for('key share') : query;
    });
  }

  findByCode(tenantId: string, code: string): Promise<PlanRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(productionPlans)
        .where(and(eq(productionPlans.tenantId, tenantId), eq(productionPlans.code, code)));
      return row;
    });
  }

  findByCodes(tenantId: string, codes: readonly string[]): Promise<PlanRow[]> {
    if (codes.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(productionPlans)
        .where(and(eq(productionPlans.tenantId, tenantId), inArray(productionPlans.code, [...codes]))),
    );
  }

  search(tenantId: string, keyword: string | undefined, limit: number): Promise<PlanRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(productionPlans)
        .where(
          and(
            eq(productionPlans.tenantId, tenantId),
            keyword ? ilike(productionPlans.code, likePattern(keyword)) : undefined,
          ),
        )
        .orderBy(desc(productionPlans.createdAt), asc(productionPlans.id))
        .limit(limit),
    );
  }

  insert(tenantId: string, values: PlanInsert): Promise<PlanRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(productionPlans)
        .values({ ...values, tenantId })
        .returning();
      return row!;
    });
  }

  update(tenantId: string, id: string, values: Partial<PlanInsert>): Promise<PlanRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(productionPlans)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(productionPlans.tenantId, tenantId), eq(productionPlans.id, id)))
        .returning();
      return row;
    });
  }

  setOrdered(tenantId: string, id: string, orderedQuantity: number): Promise<PlanRow | undefined> {
    return this.update(tenantId, id, { orderedQuantity });
  }

  delete(tenantId: string, id: string): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .delete(productionPlans)
        .where(and(eq(productionPlans.tenantId, tenantId), eq(productionPlans.id, id)))
        .returning({ id: productionPlans.id });
      return rows.length > 0;
    });
  }

  /** Plans pointing at a record through `column` (usage guards of the reference registry). */
  usersOf(tenantId: string, column: AnyPgColumn, id: string, limit: number): Promise<PlanRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(productionPlans)
        .where(and(eq(productionPlans.tenantId, tenantId), eq(column, id)))
        .orderBy(asc(productionPlans.code))
        .limit(limit),
    );
  }
}
