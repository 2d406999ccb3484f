import { type AccountMenu, MENU_CATALOG, type MenuSeed } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import {
  appLanding,
  buildMenuIndex,
  entriesOfApp,
  entryChain,
  findEntry,
  hasNoMenus,
  joinMenuPath,
  normalizeComponent,
  openMenuKeys,
  pickActiveApp,
  searchableEntries,
  selectedMenuKeys,
  visibleMenu,
} from './menu';

let nextId = 100;

function menu(partial: Partial<AccountMenu> & { path: string; title?: string }): AccountMenu {
  const { title, ...rest } = partial;
  nextId += 1;
  return {
    id: String(nextId),
    pid: '0',
    name: partial.path,
    component: null,
    redirect: null,
    appCode: '',
    hidden: false,
    hideChildrenInMenu: false,
    children: [],
    ...rest,
    meta: { title: title ?? partial.path, icon: null, target: null, link: null, hidden: false, ...partial.meta },
  };
}

function root(children: AccountMenu[]): AccountMenu {
  return menu({ path: '/', component: 'BasicLayout', redirect: '/welcome', title: 'root', children });
}

/** Two apps: a factory directory (with a hidden detail page and a page hiding its children) and a system one. */
function sample(): AccountMenu[] {
  return [
    root([
      menu({
        path: '/factory',
        component: 'RouteView',
        redirect: '/factory/workshop',
        appCode: 'mes',
        title: 'Factory',
        meta: { title: 'Factory', icon: 'BankOutlined', target: null, link: null, hidden: false },
        children: [
          menu({ path: 'hidden-first', component: 'factory/HiddenPage', hidden: true, appCode: 'mes' }),
          menu({ path: 'workshop', component: 'factory/WorkshopListPage', appCode: 'mes', title: 'Workshops' }),
          menu({
            path: 'dict',
            component: 'dictionaries/DictTypeListPage',
            hideChildrenInMenu: true,
            appCode: 'mes',
            title: 'Dictionaries',
            children: [
              menu({
                path: 'value',
                component: 'dictionaries/DictValueListPage',
                hidden: true,
                appCode: 'mes',
                title: 'Values',
              }),
            ],
          }),
          menu({ path: '/absolute/line', component: 'factory/LineListPage', appCode: 'mes', title: 'Lines' }),
        ],
      }),
      menu({
        path: '/system',
        component: 'RouteView',
        appCode: 'system',
        title: 'System',
        children: [
          menu({
            path: 'docs',
            component: 'Iframe',
            appCode: 'system',
            title: 'API docs',
            meta: { title: 'API docs', icon: null, target: null, link: '/api/docs', hidden: false },
          }),
          menu({
            path: 'https://example.com/help',
            component: null,
            appCode: 'system',
            title: 'Help',
            meta: { title: 'Help', icon: null, target: '_blank', link: 'https://example.com/help', hidden: false },
          }),
          menu({ path: 'user', component: 'identity/UserListPage', appCode: 'system', title: 'Users' }),
        ],
      }),
    ]),
    // Not the root entry: ignored.
    menu({ path: '/elsewhere', component: 'x/ElsewherePage', appCode: 'mes' }),
  ];
}

