import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { TenantChanges } from '../../platform/cache/keyed-tenant-cache.js';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import type { PageRequest } from '../../platform/db/paging.js';
import { rowReader, rowsOf } from '../../platform/db/table-rows.js';
import { accountDirectory, loginAttempts, sessions, users } from './identity.table.js';

export type UserRow = typeof users.$inferSelect;
const readUser = rowReader(users);
export type SessionRow = typeof sessions.$inferSelect;

/** The account call's facts about one user: the row, and what other areas hold about them. */
export interface AccountFacts {
  user: UserRow;
  organisationName: string | null;
  /** In the roles' own order (sort, then id). */
  roleNames: string[];
  /** The user's saved preferences as stored (checked by the preferences area). */
  savedPreferences: Record<string, unknown> | undefined;
}

/** What every authenticated request needs to know about its session, in one query. */
export interface SessionState {
  sessionId: string;
  userId: string;
  refreshHash: string;
  expiresAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
  account: string;
  name: string;
  adminType: number;
  userStatus: number;
  language: string | null;
}

export class IdentityRepository {
  constructor(
    private readonly db: Database,
    private readonly changes: TenantChanges,
  ) {}

  /** The one lookup made before the tenant is known: which tenant holds this account. */
  findAccount(account: string) {
    return this.db.system(async (tx) => {
      const [row] = await tx.select().from(accountDirectory).where(eq(accountDirectory.account, account));
      return row;
    });
  }

