import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import { ParameterRepository } from './parameter.repository.js';
import { registerParameterRoutes } from './parameter.routes.js';
import { ParameterService } from './parameter.service.js';
import { parameterMessages } from './parameters.messages.js';

/** System parameters (each enterprise's settings), cached per process and refreshed over the bus. */
export function createParametersModule(deps: { db: Database; bus: EventBus }) {
  registerAreaMessages(parameterMessages);
  const parameters = new ParameterService(deps.db, new ParameterRepository(deps.db), deps.bus);
  return {
    parameters,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerParameterRoutes(app, guards, parameters);
    },
  };
}
