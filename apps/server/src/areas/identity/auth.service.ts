import { setTimeout as sleep } from 'node:timers/promises';
import { isLanguage, LoginThrottle, ResultCode, type TokenPair } from '@takt/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { decoyPasswordHash, verifyPassword } from '../../platform/auth/passwords.js';
import {
  mintRefreshToken,
  parseRefreshToken,
  refreshSecretMatches,
  type TokenService,
} from '../../platform/auth/tokens.js';
import type { Visit, VisitRecorder } from '../../platform/auth/visit.js';
import type { Database } from '../../platform/db/database.js';
import { AppError, unauthorized } from '../../platform/errors.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import { type TenantService, tenantRefusal } from '../tenants/tenant.service.js';
import type { IdentityRepository, SessionState, UserRow } from './identity.repository.js';
import { UserStatus } from './identity.table.js';
import type { SessionStateCache } from './session-state-cache.js';

/** Who is calling: resolved from the token on every request, never from the body. */
export interface LoginResult extends TokenPair {
  tenantId: string;
  userId: string;
  sessionId: string;
}

/** Where a sign-in or sign-out came from, for the visit log. */
export interface VisitMeta {
  ip: string;
  userAgent: string | null;
}

export const SessionEndReason = { LOGOUT: 'logout', FORCED: 'forced' } as const;

const MINUTE = 60_000;

