import {
  type AccountMenu,
  AdminType,
  DIRECTORY_COMPONENT,
  flattenMenuCatalog,
  IFRAME_COMPONENT,
  type Language,
  MENU_PARENT_TYPES,
  type MenuGrantNode,
  type MenuRecord,
  type MenuRecordNode,
  type MenuType,
  type menuAddSchema,
  type menuEditSchema,
  type menuListQuerySchema,
} from '@takt/contracts';
import type { z } from 'zod';
import { groupBy } from '../../platform/collections/group-by.js';
import type { Database } from '../../platform/db/database.js';
import { businessRule, conflict, notFound } from '../../platform/errors.js';
import { translate } from '../../platform/i18n/messages.js';
import type { AccessRepository, MenuRow } from './access.repository.js';
import type { AccessService, AccessSubject } from './access.service.js';
import { MenuKind } from './access.table.js';
import type { AppAdminRepository } from './app-admin.repository.js';
import type { CatalogCache } from './catalog-cache.js';
import type { MenuAdminRepository, MenuWritable } from './menu-admin.repository.js';
import { buildMenuTree, menuTitle } from './menu-tree.js';
import { moduleIndex, moduleLimits, withinModules } from './tenant-modules.js';

const CATALOG_MENUS = new Set(flattenMenuCatalog().map((node) => node.seed.key));
const TYPE_OF: Record<number, MenuType> = {
  [MenuKind.directory]: 'directory',
  [MenuKind.menu]: 'menu',
  [MenuKind.button]: 'button',
};
const KIND_OF: Record<MenuType, number> = {
  directory: MenuKind.directory,
  menu: MenuKind.menu,
  button: MenuKind.button,
};
const TYPE_TEXT = {
  directory: 'menuAdmin.typeDirectory',
  menu: 'menuAdmin.typeMenu',
  button: 'menuAdmin.typeButton',
} as const;

/**
 * What a catalog entry keeps from the catalog: an administrator changes only its names, icon,
 * sort, visibility and remark (catalog sync keeps those once `customised` is set).
 */
const CATALOG_STRUCTURE = [
  'code',
  'appCode',
  'pid',
  'type',
  'path',
  'component',
  'redirect',
  'permission',
  'link',
  'openMode',
  'hideChildrenInMenu',
] as const;

type MenuInput = z.output<typeof menuAddSchema>;

export function isCatalogMenu(code: string): boolean {
  return CATALOG_MENUS.has(code);
}

function toRecord(row: MenuRow, language: Language): MenuRecord {
  return {
    id: row.id,
    pid: row.pid,
    appCode: row.appCode,
    code: row.code,
    name: row.name,
    title: menuTitle(row, language),
    titles: row.titles,
    type: TYPE_OF[row.type] ?? 'menu',
    path: row.path,
    component: row.component,
    redirect: row.redirect,
    permission: row.permission,
    link: row.link,
    icon: row.icon,
    openMode: (['component', 'inner', 'outer'] as const).find((mode) => mode === row.openMode) ?? 'component',
    hidden: row.hidden,
    hideChildrenInMenu: row.hideChildrenInMenu,
    sort: row.sort,
    remark: row.remark,
    catalog: CATALOG_MENUS.has(row.code),
    customised: row.customised,
  };
}

/** Rows into a forest (children under parents, each level in the rows' order). */
function forest<T extends { id: string; pid: string; children: T[] }>(nodes: T[]): T[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const top: T[] = [];
  for (const node of nodes) {
    const parent = byId.get(node.pid);
    (parent ? parent.children : top).push(node);
  }
  return top;
}

function grantNodes(rows: MenuRow[], language: Language): MenuGrantNode[] {
  return forest(
    rows.map((row) => ({
      id: row.id,
      pid: row.pid,
      appCode: row.appCode,
      code: row.code,
      type: TYPE_OF[row.type] ?? 'menu',
      title: menuTitle(row, language),
      permission: row.permission,
      children: [] as MenuGrantNode[],
    })),
  );
}

