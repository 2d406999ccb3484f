import { type AccountMenu, AdminType, type Language } from '@takt/contracts';
import { KeyedTenantCache } from '../../platform/cache/keyed-tenant-cache.js';
import { TenantCache } from '../../platform/cache/tenant-cache.js';
import type { Database } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { AccessRepository } from './access.repository.js';
import { MenuKind } from './access.table.js';
import type { CatalogCache } from './catalog-cache.js';
import { buildMenuTree, menuTitle } from './menu-tree.js';
import {
  type ModuleLimits,
  moduleIndex,
  moduleLimits,
  permissionWithinModules,
  withinModules,
} from './tenant-modules.js';

export interface AccessSubject {
  tenantId: string;
  userId: string;
  adminType: number;
}

export interface AccessProfile {
  permissions: string[];
  allPermissions: string[];
  apps: { appCode: string; code: string; name: string; isActive: boolean }[];
  menus: AccountMenu[];
}

/** How long a user's role grants are trusted without a change being announced. */
const ROLE_GRANTS_TTL_MS = 5_000;

/** What the platform granted an enterprise: its active apps and the function modules they are limited to. */
interface TenantGrants {
  appCodes: ReadonlySet<string>;
  limits: ModuleLimits;
}

export class AccessService {
  /** Read by every permission check; changed only by the platform's enterprise form. */
  private readonly grants: TenantCache<TenantGrants>;
  /** What each user's roles grant, read by every permission check of a regular user. */
  private readonly roleGrants: KeyedTenantCache<ReadonlySet<string>>;

  constructor(
    private readonly db: Database,
    private readonly repo: AccessRepository,
    private readonly catalog: CatalogCache,
    bus: EventBus,
  ) {
    this.grants = new TenantCache('tenantGrants', db, bus, async (tenantId) => ({
      appCodes: new Set(await repo.tenantAppCodes(tenantId)),
      limits: moduleLimits(await repo.tenantModuleRows(tenantId)),
    }));
    this.roleGrants = new KeyedTenantCache('roleGrants', db, bus, ROLE_GRANTS_TTL_MS);
  }

  /**
   * The permission rule of spec 000 §6: a super administrator passes; a code that no menu
   * declares is allowed; a declared code needs a grant (enterprise administrators hold every
   * code of their enterprise's apps, regular users what their roles grant).
   */
  async isAllowed(subject: AccessSubject, code: string): Promise<boolean> {
    if (subject.adminType === AdminType.SUPER_ADMIN) return true;
    const catalog = await this.catalog.get(subject.tenantId);
    const owners = catalog.appsOfPermission.get(code);
    if (!owners) return true;
    // Function modules granted to the enterprise bound every user, its administrator included.
    const grants = await this.grants.get(subject.tenantId);
    if (!permissionWithinModules(code, moduleIndex(catalog), grants.limits)) return false;
    if (subject.adminType === AdminType.ENTERPRISE_ADMIN) {
      for (const app of owners) if (grants.appCodes.has(app)) return true;
      return false;
    }
    const { tenantId, userId } = subject;
    const granted = await this.roleGrants.get(
      tenantId,
      userId,
      async () => new Set(await this.repo.rolePermissions(tenantId, userId)),
    );
    return granted?.has(code) ?? false;
  }

  /**
   * Call inside the transaction that changes an enterprise's roles, their menus or who holds
   * them. (A menu the platform deletes leaves its grants within {@link ROLE_GRANTS_TTL_MS}.)
   */
  rolesChanged(tenantId: string): void {
    this.roleGrants.changed(tenantId);
  }

  /**
   * Apps an enterprise may be granted, each with its function modules (top-level directories),
   * for the platform's enterprise form. Read in the platform tenant's context.
   */
  async grantableApps(platformTenantId: string, language: Language) {
    const catalog = await this.catalog.get(platformTenantId);
    return catalog.apps
      .filter((app) => !app.platformOnly)
      .map((app) => ({
        code: app.code,
        name: app.titles[language] ?? app.name,
        modules: catalog.menus
          .filter((row) => row.appCode === app.code && row.pid === '0' && row.type === MenuKind.directory)
          .map((row) => ({ id: row.id, name: menuTitle(row, language) })),
      }));
  }

