import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import { dictionaryMessages } from './dictionaries.messages.js';
import { DictionaryRepository } from './dictionary.repository.js';
import { registerDictionaryRoutes } from './dictionary.routes.js';
import { DictionaryService } from './dictionary.service.js';

/** Data dictionaries (types and their items), cached per process and refreshed over the bus. */
export function createDictionariesModule(deps: { db: Database; bus: EventBus }) {
  registerAreaMessages(dictionaryMessages);
  const dictionaries = new DictionaryService(deps.db, new DictionaryRepository(deps.db), deps.bus);
  return {
    dictionaries,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerDictionaryRoutes(app, guards, dictionaries);
    },
  };
}
