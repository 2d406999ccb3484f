import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { apps, menus, roleMenus, roles, tenantApps, userRoles } from './access.table.js';
import { tenantModules } from './tenant-module.table.js';

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

  /** The function modules the tenant is limited to, per app (apps without rows are whole). */
  tenantModuleRows(tenantId: string): Promise<{ appCode: string; menuId: string }[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select({ appCode: tenantModules.appCode, menuId: tenantModules.menuId })
        .from(tenantModules)
        .where(eq(tenantModules.tenantId, tenantId)),
    );
  }

  /** Platform work: the apps and module limits of many enterprises at once. */
  grantsOfTenants(tenantIds: readonly string[]) {
    return this.db.system(async (tx) => {
      if (tenantIds.length === 0) return { apps: [], modules: [] };
      const appRows = await tx
        .select({ tenantId: tenantApps.tenantId, appCode: tenantApps.appCode })
        .from(tenantApps)
        .where(and(inArray(tenantApps.tenantId, [...tenantIds]), eq(tenantApps.isActive, true)));
      const moduleRows = await tx
        .select()
        .from(tenantModules)
        .where(inArray(tenantModules.tenantId, [...tenantIds]));
      return { apps: appRows, modules: moduleRows };
    });
  }

  /** Platform work: replaces an enterprise's granted apps and module limits. */
  replaceTenantGrants(
    tenantId: string,
    appCodes: readonly string[],
    modules: readonly { appCode: string; menuId: string }[],
  ) {
    return this.db.system(async (tx) => {
      await tx.delete(tenantApps).where(eq(tenantApps.tenantId, tenantId));
      await tx.delete(tenantModules).where(eq(tenantModules.tenantId, tenantId));
      if (appCodes.length) await tx.insert(tenantApps).values(appCodes.map((appCode) => ({ tenantId, appCode })));
      if (modules.length) await tx.insert(tenantModules).values(modules.map((row) => ({ tenantId, ...row })));
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

  /** The permission codes the user's enabled roles grant, through menus and buttons of active apps. */
  rolePermissions(tenantId: string, userId: string): Promise<string[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const result = await tx.execute(sql`
        select distinct m.permission from user_roles ur
          join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id and r.enabled
          join role_menus rm on rm.tenant_id = ur.tenant_id and rm.role_id = ur.role_id
          join menus m on m.id = rm.menu_id and m.permission is not null
          join tenant_apps ta on ta.tenant_id = ur.tenant_id and ta.app_code = m.app_code and ta.is_active
          where ur.tenant_id = ${tenantId} and ur.user_id = ${userId}`);
      return (result as unknown as { rows: { permission: string }[] }).rows.map((row) => row.permission);
    });
  }
}
