import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { MasterDataContext } from '../references/master-data-context.js';

/** The quality catalogue: defect types, bad phenomena, causes, responsible units, solutions: builds the area's services, registers its reference providers and routes. */
export function createQualityArea(_ctx: MasterDataContext) {
  return {
    register(_app: FastifyInstance, _guards: RouteGuards): void {},
  };
}