describe('buildMenuIndex', () => {
  it('uses only the children of the root entry', () => {
    const index = buildMenuIndex(sample());
    expect(index.tree.map((entry) => entry.path)).toEqual(['/factory', '/system']);
    expect(findEntry(index, '/elsewhere')).toBeNull();
    expect(hasNoMenus(index)).toBe(false);
  });

  it('is empty without a root entry or without children', () => {
    expect(hasNoMenus(buildMenuIndex([]))).toBe(true);
    expect(hasNoMenus(buildMenuIndex([root([])]))).toBe(true);
    expect(hasNoMenus(buildMenuIndex([menu({ path: '/factory', component: 'RouteView' })]))).toBe(true);
  });

  it('joins relative child paths to the parent path and keeps absolute ones', () => {
    const index = buildMenuIndex(sample());
    expect(findEntry(index, '/factory/workshop')?.title).toBe('Workshops');
    expect(findEntry(index, '/factory/dict/value')?.title).toBe('Values');
    expect(findEntry(index, '/absolute/line')?.title).toBe('Lines');
    expect(findEntry(index, '/factory/workshop/')?.title).toBe('Workshops');
    expect(joinMenuPath('/a/', 'b//c/')).toBe('/a/b/c');
    expect(joinMenuPath('/a', 'https://x.example/y')).toBe('https://x.example/y');
  });

  it('classifies directories, pages, embedded pages and outer links', () => {
    const index = buildMenuIndex(sample());
    expect(findEntry(index, '/factory')?.kind).toBe('directory');
    expect(findEntry(index, '/factory/workshop')).toMatchObject({
      kind: 'page',
      component: 'factory/WorkshopListPage',
    });
    expect(findEntry(index, '/system/docs')).toMatchObject({ kind: 'iframe', link: '/api/docs', component: null });
    const outer = index.entries.find((entry) => entry.title === 'Help');
    expect(outer).toMatchObject({ kind: 'outer', link: 'https://example.com/help', path: 'https://example.com/help' });
    // Outer links are no routes.
    expect(findEntry(index, 'https://example.com/help')).toBeNull();
  });

  it('redirects a directory to its first visible child, not to a hidden one', () => {
    const index = buildMenuIndex(sample());
    expect(findEntry(index, '/factory')?.redirect).toBe('/factory/workshop');
    // The server named no redirect for /system: the first visible routable child (the iframe).
    expect(findEntry(index, '/system')?.redirect).toBe('/system/docs');
  });

  it('follows nested directories to their first page and falls back to hidden children', () => {
    const index = buildMenuIndex([
      root([
        menu({
          path: '/a',
          component: 'RouteView',
          children: [
            menu({
              path: 'b',
              component: 'RouteView',
              children: [menu({ path: 'c', component: 'x/CPage' })],
            }),
          ],
        }),
        menu({
          path: '/h',
          component: 'RouteView',
          children: [menu({ path: 'only', component: 'x/OnlyPage', hidden: true })],
        }),
      ]),
    ]);
    expect(findEntry(index, '/a')?.redirect).toBe('/a/b/c');
    expect(findEntry(index, '/a/b')?.redirect).toBe('/a/b/c');
    expect(findEntry(index, '/h')?.redirect).toBe('/h/only');
  });

  it('marks hidden items and the children of hideChildrenInMenu as not in the menu, keeping their routes', () => {
    const index = buildMenuIndex(sample());
    expect(findEntry(index, '/factory/hidden-first')).toMatchObject({ hidden: true, inMenu: false });
    expect(findEntry(index, '/factory/dict')).toMatchObject({ inMenu: true, hideChildrenInMenu: true });
    expect(findEntry(index, '/factory/dict/value')).toMatchObject({ inMenu: false });
  });

  it('treats meta.hidden like hidden', () => {
    const index = buildMenuIndex([
      root([
        menu({
          path: '/p',
          component: 'x/PPage',
          meta: { title: 'P', icon: null, target: null, link: null, hidden: true },
        }),
      ]),
    ]);
    expect(findEntry(index, '/p')?.inMenu).toBe(false);
    expect(visibleMenu(index.tree)).toEqual([]);
  });

  it('normalizes component paths', () => {
    expect(normalizeComponent('/factory/WorkshopListPage.tsx')).toBe('factory/WorkshopListPage');
    expect(normalizeComponent('./x/YPage')).toBe('x/YPage');
    expect(normalizeComponent('  ')).toBeNull();
    expect(normalizeComponent(null)).toBeNull();
  });
});

describe('visibleMenu', () => {
  it('drops hidden items and shows no submenu under hideChildrenInMenu', () => {
    const index = buildMenuIndex(sample());
    const items = visibleMenu(index.tree);
    expect(items.map((item) => item.path)).toEqual(['/factory', '/system']);
    const factory = items[0]!;
    expect(factory.icon).toBe('BankOutlined');
    expect(factory.children?.map((item) => item.path)).toEqual([
      '/factory/workshop',
      '/factory/dict',
      '/absolute/line',
    ]);
    const dict = factory.children?.[1];
    expect(dict?.children).toBeUndefined();
  });

  it('drops directories without a visible child', () => {
    const index = buildMenuIndex([
      root([
        menu({
          path: '/empty',
          component: 'RouteView',
          children: [menu({ path: 'x', component: 'x/XPage', hidden: true })],
        }),
        menu({ path: '/full', component: 'RouteView', children: [menu({ path: 'y', component: 'x/YPage' })] }),
      ]),
    ]);
    expect(visibleMenu(index.tree).map((item) => item.path)).toEqual(['/full']);
  });

  it('keeps a directory hiding its children as a single entry', () => {
    const index = buildMenuIndex([
      root([
        menu({
          path: '/d',
          component: 'RouteView',
          hideChildrenInMenu: true,
          children: [menu({ path: 'x', component: 'x/XPage' })],
        }),
      ]),
    ]);
    expect(visibleMenu(index.tree)).toEqual([{ key: '/d', path: '/d', name: '/d', kind: 'directory' }]);
  });
});