  /**
   * The apps and function modules of each enterprise, modules expanded (an app granted whole
   * lists every module it has). Platform work.
   */
  async tenantGrants(platformTenantId: string, tenantIds: readonly string[]) {
    const catalog = await this.catalog.get(platformTenantId);
    const { apps, modules } = await this.repo.grantsOfTenants(tenantIds);
    const result = new Map<string, { apps: string[]; modules: string[] }>();
    for (const id of tenantIds) {
      const appCodes = apps.filter((row) => row.tenantId === id).map((row) => row.appCode);
      const limits = moduleLimits(modules.filter((row) => row.tenantId === id));
      const granted = catalog.menus
        .filter(
          (row) =>
            row.pid === '0' &&
            row.type === MenuKind.directory &&
            appCodes.includes(row.appCode) &&
            (limits.get(row.appCode)?.has(row.id) ?? true),
        )
        .map((row) => row.id);
      result.set(id, { apps: appCodes.sort(), modules: granted });
    }
    return result;
  }

  /**
   * Grants an enterprise apps and function modules (limits from {@link moduleLimitRows}).
   * Takes effect on its users' next request, in every process. Platform work.
   */
  async setTenantGrants(
    tenantId: string,
    appCodes: readonly string[],
    limits: readonly { appCode: string; menuId: string }[],
  ): Promise<void> {
    await this.repo.replaceTenantGrants(tenantId, [...new Set(appCodes)], limits);
    this.grantsChanged(tenantId);
  }

  /** Call inside the transaction that changes an enterprise's apps or module limits. */
  grantsChanged(tenantId: string): void {
    this.grants.changed(tenantId);
  }

  /**
   * The module limit rows that grant `moduleIds` of `appCodes`: an app whose modules are all
   * chosen, or none of them, is granted whole; otherwise it is limited to the chosen ones.
   * Modules of apps not granted are ignored.
   */
  async moduleLimitRows(platformTenantId: string, appCodes: readonly string[], moduleIds: readonly string[]) {
    const catalog = await this.catalog.get(platformTenantId);
    const chosen = new Set(moduleIds);
    const limits: { appCode: string; menuId: string }[] = [];
    for (const appCode of new Set(appCodes)) {
      const all = catalog.menus.filter(
        (row) => row.appCode === appCode && row.pid === '0' && row.type === MenuKind.directory,
      );
      const picked = all.filter((row) => chosen.has(row.id));
      if (picked.length > 0 && picked.length < all.length) {
        for (const row of picked) limits.push({ appCode, menuId: row.id });
      }
    }
    return limits;
  }

  /** Permissions, apps and the menu tree for get_account_info, in one transaction. */
  profile(subject: AccessSubject, language: Language, preferredApp: string | null): Promise<AccessProfile> {
    return this.db.tenant(subject.tenantId, async () => {
      const superAdmin = subject.adminType === AdminType.SUPER_ADMIN;
      const catalog = await this.catalog.get(subject.tenantId);
      const grants = superAdmin ? null : await this.grants.get(subject.tenantId);
      const granted = grants?.appCodes;
      const visibleApps = catalog.apps.filter((app) => superAdmin || (!app.platformOnly && granted?.has(app.code)));
      const visibleAppCodes = new Set(visibleApps.map((app) => app.code));
      const limits: ModuleLimits = grants?.limits ?? new Map();
      const modules = moduleIndex(catalog);
      const candidates = catalog.menus.filter(
        (row) => visibleAppCodes.has(row.appCode) && withinModules(row, modules, limits),
      );
      let permitted: Set<string>;
      if (superAdmin || subject.adminType === AdminType.ENTERPRISE_ADMIN) {
        permitted = new Set(candidates.map((row) => row.id));
      } else {
        const granted = new Set(await this.repo.grantedMenuIds(subject.tenantId, subject.userId));
        permitted = new Set(candidates.filter((row) => granted.has(row.id)).map((row) => row.id));
      }
      const permissions = [
        ...new Set(candidates.filter((row) => permitted.has(row.id) && row.permission).map((row) => row.permission!)),
      ].sort();
      const menus = buildMenuTree(candidates, permitted, language);
      const appsWithMenus = visibleApps.filter((app) =>
        candidates.some((row) => row.appCode === app.code && permitted.has(row.id)),
      );
      const active =
        appsWithMenus.find((app) => app.code === preferredApp) ??
        appsWithMenus.find((app) => app.isDefault) ??
        appsWithMenus[0];
      return {
        permissions,
        allPermissions: catalog.permissionCodes,
        apps: appsWithMenus.map((app) => ({
          appCode: app.code,
          code: app.code,
          name: app.titles[language] ?? app.name,
          isActive: app.code === active?.code,
        })),
        menus,
      };
    });
  }
}
