import { dictionaryTypeApi, dictionaryValueApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import type { DictionaryService } from './dictionary.service.js';

export function registerDictionaryRoutes(app: FastifyInstance, guards: RouteGuards, service: DictionaryService): void {
  const T = dictionaryTypeApi;
  registerRoute(app, guards, T.dropDown, ({ auth, request }) =>
    service.dropDown(auth.tenantId, requestLanguage(request)),
  );
  registerRoute(app, guards, T.tree, ({ auth, request }) => service.tree(auth.tenantId, requestLanguage(request)));
  registerRoute(app, guards, T.page, ({ auth, query, request }) =>
    service.page(auth.tenantId, query, requestLanguage(request)),
  );
  registerRoute(app, guards, T.add, ({ auth, body, request }) =>
    service.add(auth.tenantId, body, requestLanguage(request)),
  );
  registerRoute(app, guards, T.edit, ({ auth, body, request }) =>
    service.edit(auth.tenantId, body, requestLanguage(request)),
  );
  registerRoute(app, guards, T.changeStatus, ({ auth, body, request }) =>
    service.changeStatus(auth.tenantId, body.id, body.status, requestLanguage(request)),
  );
  registerRoute(app, guards, T.delete, async ({ auth, body }) => {
    await service.delete(auth.tenantId, body.id);
    return null;
  });

  const V = dictionaryValueApi;
  registerRoute(app, guards, V.page, ({ auth, query, request }) =>
    service.valuePage(auth.tenantId, query, requestLanguage(request)),
  );
  registerRoute(app, guards, V.list, ({ auth, query, request }) =>
    service.items(auth.tenantId, query.typeCode, requestLanguage(request)),
  );
  registerRoute(app, guards, V.add, ({ auth, body, request }) =>
    service.addValue(auth.tenantId, body, requestLanguage(request)),
  );
  registerRoute(app, guards, V.edit, ({ auth, body, request }) =>
    service.editValue(auth.tenantId, body, requestLanguage(request)),
  );
  registerRoute(app, guards, V.changeStatus, ({ auth, body, request }) =>
    service.changeValueStatus(auth.tenantId, body.id, body.status, requestLanguage(request)),
  );
  registerRoute(app, guards, V.delete, async ({ auth, body }) => {
    await service.deleteValue(auth.tenantId, body.id);
    return null;
  });
}
