import type { AccountInfo, AccountMenu } from '@takt/contracts';

export type AccountApp = AccountInfo['apps'][number];

/**
 * The menu builder of the console (spec 000 §2 "Layout"): turns the permitted route tree of
 * `get_account_info` into what the layout needs. Pure, tested in menu.test.ts.
 *
 * Rules:
 * - only the entry whose path is the root (`/`) is used; its children are the top-level menus;
 * - a relative child path joins its parent's path (`/factory` + `workshop` → `/factory/workshop`),
 *   an absolute one stays as it is;
 * - hidden items (`hidden` or `meta.hidden`) are not shown in the menu, but their routes exist
 *   (a detail page is opened from its list page, and gets breadcrumbs and a tab title);
 * - an item with `hideChildrenInMenu` shows no submenu; its children stay routes;
 * - component kinds: `RouteView`/`PageView`/layouts are directories (they redirect to their first
 *   visible child), `Iframe` an embedded page of `meta.link` (inner link), anything else a page
 *   path under `apps/web/src/areas`; `meta.target === '_blank'` is an outer link (new tab);
 * - the active app filters the menu to that app's top-level entries (the app switcher).
 */

export type MenuKind = 'directory' | 'page' | 'iframe' | 'outer';

export interface MenuEntry {
  id: string;
  /** Absolute path; the entry's key everywhere (menu keys, tabs, breadcrumbs). Outer links: their URL. */
  path: string;
  title: string;
  /** An @ant-design/icons component name. */
  icon: string | null;
  appCode: string;
  kind: MenuKind;
  /** Page path under apps/web/src/areas (`factory/WorkshopListPage`), pages only. */
  component: string | null;
  /** Iframe and outer links: the address to show or open. */
  link: string | null;
  /** Directories: where opening them leads (the first visible child's landing path). */
  redirect: string | null;
  hidden: boolean;
  hideChildrenInMenu: boolean;
  /** Shown in the menu: not hidden, and no ancestor hidden or hiding its children. */
  inMenu: boolean;
  /** Ancestors, top first. */
  parents: MenuEntry[];
  children: MenuEntry[];
}

export interface MenuIndex {
  /** Top-level entries of every app. */
  tree: MenuEntry[];
  /** Every entry, depth-first, parents before children. */
  entries: MenuEntry[];
  /** Routable entries (directories, pages, iframes) by absolute path. */
  byPath: ReadonlyMap<string, MenuEntry>;
}

/** Components that only group their children (spec: route-view, page-view). */
const DIRECTORY_COMPONENTS = new Set(['routeview', 'pageview', 'basiclayout', 'blanklayout', 'userlayout', 'layout']);

export function isExternalUrl(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(value);
}

/** `/a//b/` → `/a/b`; always one leading slash; the root stays `/`. */
export function normalizePath(path: string): string {
  const cleaned = `/${path}`.replace(/\/{2,}/g, '/');
  return cleaned.length > 1 && cleaned.endsWith('/') ? cleaned.slice(0, -1) : cleaned;
}

/** A child's absolute path: relative segments join the parent's path. */
export function joinMenuPath(parentPath: string, path: string): string {
  if (isExternalUrl(path)) return path;
  if (path.startsWith('/')) return normalizePath(path);
  return normalizePath(`${parentPath}/${path}`);
}

function kindOf(menu: AccountMenu): MenuKind {
  const component = (menu.component ?? '').trim();
  if (menu.meta.target === '_blank') return 'outer';
  if (component.toLowerCase() === 'iframe') return 'iframe';
  if (DIRECTORY_COMPONENTS.has(component.toLowerCase())) return 'directory';
  if (!component && menu.children.length > 0) return 'directory';
  return 'page';
}

/** `/factory/WorkshopListPage.tsx` → `factory/WorkshopListPage`. */
export function normalizeComponent(component: string | null): string | null {
  if (!component) return null;
  const trimmed = component
    .trim()
    .replace(/^\.?\/+/, '')
    .replace(/\.(tsx|ts|jsx|js|vue)$/, '');
  return trimmed || null;
}

/** The path a visit to `entry` ends up on (directories lead on to their first child). */
function landingOf(entry: MenuEntry): string | null {
  if (entry.kind === 'outer') return null;
  if (entry.kind === 'directory') return entry.redirect;
  return entry.path;
}

function firstLanding(children: MenuEntry[], visibleOnly: boolean): string | null {
  for (const child of children) {
    if (visibleOnly && !child.inMenu) continue;
    const landing = landingOf(child);
    if (landing) return landing;
  }
  return null;
}

