import {
  type CodedRef,
  type PageResult,
  type PlanStatus,
  type ProductionPlan,
  type ProductionPlanImportRow,
  type planGenerateSchema,
  type productionPlanAddSchema,
  type productionPlanEditSchema,
  type productionPlanListQuerySchema,
  type productionPlanPageQuerySchema,
  splitQuantity,
  WORK_ORDER_EXPORT_MAX,
  type WorkOrder,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { PlanRepository, PlanRow } from './plan.repository.js';
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
    private readonly repo: PlanRepository,
    private readonly orders: WorkOrderRepository,
    private readonly workOrders: WorkOrderService,
    private readonly references: ReferenceRegistry,
  ) {}

  page(tenantId: string, query: z.output<typeof productionPlanPageQuerySchema>): Promise<PageResult<ProductionPlan>> {
    return this.db.tenant(tenantId, async () => {
      const { rows, totalRows } = await this.repo.page(tenantId, query);
      return { rows: await this.toDtos(tenantId, rows), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
    });
  }

  detail(tenantId: string, id: string): Promise<ProductionPlan> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id);
      if (!row) throw notFound();
      return (await this.toDtos(tenantId, [row]))[0]!;
    });
  }

  exportRows(tenantId: string, query: z.output<typeof productionPlanListQuerySchema>): Promise<ProductionPlan[]> {
    return this.db.tenant(tenantId, async () =>
      this.toDtos(tenantId, await this.repo.list(tenantId, query, WORK_ORDER_EXPORT_MAX)),
    );
  }

  add(tenantId: string, input: AddInput, createdBy: string | null = null): Promise<ProductionPlan> {
    return this.db.tenant(tenantId, async () => {
      await this.checkRefs(tenantId, input);
      const code =
        input.code ||
        (await this.workOrders.generateCode(
          tenantId,
          'PP',
          async (code) => !!(await this.repo.findByCode(tenantId, code)),
        ));
      if (input.code) await this.assertCodeFree(tenantId, code);
      const row = await this.repo.insert(tenantId, {
        code,
        productId: input.productId,
        lineId: input.lineId ?? null,
        planQuantity: input.planQuantity,
        startDate: input.startDate,
        endDate: input.endDate,
        salesOrder: input.salesOrder || null,
        notes: input.notes || null,
        status: 'open',
        createdBy,
      });
      return (await this.toDtos(tenantId, [row]))[0]!;
    });
  }

  edit(tenantId: string, input: EditInput): Promise<ProductionPlan> {
    return this.db.tenant(tenantId, async () => {
      const current = await this.repo.findById(tenantId, input.id, { lock: true });
      if (!current) throw notFound();
      if (current.status === 'closed') throw conflict('workOrders.plan.closed', { code: current.code });
      await this.checkRefs(tenantId, input);
      const code = input.code || current.code;
      if (code !== current.code) await this.assertCodeFree(tenantId, code, current.id);
      const ordered = (await this.orders.planTotals(tenantId, [current.id])).get(current.id);
      if (ordered && ordered.count > 0 && input.productId !== current.productId)
        throw conflict('workOrders.plan.productFixed', { code: current.code });
      if (ordered && input.planQuantity < ordered.quantity)
        throw invalid('workOrders.plan.belowOrdered', { field: 'planQuantity', ordered: ordered.quantity });
      const row = await this.repo.update(tenantId, current.id, {
        code,
        productId: input.productId,
        lineId: input.lineId ?? null,
        planQuantity: input.planQuantity,
        startDate: input.startDate,
        endDate: input.endDate,
        salesOrder: input.salesOrder || null,
        notes: input.notes || null,
      });
      return (await this.toDtos(tenantId, [row!]))[0]!;
    });
  }

  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id, { lock: true });
      if (!row) throw notFound();
      const totals = (await this.orders.planTotals(tenantId, [id])).get(id);
      if (totals && totals.count > 0) throw conflict('workOrders.plan.hasOrders', { code: row.code });
      await this.repo.delete(tenantId, id);
    });
  }

  close(tenantId: string, id: string): Promise<ProductionPlan> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id, { lock: true });
      if (!row) throw notFound();
      if (row.status === 'closed') throw conflict('workOrders.plan.closed', { code: row.code });
      const updated = await this.repo.update(tenantId, id, { status: 'closed' satisfies PlanStatus });
      return (await this.toDtos(tenantId, [updated!]))[0]!;
    });
  }

  /**
   * Work orders from an open plan: `count` orders splitting what is left, or the given
   * quantities; order i goes on `lineIds[i]` (the last line given repeats; the plan's line when
   * none). Refused as a whole when the quantities pass what is left to order.
   */
  generate(tenantId: string, input: GenerateInput, createdBy: string | null): Promise<WorkOrder[]> {
    return this.db.tenant(tenantId, async () => {
      const plan = await this.repo.findById(tenantId, input.id, { lock: true });
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

  private async assertCodeFree(tenantId: string, code: string, exceptId?: string) {
    const existing = await this.repo.findByCode(tenantId, code);
    if (existing && existing.id !== exceptId) throw conflict('workOrders.plan.codeTaken', { field: 'code', code });
  }

  private async checkRefs(tenantId: string, input: { productId: string; lineId?: string | null }) {
    await this.references.resolveOne(tenantId, 'product', input.productId, 'productId');
    if (input.lineId) await this.references.resolveOne(tenantId, 'line', input.lineId, 'lineId');
  }

  private async lookup(tenantId: string, kind: 'product' | 'line', ids: readonly (string | null)[]) {
    const wanted = [...new Set(ids.filter((id): id is string => !!id))];
    if (wanted.length === 0) return new Map<string, CodedRef>();
    const found = await this.references.options(tenantId, { kind, ids: wanted, limit: wanted.length });
    return new Map(found.map((ref) => [ref.id, ref]));
  }

  private async toDtos(tenantId: string, rows: readonly PlanRow[]): Promise<ProductionPlan[]> {
    const products = await this.lookup(
      tenantId,
      'product',
      rows.map((row) => row.productId),
    );
    const lines = await this.lookup(
      tenantId,
      'line',
      rows.map((row) => row.lineId),
    );
    const totals = await this.orders.planTotals(
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
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }
}
