import type { Language, TokenPair } from '@takt/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Who is calling: the signed-in session a request or socket runs as. The identity area
 * establishes it (`AuthService.authenticate`); the platform's guards and every area read it.
 */
export interface AuthContext {
  tenantId: string;
  userId: string;
  sessionId: string;
  account: string;
  name: string;
  adminType: number;
  language: Language | null;
}

/** Checks a request's tokens and session (the identity area's AuthService). */
export interface SessionAuthenticator {
  /**
   * Checks a token's form and signature only, before the body is read: the tenant it claims.
   * Throws `unauthorized` when neither token can be right.
   */
  preflight(accessToken: string | undefined, refreshToken: string | undefined): Promise<string>;
  /** The session behind the tokens, renewing the access token from the refresh token when needed. */
  authenticate(
    accessToken: string | undefined,
    refreshToken: string | undefined,
  ): Promise<{ auth: AuthContext; renewed?: TokenPair }>;
  /** A socket's heartbeat: the session must still be usable; marks it as seen. */
  heartbeat(auth: AuthContext): Promise<void>;
}

/** Whether a caller holds a permission (the access area's AccessService). */
export interface PermissionChecker {
  isAllowed(subject: Pick<AuthContext, 'tenantId' | 'userId' | 'adminType'>, code: string): Promise<boolean>;
}

/** Writes a successful mutation's log row inside its transaction (the operation-log area's service). */
export interface OperationRecorder {
  recordSucceeded(
    request: FastifyRequest,
    reply: FastifyReply,
    result: { code: number; message: string },
  ): Promise<boolean>;
}

/** An external app's call: who it acts as, and the permissions chosen for the app. */
export interface AppCaller {
  /** The enterprise, the app (as `sessionId`) and the user who made the app (as `userId`). */
  auth: AuthContext;
  permissions: readonly string[];
}

/** Checks an external app's token (the access area's external apps). */
export interface AppAuthenticator {
  /**
   * The app behind the token, in a short transaction of its enterprise: refused when the token
   * is unknown (401), the app disabled (403) or over its rate limit (429). Records the visit.
   */
  authenticate(token: string, call: { ip: string; userAgent: string; route: string }): Promise<AppCaller>;
}
