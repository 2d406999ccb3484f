import { and, asc, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database.js';
import { likePattern } from '../../platform/db/paging.js';
import { productionPlans } from './work-orders.table.js';

export type PlanRow = typeof productionPlans.$inferSelect;

/**
 * The registry's reads of production plans (a plan is named by its dates, which the kit's coded
 * lookups do not know); the list, the record and its saves are the resource kit's.
 */
export class PlanRepository {
  constructor(private readonly db: Database) {}

  private where(tenantId: string, condition: SQL | undefined) {
    return and(eq(productionPlans.tenantId, tenantId), condition);
  }

  /** With `keyShare`, the rows are locked `FOR KEY SHARE` (not deletable) until the transaction ends. */
  findByIds(tenantId: string, ids: readonly string[], keyShare = false): Promise<PlanRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) => {
      const query = tx
        .select()
        .from(productionPlans)
        .where(this.where(tenantId, inArray(productionPlans.id, [...ids])));
      return keyShare ? query.for('key share') : query;
    });
  }

  findByCodes(tenantId: string, codes: readonly string[]): Promise<PlanRow[]> {
    if (codes.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(productionPlans)
        .where(this.where(tenantId, inArray(productionPlans.code, [...codes]))),
    );
  }

  search(tenantId: string, keyword: string | undefined, limit: number): Promise<PlanRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(productionPlans)
        .where(this.where(tenantId, keyword ? ilike(productionPlans.code, likePattern(keyword)) : undefined))
        .orderBy(desc(productionPlans.createdAt), asc(productionPlans.id))
        .limit(limit),
    );
  }

  /** Plans pointing at a record through `column` (usage guards of the reference registry). */
  usersOf(tenantId: string, column: AnyPgColumn, id: string, limit: number): Promise<PlanRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(productionPlans)
        .where(this.where(tenantId, eq(column, id)))
        .orderBy(asc(productionPlans.code))
        .limit(limit),
    );
  }
}
