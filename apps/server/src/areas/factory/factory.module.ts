import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { MasterDataContext } from '../references/master-data-context.js';

/** Workshops, production lines and workstations (spec 001 §3), kept as organisations of the organisation tree: builds the area's services, registers its reference providers and routes. */
export function createFactoryArea(_ctx: MasterDataContext) {
  return {
    register(_app: FastifyInstance, _guards: RouteGuards): void {},
  };
}
