import { useSyncExternalStore } from 'react';
import { savePreferences } from './api';
import { type ClientPreferences, getPreferences, preferencesDiff, setPreferences } from './store';

/**
 * Saving preferences: a change applies at once (setPreferences) and reaches the server a moment
 * later, several quick changes (clicking through colours) in one `PUT /client_theme/edit`.
 * One saver for the whole app, so the drawer and the clientTheme page show the same status.
 */
export const SAVE_DELAY_MS = 400;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

let status: SaveStatus = 'idle';
let pending: Partial<ClientPreferences> = {};
let timer: ReturnType<typeof setTimeout> | null = null;
let inFlight = false;
const listeners = new Set<() => void>();

function setStatus(next: SaveStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

async function flush(): Promise<void> {
  timer = null;
  if (inFlight) return; // the running save schedules the next one
  const body = pending;
  if (Object.keys(body).length === 0) return;
  pending = {};
  inFlight = true;
  setStatus('saving');
  try {
    const saved = await savePreferences(body);
    inFlight = false;
    if (Object.keys(pending).length > 0) {
      void flush();
      return;
    }
    // The server's copy wins, unless the user changed something meanwhile.
    setPreferences(saved);
    setStatus('saved');
  } catch {
    inFlight = false;
    pending = { ...body, ...pending };
    setStatus('failed');
  }
}

/** Applies a change and schedules its save. */
export function changePreferences(patch: Partial<ClientPreferences>): void {
  const before = getPreferences();
  const after = setPreferences(patch);
  const diff = preferencesDiff(before, after);
  if (Object.keys(diff).length === 0) return;
  pending = { ...pending, ...diff };
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => void flush(), SAVE_DELAY_MS);
}

/** Tries the failed save again. */
export function retrySave(): void {
  if (timer) clearTimeout(timer);
  void flush();
}

export function useSaveStatus(): SaveStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
    () => status,
  );
}
