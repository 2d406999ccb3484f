/** shell texts (en-US is the reference shape for this section): layout, header, tabs, routes. */
export const shell = {
  routes: {
    message: 'Notifications',
    noticeReceived: 'Received notices',
    accountCenter: 'Personal centre',
    clientTheme: 'Personalization',
    exception403: 'Forbidden',
    exception404: 'Page not found',
    exception500: 'Server error',
    mobile: 'Floor',
  },
  exception: {
    '403': 'You do not have permission for this page, please contact Admin',
    page: 'You do not have {{page}} page permission, please contact Admin',
    '404': 'Sorry, the page you visited does not exist.',
    '500': 'Sorry, something went wrong on the server.',
    backHome: 'Back to home',
    detail: 'You do not have Details page permission, please contact Admin',
  },
  building: {
    heading: 'This area is being built',
    description: 'The page behind this menu is not part of this release yet. It will appear here once it is ready.',
    path: 'Address:',
    component: 'Page module:',
  },
  iframe: {
    openInNewTab: 'Open in a new tab',
  },
  mobile: {
    desktop: 'Settings, lists and station screens are in the console on a computer or tablet.',
    signIn: 'Sign in',
    signedOut: 'Sign in to look up serials and work orders and read your messages.',
    signedInAs: '{{name}} · {{enterprise}}',
    trace: { title: 'Look up a serial', recent: 'Latest scans' },
    orders: {
      title: 'Work order progress',
      placeholder: 'Order number',
      none: 'No open work orders',
      counts: '{{good}} of {{plan}} good · {{bad}} bad · plan date {{date}}',
    },
    messages: { title: 'My messages', none: 'No unread messages', system: 'System' },
  },
  header: {
    collapse: 'Collapse the menu',
    expand: 'Expand the menu',
    settings: 'Page style settings',
    apps: 'Applications',
    switchApp: 'Switch application',
    fullscreen: 'Full screen',
    exitFullscreen: 'Exit full screen',
    fullscreenUnsupported: 'This browser does not support full screen',
    personalCenter: 'Personal centre',
  },
  search: {
    placeholder: 'Search menu pages',
    empty: 'No matching pages',
  },
  language: {
    switched: 'Language switched to {{language}}. Reloading…',
    failed: 'The language could not be switched',
  },
  tabs: {
    actions: 'Tab actions',
    refresh: 'Refresh',
    close: 'Close',
    closeOthers: 'Close others',
    closeRight: 'Close tabs to the right',
    closeLeft: 'Close tabs to the left',
  },
  breadcrumb: {
    home: 'Home',
  },
  deadline: {
    banner: "Your enterprise's subscription ends on {{date}} (days remaining: {{count}}). Please renew in time.",
  },
  noMenu: {
    title: 'No menu permission',
    content: 'You have no menu permission. Please contact the administrator.',
  },
  table: {
    more: 'More',
  },
};
