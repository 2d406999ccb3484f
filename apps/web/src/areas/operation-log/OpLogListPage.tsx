import { LOG_KEY_MAX, type OperationLog, operationLogApi, Permissions } from '@takt/contracts';
import { Tag } from 'antd';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage } from '../../app/resource/resource-def';
import { dateTimeText } from '../../app/time';

const P = Permissions.sys.opLog;

/**
 * The operation log: every change (and refused change) in the enterprise, who made it, where,
 * its result. A query names a date range of at most 31 days (spec 000 §5); detail and export.
 */
const operations = defineResourcePage<OperationLog>({
  api: operationLogApi,
  permissions: { get: P.page, export: P.export },
  testId: 'opLog',
  fileName: 'operation-log',
  settingsKey: 'operation-log',
  texts: {
    title: 'operationLog.title',
    add: 'operationLog.title',
    edit: 'operationLog.title',
    detail: 'operationLog.detail',
  },
  coded: {
    name: false,
    codeMax: LOG_KEY_MAX,
    codePattern: /^\d+$/,
    codeColumn: { title: 'operationLog.key', width: 170 },
  },
  noCreatedAt: true,
  detail: true,
  fields: [
    {
      name: 'createdAt',
      label: 'operationLog.time',
      column: {
        sort: true,
        search: true,
        width: 170,
        dateRange: { from: 'startDate', to: 'endDate', within31Days: true },
      },
      render: (row) => dateTimeText(row.createdAt),
    },
    { name: 'account', label: 'operationLog.account', column: { sort: true, search: true, width: 120 } },
    { name: 'method', label: 'operationLog.method', column: { width: 80 } },
    { name: 'path', label: 'operationLog.path', column: { search: true, ellipsis: true } },
    {
      name: 'success',
      label: 'operationLog.result',
      input: { kind: 'switch' },
      column: { search: true, width: 90 },
      render: (row, t) => (
        <Tag color={row.success ? 'green' : 'red'}>
          {t(row.success ? 'operationLog.succeeded' : 'operationLog.failed')}
        </Tag>
      ),
    },
    { name: 'statusCode', label: 'operationLog.status', column: { width: 90, responsive: ['xl'] } },
    { name: 'message', label: 'operationLog.message', column: { ellipsis: true, responsive: ['xl'] } },
    { name: 'ip', label: 'operationLog.ip', column: { width: 130, responsive: ['xxl'] } },
    { name: 'durationMs', label: 'operationLog.duration', column: { sort: true, width: 110, responsive: ['xxl'] } },
    { name: 'route', label: 'operationLog.route', column: false },
    { name: 'requestId', label: 'operationLog.requestId', column: false },
  ],
});

export default function OpLogListPage() {
  return <ResourcePage resource={operations} />;
}
