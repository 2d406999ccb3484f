import type { CodedRef } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { createMaterialsModule } from '../materials/index.js';
import type { createProcessesModule } from '../processes/index.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { PlanRepository, type PlanRow } from './plan.repository.js';
import { createPlans } from './plan.resource.js';
import { PlanService } from './plan.service.js';
import { WorkOrderPlanFigures } from './plan-figures.js';
import { WorkOrderRepository, type WorkOrderRow } from './work-order.repository.js';
import { WorkOrderService } from './work-order.service.js';
import { workOrdersMessages } from './work-orders.messages.js';
import { registerWorkOrderRoutes } from './work-orders.routes.js';
import { seedWorkOrdersDemo } from './work-orders.seed.js';
import { productionPlans, workOrders as workOrderTable } from './work-orders.table.js';

/** What the work-orders area is built from besides the shared context. */
export interface WorkOrdersDeps {
  processes: ReturnType<typeof createProcessesModule>;
  materials: ReturnType<typeof createMaterialsModule>;
}

const orderRef = (row: WorkOrderRow): CodedRef => ({ id: row.id, code: row.code, name: row.planDate });
const planRef = (row: PlanRow): CodedRef => ({ id: row.id, code: row.code, name: `${row.startDate} – ${row.endDate}` });

/**
 * Production plans and work orders: the state machine, batch actions, import and export.
 *
 * `workOrders` is what production execution uses inside its scan transaction (every method
 * joins the caller's `db.tenant` transaction):
 * - `forScan(tenantId, id, {lock?})` → the order's status, product, line, routing, pinned
 *   routing version, plan quantity and counts, or null;
 * - `applyProgress(tenantId, id, {input?, good?, bad?, scrap?}, at?, {unitsOpen?, leftover?})` → one
 *   atomic UPDATE while the order is issued or in production (issued → in production on the
 *   first call; completes it when the setting `autoComplete` says so, and with `unitsOpen` only
 *   once none of its units is in process or in repair); null when not scannable; throws 422
 *   `workOrders.overProduction` when the setting forbids starting units beyond the plan; `at`
 *   (the scan's time, default now) stamps the start or completion; `leftover`: a completed
 *   order's remaining unit repaired or scrapped is counted, the order stays completed;
 * - `scanRefusal(status)` → the AppError to throw for a non-scannable status (closed: the spec's
 *   'This work order has been closed and cannot be operated again'), null when scannable;
 * - `progress(tenantId, ids)` → `OrderProgress[]` with product code and name;
 * - `openOnLine(tenantId, lineId)` → the issued, in-production and paused orders of a line;
 * - `settings(tenantId)` → box and carrier capacity and rules, autoComplete, allowOverProduction, autoAdvance.
 */
export function createWorkOrdersModule(ctx: MasterDataContext, deps: WorkOrdersDeps) {
  registerAreaMessages(workOrdersMessages);
  const { db, references } = ctx;
  const repo = new WorkOrderRepository(db);
  const planRepo = new PlanRepository(db);
  const planResource = createPlans(db, references, repo);
  const workOrders = new WorkOrderService(db, repo, planResource.repo, {
    references,
    routings: deps.processes.routings,
    products: deps.materials.services.products,
    parameters: ctx.parameters,
    hub: ctx.hub,
    bus: ctx.bus,
  });
  const plans = new PlanService(db, planResource, repo, workOrders);

  // An order issued on a routing version (and its units) pins it for good: edits make a new one.
  deps.processes.routings.onVersionInUse((tenantId, version) =>
    workOrders.pinsVersion(tenantId, version.routingId, version.versionId),
  );

  references.provide('workOrder', {
    byIds: async (tenantId, ids, options) => (await repo.findByIds(tenantId, ids, options?.lock)).map(orderRef),
    search: async (tenantId, keyword, limit) => (await repo.search(tenantId, keyword, limit)).map(orderRef),
    byCodes: async (tenantId, codes) => (await repo.findByCodes(tenantId, codes)).map(orderRef),
  });
  references.provide('productionPlan', {
    byIds: async (tenantId, ids, options) => (await planRepo.findByIds(tenantId, ids, options?.lock)).map(planRef),
    search: async (tenantId, keyword, limit) => (await planRepo.search(tenantId, keyword, limit)).map(planRef),
    byCodes: async (tenantId, codes) => (await planRepo.findByCodes(tenantId, codes)).map(planRef),
  });
  for (const [kind, column] of [
    ['product', workOrderTable.productId],
    ['line', workOrderTable.lineId],
    ['routing', workOrderTable.routingId],
  ] as const)
    references.usedBy(kind, 'workOrder', async (tenantId, id, limit) =>
      (await repo.usersOf(tenantId, column, id, limit)).map(orderRef),
    );
  for (const [kind, column] of [
    ['product', productionPlans.productId],
    ['line', productionPlans.lineId],
  ] as const)
    references.usedBy(kind, 'productionPlan', async (tenantId, id, limit) =>
      (await planRepo.usersOf(tenantId, column, id, limit)).map(planRef),
    );

  return {
    /** The service production execution calls (see above). */
    workOrders,
    plans,
    /** Plan quantities by day and line, and the orders of a plan-date range, for the reports area's analysis. */
    planFigures: new WorkOrderPlanFigures(db, workOrders),
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerWorkOrderRoutes(app, guards, { workOrders, plans });
    },
    /** Demo plans and orders in every state (after the master data); skips codes that exist. */
    seedDemo: (tenantId: string) => seedWorkOrdersDemo({ db, workOrders, plans, repo, references }, tenantId),
  };
}
