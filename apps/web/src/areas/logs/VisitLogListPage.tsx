import { LOG_KEY_MAX, Permissions, VISIT_KINDS, type VisitLog, visitLogApi } from '@takt/contracts';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage } from '../../app/resource/resource-def';
import { dateTimeText } from '../../app/time';

const P = Permissions.sys.visitLog;

const KIND_COLORS: Record<string, string> = {
  signIn: 'green',
  signOut: 'blue',
  signInFailed: 'orange',
  lockedOut: 'red',
  appCall: 'purple',
};

/**
 * The visit log: sign-ins, sign-outs, failed sign-ins, lock-outs and app calls of the
 * enterprise, with address and browser. A query names a date range of at most 31 days (spec 000
 * §5); export.
 */
const visits = defineResourcePage<VisitLog>({
  api: visitLogApi,
  permissions: { export: P.export },
  testId: 'visitLog',
  fileName: 'visit-log',
  settingsKey: 'visit-log',
  texts: { title: 'logs.visits.title', add: 'logs.visits.title', edit: 'logs.visits.title' },
  coded: { name: false, codeMax: LOG_KEY_MAX, codePattern: /^\d+$/, codeColumn: { title: 'logs.key', width: 170 } },
  noCreatedAt: true,
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
    {
      name: 'kind',
      label: 'logs.kind',
      options: { values: VISIT_KINDS, texts: 'logs.visits.kinds', colors: KIND_COLORS },
      column: { sort: true, search: true, width: 120 },
    },
    { name: 'account', label: 'logs.account', column: { sort: true, search: true, width: 140 } },
    { name: 'ip', label: 'logs.ip', column: { search: true, width: 140 } },
    { name: 'detail', label: 'logs.detail', column: { ellipsis: true } },
    { name: 'userAgent', label: 'logs.userAgent', column: { ellipsis: true, responsive: ['xxl'] } },
  ],
});

export default function VisitLogListPage() {
  return <ResourcePage resource={visits} />;
}
