import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { MasterDataContext } from '../references/master-data-context.js';

/** Units, materials, product types, products, BOMs and scan configurations: builds the area's services, registers its reference providers and routes. */
export function createMaterialsArea(_ctx: MasterDataContext) {
  return {
    register(_app: FastifyInstance, _guards: RouteGuards): void {},
  };
}
