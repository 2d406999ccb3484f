import { externalAppApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import type { ExternalAppService } from './external-app.service.js';

/** The kit's page, detail and delete; add, edit and the token's actions name who made the change. */
export function registerExternalAppRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  service: ExternalAppService,
): void {
  const { page, detail, delete: remove } = externalAppApi;
  registerResourceRoutes(app, guards, { page, detail, delete: remove }, service.resource);
  registerRoute(app, guards, externalAppApi.add, ({ auth, body }) => service.add(auth, body));
  registerRoute(app, guards, externalAppApi.edit, ({ auth, body }) => service.edit(auth, body));
  registerRoute(app, guards, externalAppApi.enable, ({ auth, query }) => service.setEnabled(auth, query.id, true));
  registerRoute(app, guards, externalAppApi.disable, ({ auth, query }) => service.setEnabled(auth, query.id, false));
  registerRoute(app, guards, externalAppApi.resetToken, ({ auth, query }) => service.resetToken(auth, query.id));
}
