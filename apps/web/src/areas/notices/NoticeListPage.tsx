import {
  NOTICE_TITLE_MAX,
  NOTICE_TYPES,
  type Notice,
  NoticeState,
  noticeAdminApi,
  noticeApi,
  noticeDeletable,
  noticeEditable,
  Permissions,
} from '@takt/contracts';
import { callApi } from '../../app/request';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage, type ResourcePageHandle } from '../../app/resource/resource-def';
import { dateTimeText } from '../../app/time';
import { NoticeDetail } from './NoticeDetail';
import { NoticeForm } from './NoticeForm';
import { NoticeStateTag } from './NoticeStateTag';

const P = Permissions.sys.notice;
const STATES = [NoticeState.DRAFT, NoticeState.RELEASED, NoticeState.WITHDRAWN].map(String);

/** Publish or withdraw a notice, then reload the list with the action's message. */
async function transition(route: typeof noticeApi.publish | typeof noticeApi.withdraw, row: Notice, done: () => void) {
  try {
    await callApi(route, { body: { id: row.id } });
    done();
  } catch {
    // The request client has shown why.
  }
}

const stateActions = (row: Notice, page: ResourcePageHandle<Notice>) => [
  {
    key: 'publish',
    label: page.t('notices.publish'),
    permission: P.publish,
    visible: row.state !== NoticeState.RELEASED,
    confirm: page.t('notices.publishConfirm', { title: row.title }),
    onClick: () => transition(noticeApi.publish, row, () => page.changed(page.t('notices.published'))),
  },
  {
    key: 'withdraw',
    label: page.t('notices.withdraw'),
    permission: P.withdraw,
    // Not destructive: a withdrawn notice can be published again.
    visible: row.state === NoticeState.RELEASED,
    confirm: page.t('notices.withdrawConfirm', { title: row.title }),
    onClick: () => transition(noticeApi.withdraw, row, () => page.changed(page.t('notices.withdrawn'))),
  },
];

/**
 * Notice announcements (spec 000 §2–§5): drafts are written and edited, then published to every
 * user or to chosen ones (live through the hub), withdrawn, published again. A released notice
 * must be withdrawn before it is deleted.
 */
const notices = defineResourcePage<Notice>({
  api: { ...noticeAdminApi, add: noticeApi.add },
  permissions: P,
  testId: 'notice',
  settingsKey: 'notices',
  texts: { title: 'notices.pageTitle', add: 'notices.add', edit: 'notices.edit' },
  coded: {
    name: false,
    codeMax: NOTICE_TITLE_MAX,
    codePattern: /^/,
    codeColumn: { title: 'notices.title', render: (row) => row.title },
  },
  detail: true,
  form: NoticeForm,
  detailView: NoticeDetail,
  editable: (row) => noticeEditable(row.state),
  deletable: (row) => noticeDeletable(row.state),
  deleteConfirm: (row, t) => t('notices.deleteConfirm', { title: row.title }),
  noCreatedAt: true,
  actionsWidth: 220,
  actionOrder: ['publish', 'withdraw', 'edit', 'detail', 'delete'],
  rowActions: stateActions,
  fields: [
    {
      name: 'type',
      label: 'notices.type',
      options: { values: NOTICE_TYPES.map(String), texts: 'notices.types' },
      column: { sort: true, search: true, width: 110 },
      render: (row, t) => t(`notices.types.${row.type}`),
    },
    {
      name: 'state',
      label: 'notices.state',
      options: { values: STATES, texts: 'notices.states' },
      column: { sort: true, search: true, width: 110 },
      render: (row) => <NoticeStateTag state={row.state} />,
    },
    {
      name: 'recipients',
      label: 'notices.recipients',
      column: { responsive: ['lg'] },
      render: (row, t) =>
        row.allUsers ? t('notices.everyone') : t('notices.userCount', { count: row.userIds.length }),
    },
    { name: 'publisherName', label: 'notices.publisher', column: { responsive: ['xl'] } },
    {
      name: 'publicTime',
      label: 'notices.publicTime',
      column: { sort: true, width: 170 },
      render: (row) => dateTimeText(row.publicTime),
    },
    {
      name: 'createdTime',
      label: 'notices.createdTime',
      column: { sort: true, search: true, width: 170, dateRange: { from: 'createdFrom', to: 'createdTo' } },
      render: (row) => dateTimeText(row.createdTime),
    },
  ],
});

export default function NoticeListPage() {
  return <ResourcePage resource={notices} />;
}
