import { userProfileApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import type { UserProfileService } from './user-profile.service.js';

/** Self-service: the signed-in user's own profile and password (spec 000 §7). */
export function registerUserProfileRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  service: UserProfileService,
): void {
  registerRoute(app, guards, userProfileApi.updateBaseUserInfo, async ({ auth, body }) => {
    await service.updateBaseInfo(auth, body);
    return null;
  });
  registerRoute(app, guards, userProfileApi.updatePassword, ({ auth, body }) => service.updatePassword(auth, body));
}
