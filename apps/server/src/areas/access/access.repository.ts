import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { apps, menus, roleMenus, roles, tenantApps, userRoles } from './access.table.js';

export type MenuRow = typeof menus.$inferSelect;
export type AppRow = typeof apps.$inferSelect;

export class AccessRepository {
  constructor(private readonly db: Database) {}

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

  /** The platform's app catalog (readable from any tenant context). */
  allApps(tenantId: string): Promise<AppRow[]> {
    return this.db.tenant(tenantId, (tx) => tx.select().from(apps).orderBy(asc(apps.sort)));
  }

  /** The platform's menus, pages and buttons (readable from any tenant context). */
  allMenus(tenantId: string): Promise<MenuRow[]> {
    return this.db.tenant(tenantId, (tx) => tx.select().from(menus).orderBy(asc(menus.sort), asc(menus.id)));
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

  /** Whether one of the user's enabled roles grants a menu or button carrying `code`. */
  rolesGrant(tenantId: string, userId: string, code: string): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      const result = await tx.execute(sql`
        select exists (
          select 1 from user_roles ur
          join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id and r.enabled
          join role_menus rm on rm.tenant_id = ur.tenant_id and rm.role_id = ur.role_id
          join menus m on m.id = rm.menu_id and m.permission = ${code}
          join tenant_apps ta on ta.tenant_id = ur.tenant_id and ta.app_code = m.app_code and ta.is_active
          where ur.tenant_id = ${tenantId} and ur.user_id = ${userId}) as granted`);
      return Boolean((result as unknown as { rows: { granted: boolean }[] }).rows[0]?.granted);
    });
  }
}
