import { menuApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import type { MenuAdminService } from './menu-admin.service.js';

export function registerMenuAdminRoutes(app: FastifyInstance, guards: RouteGuards, service: MenuAdminService): void {
  registerRoute(app, guards, menuApi.list, ({ auth, query, request }) =>
    service.list(auth.tenantId, query, requestLanguage(request)),
  );
  registerRoute(app, guards, menuApi.add, ({ auth, body, request }) =>
    service.add(auth.tenantId, body, requestLanguage(request)),
  );
  registerRoute(app, guards, menuApi.edit, ({ auth, body, request }) =>
    service.edit(auth.tenantId, body, requestLanguage(request)),
  );
  registerRoute(app, guards, menuApi.delete, async ({ auth, query, request }) => {
    await service.delete(auth.tenantId, query.id, requestLanguage(request));
    return null;
  });
  registerRoute(app, guards, menuApi.ownTree, ({ auth, request }) => service.ownTree(auth, requestLanguage(request)));
  registerRoute(app, guards, menuApi.tenantOwnTree, ({ auth, request }) =>
    service.tenantOwnTree(auth, requestLanguage(request)),
  );
  registerRoute(app, guards, menuApi.excludeButtonTree, ({ auth, query, request }) =>
    service.excludeButtonTree(auth.tenantId, query.appCode, requestLanguage(request)),
  );
  registerRoute(app, guards, menuApi.antDesignAllMenu, ({ auth, request }) =>
    service.antDesignAllMenu(auth.tenantId, requestLanguage(request)),
  );
  registerRoute(app, guards, menuApi.appMenus, ({ auth, query, request }) =>
    service.appMenus(auth, query.appCode, requestLanguage(request)),
  );
}
