import { type AccountMenu, AdminType, type Language } from '@takt/contracts';
import type { Database } from '../../platform/db/database.js';
import type { AccessRepository } from './access.repository.js';
import type { CatalogCache } from './catalog-cache.js';
import { buildMenuTree } from './menu-tree.js';

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

export class AccessService {
  constructor(
    private readonly db: Database,
    private readonly repo: AccessRepository,
    private readonly catalog: CatalogCache,
  ) {}

  /**
   * The permission rule of spec 000 §6: a super administrator passes; a code that no menu
   * declares is allowed; a declared code needs a grant (enterprise administrators hold every
   * code of their enterprise's apps, regular users what their roles grant).
   */
  async isAllowed(subject: AccessSubject, code: string): Promise<boolean> {
    if (subject.adminType === AdminType.SUPER_ADMIN) return true;
    const owners = (await this.catalog.get(subject.tenantId)).appsOfPermission.get(code);
    if (!owners) return true;
    if (subject.adminType === AdminType.ENTERPRISE_ADMIN) {
      const granted = await this.repo.tenantAppCodes(subject.tenantId);
      return granted.some((app) => owners.has(app));
    }
    return this.repo.rolesGrant(subject.tenantId, subject.userId, code);
  }

  /** Permissions, apps and the menu tree for get_account_info, in one transaction. */
  profile(subject: AccessSubject, language: Language, preferredApp: string | null): Promise<AccessProfile> {
    return this.db.tenant(subject.tenantId, async () => {
      const superAdmin = subject.adminType === AdminType.SUPER_ADMIN;
      const catalog = await this.catalog.get(subject.tenantId);
      const granted = superAdmin ? null : new Set(await this.repo.tenantAppCodes(subject.tenantId));
      const visibleApps = catalog.apps.filter((app) => superAdmin || (!app.platformOnly && granted?.has(app.code)));
      const visibleAppCodes = new Set(visibleApps.map((app) => app.code));
      const candidates = catalog.menus.filter((row) => visibleAppCodes.has(row.appCode));
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
