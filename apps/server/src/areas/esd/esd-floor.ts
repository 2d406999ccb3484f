import { esdFloorApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { ReadingStore } from '../../platform/devices/reading-store.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import type { FactoryService } from '../factory/factory.service.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { EsdBoardService } from './esd-board.service.js';
import { registerEsdHistoryRoutes } from './esd-history.routes.js';
import { EsdHistoryService } from './esd-history.service.js';
import { EsdInterlock, type StationEsdState } from './esd-interlock.js';

export interface EsdFloorDeps {
  factory: Pick<FactoryService, 'detail' | 'list'>;
  readings: Pick<ReadingStore, 'series'>;
  /** The ESD module's `stateOfStation`. */
  stateOfStation: StationEsdState;
}

/**
 * The ESD floor (issue 18): the board of a line's workstations, a collector's history and trend,
 * and the station scan interlock (`interlock.stateForScan`, given to the stations area).
 */
export function createEsdFloor(ctx: MasterDataContext, deps: EsdFloorDeps) {
  const board = new EsdBoardService(ctx.db, deps.factory);
  const history = new EsdHistoryService(ctx.db, deps.readings);
  const interlock = new EsdInterlock(ctx.parameters, deps.stateOfStation);
  return {
    interlock,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerRoute(app, guards, esdFloorApi.board, async ({ auth, query }) =>
        board.board({ tenantId: auth.tenantId, scope: await ctx.dataScopes.resolve(auth) }, query.lineId),
      );
      registerEsdHistoryRoutes(app, guards, history, (auth) => ctx.timeZones.effective(auth.tenantId, auth.userId));
    },
  };
}
