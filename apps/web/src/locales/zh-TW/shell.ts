import type { shell as reference } from '../en-US/shell';

export const shell: typeof reference = {
  routes: {
    message: '通知',
    noticeReceived: '收到的公告',
    accountCenter: '個人中心',
    clientTheme: '個人化',
    exception403: '無權存取',
    exception404: '找不到頁面',
    exception500: '伺服器錯誤',
    mobile: '現場',
  },
  exception: {
    '403': '您沒有此頁面的權限，請聯絡管理員',
    page: '您沒有{{page}}頁面權限，請聯絡管理員',
    '404': '抱歉，您造訪的頁面不存在。',
    '500': '抱歉，伺服器發生錯誤。',
    backHome: '返回首頁',
    detail: '您沒有詳情頁權限，請聯絡管理員',
  },
  building: {
    heading: '此功能正在建置中',
    description: '此選單對應的頁面尚未包含在目前版本中，完成後將在這裡顯示。',
    path: '位址：',
    component: '頁面模組：',
  },
  iframe: {
    openInNewTab: '在新分頁中開啟',
  },
  mobile: {
    desktop: '設定、清單和工站畫面請在電腦或平板電腦的主控台中使用。',
    signIn: '登入',
    signedOut: '登入後可查詢序號和工單，並閱讀您的訊息。',
    signedInAs: '{{name}} · {{enterprise}}',
    trace: { title: '查詢序號', recent: '最近掃描' },
    orders: {
      title: '工單進度',
      placeholder: '工單編號',
      none: '沒有未完成的工單',
      counts: '良品 {{good}} / 計畫 {{plan}} · 不良 {{bad}} · 計畫日期 {{date}}',
    },
    messages: { title: '我的訊息', none: '沒有未讀訊息', system: '系統' },
  },
  header: {
    collapse: '收合選單',
    expand: '展開選單',
    settings: '頁面風格設定',
    apps: '應用程式',
    switchApp: '切換應用程式',
    fullscreen: '全螢幕',
    exitFullscreen: '結束全螢幕',
    fullscreenUnsupported: '目前的瀏覽器不支援全螢幕',
    personalCenter: '個人中心',
  },
  search: {
    placeholder: '搜尋選單頁面',
    empty: '沒有符合的頁面',
  },
  language: {
    switched: '語言已切換為{{language}}，正在重新載入…',
    failed: '切換語言失敗',
  },
  tabs: {
    actions: '分頁操作',
    refresh: '重新整理',
    close: '關閉',
    closeOthers: '關閉其他',
    closeRight: '關閉右側',
    closeLeft: '關閉左側',
  },
  breadcrumb: {
    home: '首頁',
  },
  deadline: {
    banner: '貴企業的訂閱將於 {{date}} 到期（剩餘 {{count}} 天），請及時續訂。',
  },
  noMenu: {
    title: '沒有選單權限',
    content: '您沒有選單權限，請聯絡管理員。',
  },
  table: {
    more: '更多',
  },
};
