import type { RouteDef } from '@takt/contracts';
import {
  ACCESS_TOKEN_HEADER,
  AdminType,
  APP_TOKEN_HEADER,
  APP_TOKEN_SCHEME,
  envelopeSchema,
  isOpenToApps,
  REFRESH_REQUEST_HEADER,
  REFRESH_TOKEN_HEADER,
} from '@takt/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {
  AppAuthenticator,
  AppCaller,
  AuthContext,
  OperationRecorder,
  PermissionChecker,
  SessionAuthenticator,
} from '../auth/auth-context.js';
import type { Database } from '../db/database.js';
import { forbidden, unauthorized } from '../errors.js';
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
  /** External apps' tokens, for the routes open to apps (absent in some tests). */
  apps?: AppAuthenticator;
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
            const appToken = appTokenOf(request);
            if (appToken !== undefined) {
              request.appCaller = await authenticateApp(guards, def, request, appToken);
              request.tenantClaim = request.appCaller.auth.tenantId;
              return;
            }
            request.tenantClaim = await guards.auth.preflight(
              bearer(request.headers.authorization),
              bearer(request.headers[REFRESH_REQUEST_HEADER]),
            );
          },
    handler: async (request, reply) => {
      const run = async () => {
        if (def.access !== 'public' && request.appCaller) {
          const caller = request.appCaller;
          request.auth = caller.auth;
          if (permission && !(await appMayCall(guards, caller, permission))) throw forbidden(permission);
        } else if (def.access !== 'public') {
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

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when an external app's token authenticated the request. */
    appCaller?: AppCaller | null;
  }
}

/** The external app's token: `X-App-Token`, or `Authorization: App <token>`. */
export function appTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[APP_TOKEN_HEADER];
  if (typeof header === 'string' && header !== '') return header;
  const authorization = request.headers.authorization;
  const prefix = `${APP_TOKEN_SCHEME} `;
  if (typeof authorization === 'string' && authorization.startsWith(prefix))
    return authorization.slice(prefix.length).trim();
  return undefined;
}

/** An app token is checked on every route (401 when wrong); only routes open to apps go further. */
async function authenticateApp(guards: RouteGuards, def: RouteDef, request: FastifyRequest, token: string) {
  if (!guards.apps) throw unauthorized();
  const caller = await guards.apps.authenticate(token, {
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
    route: `${def.method} /api${def.path}`,
  });
  if (!isOpenToApps(def)) {
    throw forbidden(typeof def.access === 'object' ? def.access.permission : `${def.method} ${def.path}`);
  }
  return caller;
}

/** An app holds the permission and its enterprise still has it granted. */
async function appMayCall(guards: RouteGuards, caller: AppCaller, permission: string): Promise<boolean> {
  if (!caller.permissions.includes(permission)) return false;
  const { tenantId, userId } = caller.auth;
  return guards.access.isAllowed({ tenantId, userId, adminType: AdminType.ENTERPRISE_ADMIN }, permission);
}
