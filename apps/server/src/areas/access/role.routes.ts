import { roleApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import type { RoleService } from './role.service.js';

export function registerRoleRoutes(app: FastifyInstance, guards: RouteGuards, service: RoleService): void {
  registerRoute(app, guards, roleApi.page, ({ auth, query }) => service.page(auth.tenantId, query));
  registerRoute(app, guards, roleApi.dropDown, ({ auth }) => service.dropDown(auth.tenantId));
  registerRoute(app, guards, roleApi.detail, ({ auth, query }) => service.detail(auth.tenantId, query.id));
  registerRoute(app, guards, roleApi.add, ({ auth, body }) => service.add(auth.tenantId, body));
  registerRoute(app, guards, roleApi.edit, ({ auth, body }) => service.edit(auth.tenantId, body));
  registerRoute(app, guards, roleApi.delete, async ({ auth, body }) => {
    await service.delete(auth.tenantId, body.id);
    return null;
  });
  registerRoute(app, guards, roleApi.ownMenu, ({ auth, query }) => service.ownMenu(auth.tenantId, query.id));
  registerRoute(app, guards, roleApi.grantMenu, async ({ auth, body }) => {
    await service.grantMenu(auth.tenantId, body.id, body.menuIds);
    return null;
  });
  registerRoute(app, guards, roleApi.ownData, ({ auth, query }) => service.ownData(auth.tenantId, query.id));
  registerRoute(app, guards, roleApi.grantData, async ({ auth, body }) => {
    await service.grantData(auth.tenantId, body.id, { dataScope: body.dataScope, orgIds: body.orgIds });
    return null;
  });
}
