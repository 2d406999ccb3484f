/** Operation log (operation-log/OpLogListPage). */
export const operationLog = {
  title: 'Operation log',
  detail: 'Operation {{code}}',
  key: 'Log key',
  time: 'Time',
  account: 'Account',
  method: 'Method',
  path: 'Path',
  route: 'Route',
  result: 'Result',
  succeeded: 'Succeeded',
  failed: 'Failed',
  status: 'HTTP status',
  message: 'Message',
  ip: 'IP address',
  duration: 'Duration (ms)',
  requestId: 'Request ID',
};
