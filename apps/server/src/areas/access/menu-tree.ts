import type { AccountMenu, Language } from '@takt/contracts';
import type { MenuRow } from './access.repository.js';
import { MenuKind } from './access.table.js';

export function menuTitle(row: Pick<MenuRow, 'titles' | 'name'>, language: Language): string {
  return row.titles[language] ?? row.titles['en-US'] ?? row.name;
}

/**
 * Builds the permitted route tree of spec 000 §2: directories and menus (buttons only carry
 * permissions), children under their parents, wrapped in the one root entry the web app uses.
 * A menu whose parent was not granted is kept by keeping its ancestors.
 */
export function buildMenuTree(allRows: MenuRow[], permitted: Set<string>, language: Language): AccountMenu[] {
  const byId = new Map(allRows.map((row) => [row.id, row]));
  const keep = new Set<string>();
  for (const id of permitted) {
    let row = byId.get(id);
    while (row && !keep.has(row.id)) {
      keep.add(row.id);
      row = byId.get(row.pid);
    }
  }
  const nodes = new Map<string, AccountMenu>();
  for (const row of allRows) {
    if (!keep.has(row.id) || row.type === MenuKind.button) continue;
    const outer = row.openMode === 'outer';
    nodes.set(row.id, {
      id: row.id,
      pid: row.pid,
      name: row.code,
      path: row.path ?? '',
      component: row.component,
      redirect: row.redirect,
      appCode: row.appCode,
      hidden: row.hidden,
      hideChildrenInMenu: row.hideChildrenInMenu,
      meta: {
        title: menuTitle(row, language),
        icon: row.icon,
        target: outer ? '_blank' : null,
        link: row.link,
        hidden: row.hidden,
      },
      children: [],
    });
  }
  const top: AccountMenu[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.pid);
    (parent ? parent.children : top).push(node);
  }
  return [
    {
      id: '1',
      pid: '0',
      name: 'root',
      path: '/',
      component: 'BasicLayout',
      redirect: '/welcome',
      appCode: '',
      hidden: false,
      hideChildrenInMenu: false,
      meta: { title: 'root', icon: null, target: null, link: null, hidden: false },
      children: top,
    },
  ];
}
