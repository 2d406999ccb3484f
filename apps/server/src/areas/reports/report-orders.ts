import type { WorkOrder } from '@takt/contracts';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { DayLinePlan, PlanRange, WorkOrderPlanFigures } from '../work-orders/plan-figures.js';
import type { WorkOrderService } from '../work-orders/work-order.service.js';

/** A work order as reporting sees it (the work-orders area's DTO, narrowed). */
export type ReportOrder = Pick<
  WorkOrder,
  | 'id'
  | 'code'
  | 'status'
  | 'productId'
  | 'productCode'
  | 'productName'
  | 'lineId'
  | 'lineCode'
  | 'lineName'
  | 'routingId'
  | 'routingVersionId'
  | 'routingVersionNo'
  | 'planDate'
  | 'planQuantity'
  | 'goodQuantity'
>;

/**
 * What reporting asks of the work-orders area. Reporting never reads `work_orders`; these calls
 * go through the work-orders service and plan figures and join the caller's transaction.
 */
export interface ReportOrderSource {
  /** The order reported for; a 400 naming `field` when the enterprise has no such order. */
  one(tenantId: string, id: string, field: string): Promise<ReportOrder>;
  /** Orders whose code contains `keyword` (all when blank), newest first, at most `limit`. */
  search(tenantId: string, keyword: string | undefined, limit: number): Promise<ReportOrder[]>;
  /**
   * Orders planned from `startDate` to `endDate` (plan date, both included) on these lines (all
   * when none), by plan date, at most `limit`.
   */
  planned(tenantId: string, range: PlanRange, limit: number): Promise<ReportOrder[]>;
  /** Plan quantity of every order of the range per plan date and line, summed by the database. */
  planTotals(tenantId: string, range: PlanRange): Promise<DayLinePlan[]>;
  /** Codes of orders by id (orders gone are left out). */
  codes(tenantId: string, ids: readonly string[]): Promise<Map<string, string>>;
}

/** The source over the work-orders area (`deps.workOrders`: its service and plan figures). */
export function workOrderSource(
  workOrders: Pick<WorkOrderService, 'detail' | 'page'>,
  planFigures: Pick<WorkOrderPlanFigures, 'firstPlanned' | 'byDayLine'>,
  references: ReferenceRegistry,
): ReportOrderSource {
  const narrow = (order: WorkOrder): ReportOrder => ({
    id: order.id,
    code: order.code,
    status: order.status,
    productId: order.productId,
    productCode: order.productCode,
    productName: order.productName,
    lineId: order.lineId,
    lineCode: order.lineCode,
    lineName: order.lineName,
    routingId: order.routingId,
    routingVersionId: order.routingVersionId,
    routingVersionNo: order.routingVersionNo,
    planDate: order.planDate,
    planQuantity: order.planQuantity,
    goodQuantity: order.goodQuantity,
  });
  return {
    async one(tenantId, id, field) {
      // A 400 naming the field for an unknown (or another enterprise's) order; locked against deletion.
      await references.resolveOne(tenantId, 'workOrder', id, field);
      return narrow(await workOrders.detail(tenantId, id));
    },
    async search(tenantId, keyword, limit) {
      const page = await workOrders.page(tenantId, {
        pageNo: 1,
        pageSize: limit,
        sortField: 'createdAt',
        sortOrder: 'descend',
        code: keyword || undefined,
        scope: 'all',
      });
      return page.rows.map(narrow);
    },
    async planned(tenantId, range, limit) {
      return (await planFigures.firstPlanned(tenantId, range, limit)).map(narrow);
    },
    planTotals: (tenantId, range) => planFigures.byDayLine(tenantId, range),
    async codes(tenantId, ids) {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return new Map();
      const found = await references.options(tenantId, { kind: 'workOrder', ids: wanted, limit: wanted.length });
      return new Map(found.map((ref) => [ref.id, ref.code]));
    },
  };
}