describe('selection, breadcrumbs and search', () => {
  it('highlights the nearest entry shown in the menu and opens its directories', () => {
    const index = buildMenuIndex(sample());
    const value = findEntry(index, '/factory/dict/value');
    expect(selectedMenuKeys(value)).toEqual(['/factory/dict']);
    expect(openMenuKeys(value)).toEqual(['/factory']);
    expect(selectedMenuKeys(findEntry(index, '/factory/workshop'))).toEqual(['/factory/workshop']);
    expect(selectedMenuKeys(null)).toEqual([]);
  });

  it('gives the chain of titles for breadcrumbs', () => {
    const index = buildMenuIndex(sample());
    const chain = entryChain(findEntry(index, '/factory/dict/value')!);
    expect(chain.map((entry) => entry.title)).toEqual(['Factory', 'Dictionaries', 'Values']);
  });

  it('offers visible pages, embedded pages and outer links to the quick-jump search', () => {
    const index = buildMenuIndex(sample());
    expect(searchableEntries(index).map((entry) => entry.title)).toEqual([
      'Workshops',
      'Dictionaries',
      'Lines',
      'API docs',
      'Help',
      'Users',
    ]);
  });
});

describe('apps', () => {
  const apps = [
    { appCode: 'mes', code: 'mes', name: 'Manufacturing', isActive: false },
    { appCode: 'system', code: 'system', name: 'System', isActive: true },
  ];

  it('filters the menu to the active app', () => {
    const index = buildMenuIndex(sample());
    expect(entriesOfApp(index, 'mes').map((entry) => entry.path)).toEqual(['/factory']);
    expect(entriesOfApp(index, 'system').map((entry) => entry.path)).toEqual(['/system']);
    expect(entriesOfApp(index, null)).toHaveLength(2);
    // Children inherit the app of their top-level entry when the server leaves it empty.
    expect(findEntry(index, '/factory/workshop')?.appCode).toBe('mes');
  });

  it('starts with the remembered app when still available, else the active one, else the first', () => {
    expect(pickActiveApp(apps, 'mes')).toBe('mes');
    expect(pickActiveApp(apps, 'gone')).toBe('system');
    expect(pickActiveApp(apps, null)).toBe('system');
    expect(pickActiveApp([{ ...apps[0]! }], null)).toBe('mes');
    expect(pickActiveApp([], 'mes')).toBeNull();
  });

  it('lands on the first visible page of an app', () => {
    const index = buildMenuIndex(sample());
    expect(appLanding(index, 'mes')).toBe('/factory/workshop');
    expect(appLanding(index, 'system')).toBe('/system/docs');
    expect(appLanding(index, 'nothing')).toBeNull();
  });
});

describe('the product catalog', () => {
  /** The tree get_account_info returns for a user granted every menu (as the server builds it). */
  function catalogTree(): AccountMenu[] {
    const toMenu = (seed: MenuSeed, app: string): AccountMenu | null => {
      if (seed.type === 'button') return null;
      const outer = seed.openMode === 'outer';
      return {
        id: seed.key,
        pid: '0',
        name: seed.key,
        path: seed.path ?? '',
        component: seed.component ?? null,
        redirect: seed.redirect ?? null,
        appCode: app,
        hidden: seed.hidden ?? false,
        hideChildrenInMenu: seed.hideChildrenInMenu ?? false,
        meta: {
          title: seed.title['en-US'],
          icon: seed.icon ?? null,
          target: outer ? '_blank' : null,
          link: seed.link ?? null,
          hidden: seed.hidden ?? false,
        },
        children: (seed.children ?? []).map((child) => toMenu(child, app)).filter((m): m is AccountMenu => m !== null),
      };
    };
    const top = MENU_CATALOG.flatMap(({ app, menus }) =>
      menus.map((seed) => toMenu(seed, app)).filter((m): m is AccountMenu => m !== null),
    );
    return [root(top)];
  }

  it('gives every directory a landing page and every app a first page', () => {
    const index = buildMenuIndex(catalogTree());
    for (const entry of index.entries) {
      if (entry.kind === 'directory') expect(findEntry(index, entry.redirect ?? '')?.kind, entry.path).toBe('page');
    }
    for (const { app } of MENU_CATALOG) expect(appLanding(index, app), app).not.toBeNull();
  });

  it('names a page module (area/ThingPage) for every page, unique paths for every route', () => {
    const index = buildMenuIndex(catalogTree());
    const pages = index.entries.filter((entry) => entry.kind === 'page');
    expect(pages.length).toBeGreaterThan(50);
    for (const page of pages) expect(page.component, page.path).toMatch(/^[a-z-]+\/[A-Z][A-Za-z]+Page$/);
    const routable = index.entries.filter((entry) => entry.kind !== 'outer');
    expect(index.byPath.size).toBe(routable.length);
  });
});
