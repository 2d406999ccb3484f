import {
  type PlanStatus,
  type ProductionPlan,
  type productionPlanAddSchema,
  WORK_ORDER_EXPORT_MAX,
} from '@takt/contracts';
import { desc, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid } from '../../platform/errors.js';
import { lookupRefs } from '../../platform/references/ref-lookup.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { ResourceExport } from '../../platform/resources/resource.routes.js';
import { ResourceService, timesDto } from '../../platform/resources/resource.service.js';
import type { WorkOrderRepository } from './work-order.repository.js';
import { productionPlans } from './work-orders.table.js';

/** A plan as the kit saves it: the code given or numbered, and who adds it. */
export type PlanInput = Omit<z.output<typeof productionPlanAddSchema>, 'code'> & {
  code: string;
  createdBy?: string | null;
};

/**
 * Production plans on the resource kit: what to make of a product by when, newest first. An open
 * plan is edited within what its orders need (their product, their quantities); one that orders
 * were made from is not deleted.
 */
export function createPlans(db: Database, references: ReferenceRegistry, orders: WorkOrderRepository) {
  return new ResourceService<typeof productionPlans, ProductionPlan, PlanInput>(db, references, {
    table: productionPlans,
    codeTaken: 'workOrders.plan.codeTaken',
    contains: { code: productionPlans.code, salesOrder: productionPlans.salesOrder },
    equals: { productId: productionPlans.productId, lineId: productionPlans.lineId, status: productionPlans.status },
    conditions: (query) => [
      query.startDateFrom ? gte(productionPlans.startDate, query.startDateFrom as string) : undefined,
      query.startDateTo ? lte(productionPlans.startDate, query.startDateTo as string) : undefined,
    ],
    sortable: {
      planQuantity: productionPlans.planQuantity,
      orderedQuantity: productionPlans.orderedQuantity,
      startDate: productionPlans.startDate,
      endDate: productionPlans.endDate,
      status: productionPlans.status,
    },
    leadingOrder: [desc(productionPlans.createdAt)],
    exportMax: WORK_ORDER_EXPORT_MAX,
    values: async (tenantId, input, current) => {
      if (current?.status === 'closed') throw conflict('workOrders.plan.closed', { code: current.code });
      await references.resolveOne(tenantId, 'product', input.productId, 'productId');
      if (input.lineId) await references.resolveOne(tenantId, 'line', input.lineId, 'lineId');
      const ordered = current && (await orders.planTotals(tenantId, [current.id])).get(current.id);
      if (ordered && ordered.count > 0 && input.productId !== current.productId)
        throw conflict('workOrders.plan.productFixed', { code: current.code });
      if (ordered && input.planQuantity < ordered.quantity)
        throw invalid('workOrders.plan.belowOrdered', { field: 'planQuantity', ordered: ordered.quantity });
      return {
        productId: input.productId,
        lineId: input.lineId ?? null,
        planQuantity: input.planQuantity,
        startDate: input.startDate,
        endDate: input.endDate,
        salesOrder: input.salesOrder || null,
        notes: input.notes || null,
        ...(!current && { status: 'open' satisfies PlanStatus, createdBy: input.createdBy ?? null }),
      };
    },
    beforeDelete: async (tenantId, row) => {
      const totals = (await orders.planTotals(tenantId, [row.id])).get(row.id);
      if (totals && totals.count > 0) throw conflict('workOrders.plan.hasOrders', { code: row.code });
    },
    toDtos: async (tenantId, rows) => {
      const products = await lookupRefs(
        references,
        tenantId,
        'product',
        rows.map((row) => row.productId),
      );
      const lines = await lookupRefs(
        references,
        tenantId,
        'line',
        rows.map((row) => row.lineId),
      );
      const totals = await orders.planTotals(
        tenantId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => {
        const line = row.lineId ? lines.get(row.lineId) : undefined;
        return {
          id: row.id,
          code: row.code,
          productId: row.productId,
          productCode: products.get(row.productId)?.code ?? row.productId,
          productName: products.get(row.productId)?.name ?? '',
          lineId: row.lineId,
          lineCode: row.lineId ? (line?.code ?? row.lineId) : null,
          lineName: row.lineId ? (line?.name ?? '') : null,
          planQuantity: row.planQuantity,
          orderedQuantity: totals.get(row.id)?.quantity ?? 0,
          orderCount: totals.get(row.id)?.count ?? 0,
          startDate: row.startDate,
          endDate: row.endDate,
          status: row.status as PlanStatus,
          salesOrder: row.salesOrder,
          notes: row.notes,
          ...timesDto(row),
        };
      });
    },
  });
}

export type PlanResource = ReturnType<typeof createPlans>;

/** The plans' export sheet. */
export const planExport: ResourceExport<ProductionPlan> = {
  sheet: 'workOrders.plan.sheet',
  fileName: 'production-plans',
  columns: [
    { header: 'workOrders.plan.col.code', width: 20, value: (row) => row.code },
    { header: 'workOrders.col.productCode', width: 16, value: (row) => row.productCode },
    { header: 'workOrders.col.productName', width: 24, value: (row) => row.productName },
    { header: 'workOrders.plan.col.lineName', width: 20, value: (row) => row.lineName },
    { header: 'workOrders.col.planQuantity', width: 12, value: (row) => row.planQuantity },
    { header: 'workOrders.plan.col.orderedQuantity', width: 12, value: (row) => row.orderedQuantity },
    { header: 'workOrders.plan.col.startDate', width: 12, value: (row) => row.startDate },
    { header: 'workOrders.plan.col.endDate', width: 12, value: (row) => row.endDate },
    { header: 'workOrders.col.status', width: 10, value: (row, text) => text(`workOrders.plan.status.${row.status}`) },
    { header: 'workOrders.col.salesOrder', width: 16, value: (row) => row.salesOrder },
    { header: 'workOrders.col.notes', width: 30, value: (row) => row.notes },
  ],
};
