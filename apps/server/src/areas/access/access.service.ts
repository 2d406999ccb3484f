import { createHash } from 'node:crypto';
import { type AccountMenu, AdminType, accountInfoSchema, type Language } from '@takt/contracts';
import { KeyedTenantCache } from '../../platform/cache/keyed-tenant-cache.js';
import { TenantCache } from '../../platform/cache/tenant-cache.js';
import type { Database } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { JsonFragment } from '../../platform/http/json-fragment.js';
import type { AccessRepository, AppRow } from './access.repository.js';
import { MenuKind } from './access.table.js';
import type { Catalog, CatalogCache } from './catalog-cache.js';
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
  permissions: readonly string[];
  allPermissions: readonly string[];
  apps: { appCode: string; code: string; name: string; isActive: boolean }[];
  /** Shared between requests: never changed by the caller (it is frozen). */
  menus: readonly AccountMenu[];
  /** The lists and the tree, checked against the account call's schema and as JSON, once. */
  fragments: {
    permissions: JsonFragment<string[]>;
    allPermissions: JsonFragment<string[]>;
    menus: JsonFragment<AccountMenu[]>;
  };
}

/**
 * The part of a profile that follows from the catalog, the enterprise's grants, the menus the
 * caller's roles grant and the language alone, built once for each such set and kept until one
 * of them changes.
 */
interface BuiltProfile {
  catalog: Catalog;
  grants: TenantGrants | null;
  permissions: readonly string[];
  /** Visible apps with at least one permitted menu. */
  apps: AppRow[];
  menus: readonly AccountMenu[];
  fragments: AccessProfile['fragments'];
}

/** The menus a user's enabled roles grant, and a digest naming that set (the profile's key). */
interface MenuGrants {
  ids: ReadonlySet<string>;
  key: string;
}

/** Past this many built profiles of one enterprise, its profiles are built afresh. */
const PROFILES_MAX = 1_000;

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
  /** The menus each user's roles grant, read by the account call of a regular user. */
  private readonly menuGrants: KeyedTenantCache<MenuGrants>;
  /**
   * Built profiles per enterprise, by kind of caller (super administrator, enterprise
   * administrator, or the set of granted menus) and language. Dropped with the role grants and
   * the enterprise's grants; an entry built from another catalog or grants object is rebuilt.
   */
  private readonly profiles: TenantCache<Map<string, BuiltProfile>>;

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
    this.menuGrants = new KeyedTenantCache('menuGrants', db, bus, ROLE_GRANTS_TTL_MS);
    this.profiles = new TenantCache('accountProfiles', db, bus, async () => new Map());
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
    this.menuGrants.changed(tenantId);
    this.profiles.changed(tenantId);
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
    this.profiles.changed(tenantId);
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
      const built = await this.builtProfile(subject, language);
      const active =
        built.apps.find((app) => app.code === preferredApp) ?? built.apps.find((app) => app.isDefault) ?? built.apps[0];
      return {
        permissions: built.permissions,
        allPermissions: built.catalog.permissionCodes,
        apps: built.apps.map((app) => ({
          appCode: app.code,
          code: app.code,
          name: app.titles[language] ?? app.name,
          isActive: app.code === active?.code,
        })),
        menus: built.menus,
        fragments: built.fragments,
      };
    });
  }

  private async builtProfile(subject: AccessSubject, language: Language): Promise<BuiltProfile> {
    const { tenantId, userId, adminType } = subject;
    const superAdmin = adminType === AdminType.SUPER_ADMIN;
    const catalog = await this.catalog.get(tenantId);
    const grants = superAdmin ? null : await this.grants.get(tenantId);
    let kind: string;
    let granted: ReadonlySet<string> | null = null;
    if (superAdmin) kind = 'super';
    else if (adminType === AdminType.ENTERPRISE_ADMIN) kind = 'admin';
    else {
      const menus = await this.menuGrants.get(tenantId, userId, async () => {
        const ids = [...new Set(await this.repo.grantedMenuIds(tenantId, userId))].sort();
        return { ids: new Set(ids), key: createHash('sha256').update(ids.join(',')).digest('base64url') };
      });
      granted = menus?.ids ?? new Set();
      kind = `menus:${menus?.key ?? ''}`;
    }
    const profiles = await this.profiles.get(tenantId);
    const key = `${kind}|${language}`;
    const cached = profiles.get(key);
    if (cached && cached.catalog === catalog && cached.grants === grants) return cached;
    const built = buildProfile(catalog, grants, granted, language);
    if (profiles.size >= PROFILES_MAX) profiles.clear();
    profiles.set(key, built);
    return built;
  }
}

/**
 * The profile of a caller who may see every menu of the visible apps (granted null: an
 * administrator) or the `granted` ones, within the enterprise's apps and function modules.
 */
function buildProfile(
  catalog: Catalog,
  grants: TenantGrants | null,
  granted: ReadonlySet<string> | null,
  language: Language,
): BuiltProfile {
  const visibleApps = catalog.apps.filter(
    (app) => grants === null || (!app.platformOnly && grants.appCodes.has(app.code)),
  );
  const visibleAppCodes = new Set(visibleApps.map((app) => app.code));
  const limits: ModuleLimits = grants?.limits ?? new Map();
  const modules = moduleIndex(catalog);
  const candidates = catalog.menus.filter(
    (row) => visibleAppCodes.has(row.appCode) && withinModules(row, modules, limits),
  );
  const permitted = new Set(candidates.filter((row) => granted === null || granted.has(row.id)).map((row) => row.id));
  const permissions = [
    ...new Set(candidates.filter((row) => permitted.has(row.id) && row.permission).map((row) => row.permission!)),
  ].sort();
  const menus = buildMenuTree(candidates, permitted, language);
  const apps = visibleApps.filter((app) => candidates.some((row) => row.appCode === app.code && permitted.has(row.id)));
  const fragments = {
    permissions: JsonFragment.of(accountInfoSchema.shape.permissions, permissions),
    allPermissions: JsonFragment.of(accountInfoSchema.shape.allPermissions, catalog.permissionCodes),
    menus: JsonFragment.of(accountInfoSchema.shape.menus, menus),
  };
  // The checked (frozen) values are what every caller shares.
  return { catalog, grants, permissions: fragments.permissions.value, apps, menus: fragments.menus.value, fragments };
}
