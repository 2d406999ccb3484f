import type { MenuRow } from './access.repository.js';
import type { Catalog } from './catalog-cache.js';

/**
 * Function modules (spec 000 §3 "Enterprise: function modules"): the top-level directories of
 * an app, menus with pid 0. An enterprise limited to some modules of an app reaches only the
 * menus and buttons below those.
 */
export interface ModuleIndex {
  /** The module (top-level ancestor) of every menu. */
  moduleOf: Map<string, string>;
  /** The menus and buttons carrying each permission code. */
  menusOfPermission: Map<string, MenuRow[]>;
}

const indexes = new WeakMap<Catalog, ModuleIndex>();

/** Built once per loaded catalog. */
export function moduleIndex(catalog: Catalog): ModuleIndex {
  const cached = indexes.get(catalog);
  if (cached) return cached;
  const byId = new Map(catalog.menus.map((row) => [row.id, row]));
  const moduleOf = new Map<string, string>();
  const topOf = (row: MenuRow): string => {
    const known = moduleOf.get(row.id);
    if (known) return known;
    const parent = row.pid === '0' ? undefined : byId.get(row.pid);
    const top = parent ? topOf(parent) : row.id;
    moduleOf.set(row.id, top);
    return top;
  };
  const menusOfPermission = new Map<string, MenuRow[]>();
  for (const row of catalog.menus) {
    topOf(row);
    if (!row.permission) continue;
    const list = menusOfPermission.get(row.permission) ?? [];
    list.push(row);
    menusOfPermission.set(row.permission, list);
  }
  const built = { moduleOf, menusOfPermission };
  indexes.set(catalog, built);
  return built;
}

/** Per app, the modules an enterprise is limited to; apps absent here are granted whole. */
export type ModuleLimits = Map<string, Set<string>>;

export function moduleLimits(rows: readonly { appCode: string; menuId: string }[]): ModuleLimits {
  const limits: ModuleLimits = new Map();
  for (const row of rows) {
    const set = limits.get(row.appCode) ?? new Set<string>();
    set.add(row.menuId);
    limits.set(row.appCode, set);
  }
  return limits;
}

/** Whether a menu lies inside the modules the enterprise may use. */
export function withinModules(row: MenuRow, index: ModuleIndex, limits: ModuleLimits): boolean {
  const allowed = limits.get(row.appCode);
  if (!allowed) return true;
  return allowed.has(index.moduleOf.get(row.id) ?? row.id);
}

/** Whether some menu or button carrying `code` lies inside the enterprise's modules. */
export function permissionWithinModules(code: string, index: ModuleIndex, limits: ModuleLimits): boolean {
  if (limits.size === 0) return true;
  const rows = index.menusOfPermission.get(code) ?? [];
  return rows.some((row) => withinModules(row, index, limits));
}
