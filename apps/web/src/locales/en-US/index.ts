import { access } from './access';
import { andonConfig } from './andon-config';
import { andonFloor } from './andon-floor';
import { andonRecords } from './andon-records';
import { andonTriggers } from './andon-triggers';
import { barcodes } from './barcodes';
import { bom } from './bom';
import { crud } from './crud';
import { dictionaries } from './dictionaries';
import { environ } from './environ';
import { equipment } from './equipment';
import { esd } from './esd';
import { esdFloor } from './esd-floor';
import { factory } from './factory';
import { files } from './files';
import { gateways } from './gateways';
import { identity } from './identity';
import { iot } from './iot';
import { iotRules } from './iot-rules';
import { labels } from './labels';
import { licences } from './licences';
import { logs } from './logs';
import { materials } from './materials';
import { messages } from './messages';
import { monitoring } from './monitoring';
import { notices } from './notices';
import { operationLog } from './operation-log';
import { organisations } from './organisations';
import { pageSettings } from './page-settings';
import { preferences } from './preferences';
import { processes } from './processes';
import { push } from './push';
import { quality } from './quality';
import { registration } from './registration';
import { reports } from './reports';
import { scheduler } from './scheduler';
import { shell } from './shell';
import { shifts } from './shifts';
import { software } from './software';
import { stations } from './stations';
import { storage } from './storage';
import { tenants } from './tenants';
import { trace } from './trace';
import { workOrders } from './work-orders';

/**
 * English texts: the reference shape. Every other language is typed as {@link Messages}, so a
 * missing or misspelt key fails the type check. Areas add their own top-level section.
 */
const enUS = {
  shell,
  crud,
  tenants,
  licences,
  identity,
  messages,
  notices,
  dictionaries,
  registration,
  preferences,
  access,
  organisations,
  factory,
  shifts,
  processes,
  push,
  materials,
  quality,
  equipment,
  gateways,
  esdFloor,
  andonFloor,
  andonRecords,
  esd,
  iot,
  iotRules,
  andonConfig,
  andonTriggers,
  environ,
  software,
  reports,
  scheduler,
  barcodes,
  bom,
  labels,
  stations,
  trace,
  workOrders,
  files,
  storage,
  operationLog,
  logs,
  monitoring,
  pageSettings,
  app: {
    tagline: 'Manufacturing Execution System',
    loading: 'Loading…',
    chunkError: 'This page could not be loaded. The console may have been updated.',
    reload: 'Reload',
    goHome: 'Back to home',
  },
  route: {
    login: 'Sign in',
    welcome: 'Welcome',
  },
  common: {
    language: 'Language',
    retry: 'Retry',
    signOut: 'Sign out',
    notSet: 'Not set',
    /** A duration's units (`app/duration.ts`). */
    duration: { d: '{{value}} d', h: '{{value}} h', min: '{{value}} min', s: '{{value}} s' },
  },
  request: {
    networkError: 'The network has been disconnected, please check',
    timeout: 'The server did not answer within 30 seconds',
    forbidden: 'Forbidden (403)',
    unauthorized: 'Unauthorized',
    loginAgain: 'Need to log in again',
    serverError: 'An internal error occurred on the server',
    proxyError: 'Backend not started or proxy error',
    requestError: 'Request error, please try again later',
    requestId: '(request ID: {{id}})',
  },
  auth: {
    login: {
      heading: 'Sign in to your workspace',
      account: 'Account',
      accountPlaceholder: 'Account',
      accountRequired: 'Please enter your account',
      password: 'Password',
      passwordPlaceholder: 'Password ({{min}}–{{max}} characters)',
      passwordRequired: 'Please enter your password',
      passwordLength: 'The password must be {{min}} to {{max}} characters',
      submit: 'Sign in',
      failed: 'Sign-in failed',
    },
    footer: {
      copyright: 'Copyright © {{year}} Takt. All rights reserved.',
      version: 'Version {{version}}',
      filing: 'Filing No. {{number}}',
    },
  },
  welcome: {
    greeting: {
      morning: 'Good morning',
      forenoon: 'Good morning',
      noon: 'Good day',
      afternoon: 'Good afternoon',
      evening: 'Good evening',
    },
    greetingLine: '{{greeting}}, {{name}}',
    intro: 'Welcome to Takt MES. Here is today on your lines.',
    introAccount: 'Welcome to Takt MES. Here is your account at a glance.',
    profile: 'Account',
    account: 'Account',
    tenant: 'Enterprise',
    tenantCode: 'Enterprise code',
    adminType: 'User type',
    adminTypes: {
      superAdmin: 'Super administrator',
      enterpriseAdmin: 'Enterprise administrator',
      user: 'User',
      unknown: 'Unknown ({{value}})',
    },
    jobNumber: 'Job number',
    phone: 'Phone',
    subscription: 'Subscription',
    permanent: 'Permanent',
    until: 'Until {{date}}',
    daysLeft: 'Days remaining: {{count}}',
    expired: 'Expired on {{date}}',
    expiringSoon: 'Your subscription ends on {{date}}. Days remaining: {{count}}. Please renew in time.',
    today: {
      title: 'Today on your lines',
      titleOn: 'Today on your lines · {{date}}',
      loadFailed: "Today's figures could not be loaded",
      nothing: 'No output today and no open work orders on your lines',
      good: 'Good output today',
      openOrders: 'Open work orders',
      lines: 'Lines',
      line: 'Line',
      lineGood: 'Good today',
      lineOpen: 'Open orders',
      orders: 'Open work orders',
      allOrders: 'All work orders',
      noOrders: 'No open work orders',
    },
    monthBar: {
      title: 'Output by month',
      subtitle: 'Last 12 months on your lines',
      good: 'Good output',
      defects: 'Defects',
      loadFailed: 'The monthly figures could not be loaded',
      empty: 'No output in the last 12 months',
    },
    apps: 'Your apps',
    appActive: 'Current',
    noApps: 'No apps are assigned to you yet',
    loadFailed: 'Your account could not be loaded',
  },
};

export type Messages = typeof enUS;
export default enUS;
