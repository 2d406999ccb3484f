/** Operation log (operation-log/OpLogListPage). */
export const operationLog = {
  title: '操作日誌',
  detail: '操作 {{code}}',
  key: '日誌編號',
  time: '時間',
  account: '帳號',
  method: '請求方式',
  path: '請求位址',
  route: '路由',
  result: '結果',
  succeeded: '成功',
  failed: '失敗',
  status: 'HTTP 狀態',
  message: '訊息',
  ip: 'IP 位址',
  duration: '耗時（毫秒）',
  requestId: '請求 ID',
};
