import { and, asc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { TenantChanges } from '../../platform/cache/keyed-tenant-cache.js';
import type { Database } from '../../platform/db/database.js';
import { sessions, users } from './identity.table.js';

export interface BaseUserInfo {
  name: string;
  nickname: string | null;
  birthday: string | null;
  gender: number;
  email: string | null;
  phone: string | null;
}

/** Writes of the self-service routes: a user's own profile, password, pictures and sessions. */
export class UserProfileRepository {
  constructor(
    private readonly db: Database,
    private readonly changes: TenantChanges,
  ) {}

  updateBaseInfo(tenantId: string, userId: string, values: BaseUserInfo): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      this.changes.changed(tenantId);
      const rows = await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
        .returning({ id: users.id });
      return rows.length > 0;
    });
  }

  setPictures(tenantId: string, userId: string, values: { avatar?: string; signature?: string }): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
        .returning({ id: users.id });
      return rows.length > 0;
    });
  }

  /** Names of the users whose avatar or signature is the stored file at `url` (a few of each). */
  showingPicture(tenantId: string, url: string): Promise<{ avatar: string[]; signature: string[] }> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ name: users.name, avatar: users.avatar, signature: users.signature })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), or(eq(users.avatar, url), eq(users.signature, url))))
        .orderBy(asc(users.name))
        .limit(10);
      return {
        avatar: rows.filter((row) => row.avatar === url).map((row) => row.name),
        signature: rows.filter((row) => row.signature === url).map((row) => row.name),
      };
    });
  }

  /** Revokes every live session of the user but `keepSessionId`; returns the revoked ids. */
  revokeOtherSessions(tenantId: string, userId: string, keepSessionId: string, reason: string): Promise<string[]> {
    return this.db.tenant(tenantId, async (tx) => {
      this.changes.changed(tenantId);
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(
          and(
            eq(sessions.tenantId, tenantId),
            eq(sessions.userId, userId),
            ne(sessions.id, keepSessionId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .returning({ id: sessions.id });
      return rows.map((row) => row.id);
    });
  }
}