/** The rows in `ids` plus their ancestors, in the original order. */
function withAncestors(rows: MenuRow[], ids: Set<string>): MenuRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const keep = new Set<string>();
  for (const id of ids) {
    let row = byId.get(id);
    while (row && !keep.has(row.id)) {
      keep.add(row.id);
      row = byId.get(row.pid);
    }
  }
  return rows.filter((row) => keep.has(row.id));
}

function descendantsOf(rows: MenuRow[], id: string): MenuRow[] {
  const children = groupBy(rows, (row) => row.pid);
  const out: MenuRow[] = [];
  const stack = [...(children.get(id) ?? [])];
  while (stack.length) {
    const row = stack.pop()!;
    out.push(row);
    stack.push(...(children.get(row.id) ?? []));
  }
  return out;
}

/** Sorted by app sort, then sort within the parent: the rows in the order trees show them. */
function ordered(rows: MenuRow[], appOrder: Map<string, number>): MenuRow[] {
  return [...rows].sort(
    (a, b) =>
      (appOrder.get(a.appCode) ?? Number.MAX_SAFE_INTEGER) - (appOrder.get(b.appCode) ?? Number.MAX_SAFE_INTEGER) ||
      a.sort - b.sort ||
      Number(BigInt(a.id) - BigInt(b.id)),
  );
}

/** Menus, directories and buttons (spec 000 §3 "Menu record", §7 menu calls). */
export class MenuAdminService {
  constructor(
    private readonly db: Database,
    private readonly repo: MenuAdminRepository,
    private readonly apps: AppAdminRepository,
    private readonly access: AccessRepository,
    private readonly accessService: AccessService,
    private readonly catalog: CatalogCache,
  ) {}

  /** The tree of the menu page: filtered by app, and by a name (matches, their ancestors and descendants). */
  list(tenantId: string, query: z.output<typeof menuListQuerySchema>, language: Language): Promise<MenuRecordNode[]> {
    return this.db.tenant(tenantId, async () => {
      let rows = await this.orderedRows(tenantId);
      if (query.appCode) rows = rows.filter((row) => row.appCode === query.appCode);
      if (query.name) {
        const needle = query.name.toLowerCase();
        const matches = rows.filter(
          (row) =>
            row.name.toLowerCase().includes(needle) ||
            row.code.toLowerCase().includes(needle) ||
            Object.values(row.titles).some((title) => title.toLowerCase().includes(needle)),
        );
        const ids = new Set(matches.map((row) => row.id));
        for (const match of matches) for (const row of descendantsOf(rows, match.id)) ids.add(row.id);
        rows = withAncestors(rows, ids);
      }
      return forest(rows.map((row) => ({ ...toRecord(row, language), children: [] as MenuRecordNode[] })));
    });
  }

  /** Directories and menus only: the parent picker. */
  excludeButtonTree(tenantId: string, appCode: string | undefined, language: Language): Promise<MenuGrantNode[]> {
    return this.db.tenant(tenantId, async () => {
      const rows = (await this.orderedRows(tenantId)).filter(
        (row) => row.type !== MenuKind.button && (!appCode || row.appCode === appCode),
      );
      return grantNodes(rows, language);
    });
  }

  /**
   * The signed-in user's menus, directories and buttons: everything for the super
   * administrator, every entry of the enterprise's apps for its administrator, otherwise what
   * the user's enabled roles grant inside those apps (with the ancestors that connect them).
   */
  ownTree(subject: AccessSubject, language: Language): Promise<MenuGrantNode[]> {
    return this.db.tenant(subject.tenantId, async () => {
      const rows = await this.grantableRows(subject);
      if (subject.adminType === AdminType.SUPER_ADMIN || subject.adminType === AdminType.ENTERPRISE_ADMIN) {
        return grantNodes(rows, language);
      }
      const granted = new Set(await this.access.grantedMenuIds(subject.tenantId, subject.userId));
      const own = new Set(rows.filter((row) => granted.has(row.id)).map((row) => row.id));
      return grantNodes(withAncestors(rows, own), language);
    });
  }

