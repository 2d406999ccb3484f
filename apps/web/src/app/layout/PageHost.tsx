import { Activity, type ReactNode, useRef } from 'react';
import {
  type Location,
  UNSAFE_LocationContext as LocationContext,
  NavigationType,
  useLocation,
  useNavigationType,
  useOutlet,
} from 'react-router';
import type { TabsState } from './tabs';

interface CachedPage {
  element: ReactNode;
  location: Location;
}

interface PageHostProps {
  tabs: TabsState;
  /** The current page's tab key (its path). */
  activeKey: string;
  /** Tabs off: only the current page is rendered. */
  keepAlive: boolean;
}

/**
 * Renders the console's pages. With tabs on, every open tab keeps its page alive (state, scroll
 * position in lists, filled-in forms) inside a hidden <Activity>, which also stops its effects
 * (no polling behind the user's back). At most one page per tab, and tabs are capped at 100
 * (tabs.ts), so at most 100 cached pages. A hidden page keeps seeing its own location.
 * Refresh remounts a page (its tab's version is part of the key).
 */
export function PageHost({ tabs, activeKey, keepAlive }: PageHostProps) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const cache = useRef(new Map<string, CachedPage>());

  const activeIsTab = keepAlive && tabs.tabs.some((tab) => tab.key === activeKey);
  if (!activeIsTab) {
    if (!keepAlive) cache.current.clear();
    return <>{outlet}</>;
  }

  // The live page of the active tab; the others as they were last seen.
  cache.current.set(activeKey, { element: outlet, location });
  for (const key of cache.current.keys()) {
    if (!tabs.tabs.some((tab) => tab.key === key)) cache.current.delete(key);
  }

  return (
    <>
      {tabs.tabs.map((tab) => {
        const page = cache.current.get(tab.key);
        if (!page) return null;
        const active = tab.key === activeKey;
        return (
          <Activity key={`${tab.key}#${tab.version}`} mode={active ? 'visible' : 'hidden'}>
            <LocationContext.Provider
              value={{ location: page.location, navigationType: active ? navigationType : NavigationType.Pop }}
            >
              {page.element}
            </LocationContext.Provider>
          </Activity>
        );
      })}
    </>
  );
}
