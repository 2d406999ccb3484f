import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { apps, menus, roleMenus, roles, tenantApps, userRoles } from './access.table.js';

export type MenuRow = typeof menus.$inferSelect;
export type AppRow = typeof apps.$inferSelect;

export class AccessRepository {
  constructor(private readonly db: Database) {}

  /** Every permission code some menu or button carries (spec 000 §6 "allPermissions"). */
  allPermissionCodes(tenantId: string): Promise<string[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .selectDistinct({ permission: menus.permission })
        .from(menus)
        .where(isNotNull(menus.permission))
        .orderBy(asc(menus.permission));
      return rows.map((row) => row.permission!);
    });
  }

  /** The apps this tenant is granted and active. */
  tenantAppCodes(tenantId: string): Promise<string[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ appCode: tenantApps.appCode })
        .from(tenantApps)
        .where(and(eq(tenantApps.tenantId, tenantId), eq(tenantApps.isActive, true)));
      return rows.map((row) => row.appCode);
    });
  }

  appsByCode(tenantId: string, codes: string[] | 'all'): Promise<AppRow[]> {
    return this.db.tenant(tenantId, (tx) => {
      const query = tx.select().from(apps);
      return (codes === 'all' ? query : query.where(inArray(apps.code, codes.length ? codes : ['']))).orderBy(
        asc(apps.sort),
      );
    });
  }

  menusOfApps(tenantId: string, appCodes: string[] | 'all'): Promise<MenuRow[]> {
    return this.db.tenant(tenantId, (tx) => {
      const query = tx.select().from(menus);
      return (
        appCodes === 'all' ? query : query.where(inArray(menus.appCode, appCodes.length ? appCodes : ['']))
      ).orderBy(asc(menus.sort), asc(menus.id));
    });
  }

  /** Menu ids granted to the user through enabled roles. */
  grantedMenuIds(tenantId: string, userId: string): Promise<string[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .selectDistinct({ menuId: roleMenus.menuId })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.tenantId, userRoles.tenantId), eq(roles.id, userRoles.roleId)))
        .innerJoin(roleMenus, and(eq(roleMenus.tenantId, userRoles.tenantId), eq(roleMenus.roleId, userRoles.roleId)))
        .where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, userId), eq(roles.enabled, true)));
      return rows.map((row) => row.menuId);
    });
  }

  /**
   * Whether `code` may be used by the user: granted through a role (regular users) or present
   * in the tenant's apps (enterprise administrators); and whether any menu carries it at all.
   */
  permissionState(
    tenantId: string,
    userId: string,
    code: string,
    viaRoles: boolean,
  ): Promise<{ declared: boolean; granted: boolean }> {
    return this.db.tenant(tenantId, async (tx) => {
      const granted = viaRoles
        ? sql`exists (
            select 1 from user_roles ur
            join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id and r.enabled
            join role_menus rm on rm.tenant_id = ur.tenant_id and rm.role_id = ur.role_id
            join menus m on m.id = rm.menu_id
            join tenant_apps ta on ta.tenant_id = ur.tenant_id and ta.app_code = m.app_code and ta.is_active
            where ur.tenant_id = ${tenantId} and ur.user_id = ${userId} and m.permission = ${code})`
        : sql`exists (
            select 1 from menus m
            join tenant_apps ta on ta.app_code = m.app_code and ta.is_active
            where ta.tenant_id = ${tenantId} and m.permission = ${code})`;
      const result = await tx.execute(
        sql`select exists (select 1 from menus where permission = ${code}) as declared, ${granted} as granted`,
      );
      const row = (result as unknown as { rows: { declared: boolean; granted: boolean }[] }).rows[0]!;
      return { declared: Boolean(row.declared), granted: Boolean(row.granted) };
    });
  }
}