/** Builds the index of the permitted route tree (all apps). */
export function buildMenuIndex(menus: readonly AccountMenu[]): MenuIndex {
  const root = menus.find((menu) => normalizePath(menu.path) === '/');
  const entries: MenuEntry[] = [];
  const byPath = new Map<string, MenuEntry>();

  const build = (menu: AccountMenu, parentPath: string, parents: MenuEntry[], parentInMenu: boolean): MenuEntry => {
    const kind = kindOf(menu);
    const hidden = menu.hidden || menu.meta.hidden;
    const parent = parents[parents.length - 1];
    const inMenu = !hidden && parentInMenu && !(parent?.hideChildrenInMenu ?? false);
    const rawPath = menu.path || menu.name || menu.id;
    const path = kind === 'outer' && isExternalUrl(rawPath) ? rawPath : joinMenuPath(parentPath, rawPath);
    const entry: MenuEntry = {
      id: menu.id,
      path,
      title: menu.meta.title || menu.name,
      icon: menu.meta.icon,
      appCode: menu.appCode || parent?.appCode || '',
      kind,
      component: kind === 'page' ? normalizeComponent(menu.component) : null,
      link: kind === 'iframe' || kind === 'outer' ? menu.meta.link || (isExternalUrl(rawPath) ? rawPath : null) : null,
      redirect: null,
      hidden,
      hideChildrenInMenu: menu.hideChildrenInMenu,
      inMenu,
      parents,
      children: [],
    };
    entries.push(entry);
    if (kind !== 'outer' && !byPath.has(path)) byPath.set(path, entry);
    const childParentPath = kind === 'outer' ? parentPath : path;
    entry.children = menu.children.map((child) => build(child, childParentPath, [...parents, entry], inMenu));
    if (kind === 'directory') {
      const serverRedirect = menu.redirect ? joinMenuPath(path, menu.redirect) : null;
      entry.redirect =
        firstLanding(entry.children, true) ??
        firstLanding(entry.children, false) ??
        (serverRedirect && serverRedirect !== path ? serverRedirect : null);
    }
    return entry;
  };

  const tree = (root?.children ?? []).map((menu) => build(menu, '/', [], true));
  return { tree, entries, byPath };
}

/** Top-level entries of one app (every app when `appCode` is null). */
export function entriesOfApp(index: MenuIndex, appCode: string | null): MenuEntry[] {
  return appCode === null ? index.tree : index.tree.filter((entry) => entry.appCode === appCode);
}

/** One item of ProLayout's `route.routes` (menu data). */
export interface LayoutMenuItem {
  key: string;
  path: string;
  name: string;
  icon?: string;
  kind: MenuKind;
  children?: LayoutMenuItem[];
}

/**
 * The menu as shown: hidden items dropped, no submenu under `hideChildrenInMenu`, directories
 * without any visible child dropped.
 */
export function visibleMenu(entries: readonly MenuEntry[]): LayoutMenuItem[] {
  const items: LayoutMenuItem[] = [];
  for (const entry of entries) {
    if (!entry.inMenu) continue;
    const item: LayoutMenuItem = { key: entry.path, path: entry.path, name: entry.title, kind: entry.kind };
    if (entry.icon) item.icon = entry.icon;
    if (entry.kind === 'directory') {
      const children = entry.hideChildrenInMenu ? [] : visibleMenu(entry.children);
      if (children.length === 0) {
        if (!entry.hideChildrenInMenu || !entry.redirect) continue;
      } else {
        item.children = children;
      }
    }
    items.push(item);
  }
  return items;
}

/** The routable entry (directory, page, embedded page) at a path. */
export function findEntry(index: MenuIndex, pathname: string): MenuEntry | null {
  const path = normalizePath(pathname);
  return index.byPath.get(path) ?? null;
}

/** The entry and its ancestors, top first (breadcrumbs). */
export function entryChain(entry: MenuEntry): MenuEntry[] {
  return [...entry.parents, entry];
}

/**
 * The menu keys to highlight for an entry: the entry itself when it is in the menu, else its
 * nearest ancestor that is (a hidden detail page lights up its list page).
 */
export function selectedMenuKeys(entry: MenuEntry | null): string[] {
  if (!entry) return [];
  const chain = entryChain(entry);
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    const candidate = chain[i];
    if (candidate?.inMenu) {
      const parent = candidate.parents[candidate.parents.length - 1];
      // Under hideChildrenInMenu the child is not in the menu; its parent is.
      if (!parent?.hideChildrenInMenu) return [candidate.path];
    }
  }
  return [];
}

/** Submenus to open for an entry: its visible directory ancestors. */
export function openMenuKeys(entry: MenuEntry | null): string[] {
  if (!entry) return [];
  return entry.parents.filter((parent) => parent.kind === 'directory' && parent.inMenu).map((parent) => parent.path);
}

/** Pages the quick-jump search offers: visible pages, embedded pages and outer links. */
export function searchableEntries(index: MenuIndex): MenuEntry[] {
  return index.entries.filter((entry) => entry.kind !== 'directory' && entry.inMenu);
}

// ---------------------------------------------------------------------------------------------
// Apps (the header's app switcher)

/**
 * The app to show: the one remembered locally when the user still has it, else the server's
 * active one, else the first. Null when the user has no apps (the menu is then unfiltered).
 */
export function pickActiveApp(apps: readonly AccountApp[], remembered: string | null): string | null {
  if (remembered && apps.some((app) => app.code === remembered)) return remembered;
  return apps.find((app) => app.isActive)?.code ?? apps[0]?.code ?? null;
}

/** The first page of an app: where switching to it leads. */
export function appLanding(index: MenuIndex, appCode: string | null): string | null {
  return firstLanding(entriesOfApp(index, appCode), true) ?? firstLanding(entriesOfApp(index, appCode), false);
}

/** True when the user has not a single menu (spec 000 §6: error dialog, then sign-out). */
export function hasNoMenus(index: MenuIndex): boolean {
  return index.tree.length === 0;
}
