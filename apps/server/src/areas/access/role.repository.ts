import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { TenantChanges } from '../../platform/cache/keyed-tenant-cache.js';
import type { Database } from '../../platform/db/database.js';
import { selectPage } from '../../platform/db/paged-select.js';
import { likePattern, type PageRequest } from '../../platform/db/paging.js';
import { roleMenus, roles, userRoles } from './access.table.js';
import { roleDataOrgs, userDataOrgs } from './data-scope.table.js';

/** Users per delete statement, and rows per insert (3 parameters each, far below 65 535). */
const USERS_PER_STATEMENT = 5000;
const ROWS_PER_INSERT = 5000;

export type RoleRow = typeof roles.$inferSelect;
export type RoleWritable = Pick<RoleRow, 'name' | 'code' | 'sort' | 'enabled' | 'remark'>;

export interface RoleFilter {
  name?: string;
  code?: string;
  enabled?: boolean;
  /** Leave these roles out (the platform's super administrator role). */
  excludeIds?: readonly string[];
}

export class RoleRepository {
  constructor(
    private readonly db: Database,
    /** Told of every change to what roles grant and who holds them. */
    private readonly grantChanges: TenantChanges,
  ) {}

  page(tenantId: string, filter: RoleFilter, request: PageRequest<'name' | 'code' | 'sort' | 'createdAt'>) {
    return this.db.tenant(tenantId, async (tx) => {
      const { rows, totalRows } = await selectPage(tx, tx.select().from(roles).$dynamic(), request, {
        table: roles,
        where: this.where(tenantId, filter),
        sortable: { name: roles.name, code: roles.code, sort: roles.sort, createdAt: roles.createdAt },
        defaultOrder: asc(roles.sort),
        tieBreaker: roles.id,
      });
      return { rows, totalRows };
    });
  }

