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
import { accountRoutesWith } from '../areas/identity/account/routes';
import { identityRoutes } from '../areas/identity/routes';
import { messageRoutes } from '../areas/messages/routes';
import { PageLoading } from './components/PageLoading';
import { RouteError } from './components/RouteError';
import { isMobileDevice } from './device';
import { loginUrl } from './redirect';
import { isSignedIn, setSessionNavigator } from './session';
import { settings } from './settings';

/**
 * Routes of spec 000 §2 (history mode). Pages load lazily, one chunk per page, so the login page
 * never downloads the console (ProLayout comes with the `console` layout route).
 *
 * - open routes: /login, /register, /register-result, /seekpassword, /recover (the auth area's
 *   `identityRoutes`), /mobile, /andon-accept (a robot message's link);
 * - console routes, behind the session guard, inside the layout: /welcome, /message,
 *   /noticeReceived (`messageRoutes`), /account/center, /account/settings/* (`accountRoutes`, plus
 *   clientTheme), /403, /404, /500, and every page of the user's menu tree (the `*` child, which
 *   sends unknown paths to /welcome).
 *
 * The areas' route modules (`identityRoutes`, `messageRoutes`, `accountRoutesWith`) must load their
 * pages with `lazy`, or those pages would land in the login page's bundle.
 */
export interface RouteHandle {
  /** Page title: t(titleKey) + ' - ' + product name; also the tab's title. */
  titleKey?: ParseKeys;
  /** A title already in the user's language (when there is no key). */
  title?: string;
  /** false: never shown as a tab. */
  tab?: boolean;
}

export const CONSOLE_ROUTE_ID = 'console';
export const MENU_ROUTE_ID = 'menu-page';

/** Guard of every route that needs a session: back to /login, remembering where we were. */
export function requireSession({ request }: LoaderFunctionArgs) {
  if (!isSignedIn()) {
    const url = new URL(request.url);
    throw redirect(loginUrl(`${url.pathname}${url.search}`));
  }
  // Spec 000 §2: phones are sent to /mobile.
  if (isMobileDevice()) throw redirect(settings.mobilePath);
  return null;
}

/** /login: a signed-in user goes straight to the console (spec 000 §2). */
export function openOnly() {
  if (isSignedIn()) throw redirect(settings.homePath);
  return null;
}

function RootFrame() {
  const { t } = useTranslation();
  const matches = useMatches();
  const inConsole = matches.some((match) => match.id === CONSOLE_ROUTE_ID);
  const handle = [...matches]
    .reverse()
    .map((match) => match.handle as RouteHandle | undefined)
    .find((candidate) => candidate?.titleKey || candidate?.title);
  const name = handle?.titleKey ? t(handle.titleKey) : handle?.title;
  const title = name ? `${name} - ${settings.productName}` : settings.productName;

  useEffect(() => {
    // The console layout titles its own pages (menu titles come from the server).
    if (!inConsole) document.title = title;
  }, [title, inConsole]);

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

/** /account/settings/clientTheme: the preferences area's page inside the account settings frame. */
const clientThemeRoute: RouteObject = {
  path: 'clientTheme',
  handle: { titleKey: 'shell.routes.clientTheme' } satisfies RouteHandle,
  lazy: { Component: async () => (await import('../areas/preferences/ClientThemePage')).ClientThemePage },
};

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
        lazy: { Component: async () => (await import('../areas/identity/LoginPage')).LoginPage },
      },
      ...identityRoutes,
      {
        // A robot message's accept link: no sign-in, the link's token stands for the recipient.
        path: 'andon-accept',
        handle: { titleKey: 'andonFloor.accept.title' } satisfies RouteHandle,
        lazy: { Component: async () => (await import('../areas/andon/AcceptLinkPage')).AcceptLinkPage },
      },
      {
        path: 'mobile',
        handle: { titleKey: 'shell.routes.mobile' } satisfies RouteHandle,
        lazy: { Component: async () => (await import('../areas/shell/MobilePage')).MobilePage },
      },
      {
        id: CONSOLE_ROUTE_ID,
        loader: requireSession,
        lazy: { Component: async () => (await import('./layout/ConsoleLayout')).ConsoleLayout },
        children: [
          {
            path: 'welcome',
            handle: { titleKey: 'route.welcome' } satisfies RouteHandle,
            lazy: { Component: async () => (await import('../areas/welcome/WelcomePage')).WelcomePage },
          },
          ...messageRoutes,
          ...accountRoutesWith([clientThemeRoute]),
          {
            path: '403',
            handle: { titleKey: 'shell.routes.exception403' } satisfies RouteHandle,
            lazy: { Component: async () => (await import('../areas/shell/ExceptionPage')).ForbiddenPage },
          },
          {
            path: '404',
            handle: { titleKey: 'shell.routes.exception404' } satisfies RouteHandle,
            lazy: { Component: async () => (await import('../areas/shell/ExceptionPage')).NotFoundPage },
          },
          {
            path: '500',
            handle: { titleKey: 'shell.routes.exception500' } satisfies RouteHandle,
            lazy: { Component: async () => (await import('../areas/shell/ExceptionPage')).ServerErrorPage },
          },
          {
            id: MENU_ROUTE_ID,
            path: '*',
            lazy: { Component: async () => (await import('./layout/MenuRoute')).MenuRoute },
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

// Sign-out (button, expired session, other tab) navigates inside the app, without a reload.
setSessionNavigator((to) => {
  void router.navigate(to, { replace: true });
});
