import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { createProductionArea } from '../production/production.module.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import type { createWorkOrdersArea } from '../work-orders/work-orders.module.js';

/** What production reporting is built from besides the shared context. */
export interface ReportsDeps {
  workOrders: ReturnType<typeof createWorkOrdersArea>;
  production: ReturnType<typeof createProductionArea>;
}

/** Production reports (report records) and their analysis: output, first-pass yield, defect Pareto, plan versus actual. */
export function createReportsArea(_ctx: MasterDataContext, _deps: ReportsDeps) {
  return {
    register(_app: FastifyInstance, _guards: RouteGuards): void {},
    /** Demo report records (after production). */
    async seedDemo(_tenantId: string): Promise<void> {},
  };
}
