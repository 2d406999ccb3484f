import { referenceApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';

/** Pickers of master data: any signed-in user of the enterprise may look records up. */
export function registerReferenceRoutes(app: FastifyInstance, guards: RouteGuards, references: ReferenceRegistry) {
  registerRoute(app, guards, referenceApi.options, ({ auth, query }) => references.options(auth.tenantId, query));
}
