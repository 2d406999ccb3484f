import { envelopeSchema, type Language, type RouteDef } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context.js';
import { translate } from '../i18n/messages.js';
import { success } from './envelope.js';
import type { RouteGuards } from './register-route.js';
import { requestLanguage } from './request-context.js';
import { guardedRoute, requireSession } from './session-guard.js';

type BodyOf<D> =
  D extends RouteDef<z.ZodType | undefined, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.output<B>
      : undefined
    : never;

/**
 * A POST route whose work waits on something outside (a robot's platform, a printer): session
 * and permission are checked in a short transaction, and the handler opens its own, so no
 * database transaction stays open while the outside answers. Its operation-log row is written
 * by the log's `onSend` hook.
 */
export function registerSendingRoute<D extends RouteDef>(
  app: FastifyInstance,
  guards: RouteGuards,
  def: D,
  handler: (input: { auth: AuthContext; body: BodyOf<D>; language: Language }) => Promise<z.input<D['response']>>,
): void {
  if (typeof def.access !== 'object') throw new Error(`${def.path} must name a permission`);
  const { permission } = def.access;
  app.route({
    method: def.method,
    url: `/api${def.path}`,
    schema: {
      summary: def.summary,
      tags: [def.tag],
      ...(def.body ? { body: def.body } : {}),
      response: { 200: envelopeSchema(def.response) },
      security: [{ bearer: [] }],
      description: `Permission: \`${permission}\``,
    },
    ...guardedRoute(guards),
    handler: async (request, reply) => {
      const auth = await requireSession(guards, request, reply, permission);
      const language = requestLanguage(request);
      const data = await handler({ auth, body: request.body as BodyOf<D>, language });
      return success(data, translate(language, 'common.ok'));
    },
  });
}
