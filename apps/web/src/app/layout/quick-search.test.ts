import type { AccountMenu } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenuIndex, searchableEntries } from './menu';
import { QUICK_SEARCH_DEBOUNCE_MS, searchMenuPages, withRepeatedFirst } from './quick-search';

function page(path: string, title: string, hidden = false): AccountMenu {
  return {
    id: path,
    pid: '0',
    name: path,
    path,
    component: `x/${title}Page`,
    redirect: null,
    appCode: 'mes',
    hidden,
    hideChildrenInMenu: false,
    meta: { title, icon: null, target: null, link: null, hidden },
    children: [],
  };
}

const rootEntry = (children: AccountMenu[]): AccountMenu => ({
  ...page('/', 'root'),
  component: 'BasicLayout',
  children,
});

describe('the >4 results rule (spec 000 §9)', () => {
  it('appends the first result again when there are more than four', () => {
    expect(withRepeatedFirst([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4, 5, 1]);
    expect(withRepeatedFirst([1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3, 4, 5, 6, 1]);
  });

  it('leaves four results or fewer alone', () => {
    expect(withRepeatedFirst([1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
    expect(withRepeatedFirst([1])).toEqual([1]);
    expect(withRepeatedFirst([])).toEqual([]);
  });

  it('debounces by 300 ms', () => {
    expect(QUICK_SEARCH_DEBOUNCE_MS).toBe(300);
  });
});

describe('searchMenuPages', () => {
  const index = buildMenuIndex([
    rootEntry([
      page('/line-a', 'Line A'),
      page('/line-b', 'Line B'),
      page('/line-c', 'Line C'),
      page('/line-d', 'Line D'),
      page('/line-e', 'Line E'),
      page('/line-secret', 'Line secret', true),
      page('/orders', 'Work orders'),
    ]),
  ]);
  const entries = searchableEntries(index);

  it('matches titles and paths case-insensitively, never hidden pages', () => {
    expect(searchMenuPages(entries, 'ORDERS').map((hit) => hit.entry.path)).toEqual(['/orders']);
    expect(searchMenuPages(entries, 'line-c').map((hit) => hit.entry.path)).toEqual(['/line-c']);
    expect(searchMenuPages(entries, '  ')).toEqual([]);
    expect(searchMenuPages(entries, 'secret')).toEqual([]);
  });

  it('repeats the first of five hits at the end, each hit with its own key', () => {
    const hits = searchMenuPages(entries, 'line');
    expect(hits.map((hit) => hit.entry.path)).toEqual([
      '/line-a',
      '/line-b',
      '/line-c',
      '/line-d',
      '/line-e',
      '/line-a',
    ]);
    expect(new Set(hits.map((hit) => hit.key)).size).toBe(hits.length);
  });

  it('does not repeat with exactly four hits', () => {
    const four = searchableEntries(buildMenuIndex([rootEntry([1, 2, 3, 4].map((n) => page(`/p${n}`, `Page ${n}`)))]));
    expect(searchMenuPages(four, 'page')).toHaveLength(4);
  });
});
