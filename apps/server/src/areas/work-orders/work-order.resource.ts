import { WORK_ORDER_EXPORT_MAX, type WorkOrder, type WorkOrderStatus, type workOrderAddSchema } from '@takt/contracts';
import { and, desc, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { type ResourceDef, ResourceService } from '../../platform/resources/resource.service.js';
import { workOrders } from './work-orders.table.js';

/** An order as the kit saves it: the code given or numbered, and who adds it. */
export type OrderInput = Omit<z.output<typeof workOrderAddSchema>, 'code'> & {
  code: string;
  createdBy?: string | null;
};

/** What the work-order service decides: the checked fields, the plans beside the row, the answer, the hub. */
type OrderHooks = Pick<
  ResourceDef<typeof workOrders, WorkOrder, OrderInput>,
  'values' | 'afterSave' | 'toDtos' | 'onChanged'
>;

const FINISHED: WorkOrderStatus[] = ['completed', 'closed'];
const OPEN: WorkOrderStatus[] = ['initial', 'issued', 'in_production', 'paused'];

/**
 * Work orders' list, records and saves on the resource kit, newest first. Scope `current`: open
 * orders, and completed or closed ones that finished since the start of today in the query's
 * `timeZone` (the enterprise's, added by the service; computed by the database's clock).
 */
export function createWorkOrders(db: Database, references: ReferenceRegistry, hooks: OrderHooks) {
  return new ResourceService<typeof workOrders, WorkOrder, OrderInput>(db, references, {
    table: workOrders,
    codeTaken: 'workOrders.codeTaken',
    contains: { code: workOrders.code, salesOrder: workOrders.salesOrder },
    equals: {
      productId: workOrders.productId,
      lineId: workOrders.lineId,
      planId: workOrders.planId,
      type: workOrders.type,
    },
    conditions: (query) => {
      const status = query.status as WorkOrderStatus[] | undefined;
      const timeZone = query.timeZone as string;
      const startOfToday = sql`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`;
      return [
        status && status.length > 0 ? inArray(workOrders.status, status) : undefined,
        query.planDateFrom ? gte(workOrders.planDate, query.planDateFrom as string) : undefined,
        query.planDateTo ? lte(workOrders.planDate, query.planDateTo as string) : undefined,
        query.scope === 'current'
          ? or(
              inArray(workOrders.status, OPEN),
              and(inArray(workOrders.status, FINISHED), gte(workOrders.finishedAt, startOfToday)),
            )
          : undefined,
      ];
    },
    sortable: {
      type: workOrders.type,
      status: workOrders.status,
      planQuantity: workOrders.planQuantity,
      planDate: workOrders.planDate,
      goodQuantity: workOrders.goodQuantity,
      updatedAt: workOrders.updatedAt,
    },
    leadingOrder: [desc(workOrders.createdAt)],
    exportMax: WORK_ORDER_EXPORT_MAX,
    ...hooks,
  });
}
