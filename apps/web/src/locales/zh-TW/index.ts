import type { Messages } from '../en-US';
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

const zhTW: Messages = {
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
    tagline: '製造執行系統',
    loading: '載入中…',
    chunkError: '頁面載入失敗，主控台可能已經更新。',
    reload: '重新載入',
    goHome: '返回首頁',
  },
  route: {
    login: '登入',
    welcome: '歡迎',
  },
  common: {
    language: '語言',
    retry: '重試',
    signOut: '登出',
    notSet: '未設定',
    duration: { d: '{{value}} 天', h: '{{value}} 小時', min: '{{value}} 分', s: '{{value}} 秒' },
  },
  request: {
    networkError: '網路已中斷，請檢查',
    timeout: '伺服器在 30 秒內沒有回應',
    forbidden: '禁止存取（403）',
    unauthorized: '未授權',
    loginAgain: '需要重新登入',
    serverError: '伺服器發生內部錯誤',
    proxyError: '後端未啟動或代理錯誤',
    requestError: '請求錯誤，請稍後再試',
    requestId: '（請求編號：{{id}}）',
  },
  auth: {
    login: {
      heading: '登入您的工作臺',
      account: '帳號',
      accountPlaceholder: '帳號',
      accountRequired: '請輸入帳號',
      password: '密碼',
      passwordPlaceholder: '密碼（{{min}}–{{max}} 個字元）',
      passwordRequired: '請輸入密碼',
      passwordLength: '密碼長度須為 {{min}} 到 {{max}} 個字元',
      submit: '登入',
      failed: '登入失敗',
    },
    footer: {
      copyright: '版權所有 © {{year}} Takt',
      version: '版本 {{version}}',
      filing: '備案號：{{number}}',
    },
  },
  welcome: {
    greeting: {
      morning: '早安',
      forenoon: '上午好',
      noon: '午安',
      afternoon: '下午好',
      evening: '晚上好',
    },
    greetingLine: '{{greeting}}，{{name}}',
    intro: '歡迎使用 Takt MES，以下是您產線的今日概況。',
    introAccount: '歡迎使用 Takt MES，以下是您的帳號概況。',
    profile: '帳號資訊',
    account: '帳號',
    tenant: '企業',
    tenantCode: '企業編碼',
    adminType: '使用者類型',
    adminTypes: {
      superAdmin: '超級管理員',
      enterpriseAdmin: '企業管理員',
      user: '一般使用者',
      unknown: '未知（{{value}}）',
    },
    jobNumber: '工號',
    phone: '手機號碼',
    subscription: '訂閱',
    permanent: '永久',
    until: '有效期限至 {{date}}',
    daysLeft: '剩餘 {{count}} 天',
    expired: '已於 {{date}} 到期',
    expiringSoon: '您的訂閱將於 {{date}} 到期，剩餘 {{count}} 天，請及時續訂。',
    today: {
      title: '我的產線今日概況',
      titleOn: '我的產線今日概況 · {{date}}',
      loadFailed: '今日資料載入失敗',
      nothing: '您的產線今日尚無產出，也沒有未完工單',
      good: '今日良品產出',
      openOrders: '未完工單',
      lines: '產線',
      line: '產線',
      lineGood: '今日良品',
      lineOpen: '未完工單',
      orders: '未完工單',
      allOrders: '全部工單',
      noOrders: '沒有未完工單',
    },
    monthBar: {
      title: '月度產量',
      subtitle: '近 12 個月，您的產線',
      good: '良品產量',
      defects: '不良數',
      loadFailed: '月度資料載入失敗',
      empty: '近 12 個月沒有產量',
    },
    apps: '我的應用程式',
    appActive: '目前應用',
    noApps: '尚未為您指派應用程式',
    loadFailed: '無法載入您的帳號資訊',
  },
};

export default zhTW;
