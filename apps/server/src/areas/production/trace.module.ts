import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { ScanEventPartitionKeeper } from './scan-event-partitions.js';
import { registerTraceRoutes } from './trace.routes.js';
import { type TraceDeps, type TraceOrderInfo, TraceService } from './trace.service.js';

const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** What trace takes from the work-orders and processes areas (wired by the production module). */
export interface TraceSources {
  orders?: TraceDeps['orders'];
  steps?: TraceDeps['steps'];
}

/**
 * Traceability, recall, work in progress and the scan-event partitions: part of the production
 * area, built and registered by its module.
 */
export function createTraceArea(ctx: MasterDataContext, sources: TraceSources = {}) {
  const { db, references } = ctx;
  // Until the work-orders area answers with more, an order is known by its code through the registry.
  const registryOrders: TraceDeps['orders'] = {
    async byIds(tenantId, ids) {
      const refs = await references.options(tenantId, { kind: 'workOrder', ids: [...ids], limit: ids.length });
      return refs.map(
        (ref): TraceOrderInfo => ({
          id: ref.id,
          code: ref.code,
          type: null,
          status: null,
          planQuantity: null,
          productId: null,
          lineId: null,
        }),
      );
    },
    async byCode(tenantId, code) {
      const ref = await references.findByCode(tenantId, 'workOrder', code);
      return ref ? (await this.byIds(tenantId, [ref.id]))[0] : undefined;
    },
  };
  const service = new TraceService(db, {
    references,
    userNames: (tenantId, ids) => ctx.organisations.userNames(tenantId, ids),
    orders: sources.orders ?? registryOrders,
    steps: sources.steps ?? { ofVersions: async () => new Map() },
  });
  const partitions = new ScanEventPartitionKeeper(db, ctx.log);
  const timeZoneOf = async (tenantId: string) =>
    (await ctx.parameters.value(tenantId, 'mes.timezone')) || DEFAULT_TIME_ZONE;

  return {
    trace: service,
    /** `partitions.ensureNow()`: resolves once this month's partitions exist (a seed scanning at start-up may wait for it). */
    partitions,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerTraceRoutes(app, guards, service, timeZoneOf);
      app.addHook('onReady', async () => {
        await partitions.ensureNow();
        partitions.start();
      });
      app.addHook('onClose', () => partitions.stop());
    },
  };
}
