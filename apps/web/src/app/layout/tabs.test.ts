import { describe, expect, it } from 'vitest';
import {
  applyTabAction,
  availableActions,
  canBeTab,
  closeOtherTabs,
  closeTab,
  closeTabsToTheLeft,
  closeTabsToTheRight,
  EMPTY_TABS,
  MAX_TABS,
  openTab,
  refreshTab,
  restoreTabs,
  serializeTabs,
  type TabsState,
} from './tabs';

function open(...paths: string[]): TabsState {
  return paths.reduce((state, path) => openTab(state, { key: path, url: path }), EMPTY_TABS);
}

const keys = (state: TabsState) => state.tabs.map((tab) => tab.key);

describe('opening tabs', () => {
  it('adds one tab per path and activates it', () => {
    const state = open('/welcome', '/a', '/b');
    expect(keys(state)).toEqual(['/welcome', '/a', '/b']);
    expect(state.activeKey).toBe('/b');
  });

  it('reactivates an open tab and remembers its latest address', () => {
    let state = open('/welcome', '/a', '/b');
    state = openTab(state, { key: '/a', url: '/a?page=2' });
    expect(keys(state)).toEqual(['/welcome', '/a', '/b']);
    expect(state.activeKey).toBe('/a');
    expect(state.tabs[1]?.url).toBe('/a?page=2');
  });

  it('never opens /login, /register or /seekpassword as tabs', () => {
    for (const path of ['/login', '/register', '/seekpassword', '/login/']) {
      expect(canBeTab(path)).toBe(false);
      expect(open('/welcome', path)).toEqual(open('/welcome'));
    }
    expect(canBeTab('/register-result')).toBe(true);
    expect(canBeTab('/welcome')).toBe(true);
  });

  it(`keeps at most ${MAX_TABS} tabs, dropping the least recently used one`, () => {
    let state = EMPTY_TABS;
    for (let i = 0; i < MAX_TABS; i += 1) state = openTab(state, { key: `/p${i}`, url: `/p${i}` });
    expect(state.tabs).toHaveLength(MAX_TABS);
    // Use /p0 again: /p1 is now the least recently used.
    state = openTab(state, { key: '/p0', url: '/p0' });
    state = openTab(state, { key: '/new', url: '/new' });
    expect(state.tabs).toHaveLength(MAX_TABS);
    expect(keys(state)).toContain('/p0');
    expect(keys(state)).not.toContain('/p1');
    expect(state.activeKey).toBe('/new');
    state = openTab(state, { key: '/newer', url: '/newer' });
    expect(state.tabs).toHaveLength(MAX_TABS);
    expect(keys(state)).not.toContain('/p2');
  });

  it('honours a smaller cap too', () => {
    const state = ['/a', '/b', '/c', '/d'].reduce((s, path) => openTab(s, { key: path, url: path }, 3), EMPTY_TABS);
    expect(keys(state)).toEqual(['/b', '/c', '/d']);
  });
});

describe('closing tabs', () => {
  it('cannot close the last remaining tab', () => {
    const state = open('/welcome');
    expect(closeTab(state, '/welcome')).toEqual({ state, navigateTo: null });
    expect(availableActions(state, '/welcome')).toEqual({
      refresh: true,
      close: false,
      closeOthers: false,
      closeRight: false,
      closeLeft: false,
    });
  });

  it('closing an inactive tab stays on the page', () => {
    const outcome = closeTab(open('/a', '/b', '/c'), '/a');
    expect(keys(outcome.state)).toEqual(['/b', '/c']);
    expect(outcome.navigateTo).toBeNull();
    expect(outcome.state.activeKey).toBe('/c');
  });

  it('closing the active tab moves to its right neighbour, else to its left one', () => {
    let state = openTab(open('/a', '/b', '/c'), { key: '/b', url: '/b?x=1' });
    let outcome = closeTab(state, '/b');
    expect(outcome.navigateTo).toBe('/c');
    expect(outcome.state.activeKey).toBe('/c');
    state = open('/a', '/b', '/c');
    outcome = closeTab(state, '/c');
    expect(outcome.navigateTo).toBe('/b');
    expect(keys(outcome.state)).toEqual(['/a', '/b']);
  });

  it('close others keeps only the target and goes there when the active tab was closed', () => {
    const state = open('/a', '/b', '/c');
    const outcome = closeOtherTabs(state, '/a');
    expect(keys(outcome.state)).toEqual(['/a']);
    expect(outcome.navigateTo).toBe('/a');
    const onActive = closeOtherTabs(state, '/c');
    expect(keys(onActive.state)).toEqual(['/c']);
    expect(onActive.navigateTo).toBeNull();
  });

  it('close right and close left keep the target side', () => {
    const state = open('/a', '/b', '/c', '/d');
    const right = closeTabsToTheRight(state, '/b');
    expect(keys(right.state)).toEqual(['/a', '/b']);
    expect(right.navigateTo).toBe('/b'); // the active /d was closed
    const left = closeTabsToTheLeft(state, '/c');
    expect(keys(left.state)).toEqual(['/c', '/d']);
    expect(left.navigateTo).toBeNull(); // /d stays active
  });

  it('offers only the actions that change something', () => {
    const state = open('/a', '/b', '/c');
    expect(availableActions(state, '/a')).toMatchObject({ closeLeft: false, closeRight: true, close: true });
    expect(availableActions(state, '/c')).toMatchObject({ closeLeft: true, closeRight: false });
    expect(availableActions(state, '/zzz')).toMatchObject({ refresh: false, close: false });
  });

  it('dispatches actions by name', () => {
    const state = open('/a', '/b', '/c');
    expect(keys(applyTabAction(state, 'closeLeft', '/b').state)).toEqual(['/b', '/c']);
    expect(applyTabAction(state, 'refresh', '/b').state.tabs[1]?.version).toBe(1);
  });
});

describe('refresh and persistence', () => {
  it('refresh bumps the version of one tab', () => {
    const state = refreshTab(refreshTab(open('/a', '/b'), '/a'), '/a');
    expect(state.tabs.map((tab) => tab.version)).toEqual([2, 0]);
    expect(refreshTab(state, '/nope')).toBe(state);
  });

  it('survives a reload through its serialized form', () => {
    const state = openTab(open('/a', '/b'), { key: '/welcome', url: '/welcome', titleKey: 'route.welcome' });
    const restored = restoreTabs(serializeTabs(state));
    expect(restored.tabs.map(({ key, url, titleKey }) => ({ key, url, titleKey }))).toEqual([
      { key: '/a', url: '/a', titleKey: undefined },
      { key: '/b', url: '/b', titleKey: undefined },
      { key: '/welcome', url: '/welcome', titleKey: 'route.welcome' },
    ]);
    expect(restoreTabs('not json')).toEqual(EMPTY_TABS);
    expect(restoreTabs('[{"key":"/login","url":"/login"},{"key":"/a","url":"/b"}]').tabs).toEqual([]);
  });
});
