import { SendOutlined } from '@ant-design/icons';
import {
  MESSAGE_TITLE_MAX,
  type MessageSendDetail,
  type MessageSendRecord,
  MessageState,
  MessageType,
  messageCentreApi,
  Permissions,
} from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access/use-access';
import { callApi } from '../../app/request';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage, type ResourceDetailProps } from '../../app/resource/resource-def';
import { dateTimeText } from '../../app/time';
import { SendMessageForm } from './SendMessageForm';

const P = Permissions.sys.message;
const TYPE_KEYS: Record<number, 'notification' | 'alert' | 'todo'> = {
  [MessageType.NOTIFICATION]: 'notification',
  [MessageType.ALERT]: 'alert',
  [MessageType.TODO]: 'todo',
};
const typeName = (type: number, t: (key: string) => string) => t(`messages.type.${TYPE_KEYS[type] ?? 'other'}`);

/** One send: what was said and, per recipient, whether and when they read it. */
function SentMessageDetail({ row, onClose }: ResourceDetailProps<MessageSendRecord>) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: [messageCentreApi.detail.path, row?.id],
    queryFn: () => callApi(messageCentreApi.detail, { query: { id: row!.id } }),
    enabled: row !== null,
  });
  const shown: MessageSendDetail | undefined = detail.data;
  return (
    <Drawer open={row !== null} onClose={onClose} width={680} title={row?.title} destroyOnHidden>
      {row && (
        <>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('messages.centre.type')}>{typeName(row.type, t as never)}</Descriptions.Item>
            <Descriptions.Item label={t('messages.centre.content')}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {row.content}
              </Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label={t('messages.page.columns.sender')}>
              {row.senderName ?? t('messages.page.system')}
            </Descriptions.Item>
            <Descriptions.Item label={t('messages.page.columns.time')}>
              {dateTimeText(row.publicTime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('messages.page.columns.readProgress')}>
              {t('messages.page.readOf', { read: shown?.readCount ?? row.readCount, total: row.recipientCount })}
            </Descriptions.Item>
          </Descriptions>
          <Table
            style={{ marginTop: 16 }}
            size="small"
            rowKey="messageRecordWithTargetId"
            loading={detail.isFetching}
            dataSource={shown?.recipients ?? []}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            columns={[
              {
                title: t('messages.centre.recipient'),
                dataIndex: 'userName',
                render: (name: string | null) => name ?? t('messages.centre.deletedUser'),
              },
              {
                title: t('messages.centre.readState'),
                dataIndex: 'state',
                render: (state: number) =>
                  state === MessageState.READ ? (
                    <Tag color="green">{t('messages.page.read')}</Tag>
                  ) : (
                    <Tag>{t('messages.page.unread')}</Tag>
                  ),
              },
              {
                title: t('messages.page.columns.readTime'),
                dataIndex: 'readTime',
                render: (time: string | null) => dateTimeText(time),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}

/** The message centre (spec 000 §2): every message sent in the enterprise, with who read it; send to users, organisations or roles. */
const sentMessages = defineResourcePage<MessageSendRecord>({
  api: messageCentreApi,
  permissions: P,
  testId: 'messageCentre',
  settingsKey: 'message-centre',
  texts: { title: 'messages.centre.pageTitle', add: 'messages.centre.send', edit: 'messages.centre.send' },
  coded: {
    name: false,
    codeMax: MESSAGE_TITLE_MAX,
    codePattern: /^/,
    codeColumn: { title: 'messages.centre.title', render: (row) => row.title },
  },
  detail: true,
  detailView: SentMessageDetail,
  noCreatedAt: true,
  deleteConfirm: (row, t) => t('messages.centre.deleteConfirm', { title: row.title }),
  fields: [
    {
      name: 'type',
      label: 'messages.centre.type',
      options: { values: Object.keys(TYPE_KEYS), texts: (value, t) => typeName(Number(value), t) },
      column: { sort: true, search: true, width: 110 },
      render: (row, t) => typeName(row.type, t),
    },
    { name: 'content', label: 'messages.centre.content', column: { ellipsis: true, responsive: ['lg'] } },
    {
      name: 'senderName',
      label: 'messages.page.columns.sender',
      column: { search: true, width: 140 },
      render: (row, t) => row.senderName ?? t('messages.page.system'),
    },
    {
      name: 'recipientCount',
      label: 'messages.page.columns.readProgress',
      column: { sort: true, width: 110 },
      render: (row) => `${row.readCount} / ${row.recipientCount}`,
    },
    {
      name: 'publicTime',
      label: 'messages.page.columns.time',
      column: { sort: true, search: true, width: 170, dateRange: { from: 'sentFrom', to: 'sentTo' } },
      render: (row) => dateTimeText(row.publicTime),
    },
  ],
});

export default function MessageListPage() {
  const { t } = useTranslation();
  const can = useAccess();
  const [sending, setSending] = useState(false);
  return (
    <ResourcePage
      resource={sentMessages}
      toolButtons={() =>
        can(P.send)
          ? [
              <Button
                key="send"
                type="primary"
                icon={<SendOutlined />}
                data-testid="message-send"
                onClick={() => setSending(true)}
              >
                {t('messages.centre.send')}
              </Button>,
            ]
          : []
      }
    >
      {(page) => <SendMessageForm open={sending} onClose={() => setSending(false)} onSent={page.changed} />}
    </ResourcePage>
  );
}
