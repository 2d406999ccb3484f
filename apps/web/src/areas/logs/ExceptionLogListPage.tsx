import { type ExceptionLog, exceptionLogApi, LOG_KEY_MAX, Permissions } from '@takt/contracts';
import { Typography } from 'antd';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage } from '../../app/resource/resource-def';
import { dateTimeText } from '../../app/time';

const P = Permissions.sys.exceptionLog;

/**
 * The exception log: every server error (5xx) with its request, user and enterprise. The
 * platform super administrator sees every enterprise's, with the stack (in the detail); others
 * their own enterprise's, without. A query names a date range of at most 31 days (spec 000 §5);
 * the log key is digits and the message filter has no double quotes.
 */
const exceptions = defineResourcePage<ExceptionLog>({
  api: exceptionLogApi,
  permissions: { get: P.get, export: P.export },
  testId: 'exceptionLog',
  fileName: 'exception-log',
  settingsKey: 'exception-log',
  texts: {
    title: 'logs.exceptions.title',
    add: 'logs.exceptions.title',
    edit: 'logs.exceptions.title',
    detail: 'logs.exceptions.detail',
  },
  coded: { name: false, codeMax: LOG_KEY_MAX, codePattern: /^\d+$/, codeColumn: { title: 'logs.key', width: 170 } },
  noCreatedAt: true,
  detail: true,
  fields: [
    {
      name: 'createdAt',
      label: 'logs.time',
      column: {
        sort: true,
        search: true,
        width: 170,
        dateRange: { from: 'startDate', to: 'endDate', within31Days: true },
      },
      render: (row) => dateTimeText(row.createdAt),
    },
    { name: 'account', label: 'logs.account', column: { sort: true, search: true, width: 120 } },
    { name: 'method', label: 'logs.method', column: { width: 80 } },
    { name: 'path', label: 'logs.path', column: { ellipsis: true } },
    { name: 'message', label: 'logs.message', column: { search: true, ellipsis: true } },
    { name: 'requestId', label: 'logs.requestId', column: { search: true, copyable: true, responsive: ['xxl'] } },
    { name: 'statusCode', label: 'logs.status', column: false },
    { name: 'tenantId', label: 'logs.tenant', column: false },
    { name: 'route', label: 'logs.route', column: false },
    { name: 'ip', label: 'logs.ip', column: false },
    {
      name: 'stack',
      label: 'logs.stack',
      column: false,
      render: (row, t) =>
        row.stack ? (
          <Typography.Paragraph>
            <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12, margin: 0 }}>{row.stack}</pre>
          </Typography.Paragraph>
        ) : (
          t('logs.stackHidden')
        ),
    },
  ],
});

export default function ExceptionLogListPage() {
  return <ResourcePage resource={exceptions} />;
}
