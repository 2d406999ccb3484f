/** Exception and visit logs (logs/ExceptionLogListPage, logs/VisitLogListPage). */
export const logs = {
  key: 'Log key',
  time: 'Time',
  account: 'Account',
  method: 'Method',
  path: 'Path',
  route: 'Route',
  status: 'HTTP status',
  message: 'Message',
  requestId: 'Request ID',
  tenant: 'Enterprise ID',
  ip: 'IP address',
  stack: 'Stack',
  stackHidden: 'Shown to the platform super administrator only',
  kind: 'Kind',
  detail: 'Detail',
  userAgent: 'Browser (user agent)',
  exceptions: {
    title: 'Exception log',
    detail: 'Exception {{code}}',
  },
  visits: {
    title: 'Visit log',
    kinds: {
      signIn: 'Sign-in',
      signOut: 'Sign-out',
      signInFailed: 'Sign-in failed',
      lockedOut: 'Locked out',
      appCall: 'App call',
    },
  },
};