  /** Everything the caller's enterprise may grant: every entry of its active apps (all apps on the platform). */
  tenantOwnTree(subject: AccessSubject, language: Language): Promise<MenuGrantNode[]> {
    return this.db.tenant(subject.tenantId, async () => grantNodes(await this.grantableRows(subject), language));
  }

  /** The whole tree in the shape of the shell's menu (`get_account_info` menus). */
  antDesignAllMenu(tenantId: string, language: Language): Promise<AccountMenu[]> {
    return this.db.tenant(tenantId, async () => {
      const rows = await this.orderedRows(tenantId);
      return buildMenuTree(rows, new Set(rows.map((row) => row.id)), language);
    });
  }

  /** The signed-in user's permitted menus of one app, in the shell's shape (app switching). */
  appMenus(subject: AccessSubject, appCode: string, language: Language): Promise<AccountMenu[]> {
    return this.db.tenant(subject.tenantId, async () => {
      const profile = await this.accessService.profile(subject, language, appCode);
      return profile.menus.map((root) => ({
        ...root,
        children: root.children.filter((entry) => entry.appCode === appCode),
      }));
    });
  }

  add(tenantId: string, input: MenuInput, language: Language): Promise<MenuRecord> {
    return this.db.tenant(tenantId, async () => {
      const rows = await this.repo.all(tenantId);
      await this.checkApp(tenantId, input.appCode);
      if (rows.some((row) => row.code === input.code)) throw conflict('menuAdmin.menuCodeTaken', { code: input.code });
      this.checkParent(rows, input, language);
      const row = await this.repo.insert(tenantId, { ...this.values(input), customised: false });
      this.announce();
      return toRecord(row, language);
    });
  }

  edit(tenantId: string, input: z.output<typeof menuEditSchema>, language: Language): Promise<MenuRecord> {
    return this.db.tenant(tenantId, async () => {
      const rows = await this.repo.all(tenantId);
      const existing = rows.find((row) => row.id === input.id);
      if (!existing) throw notFound();
      const { id, ...fields } = input;
      const values = this.values(fields);
      const catalog = CATALOG_MENUS.has(existing.code);
      if (catalog) {
        const changed = CATALOG_STRUCTURE.filter((field) => (values[field] ?? null) !== (existing[field] ?? null));
        if (changed.length) throw businessRule('menuAdmin.catalogStructure', { fields: changed.join(', ') });
      } else {
        await this.checkApp(tenantId, input.appCode);
        if (rows.some((row) => row.code === input.code && row.id !== id)) {
          throw conflict('menuAdmin.menuCodeTaken', { code: input.code });
        }
        const below = descendantsOf(rows, id);
        if (input.pid === id || below.some((row) => row.id === input.pid)) throw businessRule('menuAdmin.cycle');
        this.checkParent(rows, input, language);
        const children = rows.filter((row) => row.pid === id);
        if (children.some((child) => !MENU_PARENT_TYPES[TYPE_OF[child.type] ?? 'menu'].includes(input.type))) {
          throw businessRule('menuAdmin.childrenIncompatible', { type: translate(language, TYPE_TEXT[input.type]) });
        }
        if (input.appCode !== existing.appCode) {
          await this.repo.setAppCode(
            tenantId,
            below.map((row) => row.id),
            input.appCode,
          );
        }
      }
      const row = await this.repo.update(tenantId, id, { ...values, customised: catalog || existing.customised });
      this.announce();
      return toRecord(row!, language);
    });
  }

