import { dictionaryTypeApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import type { DictionaryService } from './dictionary.service.js';

export function registerDictionaryRoutes(app: FastifyInstance, guards: RouteGuards, service: DictionaryService): void {
  registerRoute(app, guards, dictionaryTypeApi.page, ({ auth, query }) => service.page(auth.tenantId, query));
  registerRoute(app, guards, dictionaryTypeApi.add, ({ auth, body }) => service.add(auth.tenantId, body));
  registerRoute(app, guards, dictionaryTypeApi.edit, ({ auth, body }) => service.edit(auth.tenantId, body));
  registerRoute(app, guards, dictionaryTypeApi.changeStatus, ({ auth, body }) =>
    service.changeStatus(auth.tenantId, body.id, body.status),
  );
  registerRoute(app, guards, dictionaryTypeApi.delete, async ({ auth, body }) => {
    await service.delete(auth.tenantId, body.id);
    return null;
  });
}
