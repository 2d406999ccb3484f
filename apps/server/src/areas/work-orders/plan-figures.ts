import type { WorkOrder } from '@takt/contracts';
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { WorkOrderService } from './work-order.service.js';
import { workOrders } from './work-orders.table.js';

/** Orders planned from `startDate` to `endDate` (plan date, both included) on these lines (all when none). */
export interface PlanRange {
  startDate: string;
  endDate: string;
  lineIds?: readonly string[];
}

/** The plan quantity of the orders planned for one day on one line. */
export interface DayLinePlan {
  planDate: string;
  lineId: string;
  planQuantity: number;
}

/**
 * Read-only figures over work orders for the reports area's analysis (plan versus actual). Plan
 * quantities are summed in SQL, grouped by plan date and line, so every order of the range counts
 * however many there are; only the listed orders are bounded.
 */
export class WorkOrderPlanFigures {
  constructor(
    private readonly db: Database,
    private readonly orders: Pick<WorkOrderService, 'toDtos'>,
  ) {}

  private filters(tenantId: string, range: PlanRange): SQL | undefined {
    return and(
      eq(workOrders.tenantId, tenantId),
      gte(workOrders.planDate, range.startDate),
      lte(workOrders.planDate, range.endDate),
      range.lineIds?.length ? inArray(workOrders.lineId, [...range.lineIds]) : undefined,
    );
  }

  /** Plan quantity per plan date and line, by date then line id. */
  byDayLine(tenantId: string, range: PlanRange): Promise<DayLinePlan[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({
          planDate: workOrders.planDate,
          lineId: workOrders.lineId,
          planQuantity: sql<string>`sum(${workOrders.planQuantity})::bigint::text`,
        })
        .from(workOrders)
        .where(this.filters(tenantId, range))
        .groupBy(workOrders.planDate, workOrders.lineId)
        .orderBy(asc(workOrders.planDate), asc(workOrders.lineId));
      return rows.map((row) => ({ ...row, planQuantity: Number(row.planQuantity) }));
    });
  }

  /** The first `limit` orders of the range by plan date, then code. */
  firstPlanned(tenantId: string, range: PlanRange, limit: number): Promise<WorkOrder[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select()
        .from(workOrders)
        .where(this.filters(tenantId, range))
        .orderBy(asc(workOrders.planDate), asc(workOrders.code))
        .limit(limit);
      return this.orders.toDtos(tenantId, rows);
    });
  }
}
