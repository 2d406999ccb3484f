import { AdminType, type AccountMenu, type Language } from '@takt/contracts';
import type { Database } from '../../platform/db/database.js';
import type { AccessRepository } from './access.repository.js';
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
  ) {}

  /**
   * The permission rule of spec 000 §6: a super administrator passes; a code that no menu
   * declares is allowed; a declared code needs a grant (enterprise administrators hold every
   * code of their enterprise's apps, regular users what their roles grant).
   */
  async isAllowed(subject: AccessSubject, code: string): Promise<boolean> {
    if (subject.adminType === AdminType.SUPER_ADMIN) return true;
    const state = await this.repo.permissionState(
      subject.tenantId,
      subject.userId,
      code,
      subject.adminType !== AdminType.ENTERPRISE_ADMIN,
    );
    return !state.declared || state.granted;
  }

  /** Permissions, apps and the menu tree for get_account_info, in one transaction. */
  profile(subject: AccessSubject, language: Language, preferredApp: string | null): Promise<AccessProfile> {
    return this.db.tenant(subject.tenantId, async () => {
      const superAdmin = subject.adminType === AdminType.SUPER_ADMIN;
      const appCodes = superAdmin ? 'all' : await this.repo.tenantAppCodes(subject.tenantId);
      const [appRows, menuRows, allPermissions] = [
        await this.repo.appsByCode(subject.tenantId, appCodes),
        await this.repo.menusOfApps(subject.tenantId, appCodes),
        await this.repo.allPermissionCodes(subject.tenantId),
      ];
      const visibleApps = appRows.filter((app) => superAdmin || !app.platformOnly);
      const visibleAppCodes = new Set(visibleApps.map((app) => app.code));
      const candidates = menuRows.filter((row) => visibleAppCodes.has(row.appCode));
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
        allPermissions,
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
