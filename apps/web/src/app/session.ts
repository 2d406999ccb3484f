import type { TokenPair } from '@takt/contracts';
import { loginUrl } from './redirect';
import { readLocal, removeLocal, storageKey, writeLocal } from './storage';

/**
 * The browser side of a session: the token pair in local storage (spec 000 §9 "Tokens in local
 * storage"), a generation counter, and sign-out. Used by the router guards, the request client
 * and the pages; nothing else touches the token keys.
 *
 * The generation changes on every sign-in and sign-out. A request remembers the generation it
 * started in; renewed tokens or a 401 that arrive after the session has changed are ignored,
 * so a late response can neither resurrect a signed-out session nor sign out a fresh one.
 */
const TOKEN = 'token';
const REFRESH_TOKEN = 'refreshToken';

export type SessionEvent = 'signed-in' | 'signed-out' | 'renewed';
type Listener = (event: SessionEvent) => void;

let generation = 0;
const listeners = new Set<Listener>();

function emit(event: SessionEvent): void {
  for (const listener of listeners) listener(event);
}

/** Navigation used by sign-out; the router replaces the default full-page load. */
let navigate: (to: string) => void = (to) => {
  if (typeof window !== 'undefined') window.location.assign(to);
};

export function setSessionNavigator(fn: (to: string) => void): void {
  navigate = fn;
}

export function getToken(): string | null {
  return readLocal(TOKEN) || null;
}

export function getRefreshToken(): string | null {
  return readLocal(REFRESH_TOKEN) || null;
}

export function isSignedIn(): boolean {
  return getToken() !== null;
}

export function sessionGeneration(): number {
  return generation;
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signIn(pair: TokenPair): void {
  writeLocal(TOKEN, pair.token);
  writeLocal(REFRESH_TOKEN, pair.refreshToken);
  generation += 1;
  emit('signed-in');
}

/**
 * Stores tokens the server renewed through the `access-token` / `x-access-token` response
 * headers, when the session that sent the request is still the current one.
 */
export function renewTokens(
  renewed: { token?: string | null; refreshToken?: string | null },
  startedIn: number,
): boolean {
  if (startedIn !== generation || !isSignedIn()) return false;
  let changed = false;
  if (renewed.token && renewed.token !== getToken()) {
    writeLocal(TOKEN, renewed.token);
    changed = true;
  }
  if (renewed.refreshToken && renewed.refreshToken !== getRefreshToken()) {
    writeLocal(REFRESH_TOKEN, renewed.refreshToken);
    changed = true;
  }
  if (changed) emit('renewed');
  return changed;
}

export interface SignOutOptions {
  /** Path to come back to after signing in again (`/login?redirect=…`); omitted: plain /login. */
  returnTo?: string | null;
  /** false: only forget the tokens, stay where we are. */
  navigate?: boolean;
}

/** Forgets the tokens and goes to the login page. Calling the server is the caller's job. */
export function signOut(options: SignOutOptions = {}): void {
  removeLocal(TOKEN);
  removeLocal(REFRESH_TOKEN);
  generation += 1;
  emit('signed-out');
  if (options.navigate !== false) navigate(loginUrl(options.returnTo));
}

/** The current in-app location, for `returnTo`. */
export function currentPath(): string | null {
  if (typeof window === 'undefined') return null;
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

// Another tab signed in or out: follow it, so two tabs never act as two different users.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey(TOKEN) || event.oldValue === event.newValue) return;
    if (event.oldValue && event.newValue) {
      emit('renewed'); // the other tab received renewed tokens: same session
      return;
    }
    generation += 1;
    if (event.newValue) {
      emit('signed-in');
    } else {
      emit('signed-out');
      navigate(loginUrl(currentPath()));
    }
  });
}
