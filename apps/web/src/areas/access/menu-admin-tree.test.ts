import type { MenuGrantNode } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { expandedKeysForLevel, parentOptions, subtreeIds, toTableRows } from './menu-admin-tree';

const node = (id: string, type: MenuGrantNode['type'], children: MenuGrantNode[] = []): MenuGrantNode => ({
  id,
  pid: '0',
  appCode: 'mes',
  code: `c${id}`,
  type,
  title: `T${id}`,
  permission: null,
  children,
});

const tree = [
  node('1', 'directory', [
    node('2', 'directory', [node('3', 'menu', [node('4', 'button'), node('5', 'menu', [node('6', 'button')])])]),
    node('7', 'menu'),
  ]),
  node('8', 'menu'),
];

describe('expandedKeysForLevel', () => {
  it('opens entries with children down to the level', () => {
    expect(expandedKeysForLevel(tree, 1)).toEqual([]);
    expect(expandedKeysForLevel(tree, 2)).toEqual(['1']);
    expect(expandedKeysForLevel(tree, 3)).toEqual(['1', '2']);
    expect(expandedKeysForLevel(tree, 4)).toEqual(['1', '2', '3']);
  });
});

describe('subtreeIds', () => {
  it('collects an entry and everything below it', () => {
    expect([...subtreeIds(tree[0]!.children[0]!)].sort()).toEqual(['2', '3', '4', '5', '6']);
  });
});

describe('parentOptions', () => {
  const flat = (options: ReturnType<typeof parentOptions>): [string, boolean][] =>
    options.flatMap((option) => [[option.value, option.disabled] as [string, boolean], ...flat(option.children)]);

  it('lets a button sit only under a menu, and never shows buttons', () => {
    expect(flat(parentOptions(tree, 'button', 'Top'))).toEqual([
      ['0', true],
      ['1', true],
      ['2', true],
      ['3', false],
      ['5', false],
      ['7', false],
      ['8', false],
    ]);
  });

  it('lets a directory sit at the top or under a directory, never inside itself', () => {
    const options = flat(parentOptions(tree, 'directory', 'Top', subtreeIds(tree[0]!.children[0]!)));
    expect(options.filter(([, disabled]) => !disabled).map(([id]) => id)).toEqual(['0', '1']);
  });
});

describe('toTableRows', () => {
  it('drops empty children so leaves show no expand control', () => {
    const record = (id: string, children: unknown[] = []) => ({ ...node(id, 'menu'), children }) as never;
    const rows = toTableRows([record('1', [record('2')])]);
    expect(rows[0]?.children?.map((row) => row.id)).toEqual(['2']);
    expect('children' in rows[0]!.children![0]!).toBe(false);
  });
});
