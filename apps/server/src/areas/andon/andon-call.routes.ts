import { andonCallApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import type { AndonActor, AndonCalls } from './andon-call.service.js';

const actorOf = (auth: AuthContext): AndonActor => ({
  userId: auth.userId,
  name: auth.name,
  account: auth.account,
  adminType: auth.adminType,
});

/** The call routes: raise (console or external app), respond, arrive, resolve, cancel, open calls, detail, accept link. */
export function registerAndonCallRoutes(app: FastifyInstance, guards: RouteGuards, calls: AndonCalls): void {
  const api = andonCallApi;
  registerRoute(app, guards, api.trigger, ({ auth, body, request }) => {
    const caller = request.appCaller;
    return calls.raise(auth.tenantId, {
      ...body,
      source: caller ? 'api' : 'station',
      sourceRef: caller ? `app:${caller.auth.sessionId}` : null,
      by: actorOf(auth),
    });
  });
  registerRoute(app, guards, api.respond, ({ auth, body }) => calls.respond(auth.tenantId, actorOf(auth), body));
  registerRoute(app, guards, api.arrive, ({ auth, body }) => calls.arrive(auth.tenantId, actorOf(auth), body));
  registerRoute(app, guards, api.resolve, ({ auth, body }) => calls.resolve(auth.tenantId, actorOf(auth), body));
  registerRoute(app, guards, api.cancel, ({ auth, body }) => calls.cancel(auth.tenantId, actorOf(auth), body));
  registerRoute(app, guards, api.open, ({ auth, query }) => calls.open(auth.tenantId, actorOf(auth), query));
  registerRoute(app, guards, api.detail, ({ auth, query }) => calls.detail(auth.tenantId, query.id));
  registerRoute(app, guards, api.acceptLink, ({ body }) => calls.acceptLink(body.token));
}
