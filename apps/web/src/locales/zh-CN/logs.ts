/** Exception and visit logs (logs/ExceptionLogListPage, logs/VisitLogListPage). */
export const logs = {
  key: '日志编号',
  time: '时间',
  account: '账号',
  method: '请求方式',
  path: '请求地址',
  route: '路由',
  status: 'HTTP 状态',
  message: '消息',
  requestId: '请求 ID',
  tenant: '企业 ID',
  ip: 'IP 地址',
  stack: '堆栈',
  stackHidden: '仅平台超级管理员可见',
  kind: '类型',
  detail: '说明',
  userAgent: '浏览器（User-Agent）',
  exceptions: {
    title: '异常日志',
    detail: '异常 {{code}}',
  },
  visits: {
    title: '访问日志',
    kinds: {
      signIn: '登录',
      signOut: '退出',
      signInFailed: '登录失败',
      lockedOut: '账号锁定',
      appCall: '应用调用',
    },
  },
};
