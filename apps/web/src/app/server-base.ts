import { readLocal, removeLocal, writeLocal } from './storage';

/**
 * Server configuration of the login page (spec 000 §7 "A settings file lists backend base URLs
 * (the chosen one may be stored locally)", §9 "server configuration change refreshes the browser
 * after 3 s").
 *
 * The settings file is `/serverConfig.json` (apps/web/public): `[{ "name": "…", "url": "…" }]`.
 * An entry with an empty url stands for the origin the console was loaded from (the default).
 * The choice is stored under `takt:serverBaseUrl`; the request client puts it in front of the
 * API base path (`<url>/api`), see {@link apiBaseFor}.
 */
export const SERVER_BASE_KEY = 'serverBaseUrl';
export const SERVER_CONFIG_FILE = '/serverConfig.json';
export const SERVER_CHANGE_RELOAD_MS = 3_000;

export interface ServerEntry {
  name: string;
  /** Origin (plus optional path) of a backend, without a trailing slash; '' = this origin. */
  url: string;
}

/** `http(s)://host[:port][/path]` without query or fragment, trailing slashes dropped; null if not. */
export function normalizeBaseUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return '';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.search || url.hash || url.username || url.password) return null;
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path}`;
}

/**
 * The entries of the settings file that make sense, duplicates dropped; the default entry
 * (this origin) always comes first, added when the file has none.
 */
export function parseServerConfig(json: unknown): ServerEntry[] {
  const list = Array.isArray(json) ? json : [];
  const entries: ServerEntry[] = [];
  const seen = new Set<string>();
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const { name, url } = item as Record<string, unknown>;
    const base = normalizeBaseUrl(url ?? '');
    if (base === null || seen.has(base)) continue;
    seen.add(base);
    entries.push({ name: typeof name === 'string' ? name.trim().slice(0, 60) : '', url: base });
  }
  const defaultIndex = entries.findIndex((entry) => entry.url === '');
  const [fallback] = defaultIndex >= 0 ? entries.splice(defaultIndex, 1) : [{ name: '', url: '' }];
  return fallback ? [fallback, ...entries] : entries;
}

/** Same server as the page (an entry naming this very origin counts as the default). */
export function isThisOrigin(url: string, origin: string): boolean {
  return url === '' || url === origin;
}

/** The stored choice ('' = this origin). A stored value that is no valid URL is ignored. */
export function storedServerBase(): string {
  return normalizeBaseUrl(readLocal(SERVER_BASE_KEY) ?? '') ?? '';
}

/** Remembers the choice; choosing this origin clears it. */
export function storeServerBase(url: string, origin: string): void {
  if (isThisOrigin(url, origin)) removeLocal(SERVER_BASE_KEY);
  else writeLocal(SERVER_BASE_KEY, url);
}

/**
 * The API base for a chosen server: `'' + '/api'` → `/api` (same origin, as today);
 * `'https://mes.example.com' + '/api'` → `https://mes.example.com/api`.
 * An absolute apiBase (VITE_API_BASE=https://…) is left alone.
 */
export function apiBaseFor(serverBase: string, apiBase: string): string {
  if (!serverBase || /^https?:\/\//.test(apiBase)) return apiBase;
  return `${serverBase}${apiBase.startsWith('/') ? apiBase : `/${apiBase}`}`;
}

export async function loadServerConfig(signal?: AbortSignal): Promise<ServerEntry[]> {
  try {
    const response = await fetch(SERVER_CONFIG_FILE, { cache: 'no-cache', ...(signal ? { signal } : {}) });
    if (!response.ok) return parseServerConfig([]);
    return parseServerConfig(await response.json());
  } catch (error) {
    if (signal?.aborted) throw error;
    return parseServerConfig([]);
  }
}
