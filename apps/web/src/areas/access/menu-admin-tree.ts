import { MENU_PARENT_TYPES, type MenuGrantNode, type MenuRecordNode, type MenuType } from '@takt/contracts';

/**
 * The rows a tree table shows expanded at an expand level (spec 000 §5 "Menu expand level 1 to
 * 4"): level 1 shows the top entries only, level n opens every entry with children down to
 * depth n - 1.
 */
export function expandedKeysForLevel(
  nodes: readonly { id: string; children: readonly unknown[] }[],
  level: number,
): string[] {
  const keys: string[] = [];
  const walk = (list: readonly { id: string; children: readonly unknown[] }[], depth: number) => {
    if (depth >= level) return;
    for (const node of list) {
      if (node.children.length === 0) continue;
      keys.push(node.id);
      walk(node.children as { id: string; children: unknown[] }[], depth + 1);
    }
  };
  walk(nodes, 1);
  return keys;
}

/** The id of a record and of everything below it. */
export function subtreeIds(node: {
  id: string;
  children: readonly { id: string; children: readonly unknown[] }[];
}): Set<string> {
  const ids = new Set<string>();
  const walk = (entry: { id: string; children: readonly unknown[] }) => {
    ids.add(entry.id);
    for (const child of entry.children as { id: string; children: unknown[] }[]) walk(child);
  };
  walk(node);
  return ids;
}

export function findRecord(nodes: readonly MenuRecordNode[], id: string): MenuRecordNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findRecord(node.children, id);
    if (found) return found;
  }
  return null;
}

export interface ParentOption {
  value: string;
  title: string;
  disabled: boolean;
  children: ParentOption[];
}

/**
 * The parent picker's tree for an entry of `type`: the top level, then the app's directories
 * and menus; places the type may not sit, and the entry itself with its subtree (a cycle), are
 * disabled.
 */
export function parentOptions(
  tree: readonly MenuGrantNode[],
  type: MenuType,
  rootTitle: string,
  excluded: ReadonlySet<string> = new Set(),
): ParentOption[] {
  const allowed = MENU_PARENT_TYPES[type];
  const convert = (node: MenuGrantNode): ParentOption => ({
    value: node.id,
    title: node.title,
    disabled: excluded.has(node.id) || !allowed.includes(node.type),
    children: node.children.filter((child) => child.type !== 'button').map(convert),
  });
  return [{ value: '0', title: rootTitle, disabled: !allowed.includes(null), children: tree.map(convert) }];
}

/** A tree table row: leaves carry no `children`, so the table shows no expand control on them. */
export type MenuTableRow = Omit<MenuRecordNode, 'children'> & { children?: MenuTableRow[] };

export function toTableRows(nodes: readonly MenuRecordNode[]): MenuTableRow[] {
  return nodes.map(({ children, ...record }) =>
    children.length ? { ...record, children: toTableRows(children) } : { ...record },
  );
}
