import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { createBarcodesArea } from '../barcodes/barcodes.module.js';
import type { createBomArea } from '../bom/bom.module.js';
import type { createFactoryArea } from '../factory/factory.module.js';
import type { createProcessesArea } from '../processes/processes.module.js';
import type { createQualityArea } from '../quality/quality.module.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import type { createShiftsArea } from '../shifts/shifts.module.js';
import type { createWorkOrdersArea } from '../work-orders/work-orders.module.js';
import { ProductionStats } from './production-stats.js';
import { createTraceArea } from './trace.module.js';

/** What production execution is built from besides the shared context. */
export interface ProductionDeps {
  factory: ReturnType<typeof createFactoryArea>;
  shifts: ReturnType<typeof createShiftsArea>;
  processes: ReturnType<typeof createProcessesArea>;
  bom: ReturnType<typeof createBomArea>;
  quality: ReturnType<typeof createQualityArea>;
  barcodes: ReturnType<typeof createBarcodesArea>;
  workOrders: ReturnType<typeof createWorkOrdersArea>;
}

/** Production execution: station scanning, units, packing, repair, traceability and recall. */
export function createProductionArea(ctx: MasterDataContext, _deps: ProductionDeps) {
  // Traceability, recall, WIP and the scan_events partitions (trace.module.ts).
  const traceArea = createTraceArea(ctx, { workOrders: _deps.workOrders.workOrders });
  return {
    trace: traceArea.trace,
    partitions: traceArea.partitions,
    /** Read-only figures over the production tables for the reports area's analysis. */
    stats: new ProductionStats(ctx.db, async (tenantId) =>
      (await _deps.processes.processes.list(tenantId, { counting: true })).map((process) => process.id),
    ),
    register(app: FastifyInstance, guards: RouteGuards): void {
      traceArea.register(app, guards);
    },
    /** Demo units scanned through their routings (after the work orders). */
    async seedDemo(_tenantId: string): Promise<void> {},
  };
}
