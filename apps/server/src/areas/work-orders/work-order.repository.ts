import { RELEASED_ORDER_STATUSES, type WorkOrderStatus } from '@takt/contracts';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database.js';
import { likePattern } from '../../platform/db/paging.js';
import { rowReader, rowsOf } from '../../platform/db/table-rows.js';
import { workOrderCodeCounters, workOrders, workSettings } from './work-orders.table.js';

export type WorkOrderRow = typeof workOrders.$inferSelect;
const readWorkOrder = rowReader(workOrders);
export type WorkOrderInsert = Omit<typeof workOrders.$inferInsert, 'tenantId' | 'id'>;
export type WorkSettingsRow = typeof workSettings.$inferSelect;

/** What a scan changes on its order: units started, finished good, failed, scrapped. */
export interface ProgressDelta {
  input?: number;
  good?: number;
  bad?: number;
  scrap?: number;
}

/**
 * What production execution, the state machine and the registry read and write of orders (the
 * list and plain saves are the resource kit's). Every method takes the tenant first and runs in
 * (or joins) its transaction.
 */
export class WorkOrderRepository {
  constructor(private readonly db: Database) {}

  /** On every station scan: a `sql` statement. */
  findById(tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<WorkOrderRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const result = await tx.execute(
        sql`select * from work_orders where tenant_id = ${tenantId} and id = ${id}${options.lock ? sql` for update` : sql``}`,
      );
      const [raw] = rowsOf<Record<string, unknown>>(result);
      return raw ? readWorkOrder(raw) : undefined;
    });
  }

  /** With `keyShare`, the rows are locked `FOR KEY SHARE` (not deletable) until the transaction ends. */
  findByIds(tenantId: string, ids: readonly string[], keyShare = false): Promise<WorkOrderRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) => {
      const query = tx
        .select()
        .from(workOrders)
        .where(and(eq(workOrders.tenantId, tenantId), inArray(workOrders.id, [...ids])));
      return keyShare ? query.for('key share') : query;
    });
  }

  findByCodes(tenantId: string, codes: readonly string[]): Promise<WorkOrderRow[]> {
    if (codes.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(workOrders)
        .where(and(eq(workOrders.tenantId, tenantId), inArray(workOrders.code, [...codes]))),
    );
  }

  /** Orders whose code contains the keyword (all when blank), newest first; for pickers. */
  search(tenantId: string, keyword: string | undefined, limit: number): Promise<WorkOrderRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(workOrders)
        .where(
          and(eq(workOrders.tenantId, tenantId), keyword ? ilike(workOrders.code, likePattern(keyword)) : undefined),
        )
        .orderBy(desc(workOrders.createdAt), asc(workOrders.id))
        .limit(limit),
    );
  }

  update(tenantId: string, id: string, values: Partial<WorkOrderInsert>): Promise<WorkOrderRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(workOrders)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(workOrders.tenantId, tenantId), eq(workOrders.id, id)))
        .returning();
      return row;
    });
  }

  delete(tenantId: string, id: string): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .delete(workOrders)
        .where(and(eq(workOrders.tenantId, tenantId), eq(workOrders.id, id)))
        .returning({ id: workOrders.id });
      return rows.length > 0;
    });
  }

  /** The next value of a daily code counter (1 on the day's first code); rolls back with the transaction. */
  nextCounter(tenantId: string, prefix: string, day: string): Promise<number> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(workOrderCodeCounters)
        .values({ tenantId, prefix, day, value: 1 })
        .onConflictDoUpdate({
          target: [workOrderCodeCounters.tenantId, workOrderCodeCounters.prefix, workOrderCodeCounters.day],
          set: { value: sql`${workOrderCodeCounters.value} + 1` },
        })
        .returning({ value: workOrderCodeCounters.value });
      return row!.value;
    });
  }

  /**
   * Adds a scan's quantities in one statement, only while the order is scannable (issued or in
   * production): the first one moves an issued order to in production. With `capInput` the
   * statement refuses to start units beyond the plan quantity (no over-production); with
   * `autoComplete` the order completes once its good quantity reaches the plan quantity. With
   * `leftover` a completed order is counted too and stays completed (a repair or scrap of one of
   * its remaining units). `at` (default now) stamps a start or completion: the scan's own time,
   * for scans sent later from a station's offline queue or replayed by the demo seed.
   * Returns the row with the status it had before, read `FOR UPDATE` in the same statement so it
   * is the latest committed one even when another scan of the order committed while this one
   * waited for the row. Undefined when nothing matched (not scannable, or over the cap).
   */
  applyProgress(
    tenantId: string,
    id: string,
    delta: ProgressDelta,
    options: { capInput: boolean; autoComplete: boolean; at?: Date; leftover?: boolean },
  ): Promise<{ row: WorkOrderRow; previousStatus: WorkOrderStatus } | undefined> {
    const at = options.at ? sql`${options.at.toISOString()}::timestamptz` : sql`now()`;
    const input = delta.input ?? 0;
    const good = delta.good ?? 0;
    const bad = delta.bad ?? 0;
    const scrap = delta.scrap ?? 0;
    return this.db.tenant(tenantId, async (tx) => {
      const previous = tx.$with('previous').as(
        tx
          .select({ previousStatus: sql<WorkOrderStatus>`${workOrders.status}`.as('previous_status') })
          .from(workOrders)
          .where(and(eq(workOrders.tenantId, tenantId), eq(workOrders.id, id)))
          .for('update'),
      );
      const conditions: SQL[] = [
        eq(workOrders.tenantId, tenantId),
        eq(workOrders.id, id),
        inArray(
          workOrders.status,
          options.leftover ? ['issued', 'in_production', 'completed'] : ['issued', 'in_production'],
        ),
      ];
      if (options.capInput && input > 0)
        conditions.push(sql`${workOrders.inputQuantity} + ${input} <= ${workOrders.planQuantity}`);
      const completes = options.autoComplete
        ? sql`(${workOrders.status} <> 'completed' and ${workOrders.goodQuantity} + ${good} >= ${workOrders.planQuantity})`
        : sql`false`;
      const [result] = await tx
        .with(previous)
        .update(workOrders)
        .set({
          inputQuantity: sql`${workOrders.inputQuantity} + ${input}`,
          goodQuantity: sql`${workOrders.goodQuantity} + ${good}`,
          badQuantity: sql`${workOrders.badQuantity} + ${bad}`,
          scrapQuantity: sql`${workOrders.scrapQuantity} + ${scrap}`,
          status: sql`case when ${workOrders.status} = 'completed' or ${completes} then 'completed' else 'in_production' end`,
          startedAt: sql`coalesce(${workOrders.startedAt}, ${at})`,
          finishedAt: sql`case when ${completes} then ${at} else ${workOrders.finishedAt} end`,
          statusChangedAt: sql`case when ${completes} or ${workOrders.status} = 'issued' then ${at} else ${workOrders.statusChangedAt} end`,
          updatedAt: sql`now()`,
        })
        .from(previous)
        .where(and(...conditions))
        .returning({ row: workOrders, previousStatus: previous.previousStatus });
      return result;
    });
  }

  /** Completes an order in production that a scan counted (its row is already locked by that scan). */
  completeCounted(tenantId: string, id: string, at?: Date): Promise<WorkOrderRow | undefined> {
    const when = at ?? new Date();
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(workOrders)
        .set({ status: 'completed', finishedAt: when, statusChangedAt: when, updatedAt: new Date() })
        .where(and(eq(workOrders.tenantId, tenantId), eq(workOrders.id, id), eq(workOrders.status, 'in_production')))
        .returning();
      return row;
    });
  }

  /** The issued, in-production and paused orders of a line, by plan date then code. */
  openOnLine(tenantId: string, lineId: string): Promise<WorkOrderRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(workOrders)
        .where(
          and(
            eq(workOrders.tenantId, tenantId),
            eq(workOrders.lineId, lineId),
            inArray(workOrders.status, [...RELEASED_ORDER_STATUSES]),
          ),
        )
        .orderBy(asc(workOrders.planDate), asc(workOrders.code)),
    );
  }

  /**
   * The issued, in-production and paused orders of these lines (all lines when none), in
   * production first, then by plan date and code: at most `limit`, with how many each line has.
   */
  releasedOn(
    tenantId: string,
    lineIds: readonly string[] | undefined,
    limit: number,
  ): Promise<{ rows: WorkOrderRow[]; countByLine: Map<string, number> }> {
    return this.db.tenant(tenantId, async (tx) => {
      const where = and(
        eq(workOrders.tenantId, tenantId),
        inArray(workOrders.status, [...RELEASED_ORDER_STATUSES]),
        lineIds ? inArray(workOrders.lineId, [...lineIds]) : undefined,
      );
      const counts = await tx
        .select({ lineId: workOrders.lineId, value: count() })
        .from(workOrders)
        .where(where)
        .groupBy(workOrders.lineId);
      const rows = await tx
        .select()
        .from(workOrders)
        .where(where)
        .orderBy(
          sql`${workOrders.status} <> 'in_production'`,
          asc(workOrders.planDate),
          asc(workOrders.code),
          asc(workOrders.id),
        )
        .limit(limit);
      return { rows, countByLine: new Map(counts.map((row) => [row.lineId, row.value])) };
    });
  }

  /**
   * Whether an order was issued on the routing version, whatever its status since (an order
   * leaves initial only by being issued, which pins the version for good; its units use it too).
   */
  async pinsVersion(tenantId: string, routingId: string, versionId: string): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ id: workOrders.id })
        .from(workOrders)
        .where(
          and(
            eq(workOrders.tenantId, tenantId),
            eq(workOrders.routingId, routingId),
            eq(workOrders.routingVersionId, versionId),
          ),
        )
        .limit(1);
      return row !== undefined;
    });
  }

  /** Orders pointing at a record through `column` (usage guards of the reference registry). */
  usersOf(tenantId: string, column: AnyPgColumn, id: string, limit: number): Promise<WorkOrderRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(workOrders)
        .where(and(eq(workOrders.tenantId, tenantId), eq(column, id)))
        .orderBy(asc(workOrders.code))
        .limit(limit),
    );
  }

  /** Order count and ordered quantity per plan. */
  planTotals(tenantId: string, planIds: readonly string[]): Promise<Map<string, { count: number; quantity: number }>> {
    if (planIds.length === 0) return Promise.resolve(new Map());
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({
          planId: workOrders.planId,
          count: count(),
          quantity: sql<string>`coalesce(sum(${workOrders.planQuantity}), 0)`,
        })
        .from(workOrders)
        .where(and(eq(workOrders.tenantId, tenantId), inArray(workOrders.planId, [...planIds])))
        .groupBy(workOrders.planId);
      return new Map(rows.map((row) => [row.planId!, { count: row.count, quantity: Number(row.quantity) }]));
    });
  }

  settings(tenantId: string): Promise<WorkSettingsRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx.select().from(workSettings).where(eq(workSettings.tenantId, tenantId));
      return row;
    });
  }

  saveSettings(tenantId: string, values: Omit<WorkSettingsRow, 'tenantId' | 'updatedAt'>): Promise<WorkSettingsRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(workSettings)
        .values({ ...values, tenantId })
        .onConflictDoUpdate({ target: workSettings.tenantId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row!;
    });
  }
}
