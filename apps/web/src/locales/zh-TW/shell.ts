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
    mobile: '請使用電腦',
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
    heading: '主控台適用於較大的螢幕',
    desktop: '請在桌上型電腦、筆記型電腦或平板電腦上開啟主控台。',
    station: '在生產現場，請使用工站終端或手持裝置上的工站應用程式。',
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
