import { sysParamApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import type { ParameterService } from './parameter.service.js';

export function registerParameterRoutes(app: FastifyInstance, guards: RouteGuards, service: ParameterService): void {
  registerRoute(app, guards, sysParamApi.page, ({ auth, query }) => service.page(auth.tenantId, query));
  registerRoute(app, guards, sysParamApi.detail, ({ auth, query }) => service.detail(auth.tenantId, query.id));
  registerRoute(app, guards, sysParamApi.add, ({ auth, body }) => service.add(auth.tenantId, body));
  registerRoute(app, guards, sysParamApi.edit, ({ auth, body }) => service.edit(auth.tenantId, body));
  registerRoute(app, guards, sysParamApi.delete, async ({ auth, body }) => {
    await service.delete(auth.tenantId, body.id);
    return null;
  });
  registerRoute(app, guards, sysParamApi.value, ({ auth, query }) => service.publicValue(auth.tenantId, query.code));
}
