import type { RouteDef } from '@takt/contracts';
import { ACCESS_TOKEN_HEADER, envelopeSchema, REFRESH_REQUEST_HEADER, REFRESH_TOKEN_HEADER } from '@takt/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext, OperationRecorder, PermissionChecker, SessionAuthenticator } from '../auth/auth-context.js';
import type { Database } from '../db/database.js';
import { forbidden } from '../errors.js';
import { translate } from '../i18n/messages.js';
import { acceptInput, deferredValidatorCompiler } from './edge-input.js';
import { success } from './envelope.js';
import { bearer, requestLanguage } from './request-context.js';

export interface RouteGuards {
  db: Database;
  auth: SessionAuthenticator;
  access: PermissionChecker;
  /** Writes a successful mutation's log row inside its transaction (absent in some tests). */
  operationLog?: OperationRecorder;
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
    validatorCompiler: deferredValidatorCompiler,
    // Tokens are checked for form and signature before the body is parsed, so an anonymous
    // caller learns nothing about the route; the session itself is checked in the handler's
    // transaction, and the input after the permission.
    onRequest:
      def.access === 'public'
        ? undefined
        : async (request) => {
            request.tenantClaim = await guards.auth.preflight(
              bearer(request.headers.authorization),
              bearer(request.headers[REFRESH_REQUEST_HEADER]),
            );
          },
    handler: async (request, reply) => {
      const run = async () => {
        if (def.access !== 'public') {
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
        }
        acceptInput(request);
        const data = await handler({
          query: request.query as QueryOf<D>,
          body: request.body as BodyOf<D>,
          request,
          reply,
          auth: request.auth as SessionOf<D>,
        });
        const answer = success(data, translate(requestLanguage(request), 'common.ok'));
        if (request.tenantClaim) await guards.operationLog?.recordSucceeded(request, reply, answer);
        return answer;
      };
      // One transaction per request: session, permission, the handler's own work and its log row.
      return request.tenantClaim ? guards.db.tenant(request.tenantClaim, run) : run();
    },
  });
}
