import { sysParamApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import { ParameterService } from './parameter.service.js';
import { parameterMessages } from './parameters.messages.js';

/** System parameters (each enterprise's settings), cached per process and refreshed over the bus. */
export function createParametersModule(deps: { db: Database; bus: EventBus; references: ReferenceRegistry }) {
  registerAreaMessages(parameterMessages);
  const parameters = new ParameterService(deps.db, deps.references, deps.bus);
  return {
    parameters,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerResourceRoutes(app, guards, sysParamApi, parameters.resource);
      registerRoute(app, guards, sysParamApi.value, ({ auth, query }) =>
        parameters.publicValue(auth.tenantId, query.code),
      );
    },
  };
}
