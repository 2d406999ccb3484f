import {
  type ProductionPlan,
  type ProductionPlanImportRow,
  type planGenerateSchema,
  type productionPlanAddSchema,
  type productionPlanEditSchema,
  splitQuantity,
  type WorkOrder,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import type { PlanResource } from './plan.resource.js';
import type { WorkOrderRepository } from './work-order.repository.js';
import type { WorkOrderService } from './work-order.service.js';

type AddInput = z.output<typeof productionPlanAddSchema>;
type EditInput = z.output<typeof productionPlanEditSchema>;
type GenerateInput = z.output<typeof planGenerateSchema>;

/**
 * Production plans: what to make of a product by when. Work orders are made from a plan
 * ("generate work orders" or an order's plan field); the plan's ordered quantity is the sum of
 * its orders' plan quantities and never passes the plan's quantity.
 */
export class PlanService {
  constructor(
    private readonly db: Database,
    /** Page, detail, delete and export: the resource kit's; add and edit go through the numbering below. */
    readonly resource: PlanResource,
    private readonly orders: WorkOrderRepository,
    private readonly workOrders: WorkOrderService,
  ) {}

  /** Adds a plan; a blank code is numbered (`PP` + today + the day's count). */
  add(tenantId: string, input: AddInput, createdBy: string | null = null): Promise<ProductionPlan> {
    return this.db.tenant(tenantId, async () => {
      const code =
        input.code ||
        (await this.workOrders.generateCode(
          tenantId,
          'PP',
          async (code) => !!(await this.resource.findByCode(tenantId, code)),
        ));
      return this.resource.add(tenantId, { ...input, code, createdBy });
    });
  }

  /** Edits an open plan; a blank code keeps the plan's. */
  edit(tenantId: string, input: EditInput): Promise<ProductionPlan> {
    return this.db.tenant(tenantId, async () => {
      const code = input.code || ((await this.resource.repo.findById(tenantId, input.id))?.code ?? '');
      return this.resource.edit(tenantId, { ...input, code });
    });
  }

  close(tenantId: string, id: string): Promise<ProductionPlan> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.resource.repo.findById(tenantId, id, 'update');
      if (!row) throw notFound();
      if (row.status === 'closed') throw conflict('workOrders.plan.closed', { code: row.code });
      return this.resource.change(tenantId, id, { status: 'closed' });
    });
  }

  /**
   * Work orders from an open plan: `count` orders splitting what is left, or the given
   * quantities; order i goes on `lineIds[i]` (the last line given repeats; the plan's line when
   * none). Refused as a whole when the quantities pass what is left to order.
   */
  generate(tenantId: string, input: GenerateInput, createdBy: string | null): Promise<WorkOrder[]> {
    return this.db.tenant(tenantId, async () => {
      const plan = await this.resource.repo.findById(tenantId, input.id, 'update');
      if (!plan) throw notFound();
      if (plan.status === 'closed') throw conflict('workOrders.plan.closed', { code: plan.code });
      const ordered = (await this.orders.planTotals(tenantId, [plan.id])).get(plan.id)?.quantity ?? 0;
      const remaining = plan.planQuantity - ordered;
      if (remaining <= 0) throw conflict('workOrders.plan.nothingLeft', { code: plan.code });
      const quantities = input.quantities ?? splitQuantity(remaining, input.count ?? 1);
      const requested = quantities.reduce((sum, quantity) => sum + quantity, 0);
      if (requested > remaining)
        throw conflict('workOrders.planExceeded', {
          plan: plan.code,
          remaining,
          planQuantity: plan.planQuantity,
          ordered,
          requested,
        });
      const lines = input.lineIds.length > 0 ? input.lineIds : plan.lineId ? [plan.lineId] : [];
      if (lines.length === 0)
        throw invalid('error.validation.field', {
          field: 'lineIds',
          reason: { messageKey: 'error.validation.required' },
        });
      const created: WorkOrder[] = [];
      for (const [index, quantity] of quantities.entries()) {
        created.push(
          await this.workOrders.add(
            tenantId,
            {
              type: input.type,
              productId: plan.productId,
              lineId: lines[Math.min(index, lines.length - 1)]!,
              planQuantity: quantity,
              planDate: input.planDate ?? plan.startDate,
              salesOrder: plan.salesOrder,
              notes: null,
              planId: plan.id,
            },
            createdBy,
          ),
        );
      }
      return created;
    });
  }

  /** One imported plan row: product and line by name or code. */
  importRow(tenantId: string, row: ProductionPlanImportRow, createdBy: string | null): Promise<ProductionPlan> {
    return this.db.tenant(tenantId, async () => {
      if (row.endDate < row.startDate) throw invalid('workOrders.plan.endBeforeStart', { field: 'endDate' });
      const product = await this.workOrders.byName(tenantId, 'product', row.productName, 'productName');
      const line = row.lineName ? await this.workOrders.byName(tenantId, 'line', row.lineName, 'lineName') : null;
      return this.add(
        tenantId,
        {
          code: row.code,
          productId: product.id,
          lineId: line?.id ?? null,
          planQuantity: row.planQuantity,
          startDate: row.startDate,
          endDate: row.endDate,
          salesOrder: row.salesOrder ?? null,
          notes: row.notes ?? null,
        },
        createdBy,
      );
    });
  }
}
