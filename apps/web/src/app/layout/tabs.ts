/**
 * Rules of the multi-tab bar (spec 000 §2 "Multi-tab"). Pure, tested in tabs.test.ts; the
 * TabBar and the page host render what these functions decide.
 *
 * - each console page opened becomes a tab, keyed by its path; reopening a path activates its
 *   tab and remembers the latest address (query included) to come back to;
 * - refresh remounts the page; close this, close others, close right, close left;
 * - the last remaining tab cannot be closed;
 * - at most {@link MAX_TABS} tabs (= cached pages): opening one more drops the least recently
 *   used tab other than the active one;
 * - `/login`, `/register` and `/seekpassword` never become tabs.
 */

export const MAX_TABS = 100;

/** Spec 000 §2: excluded from the tab list. */
export const EXCLUDED_TAB_PATHS: readonly string[] = ['/login', '/register', '/seekpassword'];

export interface Tab {
  /** The page's path (`/factory/workshop`): one tab per path. */
  key: string;
  /** Path + query + hash the tab returns to. */
  url: string;
  /** i18n key of the title, for routes that are not menus (welcome, messages, account…). */
  titleKey?: string;
  /** Bumped by refresh: the page host remounts the page. */
  version: number;
  /** Order of last use, for the cap. */
  lastUsed: number;
}

export interface TabsState {
  tabs: Tab[];
  activeKey: string | null;
  /** Monotonic counter behind `lastUsed`. */
  clock: number;
}

export const EMPTY_TABS: TabsState = { tabs: [], activeKey: null, clock: 0 };

export function canBeTab(path: string): boolean {
  const clean = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return clean.startsWith('/') && !EXCLUDED_TAB_PATHS.includes(clean);
}

export interface OpenTab {
  key: string;
  url: string;
  titleKey?: string | undefined;
}

/** Opens (or activates) the tab of a page the user navigated to. */
export function openTab(state: TabsState, page: OpenTab, max = MAX_TABS): TabsState {
  if (!canBeTab(page.key)) return state;
  const clock = state.clock + 1;
  const existing = state.tabs.find((tab) => tab.key === page.key);
  let tabs: Tab[];
  if (existing) {
    tabs = state.tabs.map((tab) =>
      tab.key === page.key
        ? { ...tab, url: page.url, lastUsed: clock, ...(page.titleKey ? { titleKey: page.titleKey } : {}) }
        : tab,
    );
  } else {
    const tab: Tab = { key: page.key, url: page.url, version: 0, lastUsed: clock };
    if (page.titleKey) tab.titleKey = page.titleKey;
    tabs = [...state.tabs, tab];
  }
  while (tabs.length > max) {
    let oldest: Tab | null = null;
    for (const tab of tabs) {
      if (tab.key === page.key) continue;
      if (!oldest || tab.lastUsed < oldest.lastUsed) oldest = tab;
    }
    if (!oldest) break;
    const drop = oldest.key;
    tabs = tabs.filter((tab) => tab.key !== drop);
  }
  return { tabs, activeKey: page.key, clock };
}

export type TabAction = 'refresh' | 'close' | 'closeOthers' | 'closeRight' | 'closeLeft';

/** Which actions make sense for a tab (the menu disables the others). */
export function availableActions(state: TabsState, key: string): Record<TabAction, boolean> {
  const index = state.tabs.findIndex((tab) => tab.key === key);
  const count = state.tabs.length;
  return {
    refresh: index >= 0,
    close: index >= 0 && count > 1,
    closeOthers: index >= 0 && count > 1,
    closeRight: index >= 0 && index < count - 1,
    closeLeft: index > 0,
  };
}

export interface TabOutcome {
  state: TabsState;
  /** Where to go because the active tab was closed; null: stay. */
  navigateTo: string | null;
}

function keep(state: TabsState, target: string, kept: Tab[]): TabOutcome {
  if (kept.length === state.tabs.length) return { state, navigateTo: null };
  const activeKept = kept.some((tab) => tab.key === state.activeKey);
  if (activeKept) return { state: { ...state, tabs: kept }, navigateTo: null };
  const destination = kept.find((tab) => tab.key === target) ?? kept[0] ?? null;
  return {
    state: { ...state, tabs: kept, activeKey: destination?.key ?? null },
    navigateTo: destination?.url ?? null,
  };
}

/** Closes one tab. The last tab stays. Closing the active tab moves to its right neighbour, else its left. */
export function closeTab(state: TabsState, key: string): TabOutcome {
  const index = state.tabs.findIndex((tab) => tab.key === key);
  if (index < 0 || state.tabs.length <= 1) return { state, navigateTo: null };
  const kept = state.tabs.filter((tab) => tab.key !== key);
  if (state.activeKey !== key) return { state: { ...state, tabs: kept }, navigateTo: null };
  const neighbour = kept[index] ?? kept[index - 1] ?? null;
  return {
    state: { ...state, tabs: kept, activeKey: neighbour?.key ?? null },
    navigateTo: neighbour?.url ?? null,
  };
}

export function closeOtherTabs(state: TabsState, key: string): TabOutcome {
  if (!state.tabs.some((tab) => tab.key === key)) return { state, navigateTo: null };
  return keep(
    state,
    key,
    state.tabs.filter((tab) => tab.key === key),
  );
}

export function closeTabsToTheRight(state: TabsState, key: string): TabOutcome {
  const index = state.tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return { state, navigateTo: null };
  return keep(state, key, state.tabs.slice(0, index + 1));
}

export function closeTabsToTheLeft(state: TabsState, key: string): TabOutcome {
  const index = state.tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return { state, navigateTo: null };
  return keep(state, key, state.tabs.slice(index));
}

/** Refresh: a new version remounts the page. */
export function refreshTab(state: TabsState, key: string): TabsState {
  if (!state.tabs.some((tab) => tab.key === key)) return state;
  return { ...state, tabs: state.tabs.map((tab) => (tab.key === key ? { ...tab, version: tab.version + 1 } : tab)) };
}

export function applyTabAction(state: TabsState, action: TabAction, key: string): TabOutcome {
  switch (action) {
    case 'refresh':
      return { state: refreshTab(state, key), navigateTo: null };
    case 'close':
      return closeTab(state, key);
    case 'closeOthers':
      return closeOtherTabs(state, key);
    case 'closeRight':
      return closeTabsToTheRight(state, key);
    case 'closeLeft':
      return closeTabsToTheLeft(state, key);
  }
}

/** What survives a reload (session storage): keys, addresses and title keys. */
export function serializeTabs(state: TabsState): string {
  return JSON.stringify(state.tabs.map(({ key, url, titleKey }) => (titleKey ? { key, url, titleKey } : { key, url })));
}

export function restoreTabs(text: string | null, max = MAX_TABS): TabsState {
  if (!text) return EMPTY_TABS;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return EMPTY_TABS;
    let state = EMPTY_TABS;
    for (const item of parsed) {
      if (typeof item !== 'object' || item === null) continue;
      const { key, url, titleKey } = item as Record<string, unknown>;
      if (typeof key !== 'string' || typeof url !== 'string' || !url.startsWith(key)) continue;
      state = openTab(state, { key, url, titleKey: typeof titleKey === 'string' ? titleKey : undefined }, max);
    }
    return { ...state, activeKey: null };
  } catch {
    return EMPTY_TABS;
  }
}