  /** The whole row, read by every account call: a `sql` template, not drizzle's builder (table-rows.ts). */
  findUser(tenantId: string, userId: string): Promise<UserRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [raw] = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`select * from users where tenant_id = ${tenantId} and id = ${userId}`),
      );
      return raw && readUser(raw);
    });
  }

  /**
   * Everything the account call reads about the user in one statement, so the call costs one
   * round trip instead of four. It reads the organisations', roles' and preferences' tables
   * directly: the account call is made on every page load, and those areas' own reads would each
   * be a statement of their own.
   */
  accountFacts(tenantId: string, userId: string): Promise<AccountFacts | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [raw] = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`
          select u.*,
            (select o.name from organisations o where o.tenant_id = u.tenant_id and o.id = u.org_id) as account_org_name,
            coalesce((select json_agg(r.name order by r.sort, r.id) from user_roles ur
              join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
              where ur.tenant_id = u.tenant_id and ur.user_id = u.id), '[]'::json) as account_role_names,
            (select p.values from user_preferences p where p.tenant_id = u.tenant_id and p.user_id = u.id) as account_preferences
          from users u where u.tenant_id = ${tenantId} and u.id = ${userId}`),
      );
      if (!raw) return undefined;
      const preferences = raw.account_preferences;
      return {
        user: readUser(raw),
        organisationName: (raw.account_org_name as string | null) ?? null,
        roleNames: raw.account_role_names as string[],
        savedPreferences:
          preferences === null || preferences === undefined ? undefined : (preferences as Record<string, unknown>),
      };
    });
  }

  /** The users of the tenant with these accounts (id, account and name). */
  usersByAccount(tenantId: string, accounts: readonly string[]) {
    if (accounts.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select({ id: users.id, account: users.account, name: users.name })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.account, [...accounts]))),
    );
  }

  /** Which of these ids are users of the tenant (messages and notices check recipients). */
  existingUserIds(tenantId: string, userIds: readonly string[]): Promise<string[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...userIds])));
      return rows.map((row) => row.id);
    });
  }

  /**
   * Accounts whose mobile number (or e-mail address, in any case) is `target`, across tenants:
   * sign-in by SMS code and password reset know no tenant. At most `limit` rows.
   */
  findByContact(target: { phone: string } | { email: string }, limit = 2) {
    return this.db.system(async (tx) => {
      const where =
        'phone' in target ? eq(users.phone, target.phone) : sql`lower(${users.email}) = ${target.email.toLowerCase()}`;
      return tx
        .select({ tenantId: users.tenantId, userId: users.id, account: users.account })
        .from(users)
        .where(where)
        .orderBy(asc(users.tenantId), asc(users.id))
        .limit(limit);
    });
  }

  setPasswordHash(tenantId: string, userId: string, passwordHash: string): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
    });
  }

  setLanguage(tenantId: string, userId: string, language: string): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      this.changes.changed(tenantId);
      await tx
        .update(users)
        .set({ language, updatedAt: new Date() })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
    });
  }

  /** Ends every live session of an enterprise (the platform disabled it). */
  revokeTenantSessions(tenantId: string, reason: string): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      this.changes.changed(tenantId);
      await tx
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.tenantId, tenantId), isNull(sessions.revokedAt)));
    });
  }

  /** Ends every live session of a user (e.g. after a password reset). */
  revokeUserSessions(tenantId: string, userId: string, reason: string): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      this.changes.changed(tenantId);
      await tx
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    });
  }

  createSession(
    tenantId: string,
    values: { id: string; userId: string; refreshHash: string; ip: string; userAgent: string | null; expiresAt: Date },
  ): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx.insert(sessions).values({ tenantId, ...values });
    });
  }

  /** A fresh id from the shared sequence (the refresh token embeds the session id). */
  nextId(tenantId: string): Promise<string> {
    return this.db.tenant(tenantId, async (tx) => {
      const result = await tx.execute(sql`select nextval('takt_id_seq')::text as id`);
      return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
    });
  }

  findSessionState(tenantId: string, sessionId: string): Promise<SessionState | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({
          sessionId: sessions.id,
          userId: sessions.userId,
          refreshHash: sessions.refreshHash,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          revokedReason: sessions.revokedReason,
          account: users.account,
          name: users.name,
          adminType: users.adminType,
          userStatus: users.status,
          language: users.language,
        })
        .from(sessions)
        .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
        .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId)));
      return row;
    });
  }

  extendSession(tenantId: string, sessionId: string, expiresAt: Date): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      this.changes.changed(tenantId);
      await tx
        .update(sessions)
        .set({ expiresAt, lastSeenAt: new Date() })
        .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId)));
    });
  }

  touchSession(tenantId: string, sessionId: string): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .update(sessions)
        .set({ lastSeenAt: new Date() })
        .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    });
  }

  /** Revokes a live session; returns its user id, or undefined when it was not live. */
  revokeSession(tenantId: string, sessionId: string, reason: string): Promise<string | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      this.changes.changed(tenantId);
      const [row] = await tx
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(
          and(
            eq(sessions.tenantId, tenantId),
            eq(sessions.id, sessionId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .returning({ userId: sessions.userId });
      return row?.userId;
    });
  }

  /** Live (not revoked, not expired) sessions with their users, for the online-users list. */
  liveSessions(
    tenantId: string,
    query: PageRequest<'code' | 'account' | 'name' | 'signedInAt' | 'lastSeenAt'> & { account?: string; code?: string },
  ) {
    return this.db.tenant(tenantId, (tx) => {
      const join = and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId));
      const rows = tx
        .select({
          sessionId: sessions.id,
          userId: sessions.userId,
          account: users.account,
          name: users.name,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
          signedInAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(users, join)
        .$dynamic();
      // A sort named without a direction goes descending here.
      const request = { ...query, sortOrder: query.sortOrder === 'ascend' ? 'ascend' : 'descend' } as const;
      return selectPage(tx, rows, request, {
        // The account filter is on the joined users: the total counts the join.
        table: tx.select({ id: sessions.id }).from(sessions).innerJoin(users, join).$dynamic(),
        where: listConditions(
          query,
          { contains: { account: users.account }, equals: { code: sessions.id } },
          eq(sessions.tenantId, tenantId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
        sortable: {
          code: sessions.id,
          account: users.account,
          name: users.name,
          signedInAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        },
        defaultOrder: desc(sessions.lastSeenAt),
        tieBreaker: asc(sessions.id),
      });
    });
  }

  getAttempt(key: string) {
    return this.db.system(async (tx) => {
      const [row] = await tx.select().from(loginAttempts).where(eq(loginAttempts.key, key));
      return row;
    });
  }

  /**
   * Counts one failure atomically (concurrent failures never undercount); a window older than
   * `windowMs` starts again. Locks the key when the count reaches `lockAfter`.
   */
  recordFailure(key: string, windowMs: number, lockAfter: number, lockMs: number) {
    return this.db.system(async (tx) => {
      const now = new Date();
      const windowStart = new Date(now.getTime() - windowMs);
      const lockUntil = new Date(now.getTime() + lockMs);
      const result = await tx.execute(sql`
        insert into login_attempts (key, failures, window_started_at, locked_until)
        values (${key}, 1, ${now.toISOString()}, case when 1 >= ${lockAfter} then ${lockUntil.toISOString()}::timestamptz end)
        on conflict (key) do update set
          failures = case when login_attempts.window_started_at < ${windowStart.toISOString()}::timestamptz
                          then 1 else login_attempts.failures + 1 end,
          window_started_at = case when login_attempts.window_started_at < ${windowStart.toISOString()}::timestamptz
                          then ${now.toISOString()}::timestamptz else login_attempts.window_started_at end,
          locked_until = case when (case when login_attempts.window_started_at < ${windowStart.toISOString()}::timestamptz
                          then 1 else login_attempts.failures + 1 end) >= ${lockAfter}
                          then ${lockUntil.toISOString()}::timestamptz else login_attempts.locked_until end
        returning failures, locked_until`);
      const row = (result as unknown as { rows: { failures: number; locked_until: string | Date | null }[] }).rows[0]!;
      return { failures: Number(row.failures), lockedUntil: row.locked_until ? new Date(row.locked_until) : null };
    });
  }

  clearAttempts(key: string): Promise<void> {
    return this.db.system(async (tx) => {
      await tx.delete(loginAttempts).where(eq(loginAttempts.key, key));
    });
  }
}
