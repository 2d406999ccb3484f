import type { SortOrder, UserFilter } from '@takt/contracts';
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { TenantChanges } from '../../platform/cache/keyed-tenant-cache.js';
import type { Database } from '../../platform/db/database.js';
import { selectPage } from '../../platform/db/paged-select.js';
import { likePattern, type PageRequest, pageOffset, pageOrder } from '../../platform/db/paging.js';
import { accountDirectory, deletedUsers, sessions, users } from './identity.table.js';

/** What the administration screens read of a user (never the password hash). */
const adminColumns = {
  tenantId: users.tenantId,
  id: users.id,
  account: users.account,
  name: users.name,
  nickname: users.nickname,
  avatar: users.avatar,
  phone: users.phone,
  email: users.email,
  gender: users.gender,
  birthday: users.birthday,
  jobNumber: users.jobNumber,
  wecomAccount: users.wecomAccount,
  dingtalkAccount: users.dingtalkAccount,
  orgId: users.orgId,
  adminType: users.adminType,
  status: users.status,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

const briefColumns = {
  id: users.id,
  account: users.account,
  name: users.name,
  nickname: users.nickname,
  avatar: users.avatar,
  orgId: users.orgId,
  jobNumber: users.jobNumber,
  status: users.status,
};

export type AdminUserRow = Pick<typeof users.$inferSelect, keyof typeof adminColumns>;
export type BriefUserRow = Pick<
  AdminUserRow,
  'id' | 'account' | 'name' | 'nickname' | 'avatar' | 'orgId' | 'jobNumber' | 'status'
>;

export type UserSortField = 'name' | 'account' | 'jobNumber' | 'status' | 'createdAt';

/**
 * Which users a query may see: `scope` is the data-scope condition (undefined for all);
 * `orgIds` the organisation-subtree filter (undefined for none).
 */
export interface UserVisibility {
  scope: SQL | undefined;
  orgIds?: readonly string[];
}

export type UserWritable = {
  name: string;
  nickname: string | null;
  birthday: string | null;
  gender: number;
  phone: string | null;
  email: string | null;
  orgId: string;
  jobNumber: string | null;
  wecomAccount: string | null;
  dingtalkAccount: string | null;
  status: number;
};

const sortColumns = {
  name: users.name,
  account: users.account,
  jobNumber: users.jobNumber,
  status: users.status,
  createdAt: users.createdAt,
};

/** The organisation column and the owner column of a user row, for `dataScopeCondition`. */
export const userScopeColumns = { org: users.orgId, owner: users.id };

export class UserAdminRepository {
  constructor(
    private readonly db: Database,
    private readonly changes: TenantChanges,
  ) {}

  private where(tenantId: string, visibility: UserVisibility, filter: UserFilter & { keyword?: string }): SQL {
    const parts: (SQL | undefined)[] = [eq(users.tenantId, tenantId), visibility.scope];
    if (visibility.orgIds) {
      parts.push(visibility.orgIds.length > 0 ? inArray(users.orgId, [...visibility.orgIds]) : sql`false`);
    }
    if (filter.account) parts.push(ilike(users.account, likePattern(filter.account)));
    if (filter.name) parts.push(ilike(users.name, likePattern(filter.name)));
    if (filter.phone) parts.push(ilike(users.phone, likePattern(filter.phone)));
    if (filter.status !== undefined) parts.push(eq(users.status, filter.status));
    if (filter.keyword) {
      const pattern = likePattern(filter.keyword);
      parts.push(or(ilike(users.account, pattern), ilike(users.name, pattern), ilike(users.jobNumber, pattern)));
    }
    return and(...parts)!;
  }

  page(
    tenantId: string,
    visibility: UserVisibility,
    filter: UserFilter,
    paging: PageRequest<UserSortField>,
  ): Promise<{ rows: AdminUserRow[]; totalRows: number }> {
    return this.db.tenant(tenantId, async (tx) => {
      const { rows, totalRows } = await selectPage(tx, tx.select(adminColumns).from(users).$dynamic(), paging, {
        table: users,
        where: this.where(tenantId, visibility, filter),
        sortable: sortColumns,
        defaultOrder: desc(users.createdAt),
        tieBreaker: users.id,
      });
      return { rows: rows as AdminUserRow[], totalRows };
    });
  }

  /** Every matching row in list order, at most `limit` (the export). */
  list(
    tenantId: string,
    visibility: UserVisibility,
    filter: UserFilter & { ids?: readonly string[] },
    order: { sortField?: UserSortField; sortOrder?: SortOrder },
    limit: number,
  ): Promise<AdminUserRow[]> {
    return this.db.tenant(tenantId, async (tx) => {
      let where = this.where(tenantId, visibility, filter);
      if (filter.ids) where = and(where, inArray(users.id, [...filter.ids]))!;
      const rows = await tx
        .select(adminColumns)
        .from(users)
        .where(where)
        .orderBy(...pageOrder({ pageNo: 1, pageSize: limit, ...order }, sortColumns, desc(users.createdAt), users.id))
        .limit(limit);
      return rows as AdminUserRow[];
    });
  }

  /** Number of matching rows (to refuse an export that is too large before reading it). */
  countMatching(tenantId: string, visibility: UserVisibility, filter: UserFilter): Promise<number> {
    return this.db.tenant(tenantId, async (tx) => {
      const [total] = await tx
        .select({ n: count() })
        .from(users)
        .where(this.where(tenantId, visibility, filter));
      return Number(total?.n ?? 0);
    });
  }

  /** Picker rows: search word, optional subtree, sorted by name. */
  brief(
    tenantId: string,
    visibility: UserVisibility,
    search: { keyword?: string; includeDisabled?: boolean },
    paging: PageRequest<'name' | 'account' | 'jobNumber'>,
  ): Promise<{ rows: BriefUserRow[]; totalRows: number }> {
    return this.db.tenant(tenantId, async (tx) => {
      const filter: UserFilter & { keyword?: string } = { keyword: search.keyword };
      if (!search.includeDisabled) filter.status = 0;
      const where = this.where(tenantId, visibility, filter);
      const rows = await tx
        .select(briefColumns)
        .from(users)
        .where(where)
        .orderBy(...pageOrder({ sortField: 'name', ...paging }, sortColumns, sql`1`, users.id))
        .limit(paging.pageSize)
        .offset(pageOffset(paging));
      const [total] = await tx.select({ n: count() }).from(users).where(where);
      return { rows: rows as BriefUserRow[], totalRows: Number(total?.n ?? 0) };
    });
  }

  /** The visible users among `ids`. */
  byIds(tenantId: string, scope: SQL | undefined, ids: readonly string[]): Promise<BriefUserRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select(briefColumns)
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...ids]), scope));
      return rows as BriefUserRow[];
    });
  }

  /** One user inside the scope (undefined when absent or outside it). */
  find(tenantId: string, scope: SQL | undefined, id: string): Promise<AdminUserRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select(adminColumns)
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, id), scope));
      return row as AdminUserRow | undefined;
    });
  }

  /** A fresh id from the shared sequence. */
  nextId(tenantId: string): Promise<string> {
    return this.db.tenant(tenantId, async (tx) => {
      const result = await tx.execute(sql`select nextval('takt_id_seq')::text as id`);
      return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
    });
  }

  /**
   * Claims the account in the platform-wide directory. False when any enterprise holds it (the
   * key is checked by the index, which sees every tenant's rows, not by a read RLS would hide).
   */
  claimAccount(tenantId: string, account: string, userId: string): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .insert(accountDirectory)
        .values({ account, tenantId, userId })
        .onConflictDoNothing({ target: accountDirectory.account })
        .returning({ account: accountDirectory.account });
      return rows.length === 1;
    });
  }

  insert(
    tenantId: string,
    values: UserWritable & { id: string; account: string; passwordHash: string; adminType: number },
  ): Promise<AdminUserRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ tenantId, ...values })
        .returning(adminColumns);
      return row as AdminUserRow;
    });
  }

  update(tenantId: string, id: string, values: Partial<UserWritable>): Promise<AdminUserRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      this.changes.changed(tenantId);
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
        .returning(adminColumns);
      return row as AdminUserRow | undefined;
    });
  }

  setPasswordHash(tenantId: string, id: string, passwordHash: string): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
    });
  }

  passwordHashOf(tenantId: string, id: string): Promise<string | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ hash: users.passwordHash })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
      return row?.hash;
    });
  }

  /** Ends the user's live sessions; returns their ids (for the hub). */
  revokeSessions(tenantId: string, userId: string, reason: string): Promise<string[]> {
    return this.db.tenant(tenantId, async (tx) => {
      this.changes.changed(tenantId);
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.map((row) => row.id);
    });
  }

  /** Removes the user, their directory entry and their sessions; their name stays in `deleted_users`. */
  delete(tenantId: string, userId: string, account: string): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      this.changes.changed(tenantId);
      await tx
        .insert(deletedUsers)
        .select(
          tx
            .select({
              tenantId: users.tenantId,
              id: users.id,
              name: users.name,
              deletedAt: sql<Date>`now()`.as('deleted_at'),
            })
            .from(users)
            .where(and(eq(users.tenantId, tenantId), eq(users.id, userId))),
        )
        .onConflictDoNothing();
      await tx.delete(sessions).where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId)));
      await tx
        .delete(accountDirectory)
        .where(
          and(
            eq(accountDirectory.account, account),
            eq(accountDirectory.tenantId, tenantId),
            eq(accountDirectory.userId, userId),
          ),
        );
      await tx.delete(users).where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
    });
  }
}
