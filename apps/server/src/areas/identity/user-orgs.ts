import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { deletedUsers, UserStatus, users } from './identity.table.js';

/**
 * What other areas may ask the identity area about users' organisations (data scopes,
 * organisation deletion), so that no other area reads the users table.
 */
export class UserOrgDirectory {
  constructor(private readonly db: Database) {}

  /** The organisation the user belongs to, or null (no organisation, or no such user). */
  orgOf(tenantId: string, userId: string): Promise<string | null> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ orgId: users.orgId })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
      return row?.orgId ?? null;
    });
  }

  /** The user's admin type (spec 000 §6), or null when the tenant has no such user. */
  adminTypeOf(tenantId: string, userId: string): Promise<number | null> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ adminType: users.adminType })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
      return row?.adminType ?? null;
    });
  }

  /** The admin type of each of these users the tenant has (unknown ids are left out). */
  adminTypesOf(tenantId: string, userIds: readonly string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return Promise.resolve(new Map());
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ id: users.id, adminType: users.adminType })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...userIds])));
      return new Map(rows.map((row) => [row.id, row.adminType]));
    });
  }

  /**
   * The enabled users among `userIds` or in one of `orgIds`, each once, with what reaches them
   * (the push service's targets): name, mobile number and e-mail address.
   */
  contactsOf(tenantId: string, userIds: readonly string[], orgIds: readonly string[]) {
    if (userIds.length === 0 && orgIds.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select({ id: users.id, name: users.name, phone: users.phone, email: users.email })
        .from(users)
        .where(
          and(
            eq(users.tenantId, tenantId),
            eq(users.status, UserStatus.NORMAL),
            or(
              userIds.length ? inArray(users.id, [...userIds]) : undefined,
              orgIds.length ? inArray(users.orgId, [...orgIds]) : undefined,
            ),
          ),
        )
        .orderBy(users.id),
    );
  }

  /** The name of each of these users the tenant has (unknown ids are left out). */
  namesOf(tenantId: string, userIds: readonly string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return Promise.resolve(new Map());
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...userIds])));
      return new Map(rows.map((row) => [row.id, row.name]));
    });
  }

  /**
   * Like {@link namesOf}, deleted users included by the name they had: for records of work done
   * (traces), not for choosing a user.
   */
  async namesEverOf(tenantId: string, userIds: readonly string[]): Promise<Map<string, string>> {
    const names = await this.namesOf(tenantId, userIds);
    const gone = userIds.filter((id) => !names.has(id));
    if (gone.length === 0) return names;
    const rows = await this.db.tenant(tenantId, (tx) =>
      tx
        .select({ id: deletedUsers.id, name: deletedUsers.name })
        .from(deletedUsers)
        .where(and(eq(deletedUsers.tenantId, tenantId), inArray(deletedUsers.id, gone))),
    );
    for (const row of rows) names.set(row.id, row.name);
    return names;
  }

  /** The users who belong to one of these organisations (messages to organisations). */
  idsInOrgs(tenantId: string, orgIds: readonly string[]): Promise<string[]> {
    if (orgIds.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.orgId, [...orgIds])))
        .orderBy(users.id);
      return rows.map((row) => row.id);
    });
  }

  /** How many users belong to one of these organisations. */
  countInOrgs(tenantId: string, orgIds: readonly string[]): Promise<number> {
    if (orgIds.length === 0) return Promise.resolve(0);
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.orgId, [...orgIds])));
      return Number(row?.n ?? 0);
    });
  }
}
