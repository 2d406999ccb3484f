import { objectStorageApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { registerPlatformRoute } from '../../platform/http/platform-route.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { ObjectStorageService } from './object-storage.service.js';

export function registerObjectStorageRoutes(
  app: FastifyInstance,
  guards: RouteGuards & { platformTenantId: string },
  service: ObjectStorageService,
): void {
  registerPlatformRoute(app, guards, objectStorageApi.page, ({ query }) => service.page(query));
  registerPlatformRoute(app, guards, objectStorageApi.detail, ({ query }) => service.detail(query.id));
  registerPlatformRoute(app, guards, objectStorageApi.edit, ({ auth, body }) => service.edit(auth, body));
  registerPlatformRoute(app, guards, objectStorageApi.delete, ({ body }) => service.delete(body.id));
  registerPlatformRoute(app, guards, objectStorageApi.testConnection, ({ body }) => service.testConnection(body));
}
