import type { RouteDef } from '@takt/contracts';
import { envelopeSchema } from '@takt/contracts';
import { ACCESS_TOKEN_HEADER, REFRESH_REQUEST_HEADER, REFRESH_TOKEN_HEADER } from '@takt/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AccessService } from '../../areas/access/access.service.js';
import type { AuthContext, AuthService } from '../../areas/identity/auth.service.js';
import { forbidden } from '../errors.js';
import { translate } from '../i18n/messages.js';
import { success } from './envelope.js';
import { bearer, requestLanguage } from './request-context.js';

export interface RouteGuards {
  auth: AuthService;
  access: AccessService;
}

export interface HandlerInput<Q, B> {
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
type QueryOf<D> = D extends RouteDef<infer Q, z.ZodType | undefined, z.ZodType> ? Infer<Q> : never;
type BodyOf<D> = D extends RouteDef<z.ZodType | undefined, infer B, z.ZodType> ? Infer<B> : never;
type SessionOf<D> = D extends { access: 'public' } ? AuthContext | null : AuthContext;

export type RouteHandler<D extends RouteDef> = (
  input: HandlerInput<QueryOf<D>, BodyOf<D>> & { auth: SessionOf<D> },
) => Promise<z.input<D['response']>>;

/**
 * Registers one contract route: its schemas validate input and response, its access rule is
 * checked before the handler, and the handler's result is wrapped in the envelope.
 */
export function registerRoute<D extends RouteDef>(
  app: FastifyInstance,
  guards: RouteGuards,
  def: D,
  handler: RouteHandler<D>,
): void {
  const permission = typeof def.access === 'object' ? def.access.permission : undefined;
  app.route({
    method: def.method,
    url: `/api${def.path}`,
    schema: {
      summary: def.summary,
      tags: [def.tag],
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      response: { 200: envelopeSchema(def.response) },
      ...(def.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(permission ? { description: `Permission: \`${permission}\`` } : {}),
    },
    // Authentication before body parsing and validation: an anonymous caller learns nothing.
    onRequest:
      def.access === 'public'
        ? undefined
        : async (request, reply) => {
            const { auth, renewed } = await guards.auth.authenticate(
              bearer(request.headers.authorization),
              bearer(request.headers[REFRESH_REQUEST_HEADER]),
            );
            request.auth = auth;
            if (renewed) {
              reply.header(ACCESS_TOKEN_HEADER, renewed.token);
              reply.header(REFRESH_TOKEN_HEADER, renewed.refreshToken);
            }
            if (permission && !(await guards.access.isAllowed(auth, permission))) throw forbidden(permission);
          },
    handler: async (request, reply) => {
      const data = await handler({
        query: request.query as QueryOf<D>,
        body: request.body as BodyOf<D>,
        request,
        reply,
        auth: request.auth as SessionOf<D>,
      });
      return success(data, translate(requestLanguage(request), 'common.ok'));
    },
  });
}
