import type { ProColumns } from '@ant-design/pro-components';
import { PUSH_DELIVERY_STATES, type PushDelivery, type PushDeliveryState, pushDeliveryApi } from '@takt/contracts';
import { Drawer, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { dateTimeText } from '../../app/time';

const STATE_COLORS: Record<PushDeliveryState, string> = {
  pending: 'orange',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};

/** Which deliveries a drawer lists: one channel's or one template's. */
export type DeliveryScope = { channelId: string; name: string } | { templateCode: string; name: string };

/** The deliveries of a channel or template: target, state, attempts and the channel's last answer, newest first. */
export function PushDeliveryDrawer({ scope, onClose }: { scope: DeliveryScope | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={scope !== null}
      onClose={onClose}
      width={1100}
      destroyOnHidden
      title={scope ? t('push.delivery.titleOf', { name: scope.name }) : ''}
    >
      {scope && <PushDeliveryTable scope={scope} />}
    </Drawer>
  );
}

function PushDeliveryTable({ scope }: { scope: DeliveryScope }) {
  const { t } = useTranslation();
  const table = useAdminTable();
  const filter = 'channelId' in scope ? { channelId: scope.channelId } : { templateCode: scope.templateCode };
  const stateEnum = Object.fromEntries(
    PUSH_DELIVERY_STATES.map((state) => [state, { text: t(`push.delivery.state.${state}`) }]),
  );
  const columns: ProColumns<PushDelivery>[] = [
    {
      title: t('push.delivery.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      search: false,
      renderText: dateTimeText,
      width: 170,
    },
    'channelId' in scope
      ? { title: t('push.delivery.template'), dataIndex: 'templateCode', search: false }
      : {
          title: t('push.delivery.channel'),
          dataIndex: 'channelCode',
          sorter: true,
          search: false,
          render: (_, row) => `${row.channelCode} ${row.channelName}`,
        },
    {
      title: t('push.delivery.target'),
      dataIndex: 'target',
      search: false,
      // A user is shown by name (the target is their id); an address or robot beside the name it came from.
      render: (_, row) =>
        row.targetKind === 'user' || row.targetKind === 'robot'
          ? (row.targetName ?? row.target)
          : row.targetName
            ? `${row.targetName} <${row.target}>`
            : row.target,
    },
    { title: t('push.delivery.subject'), dataIndex: 'title', search: false, ellipsis: true },
    {
      title: t('push.delivery.stateTitle'),
      dataIndex: 'state',
      sorter: true,
      width: 110,
      valueType: 'select',
      valueEnum: stateEnum,
      render: (_, row) => (
        <Tag color={STATE_COLORS[row.state]} data-testid={`push-delivery-state-${row.id}`}>
          {t(`push.delivery.state.${row.state}`)}
        </Tag>
      ),
    },
    {
      title: t('push.delivery.attempts'),
      dataIndex: 'attempts',
      sorter: true,
      search: false,
      width: 90,
      render: (_, row) => `${row.attempts} / ${row.maxAttempts}`,
    },
    {
      title: t('push.delivery.lastAnswer'),
      dataIndex: 'lastAnswer',
      search: false,
      ellipsis: true,
      width: 260,
      render: (_, row) =>
        row.lastAnswer ? (
          <Typography.Text type={row.state === 'sent' ? undefined : 'danger'}>{row.lastAnswer}</Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      title: t('push.delivery.nextAttempt'),
      dataIndex: 'nextAttemptAt',
      search: false,
      renderText: dateTimeText,
      width: 170,
    },
    { title: t('push.delivery.sentAt'), dataIndex: 'sentAt', search: false, renderText: dateTimeText, width: 170 },
  ];
  return (
    <AdminTable
      pageRoute={pushDeliveryApi.page}
      tableRef={table.ref}
      settingsKey="push-deliveries"
      headerTitle={t('push.delivery.title')}
      columns={columns}
      toQuery={(query) => ({ ...query, ...filter })}
    />
  );
}