  delete(tenantId: string, id: string, language: Language): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const existing = await this.repo.findById(tenantId, id);
      if (!existing) throw notFound();
      const name = menuTitle(existing, language);
      if (CATALOG_MENUS.has(existing.code)) throw businessRule('menuAdmin.catalogUndeletable', { name });
      const count = await this.repo.childCount(tenantId, id);
      if (count) throw businessRule('menuAdmin.hasChildren', { name, count });
      await this.repo.delete(tenantId, id);
      this.announce();
    });
  }

  /** The stored form: fields a type does not use are cleared, blanks become null. */
  private values(input: MenuInput): Omit<MenuWritable, 'customised'> {
    const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
    const button = input.type === 'button';
    const link = input.type === 'menu' && input.openMode !== 'component';
    let component = button ? null : text(input.component);
    if (input.type === 'directory' && !component) component = DIRECTORY_COMPONENT;
    if (input.type === 'menu' && input.openMode === 'inner' && !component) component = IFRAME_COMPONENT;
    return {
      code: input.code,
      pid: input.pid,
      appCode: input.appCode,
      type: KIND_OF[input.type],
      name: input.name,
      titles: input.titles,
      path: button ? null : text(input.path),
      component,
      redirect: button ? null : text(input.redirect),
      permission: text(input.permission),
      link: link ? text(input.link) : null,
      icon: button ? null : text(input.icon),
      openMode: input.type === 'menu' ? input.openMode : 'component',
      hidden: input.hidden,
      hideChildrenInMenu: button ? false : input.hideChildrenInMenu,
      sort: input.sort,
      remark: text(input.remark),
    };
  }

  private async checkApp(tenantId: string, appCode: string): Promise<void> {
    if (!(await this.apps.findByCode(tenantId, appCode))) throw businessRule('menuAdmin.appUnknown', { code: appCode });
  }

  private checkParent(rows: MenuRow[], input: MenuInput, language: Language): void {
    const type = (value: MenuType) => translate(language, TYPE_TEXT[value]);
    if (input.pid === '0') {
      if (!MENU_PARENT_TYPES[input.type].includes(null)) throw businessRule('menuAdmin.buttonAtTop');
      return;
    }
    const parent = rows.find((row) => row.id === input.pid);
    if (!parent) throw businessRule('menuAdmin.parentMissing');
    if (parent.appCode !== input.appCode) throw businessRule('menuAdmin.parentOtherApp', { app: parent.appCode });
    const parentType = TYPE_OF[parent.type] ?? 'menu';
    if (!MENU_PARENT_TYPES[input.type].includes(parentType)) {
      throw businessRule('menuAdmin.parentIncompatible', { type: type(input.type), parentType: type(parentType) });
    }
  }

  /** Entries of the apps and modules the caller's enterprise holds (everything for the super administrator). */
  private async grantableRows(subject: AccessSubject): Promise<MenuRow[]> {
    const rows = await this.orderedRows(subject.tenantId);
    if (subject.adminType === AdminType.SUPER_ADMIN) return rows;
    const allApps = await this.apps.list(subject.tenantId);
    const platformOnly = new Set(allApps.filter((app) => app.platformOnly).map((app) => app.code));
    const granted = new Set(await this.access.tenantAppCodes(subject.tenantId));
    // Function modules granted to the enterprise bound what it may grant (tenant-modules.ts).
    const limits = moduleLimits(await this.access.tenantModuleRows(subject.tenantId));
    const modules = moduleIndex(await this.catalog.get(subject.tenantId));
    return rows.filter(
      (row) => granted.has(row.appCode) && !platformOnly.has(row.appCode) && withinModules(row, modules, limits),
    );
  }

  private async orderedRows(tenantId: string): Promise<MenuRow[]> {
    const apps = await this.apps.list(tenantId);
    return ordered(await this.repo.all(tenantId), new Map(apps.map((app, index) => [app.code, index])));
  }

  private announce(): void {
    this.db.afterCommit(() => this.catalog.changed());
  }
}
