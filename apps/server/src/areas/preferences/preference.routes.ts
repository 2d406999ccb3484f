import { preferenceApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { messageCatalogs } from '../../platform/i18n/messages.js';
import type { PreferenceService } from './preference.service.js';

export function registerPreferenceRoutes(app: FastifyInstance, guards: RouteGuards, service: PreferenceService): void {
  registerRoute(app, guards, preferenceApi.get, ({ auth, request }) => service.get(auth, requestLanguage(request)));
  registerRoute(app, guards, preferenceApi.edit, ({ auth, body, request }) =>
    service.edit(auth, body, requestLanguage(request)),
  );
  registerRoute(app, guards, preferenceApi.changeLanguage, async ({ auth, query }) => {
    await service.changeLanguage(auth, query.language);
    return null;
  });
  registerRoute(app, guards, preferenceApi.serverTexts, async ({ query }) => messageCatalogs[query.language]);
}
