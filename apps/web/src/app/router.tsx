import type { ParseKeys } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  Outlet,
  type RouteObject,
  redirect,
  ScrollRestoration,
  useMatches,
} from 'react-router';
import { PageLoading } from './components/PageLoading';
import { RouteError } from './components/RouteError';
import { loginUrl } from './redirect';
import { isSignedIn, setSessionNavigator } from './session';
import { settings } from './settings';

/**
 * Routes of spec 000 §2 (history mode). Pages load lazily through `lazy`, one chunk per page,
 * so the login page never downloads the console. Later issues add the console shell as the
 * `console` layout route and menu-driven pages as its children.
 */
export interface RouteHandle {
  /** Page title: t(titleKey) + ' - ' + product name. */
  titleKey?: ParseKeys;
}

/** Guard of every route that needs a session: back to /login, remembering where we were. */
export function requireSession({ request }: LoaderFunctionArgs) {
  if (isSignedIn()) return null;
  const url = new URL(request.url);
  throw redirect(loginUrl(`${url.pathname}${url.search}`));
}

/** /login and friends: a signed-in user goes straight to the console (spec 000 §2). */
export function openOnly() {
  if (isSignedIn()) throw redirect(settings.homePath);
  return null;
}

function RootFrame() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    ?.handle as RouteHandle | undefined;
  const title = titleKey?.titleKey ? `${t(titleKey.titleKey)} - ${settings.productName}` : settings.productName;

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Routes that only redirect (their loader answers first) still need a component. */
function Redirecting() {
  return null;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootFrame,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: () => redirect(settings.loginPath), Component: Redirecting },
      {
        path: 'login',
        loader: openOnly,
        handle: { titleKey: 'route.login' } satisfies RouteHandle,
        lazy: { Component: async () => (await import('../areas/auth/LoginPage')).LoginPage },
      },
      {
        id: 'console',
        loader: requireSession,
        lazy: { Component: async () => (await import('./ConsoleFrame')).ConsoleFrame },
        children: [
          {
            path: 'welcome',
            handle: { titleKey: 'route.welcome' } satisfies RouteHandle,
            lazy: { Component: async () => (await import('../areas/welcome/WelcomePage')).WelcomePage },
          },
        ],
      },
      // Spec 000 §2: /welcome is the default for unknown paths (it sends strangers to /login).
      { path: '*', loader: () => redirect(settings.homePath), Component: Redirecting },
    ],
  },
];

export const router = createBrowserRouter(routes);

// Sign-out (button, expired session, other tab) navigates inside the app, without a reload.
setSessionNavigator((to) => {
  void router.navigate(to, { replace: true });
});
