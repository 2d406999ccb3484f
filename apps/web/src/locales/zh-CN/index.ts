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

const zhCN: Messages = {
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
    tagline: '制造执行系统',
    loading: '加载中…',
    chunkError: '页面加载失败，控制台可能已经更新。',
    reload: '重新加载',
    goHome: '返回首页',
  },
  route: {
    login: '登录',
    welcome: '欢迎',
  },
  common: {
    language: '语言',
    retry: '重试',
    signOut: '退出登录',
    notSet: '未设置',
    duration: { d: '{{value}} 天', h: '{{value}} 小时', min: '{{value}} 分', s: '{{value}} 秒' },
  },
  request: {
    networkError: '网络已断开，请检查',
    timeout: '服务器在 30 秒内没有响应',
    forbidden: '禁止访问（403）',
    unauthorized: '未授权',
    loginAgain: '需要重新登录',
    serverError: '服务器发生内部错误',
    proxyError: '后端未启动或代理错误',
    requestError: '请求错误，请稍后重试',
    requestId: '（请求编号：{{id}}）',
  },
  auth: {
    login: {
      heading: '登录您的工作台',
      account: '账号',
      accountPlaceholder: '账号',
      accountRequired: '请输入账号',
      password: '密码',
      passwordPlaceholder: '密码（{{min}}–{{max}} 位）',
      passwordRequired: '请输入密码',
      passwordLength: '密码长度须为 {{min}} 到 {{max}} 位',
      submit: '登录',
      failed: '登录失败',
    },
    footer: {
      copyright: '版权所有 © {{year}} Takt',
      version: '版本 {{version}}',
      filing: '备案号：{{number}}',
    },
  },
  welcome: {
    greeting: {
      morning: '早上好',
      forenoon: '上午好',
      noon: '中午好',
      afternoon: '下午好',
      evening: '晚上好',
    },
    greetingLine: '{{greeting}}，{{name}}',
    intro: '欢迎使用 Takt MES，以下是您产线的今日概况。',
    introAccount: '欢迎使用 Takt MES，以下是您的账号概况。',
    profile: '账号信息',
    account: '账号',
    tenant: '企业',
    tenantCode: '企业编码',
    adminType: '用户类型',
    adminTypes: {
      superAdmin: '超级管理员',
      enterpriseAdmin: '企业管理员',
      user: '普通用户',
      unknown: '未知（{{value}}）',
    },
    jobNumber: '工号',
    phone: '手机号',
    subscription: '订阅',
    permanent: '永久',
    until: '有效期至 {{date}}',
    daysLeft: '剩余 {{count}} 天',
    expired: '已于 {{date}} 到期',
    expiringSoon: '您的订阅将于 {{date}} 到期，剩余 {{count}} 天，请及时续订。',
    today: {
      title: '我的产线今日概况',
      titleOn: '我的产线今日概况 · {{date}}',
      loadFailed: '今日数据加载失败',
      nothing: '您的产线今日尚无产出，也没有未完工单',
      good: '今日良品产出',
      openOrders: '未完工单',
      lines: '产线',
      line: '产线',
      lineGood: '今日良品',
      lineOpen: '未完工单',
      orders: '未完工单',
      allOrders: '全部工单',
      noOrders: '没有未完工单',
    },
    monthBar: {
      title: '月度产量',
      subtitle: '近 12 个月，您的产线',
      good: '良品产量',
      defects: '不良数',
      loadFailed: '月度数据加载失败',
      empty: '近 12 个月没有产量',
    },
    apps: '我的应用',
    appActive: '当前应用',
    noApps: '暂未给您分配应用',
    loadFailed: '无法加载您的账号信息',
  },
};

export default zhCN;
