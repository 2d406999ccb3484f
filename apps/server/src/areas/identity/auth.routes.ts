import { ACCESS_TOKEN_HEADER, authApi, REFRESH_TOKEN_HEADER } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import type { AccountService } from './account.service.js';
import type { AuthService } from './auth.service.js';

export function registerAuthRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  services: { auth: AuthService; account: AccountService },
): void {
  registerRoute(app, guards, authApi.login, async ({ body, request, reply }) => {
    const result = await services.auth.login(body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    request.actor = { tenantId: result.tenantId, userId: result.userId, account: body.account };
    request.log.info({ tenantId: result.tenantId, userId: result.userId }, 'signed in');
    // The pair also travels in the renewal headers (DESIGN §3).
    reply.header(ACCESS_TOKEN_HEADER, result.token);
    reply.header(REFRESH_TOKEN_HEADER, result.refreshToken);
    return { token: result.token, refreshToken: result.refreshToken };
  });

  registerRoute(app, guards, authApi.logout, async ({ auth, request }) => {
    await services.auth.logout(auth, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
    return null;
  });

  registerRoute(app, guards, authApi.accountInfo, ({ auth, request }) =>
    services.account.info(auth, requestLanguage(request)),
  );
}
