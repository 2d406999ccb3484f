/**
 * Where to go after sign-in. Only same-origin relative paths are accepted, so a crafted
 * `/login?redirect=https://evil.example` link cannot bounce a user off-site.
 */
const PROBE_ORIGIN = 'http://takt.invalid';
const LOGIN_PATH = '/login';

/** C0 controls, DEL and backslashes have no business in a redirect target. */
function hasForbiddenCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/** Returns `value` as a safe in-app path (pathname + search + hash), or null. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || hasForbiddenCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  // Never bounce back to the login page itself (a loop) or to the bare root (which redirects).
  if (url.pathname === LOGIN_PATH || url.pathname === `${LOGIN_PATH}/` || url.pathname === '/') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The target after sign-in: the redirect parameter when safe, else `fallback`. */
export function redirectAfterSignIn(value: string | null | undefined, fallback: string): string {
  return safeRedirectPath(value) ?? fallback;
}

/** `/login`, carrying the page to return to when there is one worth returning to. */
export function loginUrl(returnTo?: string | null): string {
  const target = safeRedirectPath(returnTo);
  return target ? `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}` : LOGIN_PATH;
}