  list(tenantId: string, filter: RoleFilter): Promise<RoleRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx.select().from(roles).where(this.where(tenantId, filter)).orderBy(asc(roles.sort), asc(roles.id)),
    );
  }

  findById(tenantId: string, id: string): Promise<RoleRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
      return row;
    });
  }

  findByCode(tenantId: string, code: string): Promise<RoleRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), eq(roles.code, code)));
      return row;
    });
  }

  byIds(tenantId: string, ids: readonly string[]): Promise<RoleRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, [...ids]))),
    );
  }

  byNamesOrCodes(tenantId: string, names: readonly string[]) {
    if (names.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select({ id: roles.id, name: roles.name, code: roles.code })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), or(inArray(roles.name, [...names]), inArray(roles.code, [...names])))),
    );
  }

  insert(tenantId: string, values: RoleWritable & { dataScope: number }): Promise<RoleRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(roles)
        .values({ tenantId, ...values })
        .returning();
      return row!;
    });
  }

  update(tenantId: string, id: string, values: Partial<RoleWritable & { dataScope: number }>) {
    return this.db.tenant(tenantId, async (tx) => {
      this.grantChanges.changed(tenantId);
      const [row] = await tx
        .update(roles)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)))
        .returning();
      return row;
    });
  }

  /** Deletes the role with its menu and organisation grants. */
  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      this.grantChanges.changed(tenantId);
      await tx.delete(roleMenus).where(and(eq(roleMenus.tenantId, tenantId), eq(roleMenus.roleId, id)));
      await tx.delete(roleDataOrgs).where(and(eq(roleDataOrgs.tenantId, tenantId), eq(roleDataOrgs.roleId, id)));
      await tx.delete(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
    });
  }

  /** The ids among `ids` that name a role of the tenant. */
  existingIds(tenantId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, [...ids])));
      return rows.map((row) => row.id);
    });
  }

  /** The users holding any of these roles, each once. */
  holderIds(tenantId: string, roleIds: readonly string[]): Promise<string[]> {
    if (roleIds.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .selectDistinct({ userId: userRoles.userId })
        .from(userRoles)
        .where(and(eq(userRoles.tenantId, tenantId), inArray(userRoles.roleId, [...roleIds])))
        .orderBy(asc(userRoles.userId));
      return rows.map((row) => row.userId);
    });
  }

  userCount(tenantId: string, roleId: string): Promise<number> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ n: count() })
        .from(userRoles)
        .where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.roleId, roleId)));
      return Number(row?.n ?? 0);
    });
  }

  /** The users holding any of these enabled roles, each once (the push service's role targets). */
  async userIdsOfRoles(tenantId: string, roleIds: readonly string[]): Promise<string[]> {
    if (roleIds.length === 0) return [];
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .selectDistinct({ userId: userRoles.userId })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.tenantId, userRoles.tenantId), eq(roles.id, userRoles.roleId)))
        .where(and(eq(userRoles.tenantId, tenantId), inArray(userRoles.roleId, [...roleIds]), eq(roles.enabled, true)));
      return rows.map((row) => row.userId);
    });
  }

  /** Roles of each user, in role order. */
  rolesOfUsers(tenantId: string, userIds: readonly string[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select({ userId: userRoles.userId, id: roles.id, name: roles.name, code: roles.code })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.tenantId, userRoles.tenantId), eq(roles.id, userRoles.roleId)))
        .where(and(eq(userRoles.tenantId, tenantId), inArray(userRoles.userId, [...userIds])))
        .orderBy(asc(roles.sort), asc(roles.id)),
    );
  }

  setUserRoles(tenantId: string, userId: string, roleIds: readonly string[]): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      this.grantChanges.changed(tenantId);
      await tx.delete(userRoles).where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, userId)));
      if (roleIds.length > 0) {
        await tx.insert(userRoles).values(roleIds.map((roleId) => ({ tenantId, userId, roleId })));
      }
    });
  }

  /**
   * Replaces the roles of every user in `grants` (user id → role ids): one delete and one
   * multi-row insert per chunk of users, instead of two statements per user.
   */
  setRolesOfUsers(tenantId: string, grants: ReadonlyMap<string, readonly string[]>): Promise<void> {
    const entries = [...grants];
    return this.db.tenant(tenantId, async (tx) => {
      this.grantChanges.changed(tenantId);
      for (let start = 0; start < entries.length; start += USERS_PER_STATEMENT) {
        const chunk = entries.slice(start, start + USERS_PER_STATEMENT);
        await tx.delete(userRoles).where(
          and(
            eq(userRoles.tenantId, tenantId),
            inArray(
              userRoles.userId,
              chunk.map(([userId]) => userId),
            ),
          ),
        );
        const rows = chunk.flatMap(([userId, roleIds]) => roleIds.map((roleId) => ({ tenantId, userId, roleId })));
        for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
          await tx.insert(userRoles).values(rows.slice(at, at + ROWS_PER_INSERT));
        }
      }
    });
  }

  menuIds(tenantId: string, roleId: string): Promise<string[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ menuId: roleMenus.menuId })
        .from(roleMenus)
        .where(and(eq(roleMenus.tenantId, tenantId), eq(roleMenus.roleId, roleId)));
      return rows.map((row) => row.menuId);
    });
  }

  setMenus(tenantId: string, roleId: string, menuIds: readonly string[]): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      this.grantChanges.changed(tenantId);
      await tx.delete(roleMenus).where(and(eq(roleMenus.tenantId, tenantId), eq(roleMenus.roleId, roleId)));
      if (menuIds.length > 0) {
        await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ tenantId, roleId, menuId })));
      }
    });
  }

  dataOrgIds(tenantId: string, roleId: string): Promise<string[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ orgId: roleDataOrgs.orgId })
        .from(roleDataOrgs)
        .where(and(eq(roleDataOrgs.tenantId, tenantId), eq(roleDataOrgs.roleId, roleId)));
      return rows.map((row) => row.orgId);
    });
  }

  setDataOrgs(tenantId: string, roleId: string, orgIds: readonly string[]): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx.delete(roleDataOrgs).where(and(eq(roleDataOrgs.tenantId, tenantId), eq(roleDataOrgs.roleId, roleId)));
      if (orgIds.length > 0) {
        await tx.insert(roleDataOrgs).values(orgIds.map((orgId) => ({ tenantId, roleId, orgId })));
      }
    });
  }

  /** The data scopes of the user's enabled roles, each with its custom organisations. */
  scopesOfUser(tenantId: string, userId: string): Promise<{ roleId: string; dataScope: number; orgIds: string[] }[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const result = await tx.execute(sql`
        select r.id::text as role_id, r.data_scope,
          coalesce((select array_agg(d.org_id::text) from role_data_orgs d
                    where d.tenant_id = r.tenant_id and d.role_id = r.id), '{}') as org_ids
        from user_roles ur
        join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id and r.enabled
        where ur.tenant_id = ${tenantId} and ur.user_id = ${userId}`);
      const rows = (result as unknown as { rows: { role_id: string; data_scope: number; org_ids: string[] }[] }).rows;
      return rows.map((row) => ({ roleId: row.role_id, dataScope: Number(row.data_scope), orgIds: row.org_ids }));
    });
  }

  userDataOrgIds(tenantId: string, userId: string): Promise<string[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ orgId: userDataOrgs.orgId })
        .from(userDataOrgs)
        .where(and(eq(userDataOrgs.tenantId, tenantId), eq(userDataOrgs.userId, userId)));
      return rows.map((row) => row.orgId);
    });
  }

  setUserDataOrgs(tenantId: string, userId: string, orgIds: readonly string[]): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx.delete(userDataOrgs).where(and(eq(userDataOrgs.tenantId, tenantId), eq(userDataOrgs.userId, userId)));
      if (orgIds.length > 0) {
        await tx.insert(userDataOrgs).values(orgIds.map((orgId) => ({ tenantId, userId, orgId })));
      }
    });
  }

  /** Removes an organisation from every role's and user's data grants (it is being deleted). */
  forgetOrg(tenantId: string, orgId: string): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx.delete(roleDataOrgs).where(and(eq(roleDataOrgs.tenantId, tenantId), eq(roleDataOrgs.orgId, orgId)));
      await tx.delete(userDataOrgs).where(and(eq(userDataOrgs.tenantId, tenantId), eq(userDataOrgs.orgId, orgId)));
    });
  }

  private where(tenantId: string, filter: RoleFilter): SQL | undefined {
    const parts: SQL[] = [eq(roles.tenantId, tenantId)];
    if (filter.name) parts.push(ilike(roles.name, likePattern(filter.name)));
    if (filter.code) parts.push(ilike(roles.code, likePattern(filter.code)));
    if (filter.enabled !== undefined) parts.push(eq(roles.enabled, filter.enabled));
    if (filter.excludeIds && filter.excludeIds.length > 0) {
      parts.push(
        sql`${roles.id} not in (${sql.join(
          filter.excludeIds.map((id) => sql`${id}::bigint`),
          sql`, `,
        )})`,
      );
    }
    return and(...parts);
  }
}
