import { dictionaryTypeApi, dictionaryValueApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import { dictionaryMessages } from './dictionaries.messages.js';
import { DictionaryService } from './dictionary.service.js';

/** Data dictionaries (types and their items), cached per process and refreshed over the bus. */
export function createDictionariesModule(deps: { db: Database; bus: EventBus; references: ReferenceRegistry }) {
  registerAreaMessages(dictionaryMessages);
  const dictionaries = new DictionaryService(deps.db, deps.references, deps.bus);
  return {
    dictionaries,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerRoute(app, guards, dictionaryTypeApi.dropDown, ({ auth, request }) =>
        dictionaries.dropDown(auth.tenantId, requestLanguage(request)),
      );
      registerRoute(app, guards, dictionaryTypeApi.tree, ({ auth, request }) =>
        dictionaries.tree(auth.tenantId, requestLanguage(request)),
      );
      registerResourceRoutes(app, guards, dictionaryTypeApi, dictionaries.types);
      registerRoute(app, guards, dictionaryValueApi.list, ({ auth, query, request }) =>
        dictionaries.items(auth.tenantId, query.typeCode, requestLanguage(request)),
      );
      registerResourceRoutes(app, guards, dictionaryValueApi, dictionaries.values);
    },
  };
}
