import { describe, expect, it } from 'vitest';
import {
  AUTO_HIDE_HEADER_AFTER,
  collapsedForMode,
  HEADER_HEIGHT,
  headerHidden,
  SIDER_COLLAPSED_WIDTH,
  SIDER_WIDTH,
  screenMode,
  truncateLogoTitle,
} from './responsive';

describe('screen modes (spec 000 §2)', () => {
  it('is mobile below 576 px, tablet from 576 to 1199 px, desktop from 1200 px', () => {
    expect(screenMode(320)).toBe('mobile');
    expect(screenMode(575)).toBe('mobile');
    expect(screenMode(576)).toBe('tablet');
    expect(screenMode(1199)).toBe('tablet');
    expect(screenMode(1200)).toBe('desktop');
    expect(screenMode(1920)).toBe('desktop');
  });

  it('opens the sidebar on desktop and mobile, closes it on tablet', () => {
    expect(collapsedForMode('desktop')).toBe(false);
    expect(collapsedForMode('mobile')).toBe(false);
    expect(collapsedForMode('tablet')).toBe(true);
  });

  it('uses the sizes of spec 000 §9', () => {
    expect([SIDER_WIDTH, SIDER_COLLAPSED_WIDTH, HEADER_HEIGHT, AUTO_HIDE_HEADER_AFTER]).toEqual([230, 80, 55, 300]);
  });
});

describe('logo title', () => {
  it('keeps 8 characters plus an ellipsis over 8 characters in the top-menu layout', () => {
    expect(truncateLogoTitle('Takt MES', 'topmenu')).toBe('Takt MES');
    expect(truncateLogoTitle('Takt MES!', 'topmenu')).toBe('Takt MES…');
    expect(truncateLogoTitle('演示精密制造有限公司', 'topmenu')).toBe('演示精密制造有限…');
  });

  it('keeps 8 characters plus an ellipsis over 10 characters in the side-menu layout', () => {
    expect(truncateLogoTitle('Takt MES!', 'sidemenu')).toBe('Takt MES!');
    expect(truncateLogoTitle('0123456789', 'sidemenu')).toBe('0123456789');
    expect(truncateLogoTitle('0123456789A', 'sidemenu')).toBe('01234567…');
    expect(truncateLogoTitle('Demo Precision Manufacturing', 'sidemenu')).toBe('Demo Pre…');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateLogoTitle('😀😀😀😀😀😀😀😀', 'topmenu')).toBe('😀😀😀😀😀😀😀😀');
  });
});

describe('auto-hide header', () => {
  const base = { autoHide: true, previousTop: 0, hidden: false };

  it('never hides when auto-hide is off or above 300 px', () => {
    expect(headerHidden({ ...base, autoHide: false, scrollTop: 900 })).toBe(false);
    expect(headerHidden({ ...base, scrollTop: 300 })).toBe(false);
    expect(headerHidden({ ...base, scrollTop: 250, previousTop: 900, hidden: true })).toBe(false);
  });

  it('hides when scrolling down past 300 px and shows again when scrolling up', () => {
    expect(headerHidden({ ...base, scrollTop: 301, previousTop: 200 })).toBe(true);
    expect(headerHidden({ ...base, scrollTop: 800, previousTop: 900, hidden: true })).toBe(false);
    expect(headerHidden({ ...base, scrollTop: 800, previousTop: 800, hidden: true })).toBe(true);
  });
});
