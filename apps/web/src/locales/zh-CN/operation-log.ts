/** Operation log (operation-log/OpLogListPage). */
export const operationLog = {
  title: '操作日志',
  detail: '操作 {{code}}',
  key: '日志编号',
  time: '时间',
  account: '账号',
  method: '请求方式',
  path: '请求地址',
  route: '路由',
  result: '结果',
  succeeded: '成功',
  failed: '失败',
  status: 'HTTP 状态',
  message: '消息',
  ip: 'IP 地址',
  duration: '耗时（毫秒）',
  requestId: '请求 ID',
};
