import {
  DEFAULT_PREFERENCES,
  PREFERENCES_STORAGE_KEY,
  type Preferences,
  preferenceFields,
  THEME_COLOR_PRESETS,
} from '@takt/contracts';
import { useSyncExternalStore } from 'react';
import { readLocal, storageKey, writeLocal } from '../../app/storage';

/**
 * The user's preferences in the browser (spec 000 §3 "User preferences"): one small store read
 * by the theme (App), the layout and the preference form. Cached in local storage under
 * `takt:clientTheme`, so the console starts in the user's look before the server answers;
 * `GET /client_theme/client_theme` then replaces the cache (the server is the truth).
 */
export type ClientPreferences = Omit<Preferences, 'language'>;

export { DEFAULT_PREFERENCES, THEME_COLOR_PRESETS };

type Field = keyof ClientPreferences;
const FIELDS = Object.keys(DEFAULT_PREFERENCES) as Field[];

/** Keeps every valid field of `raw`, the default for the others (old caches, hand edits). */
export function sanitizePreferences(raw: unknown): ClientPreferences {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const out: Record<string, unknown> = { ...DEFAULT_PREFERENCES };
  for (const field of FIELDS) {
    if (!(field in source)) continue;
    const parsed = preferenceFields[field].safeParse(source[field]);
    if (parsed.success) out[field] = parsed.data;
  }
  return out as ClientPreferences;
}

/** Only the fields that differ from `base` (what a save sends). */
export function preferencesDiff(base: ClientPreferences, next: ClientPreferences): Partial<ClientPreferences> {
  const diff: Record<string, unknown> = {};
  for (const field of FIELDS) if (base[field] !== next[field]) diff[field] = next[field];
  return diff as Partial<ClientPreferences>;
}

function readCache(): ClientPreferences {
  const text = readLocal(PREFERENCES_STORAGE_KEY);
  if (!text) return { ...DEFAULT_PREFERENCES };
  try {
    return sanitizePreferences(JSON.parse(text));
  } catch {
    return { ...DEFAULT_PREFERENCES };
  }
}

let current: ClientPreferences = readCache();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getPreferences(): ClientPreferences {
  return current;
}

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies a change at once (and caches it); saving on the server is save.ts's job. */
export function setPreferences(patch: Partial<ClientPreferences>): ClientPreferences {
  const next = sanitizePreferences({ ...current, ...patch });
  if (Object.keys(preferencesDiff(current, next)).length === 0) return current;
  current = next;
  writeLocal(PREFERENCES_STORAGE_KEY, JSON.stringify(current));
  emit();
  return current;
}

export function usePreferences(): ClientPreferences {
  return useSyncExternalStore(subscribePreferences, getPreferences, getPreferences);
}

// Another tab saved preferences: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey(PREFERENCES_STORAGE_KEY) || !event.newValue) return;
    try {
      current = sanitizePreferences(JSON.parse(event.newValue));
      emit();
    } catch {
      // ignore a broken value
    }
  });
}
