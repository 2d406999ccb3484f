import type { MenuEntry } from './menu';

/** Spec 000 §9: the quick-jump search waits 300 ms after the last keystroke. */
export const QUICK_SEARCH_DEBOUNCE_MS = 300;

/** Spec 000 §9: "with more than 4 results the first is appended again". */
export const QUICK_SEARCH_REPEAT_AFTER = 4;

export interface QuickSearchHit {
  /** Unique among the hits (the repeated first hit gets its own). */
  key: string;
  entry: MenuEntry;
  /** Directory titles above the page, for the option's second line. */
  trail: string[];
}

/**
 * The spec's rule, literally: when there are more than four results, the first one is added
 * once more at the end of the list.
 */
export function withRepeatedFirst<T>(results: readonly T[]): T[] {
  const first = results[0];
  return results.length > QUICK_SEARCH_REPEAT_AFTER && first !== undefined ? [...results, first] : [...results];
}

/** Menu pages whose title (or path) contains the query, case-insensitively, in menu order. */
export function searchMenuPages(entries: readonly MenuEntry[], query: string): QuickSearchHit[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const matches = entries.filter(
    (entry) => entry.title.toLowerCase().includes(needle) || entry.path.toLowerCase().includes(needle),
  );
  return withRepeatedFirst(matches).map((entry, index) => ({
    key: `${index}:${entry.path}`,
    entry,
    trail: entry.parents.map((parent) => parent.title),
  }));
}
