import { onlineUserApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import type { OnlineUserService } from './online-user.service.js';

export function registerOnlineUserRoutes(app: FastifyInstance, guards: RouteGuards, service: OnlineUserService) {
  registerRoute(app, guards, onlineUserApi.page, ({ auth, query }) => service.page(auth.tenantId, query));
  registerRoute(app, guards, onlineUserApi.forceOffline, async ({ auth, body }) => {
    await service.forceOffline(auth, body.sessionId, body.message);
    return null;
  });
}
