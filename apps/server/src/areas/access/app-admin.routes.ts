import { appApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import type { AppAdminService } from './app-admin.service.js';

export function registerAppAdminRoutes(app: FastifyInstance, guards: RouteGuards, service: AppAdminService): void {
  registerRoute(app, guards, appApi.page, ({ auth, query, request }) =>
    service.page(auth.tenantId, query, requestLanguage(request)),
  );
  registerRoute(app, guards, appApi.list, ({ auth, request }) => service.list(auth.tenantId, requestLanguage(request)));
  registerRoute(app, guards, appApi.add, ({ auth, body, request }) =>
    service.add(auth.tenantId, body, requestLanguage(request)),
  );
  registerRoute(app, guards, appApi.edit, ({ auth, body, request }) =>
    service.edit(auth.tenantId, body, requestLanguage(request)),
  );
  registerRoute(app, guards, appApi.setDefault, ({ auth, body, request }) =>
    service.setDefault(auth.tenantId, body.id, requestLanguage(request)),
  );
  registerRoute(app, guards, appApi.delete, async ({ auth, query, request }) => {
    await service.delete(auth.tenantId, query.id, requestLanguage(request));
    return null;
  });
}
