import { and, eq, gt, isNull, ne } from 'drizzle-orm';
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