export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly repo: IdentityRepository,
    private readonly tenants: TenantService,
    private readonly tokens: TokenService,
    private readonly refreshTtlSeconds: number,
    private readonly sessionStates: SessionStateCache,
    private readonly visits: VisitRecorder,
    /** Where refused sign-ins of unknown accounts are recorded. */
    private readonly platformTenantId: string,
  ) {}

  /** Signs in with account and password; every outcome goes to the visit log. */
  async login(input: { account: string; password: string }, meta: VisitMeta): Promise<LoginResult> {
    // Whose account it is, read first so the visit log can name the enterprise of a refusal.
    const entry = await this.repo.findAccount(input.account);
    try {
      const result = await this.checkPassword(input, meta, entry);
      this.recordVisit(meta, {
        tenantId: result.tenantId,
        kind: 'signIn',
        account: input.account,
        userId: result.userId,
      });
      return result;
    } catch (error) {
      this.recordRefusal({ account: input.account, tenantId: entry?.tenantId, userId: entry?.userId }, meta, error);
      throw error;
    }
  }

  private async checkPassword(
    input: { account: string; password: string },
    meta: VisitMeta,
    entry: { tenantId: string; userId: string } | undefined,
  ): Promise<LoginResult> {
    const accountKey = `account:${input.account.toLowerCase()}`;
    const addressKey = `address:${meta.ip}`;
    await this.refuseIfLocked(addressKey, 'auth.addressLocked');
    await this.refuseIfLocked(accountKey, 'auth.accountLocked');

    const user = entry ? await this.repo.findUser(entry.tenantId, entry.userId) : undefined;
    const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
    if (!user || !passwordOk) {
      await this.failSignIn(accountKey, addressKey);
    }
    const result = await this.openSession(user!, meta);
    await this.repo.clearAttempts(accountKey);
    return result;
  }

  /**
   * Signs in a user whose identity was proven another way (a verification code sent to their
   * phone): the same account and enterprise checks, and the same session, as `login`.
   */
  async signInVerified(
    tenantId: string,
    userId: string,
    meta: { ip: string; userAgent: string | null },
  ): Promise<LoginResult> {
    const user = await this.repo.findUser(tenantId, userId);
    if (!user) throw new AppError(ResultCode.BUSINESS, 'auth.badCredentials');
    try {
      const result = await this.openSession(user, meta);
      this.recordVisit(meta, { tenantId, kind: 'signIn', account: user.account, userId });
      return result;
    } catch (error) {
      this.recordRefusal({ account: user.account, tenantId, userId }, meta, error);
      throw error;
    }
  }

  private recordVisit(meta: VisitMeta, visit: Omit<Visit, 'ip' | 'userAgent'>): void {
    this.visits.record({ ...visit, ip: meta.ip, userAgent: meta.userAgent ?? '' });
  }

  /** A refused sign-in in the visit log: a lock-out, or a failure naming its reason (the message key). */
  private recordRefusal(
    who: { account: string; tenantId?: string; userId?: string },
    meta: VisitMeta,
    error: unknown,
  ): void {
    if (!(error instanceof AppError)) return;
    const locked = error.messageKey === 'auth.accountLocked' || error.messageKey === 'auth.addressLocked';
    this.recordVisit(meta, {
      tenantId: who.tenantId ?? this.platformTenantId,
      kind: locked ? 'lockedOut' : 'signInFailed',
      account: who.account,
      userId: who.userId,
      detail: error.messageKey,
    });
  }

  private async openSession(signedIn: UserRow, meta: { ip: string; userAgent: string | null }): Promise<LoginResult> {
    if (signedIn.status !== UserStatus.NORMAL) throw new AppError(ResultCode.BUSINESS, 'auth.accountDisabled');
    const refusal = tenantRefusal(await this.tenants.get(signedIn.tenantId));
    if (refusal) throw new AppError(ResultCode.BUSINESS, refusal.key, refusal.params);

    const sessionId = await this.repo.nextId(signedIn.tenantId);
    const refresh = mintRefreshToken(signedIn.tenantId, sessionId);
    await this.repo.createSession(signedIn.tenantId, {
      id: sessionId,
      userId: signedIn.id,
      refreshHash: refresh.hash,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
      expiresAt: this.refreshExpiry(),
    });
    const token = await this.tokens.signAccess({ tenantId: signedIn.tenantId, userId: signedIn.id, sessionId });
    return { token, refreshToken: refresh.token, tenantId: signedIn.tenantId, userId: signedIn.id, sessionId };
  }

  /**
   * Resolves the caller from the access token; when it has expired (or is absent) a valid
   * refresh token renews it, and the new pair is returned for the response headers.
   */
  async authenticate(
    accessToken: string | undefined,
    refreshToken: string | undefined,
  ): Promise<{ auth: AuthContext; renewed?: TokenPair }> {
    const access = accessToken ? await this.tokens.verifyAccess(accessToken) : undefined;
    if (access?.ok) {
      const { tenantId, sessionId, userId } = access.claims;
      return { auth: await this.usableSession(tenantId, sessionId, userId) };
    }
    if (access && access.reason === 'invalid') throw unauthorized();
    const parsed = refreshToken ? parseRefreshToken(refreshToken) : null;
    if (!parsed) throw unauthorized();
    const auth = await this.db.tenant(parsed.tenantId, async () => {
      const session = await this.usableSession(parsed.tenantId, parsed.sessionId, undefined, parsed.secret);
      await this.repo.extendSession(session.tenantId, session.sessionId, this.refreshExpiry());
      return session;
    });
    const token = await this.tokens.signAccess({
      tenantId: auth.tenantId,
      userId: auth.userId,
      sessionId: auth.sessionId,
    });
    return { auth, renewed: { token, refreshToken: refreshToken! } };
  }

  /**
   * Checks what needs no database: a well-signed access token (expired is fine when a refresh
   * token comes with it) or a well-formed refresh token. Returns the tenant they name, so the
   * request can run in that tenant's transaction; `authenticate` then checks the session.
   */
  async preflight(accessToken: string | undefined, refreshToken: string | undefined): Promise<string> {
    const access = accessToken ? await this.tokens.verifyAccess(accessToken) : undefined;
    if (access?.ok) return access.claims.tenantId;
    if (access?.reason === 'invalid') throw unauthorized();
    const parsed = refreshToken ? parseRefreshToken(refreshToken) : null;
    if (!parsed) throw unauthorized();
    return parsed.tenantId;
  }

  /** A socket's heartbeat: the session must still be usable; marks it as seen. */
  async heartbeat(auth: AuthContext): Promise<void> {
    await this.db.tenant(auth.tenantId, async () => {
      await this.usableSession(auth.tenantId, auth.sessionId, auth.userId);
      await this.repo.touchSession(auth.tenantId, auth.sessionId);
    });
  }

  async logout(auth: AuthContext, meta: VisitMeta): Promise<void> {
    await this.repo.revokeSession(auth.tenantId, auth.sessionId, SessionEndReason.LOGOUT);
    this.recordVisit(meta, { tenantId: auth.tenantId, kind: 'signOut', account: auth.account, userId: auth.userId });
  }

  /** Ends a session by an administrator's decision; returns its user, or undefined if not live. */
  forceOffline(tenantId: string, sessionId: string): Promise<string | undefined> {
    return this.repo.revokeSession(tenantId, sessionId, SessionEndReason.FORCED);
  }

  /**
   * Session, user and enterprise checks, in one transaction. An access token's session is read
   * through the cache; a refresh reads it afresh, since it checks the refresh secret.
   */
  private usableSession(
    tenantId: string,
    sessionId: string,
    userId?: string,
    refreshSecret?: string,
  ): Promise<AuthContext> {
    return this.db.tenant(tenantId, async () => {
      const read = () => this.repo.findSessionState(tenantId, sessionId);
      const state =
        refreshSecret === undefined ? await this.sessionStates.get(tenantId, sessionId, read) : await read();
      if (refreshSecret !== undefined && state && !refreshSecretMatches(refreshSecret, state.refreshHash)) {
        throw unauthorized();
      }
      return this.checkSession(tenantId, state, userId, await this.tenants.get(tenantId));
    });
  }

  private checkSession(
    tenantId: string,
    state: SessionState | undefined,
    userId: string | undefined,
    tenant: Parameters<typeof tenantRefusal>[0],
  ): AuthContext {
    if (!state || (userId && state.userId !== userId)) throw unauthorized();
    if (state.revokedAt) {
      throw unauthorized(state.revokedReason === SessionEndReason.FORCED ? 'auth.forcedOffline' : 'auth.sessionEnded');
    }
    if (state.expiresAt.getTime() <= Date.now()) throw unauthorized('auth.sessionEnded');
    if (state.userStatus !== UserStatus.NORMAL) throw unauthorized('auth.accountDisabled');
    const refusal = tenantRefusal(tenant);
    if (refusal) throw unauthorized(refusal.key, refusal.params);
    return {
      tenantId,
      userId: state.userId,
      sessionId: state.sessionId,
      account: state.account,
      name: state.name,
      adminType: state.adminType,
      language: isLanguage(state.language) ? state.language : null,
    };
  }

  private async refuseIfLocked(key: string, message: MessageKey): Promise<void> {
    const attempt = await this.repo.getAttempt(key);
    if (attempt?.lockedUntil && attempt.lockedUntil.getTime() > Date.now()) {
      throw lockedError(message, attempt.lockedUntil);
    }
  }

  private async failSignIn(accountKey: string, addressKey: string): Promise<never> {
    const windowMs = LoginThrottle.WINDOW_MINUTES * MINUTE;
    const lockMs = LoginThrottle.LOCK_MINUTES * MINUTE;
    const address = await this.repo.recordFailure(addressKey, windowMs, LoginThrottle.ADDRESS_LOCK_AFTER, lockMs);
    const account = await this.repo.recordFailure(accountKey, windowMs, LoginThrottle.ACCOUNT_LOCK_AFTER, lockMs);
    if (account.lockedUntil && account.lockedUntil.getTime() > Date.now()) {
      throw lockedError('auth.accountLocked', account.lockedUntil);
    }
    if (address.lockedUntil && address.lockedUntil.getTime() > Date.now()) {
      throw lockedError('auth.addressLocked', address.lockedUntil);
    }
    const beyond = account.failures - LoginThrottle.SLOW_AFTER;
    if (beyond > 0) {
      await sleep(beyond * LoginThrottle.SLOW_STEP_MS);
      throw new AppError(ResultCode.BUSINESS, 'auth.slowDown', {
        remaining: LoginThrottle.ACCOUNT_LOCK_AFTER - account.failures,
      });
    }
    throw new AppError(ResultCode.BUSINESS, 'auth.badCredentials');
  }

  private refreshExpiry(): Date {
    return new Date(Date.now() + this.refreshTtlSeconds * 1000);
  }
}

function lockedError(key: MessageKey, until: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return new AppError(
    ResultCode.BUSINESS,
    key,
    { minutes: Math.ceil(seconds / 60) },
    { 'retry-after': String(seconds) },
  );
}
