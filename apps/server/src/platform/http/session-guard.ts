import type { PermissionCode } from '@takt/contracts';
import { ACCESS_TOKEN_HEADER, REFRESH_REQUEST_HEADER, REFRESH_TOKEN_HEADER } from '@takt/contracts';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AuthContext } from '../auth/auth-context.js';
import { forbidden } from '../errors.js';
import { acceptInput, deferredValidatorCompiler } from './edge-input.js';
import type { RouteGuards } from './register-route.js';
import { bearer } from './request-context.js';

/**
 * For routes that cannot go through `registerRoute` (file downloads, whose body is not an
 * envelope; uploads, whose body must be read outside any transaction). The same checks, in the
 * same order: token form and signature before the body (`preflight`), then session and
 * permission in a short transaction of the token's tenant (`requireSession`).
 */
export interface SessionGuardOptions {
  /** Also accept the access token as this query parameter (for `<img src>`, like the hub). */
  queryToken?: string;
  /** A further condition on the caller, refused like a missing permission (platform routes). */
  allowed?: (auth: AuthContext) => boolean;
}

function tokensOf(request: FastifyRequest, options: SessionGuardOptions) {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = options.queryToken ? query?.[options.queryToken] : undefined;
  return {
    access: bearer(request.headers.authorization) ?? (typeof fromQuery === 'string' ? fromQuery : undefined),
    refresh: bearer(request.headers[REFRESH_REQUEST_HEADER]),
  };
}

function preflight(guards: RouteGuards, options: SessionGuardOptions): onRequestAsyncHookHandler {
  return async (request) => {
    const { access, refresh } = tokensOf(request, options);
    request.tenantClaim = await guards.auth.preflight(access, refresh);
  };
}

/**
 * The route options of a guarded route: the token's preflight before the body is read, and its
 * input left for `requireSession` to check once the caller is known to be allowed.
 */
export function guardedRoute(guards: RouteGuards, options: SessionGuardOptions = {}) {
  return { onRequest: preflight(guards, options), validatorCompiler: deferredValidatorCompiler };
}

export async function requireSession(
  guards: RouteGuards,
  request: FastifyRequest,
  reply: FastifyReply,
  permission?: PermissionCode,
  options: SessionGuardOptions = {},
): Promise<AuthContext> {
  const { access, refresh } = tokensOf(request, options);
  const claim = request.tenantClaim ?? (await guards.auth.preflight(access, refresh));
  const auth = await guards.db.tenant(claim, async () => {
    const { auth, renewed } = await guards.auth.authenticate(access, refresh);
    if (renewed) {
      reply.header(ACCESS_TOKEN_HEADER, renewed.token);
      reply.header(REFRESH_TOKEN_HEADER, renewed.refreshToken);
    }
    request.auth = auth;
    if (permission && !(await guards.access.isAllowed(auth, permission))) throw forbidden(permission);
    if (permission && options.allowed && !options.allowed(auth)) throw forbidden(permission);
    return auth;
  });
  acceptInput(request);
  return auth;
}
