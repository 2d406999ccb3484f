import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { MasterDataContext } from '../references/master-data-context.js';

/** Print templates, the label designer, PDF/ZPL output and the print queue: builds the area's services, registers its reference providers and routes. */
export function createLabelsArea(_ctx: MasterDataContext) {
  return {
    register(_app: FastifyInstance, _guards: RouteGuards): void {},
  };
}
