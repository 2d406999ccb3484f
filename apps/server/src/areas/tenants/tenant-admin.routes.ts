import { tenantApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { registerPlatformRoute } from '../../platform/http/platform-route.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import type { TenantAdminService } from './tenant-admin.service.js';

export function registerTenantAdminRoutes(
  app: FastifyInstance,
  guards: RouteGuards & { platformTenantId: string },
  service: TenantAdminService,
): void {
  registerPlatformRoute(app, guards, tenantApi.page, ({ query }) => service.page(query));
  registerPlatformRoute(app, guards, tenantApi.detail, ({ query }) => service.detail(query.id));
  registerPlatformRoute(app, guards, tenantApi.grantable, ({ request }) => service.grantable(requestLanguage(request)));
  registerPlatformRoute(app, guards, tenantApi.add, ({ body }) => service.add(body));
  registerPlatformRoute(app, guards, tenantApi.edit, ({ body }) => service.edit(body));
  registerPlatformRoute(app, guards, tenantApi.changeState, ({ auth, body }) =>
    service.changeState(auth, body.id, body.enabled),
  );
  registerPlatformRoute(app, guards, tenantApi.delete, async ({ query }) => {
    await service.delete(query.id);
    return null;
  });
  registerPlatformRoute(app, guards, tenantApi.resetAdminPassword, async ({ body }) => {
    await service.resetAdminPassword(body.id, body.password);
    return null;
  });
}
