/**
 * Sizes and responsive rules of the console (spec 000 §2 "Layout adapts", §9). Pure, tested in
 * responsive.test.ts.
 */

/** Spec 000 §9. */
export const SIDER_WIDTH = 230;
export const SIDER_COLLAPSED_WIDTH = 80;
export const HEADER_HEIGHT = 55;
/** Scrolling past this many pixels hides the header when auto-hide is on. */
export const AUTO_HIDE_HEADER_AFTER = 300;

/** Spec 000 §2: mobile up to 576 px, tablet 576 to 1199 px, desktop from 1200 px. */
export const TABLET_MIN_WIDTH = 576;
export const DESKTOP_MIN_WIDTH = 1200;

export type ScreenMode = 'mobile' | 'tablet' | 'desktop';

export function screenMode(width: number): ScreenMode {
  if (width < TABLET_MIN_WIDTH) return 'mobile';
  if (width < DESKTOP_MIN_WIDTH) return 'tablet';
  return 'desktop';
}

/**
 * Whether the sidebar starts collapsed when the screen enters a mode: open on desktop and on
 * mobile (where it is a drawer), closed on tablet. The user's toggle applies until the mode changes.
 */
export function collapsedForMode(mode: ScreenMode): boolean {
  return mode === 'tablet';
}

export const LOGO_TITLE_KEEP = 8;

/**
 * Spec 000 §2: the logo title is cut to 8 characters plus an ellipsis when it is longer than
 * 8 characters in the top-menu layout, longer than 10 otherwise. Counts characters, not UTF-16 units.
 */
export function truncateLogoTitle(title: string, layout: 'sidemenu' | 'topmenu'): string {
  const characters = Array.from(title);
  const limit = layout === 'topmenu' ? 8 : 10;
  if (characters.length <= limit) return title;
  return `${characters.slice(0, LOGO_TITLE_KEEP).join('')}…`;
}

export interface HeaderScroll {
  autoHide: boolean;
  scrollTop: number;
  /** The previous scroll position (direction of travel). */
  previousTop: number;
  hidden: boolean;
}

/**
 * Spec 000 §9 "scrolling past 300 px hides the header": with auto-hide on, scrolling down past
 * 300 px hides it, scrolling back up shows it again.
 */
export function headerHidden({ autoHide, scrollTop, previousTop, hidden }: HeaderScroll): boolean {
  if (!autoHide || scrollTop <= AUTO_HIDE_HEADER_AFTER) return false;
  if (scrollTop > previousTop) return true;
  if (scrollTop < previousTop) return false;
  return hidden;
}
