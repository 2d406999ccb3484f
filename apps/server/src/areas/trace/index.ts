import type { OrderProgress } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { traceMessages } from './trace.messages.js';
import { registerTraceRoutes } from './trace.routes.js';
import { type TraceDeps, type TraceOrderInfo, TraceService } from './trace.service.js';

/** What trace takes from the work-orders and processes areas (wired by app.ts). */
export interface TraceSources {
  /** The work-orders area's `progress(tenantId, ids)`: code, status, product and plan of orders. */
  workOrders: { progress(tenantId: string, ids: readonly string[]): Promise<OrderProgress[]> };
  /** The work-orders area's `forScan` (routing and pinned version of an order). */
  scanOrders: {
    forScan(
      tenantId: string,
      id: string,
    ): Promise<{ routingId: string; routingVersionId: string | null; routingVersionNo: number | null } | null>;
  };
  /** The processes area's routings: `detail(tenantId, routingId, versionNo)` lists a version's steps. */
  routings: {
    detail(
      tenantId: string,
      id: string,
      versionNo?: number,
    ): Promise<{ versionId: string; steps: { stepNo: number; processId: string; repair: boolean }[] }>;
  };
}

type Step = { stepNo: number; processId: string; repair: boolean };
/** Pinned routing versions never change: their steps are kept (bounded). */
const STEPS_CACHE_MAX = 2_000;

/** Traceability, recall and work in progress over the scans the stations area records. */
export function createTraceModule(ctx: MasterDataContext, sources: TraceSources) {
  registerAreaMessages(traceMessages);
  const { db, references } = ctx;
  // Orders by id from the work-orders area; by code through the reference registry.
  const orders: TraceDeps['orders'] = {
    async byIds(tenantId, ids) {
      const rows = await sources.workOrders.progress(tenantId, ids);
      return rows.map(
        (row): TraceOrderInfo => ({
          id: row.id,
          code: row.code,
          type: row.type,
          status: row.status,
          planQuantity: row.planQuantity,
          productId: row.productId,
          lineId: row.lineId,
        }),
      );
    },
    async byCode(tenantId, code) {
      const ref = await references.findByCode(tenantId, 'workOrder', code);
      return ref ? (await this.byIds(tenantId, [ref.id]))[0] : undefined;
    },
  };
  const versionSteps = new Map<string, Step[]>();
  const stepsOfOrders = async (tenantId: string, orderIds: readonly string[]) => {
    const result = new Map<string, Step[]>();
    for (const orderId of orderIds) {
      const order = await sources.scanOrders.forScan(tenantId, orderId);
      if (!order?.routingVersionId || order.routingVersionNo === null) continue;
      const key = `${tenantId}:${order.routingVersionId}`;
      let steps = versionSteps.get(key);
      if (!steps) {
        // A routing the order names that no longer answers (not found) leaves its steps unnamed.
        const detail = await sources.routings
          .detail(tenantId, order.routingId, order.routingVersionNo)
          .catch(() => null);
        if (detail?.versionId !== order.routingVersionId) continue;
        steps = detail.steps.map((step) => ({ stepNo: step.stepNo, processId: step.processId, repair: step.repair }));
        if (versionSteps.size >= STEPS_CACHE_MAX) versionSteps.clear();
        versionSteps.set(key, steps);
      }
      result.set(order.routingVersionId, steps);
    }
    return result;
  };
  const service = new TraceService(db, {
    references,
    // Operators who have been deleted since keep their names in the records of what they did.
    userNames: (tenantId, ids) => ctx.organisations.userNamesEver(tenantId, ids),
    orders,
    steps: { ofOrders: stepsOfOrders },
  });

  return {
    trace: service,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerTraceRoutes(app, guards, service, (tenantId, userId) => ctx.timeZones.effective(tenantId, userId));
    },
  };
}
