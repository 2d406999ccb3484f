/**
 * Spec 000 §2: mobile user agents are sent to /mobile. Phones only: tablets get the console,
 * whose tablet layout (576–1199 px) exists for them.
 */
const PHONE_USER_AGENT = /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone|IEMobile|BlackBerry|BB10|webOS|Opera Mini/i;

const TABLET_USER_AGENT = /iPad|Tablet|PlayBook|Silk/i;

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  if (typeof userAgent !== 'string') return false;
  return PHONE_USER_AGENT.test(userAgent) && !TABLET_USER_AGENT.test(userAgent);
}

export function isMobileDevice(): boolean {
  return typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent);
}
