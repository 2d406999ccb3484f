/** Exception and visit logs (logs/ExceptionLogListPage, logs/VisitLogListPage). */
export const logs = {
  key: '日誌編號',
  time: '時間',
  account: '帳號',
  method: '請求方式',
  path: '請求位址',
  route: '路由',
  status: 'HTTP 狀態',
  message: '訊息',
  requestId: '請求 ID',
  tenant: '企業 ID',
  ip: 'IP 位址',
  stack: '堆疊',
  stackHidden: '僅平台超級管理員可見',
  kind: '類型',
  detail: '說明',
  userAgent: '瀏覽器（User-Agent）',
  exceptions: {
    title: '例外日誌',
    detail: '例外 {{code}}',
  },
  visits: {
    title: '存取日誌',
    kinds: {
      signIn: '登入',
      signOut: '登出',
      signInFailed: '登入失敗',
      lockedOut: '帳號鎖定',
      appCall: '應用呼叫',
    },
  },
};
