import { type Language, negotiateLanguage } from '@takt/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/auth-context.js';

/** Who did a mutation, for the operation log, when there is no session yet (sign-in). */
export interface Actor {
  tenantId: string;
  userId: string;
  account: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    actor: Actor | null;
    /** The tenant the request's tokens name, once their form and signature were checked. */
    tenantClaim: string | null;
  }
}

export function requestLanguage(request: FastifyRequest): Language {
  return negotiateLanguage(request.headers['accept-language']);
}

/** `Bearer xyz` → `xyz`. */
export function bearer(value: string | string[] | undefined): string | undefined {
  const header = Array.isArray(value) ? value[0] : value;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1];
}
