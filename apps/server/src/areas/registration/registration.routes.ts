import { ACCESS_TOKEN_HEADER, REFRESH_TOKEN_HEADER, registrationApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import type { RegistrationService } from './registration.service.js';

export function registerRegistrationRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  service: RegistrationService,
): void {
  registerRoute(app, guards, registrationApi.verificationCode, ({ query, request }) =>
    service.requestCode(query.target, query.purpose, requestLanguage(request)),
  );

  registerRoute(app, guards, registrationApi.resetPasswordVerificationCode, ({ query, request }) =>
    service.requestResetCode(query.target, requestLanguage(request)),
  );

  registerRoute(app, guards, registrationApi.phoneNumberLogin, async ({ body, request, reply }) => {
    const result = await service.phoneLogin(body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    request.actor = { tenantId: result.tenantId, userId: result.userId, account: result.account };
    request.log.info({ tenantId: result.tenantId, userId: result.userId }, 'signed in by SMS code');
    reply.header(ACCESS_TOKEN_HEADER, result.token);
    reply.header(REFRESH_TOKEN_HEADER, result.refreshToken);
    return { token: result.token, refreshToken: result.refreshToken };
  });

  registerRoute(app, guards, registrationApi.resetPassword, async ({ body, request }) => {
    const { tenantId, userId, account } = await service.resetPassword(body);
    request.actor = { tenantId, userId, account };
    request.log.info({ tenantId, userId }, 'password reset by code');
    return null;
  });

  registerRoute(app, guards, registrationApi.register, async ({ body, request }) => {
    const { userId, ...result } = await service.register(body, requestLanguage(request));
    request.actor = { tenantId: result.tenantId, userId, account: result.account };
    request.log.info({ tenantId: result.tenantId, userId }, 'enterprise registered');
    return result;
  });
}
