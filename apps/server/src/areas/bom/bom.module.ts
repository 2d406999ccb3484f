import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { MasterDataContext } from '../references/master-data-context.js';

/** Bills of materials and scan configurations per product and process: builds the area's services, registers its reference providers and routes. */
export function createBomArea(_ctx: MasterDataContext) {
  return {
    register(_app: FastifyInstance, _guards: RouteGuards): void {},
  };
}
