import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { registerReferenceRoutes } from './reference.routes.js';
import { referenceMessages } from './references.messages.js';

/**
 * The references area: the routes that read the platform's reference registry (which areas
 * fill at start-up, so each can find and keep the records of another without its tables).
 */
export function createReferencesModule(deps: { references: ReferenceRegistry }) {
  registerAreaMessages(referenceMessages);
  return {
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerReferenceRoutes(app, guards, deps.references);
    },
  };
}
