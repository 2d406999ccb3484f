import { type RouteObject, redirect } from 'react-router';
import type { RouteHandle } from '../../app/router';
import { isSignedIn } from '../../app/session';
import { settings } from '../../app/settings';

/**
 * Open routes of the sign-in flows (spec 000 §2): registration, its result page and password
 * reset (`/recover` shows the same page). Like /login, a signed-in user is sent to the console.
 * The shell puts these beside `login` under the root route.
 */
/** As the router's `openOnly` (kept here so this module and the router never import each other). */
function openOnly() {
  if (isSignedIn()) throw redirect(settings.homePath);
  return null;
}

export const identityRoutes: RouteObject[] = [
  {
    path: 'register',
    loader: openOnly,
    handle: { titleKey: 'registration.route.register' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('../registration/RegisterPage')).RegisterPage },
  },
  {
    path: 'register-result',
    handle: { titleKey: 'registration.route.registerResult' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('../registration/RegisterResultPage')).RegisterResultPage },
  },
  {
    path: 'seekpassword',
    loader: openOnly,
    handle: { titleKey: 'registration.route.seekPassword' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./SeekPasswordPage')).SeekPasswordPage },
  },
  {
    path: 'recover',
    loader: openOnly,
    handle: { titleKey: 'registration.route.seekPassword' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./SeekPasswordPage')).SeekPasswordPage },
  },
];
