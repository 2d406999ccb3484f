import type { RouteDef } from '@takt/contracts';
import { envelopeSchema } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context.js';
import { translate } from '../i18n/messages.js';
import { success } from './envelope.js';
import type { HandlerInput, RouteGuards } from './register-route.js';
import { requestLanguage } from './request-context.js';
import { guardedRoute, requireSession } from './session-guard.js';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
type QueryOf<D> = D extends RouteDef<infer Q, z.ZodType | undefined, z.ZodType> ? Infer<Q> : never;
type BodyOf<D> = D extends RouteDef<z.ZodType | undefined, infer B, z.ZodType> ? Infer<B> : never;

export type PlatformHandler<D extends RouteDef> = (
  input: HandlerInput<QueryOf<D>, BodyOf<D>> & { auth: AuthContext },
) => Promise<z.input<D['response']>>;

/**
 * A route of the platform's own administration (enterprises, licences): work across tenants.
 * The session and permission are checked in a short transaction of the caller's tenant, which
 * must be the platform tenant; the handler then runs with no transaction open, so its service
 * opens the platform (`db.system`) or target-tenant transactions the work needs.
 */
export function registerPlatformRoute<D extends RouteDef>(
  app: FastifyInstance,
  guards: RouteGuards & { platformTenantId: string },
  def: D,
  handler: PlatformHandler<D>,
): void {
  if (typeof def.access !== 'object') throw new Error(`platform route ${def.path} needs a permission`);
  const permission = def.access.permission;
  app.route({
    method: def.method,
    url: `/api${def.path}`,
    schema: {
      summary: def.summary,
      tags: [def.tag],
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      response: { 200: envelopeSchema(def.response) },
      security: [{ bearer: [] }],
      description: `Permission: \`${permission}\` (platform tenant only)`,
    },
    ...guardedRoute(guards),
    handler: async (request, reply) => {
      const auth = await requireSession(guards, request, reply, permission, {
        allowed: (auth) => auth.tenantId === guards.platformTenantId,
      });
      const data = await handler({
        query: request.query as QueryOf<D>,
        body: request.body as BodyOf<D>,
        request,
        reply,
        auth,
      });
      return success(data, translate(requestLanguage(request), 'common.ok'));
    },
  });
}
