/**
 * Namespaced local storage (spec 000 §3: "stored locally under a namespace prefix").
 * Falls back to memory where localStorage is missing or blocked (unit tests, privacy modes).
 */
export const STORAGE_PREFIX = 'takt:';

const memory = new Map<string, string>();

function backend(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function storageKey(key: string): string {
  return STORAGE_PREFIX + key;
}

export function readLocal(key: string): string | null {
  const full = storageKey(key);
  const store = backend();
  if (store) {
    try {
      return store.getItem(full);
    } catch {
      // fall through to memory
    }
  }
  return memory.get(full) ?? null;
}

export function writeLocal(key: string, value: string): void {
  const full = storageKey(key);
  const store = backend();
  if (store) {
    try {
      store.setItem(full, value);
      return;
    } catch {
      // quota or privacy mode: keep this tab working from memory
    }
  }
  memory.set(full, value);
}

export function removeLocal(key: string): void {
  const full = storageKey(key);
  memory.delete(full);
  try {
    backend()?.removeItem(full);
  } catch {
    // ignore
  }
}
