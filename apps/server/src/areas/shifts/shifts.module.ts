import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { MasterDataContext } from '../references/master-data-context.js';

/** Shifts, shift regimes, time ranges and the shift resolver: builds the area's services, registers its reference providers and routes. */
export function createShiftsArea(_ctx: MasterDataContext) {
  return {
    register(_app: FastifyInstance, _guards: RouteGuards): void {},
  };
}
