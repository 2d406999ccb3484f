import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { createProcessesArea } from '../processes/processes.module.js';
import type { MasterDataContext } from '../references/master-data-context.js';

/** What the work-orders area is built from besides the shared context. */
export interface WorkOrdersDeps {
  processes: ReturnType<typeof createProcessesArea>;
}

/** Production plans and work orders: the state machine, batch actions, import and export. */
export function createWorkOrdersArea(_ctx: MasterDataContext, _deps: WorkOrdersDeps) {
  return {
    register(_app: FastifyInstance, _guards: RouteGuards): void {},
    /** Demo plans and orders in every state (after the master data). */
    async seedDemo(_tenantId: string): Promise<void> {},
  };
}
