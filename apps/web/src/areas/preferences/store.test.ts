import { DEFAULT_PREFERENCES, MenuStyle } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { effectiveHome } from './home';
import { getPreferences, preferencesDiff, sanitizePreferences, setPreferences } from './store';

describe('sanitizePreferences', () => {
  it('fills in the defaults (theme colour #1890FF, tabs on, side menu)', () => {
    const prefs = sanitizePreferences(undefined);
    expect(prefs).toEqual(DEFAULT_PREFERENCES);
    expect(prefs.themeColor).toBe('#1890FF');
    expect(prefs.isEnableTabs).toBe(true);
    expect(prefs.layout).toBe('sidemenu');
    expect(prefs.menuStyle).toBe(MenuStyle.DARK);
  });

  it('keeps valid fields and drops broken ones field by field', () => {
    const prefs = sanitizePreferences({
      themeColor: 'red',
      layout: 'topmenu',
      isEnableTabs: 'yes',
      colorWeak: true,
      language: 'zh-CN',
      unknown: 1,
    });
    expect(prefs.themeColor).toBe('#1890FF');
    expect(prefs.layout).toBe('topmenu');
    expect(prefs.isEnableTabs).toBe(true);
    expect(prefs.colorWeak).toBe(true);
    expect('unknown' in prefs).toBe(false);
    expect('language' in prefs).toBe(false);
  });
});

describe('the store', () => {
  it('applies a change and reports only what differs', () => {
    const before = getPreferences();
    const after = setPreferences({ layout: 'topmenu', themeColor: '#13C2C2' });
    expect(after.layout).toBe('topmenu');
    expect(preferencesDiff(before, after)).toEqual({ layout: 'topmenu', themeColor: '#13C2C2' });
    expect(setPreferences({ layout: 'topmenu' })).toBe(after);
  });
});

describe('effectiveHome', () => {
  const enterprise = { okMesHomeMode: 'picture', homePicture: '/api/files/7' };

  it("follows the enterprise without a choice of the user's own", () => {
    expect(effectiveHome({ homeMode: null, homePicture: null }, enterprise)).toEqual({
      mode: 'picture',
      picture: '/api/files/7',
    });
    expect(effectiveHome({ homeMode: null, homePicture: null }, null)).toEqual({ mode: 'console', picture: null });
  });

  it("lets the user's choice win", () => {
    expect(effectiveHome({ homeMode: 'console', homePicture: null }, enterprise).mode).toBe('console');
    expect(effectiveHome({ homeMode: 'picture', homePicture: 'https://x.example/a.png' }, enterprise)).toEqual({
      mode: 'picture',
      picture: 'https://x.example/a.png',
    });
  });

  it('shows the console when picture mode has no picture', () => {
    expect(effectiveHome({ homeMode: 'picture', homePicture: null }, null)).toEqual({ mode: 'console', picture: null });
  });
});
