import { type RouteObject, redirect } from 'react-router';
import type { RouteHandle } from '../../../app/router';

/**
 * Signed-in routes of the account area (spec 000 §2): /account/center and
 * /account/settings/{base,security,organization,binding,notification}; the settings pages
 * share the layout with the settings menu. The shell mounts these under its console route.
 *
 * /account/settings/clientTheme is the shell's page: pass it to {@link accountRoutesWith}
 * (relative path 'clientTheme') so it renders inside the same settings layout and menu.
 */
const centerRoute: RouteObject = {
  path: 'account/center',
  handle: { titleKey: 'identity.account.route.center' } satisfies RouteHandle,
  lazy: { Component: async () => (await import('./AccountCenterPage')).AccountCenterPage },
};

const settingsChildren: RouteObject[] = [
  { index: true, loader: () => redirect('/account/settings/base') },
  {
    path: 'base',
    handle: { titleKey: 'identity.account.route.base' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./BaseSettingsPage')).BaseSettingsPage },
  },
  {
    path: 'security',
    handle: { titleKey: 'identity.account.route.security' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./SecuritySettingsPage')).SecuritySettingsPage },
  },
  {
    path: 'organization',
    handle: { titleKey: 'identity.account.route.organization' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./OrganizationSettingsPage')).OrganizationSettingsPage },
  },
  {
    path: 'binding',
    handle: { titleKey: 'identity.account.route.binding' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./BindingSettingsPage')).BindingSettingsPage },
  },
  {
    path: 'notification',
    handle: { titleKey: 'identity.account.route.notification' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./NotificationSettingsPage')).NotificationSettingsPage },
  },
];

const loadSettingsLayout = async () => (await import('./AccountSettingsLayout')).AccountSettingsLayout;

export function accountRoutesWith(settingsExtras: RouteObject[] = []): RouteObject[] {
  return [
    centerRoute,
    {
      id: 'account-settings',
      path: 'account/settings',
      handle: { titleKey: 'identity.account.route.settings' } satisfies RouteHandle,
      lazy: { Component: loadSettingsLayout },
      children: [...settingsChildren, ...settingsExtras],
    },
  ];
}

export const accountRoutes: RouteObject[] = accountRoutesWith();
