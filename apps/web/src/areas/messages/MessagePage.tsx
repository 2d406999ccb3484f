import { CheckOutlined, ExportOutlined } from '@ant-design/icons';
import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { type MessageRecord, PAGE_SIZE_DEFAULT, type SentMessage } from '@takt/contracts';
import { App, Button, Progress, Space, Tag, Tooltip, Typography } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../app/i18n';
import {
  useBulkRead,
  useFollowMessageLink,
  useMarkAllRead,
  useMarkRead,
  useMessagePage,
  useNow,
  useSentMessages,
} from './hooks';
import { isRead } from './message-cache';
import { messageLink, messageTypeKey } from './message-link';
import { formatDateTime, formatRelativeTime } from './relative-time';

/** Spec 000 §9: relative times on this page refresh every 60 s. */
export const PAGE_TIME_REFRESH_MS = 60_000;

type MessageTab = 'unread' | 'read' | 'sent';
const TYPE_COLORS = { notification: 'blue', alert: 'volcano', todo: 'green', other: 'default' } as const;
const TABLE_SETTINGS_PREFIX = 'takt:table:message-';

/** `/message` (spec 000 §2 "notifications"): the user's messages, unread, read and sent. */
export function MessagePage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<MessageTab>('unread');
  const [paging, setPaging] = useState<Record<MessageTab, { pageNo: number; pageSize: number }>>({
    unread: { pageNo: 1, pageSize: PAGE_SIZE_DEFAULT },
    read: { pageNo: 1, pageSize: PAGE_SIZE_DEFAULT },
    sent: { pageNo: 1, pageSize: PAGE_SIZE_DEFAULT },
  });
  const now = useNow(PAGE_TIME_REFRESH_MS);
  const page = paging[tab];
  const changePage = (pageNo: number, pageSize: number) =>
    setPaging((previous) => ({
      ...previous,
      [tab]: { pageNo: pageSize === previous[tab].pageSize ? pageNo : 1, pageSize },
    }));

  const menu = {
    type: 'tab' as const,
    activeKey: tab,
    onChange: (key?: Key) => setTab((key as MessageTab | undefined) ?? 'unread'),
    items: [
      { key: 'unread', label: <span data-testid="message-page-tab-unread">{t('messages.page.unread')}</span> },
      { key: 'read', label: <span data-testid="message-page-tab-read">{t('messages.page.read')}</span> },
      { key: 'sent', label: <span data-testid="message-page-tab-sent">{t('messages.page.sent')}</span> },
    ],
  };

  return tab === 'sent' ? (
    <SentTable menu={menu} now={now} pageNo={page.pageNo} pageSize={page.pageSize} onPage={changePage} />
  ) : (
    <ReceivedTable
      key={tab}
      read={tab === 'read'}
      menu={menu}
      now={now}
      pageNo={page.pageNo}
      pageSize={page.pageSize}
      onPage={changePage}
    />
  );
}

interface TableProps {
  menu: {
    type: 'tab';
    activeKey: MessageTab;
    onChange: (key?: Key) => void;
    items: { key: string; label: React.ReactNode }[];
  };
  now: Date;
  pageNo: number;
  pageSize: number;
  onPage: (pageNo: number, pageSize: number) => void;
}

function TimeCell({ time, now }: { time: string | null; now: Date }) {
  const { t } = useTranslation();
  if (!time) return <>-</>;
  return (
    <Tooltip title={formatDateTime(new Date(time))}>
      <span data-testid="message-time">
        {formatRelativeTime(time, now, currentLanguage(), t('messages.time.justNow'))}
      </span>
    </Tooltip>
  );
}

function ReceivedTable({ read, menu, now, pageNo, pageSize, onPage }: TableProps & { read: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const query = useMessagePage(read ? 'true' : 'false', pageNo, pageSize);
  const markRead = useMarkRead();
  const bulkRead = useBulkRead();
  const markAll = useMarkAllRead();
  const [selected, setSelected] = useState<MessageRecord[]>([]);

  const follow = useFollowMessageLink();

  // Rebuilt on every render: `now` ticks every 60 s and the relative times follow it.
  const columns: ProColumns<MessageRecord>[] = [
    {
      title: t('messages.page.columns.title'),
      dataIndex: 'title',
      ellipsis: true,
      width: 180,
      render: (_, record) => (
        <Typography.Text strong={!isRead(record)} data-testid="message-row-title">
          {record.title}
        </Typography.Text>
      ),
    },
    {
      title: t('messages.page.columns.type'),
      dataIndex: 'type',
      width: 100,
      render: (_, record) => {
        const kind = messageTypeKey(record.type);
        return <Tag color={TYPE_COLORS[kind]}>{t(`messages.type.${kind}`)}</Tag>;
      },
    },
    { title: t('messages.page.columns.content'), dataIndex: 'content', ellipsis: true },
    {
      title: t('messages.page.columns.sender'),
      dataIndex: 'senderName',
      width: 110,
      ellipsis: true,
      render: (_, record) => record.senderName ?? t('messages.page.system'),
    },
    {
      title: t('messages.page.columns.time'),
      dataIndex: 'publicTime',
      width: 110,
      render: (_, record) => <TimeCell time={record.publicTime} now={now} />,
    },
    ...(read
      ? [
          {
            title: t('messages.page.columns.readTime'),
            dataIndex: 'readTime',
            width: 110,
            render: (_: unknown, record: MessageRecord) => <TimeCell time={record.readTime} now={now} />,
          } satisfies ProColumns<MessageRecord>,
        ]
      : []),
    {
      title: t('messages.page.columns.actions'),
      valueType: 'option',
      width: 210,
      render: (_, record) => {
        const link = messageLink(record);
        return (
          <Space size={[4, 0]} wrap>
            {!isRead(record) && (
              <Button
                type="link"
                size="small"
                icon={<CheckOutlined />}
                onClick={() => markRead.mutate(record)}
                data-testid="message-row-mark-read"
              >
                {t('messages.page.markRead')}
              </Button>
            )}
            {link && (
              <Button
                type="link"
                size="small"
                icon={<ExportOutlined />}
                onClick={() => {
                  if (!isRead(record)) markRead.mutate(record);
                  follow(link);
                }}
              >
                {record.btnText || t('messages.page.open')}
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  const markSelected = () => {
    const records = selected;
    bulkRead.mutate(records, {
      onSuccess: (changed) => {
        setSelected([]);
        void message.success(t('messages.page.markedRead', { count: changed }));
      },
    });
  };

  return (
    <ProTable<MessageRecord>
      rowKey="messageRecordWithTargetId"
      columns={columns}
      dataSource={query.data?.rows ?? []}
      loading={query.isFetching && !query.data}
      search={false}
      cardBordered
      headerTitle={t('messages.page.title')}
      toolbar={{ menu }}
      columnsState={{
        persistenceKey: `${TABLE_SETTINGS_PREFIX}${read ? 'read' : 'unread'}`,
        persistenceType: 'localStorage',
      }}
      options={{ density: true, setting: true, reload: () => void query.refetch() }}
      toolBarRender={() =>
        read
          ? []
          : [
              <Button
                key="all"
                icon={<CheckOutlined />}
                disabled={(query.data?.unreadCount ?? 0) === 0}
                loading={markAll.isPending}
                onClick={() =>
                  markAll.mutate(undefined, {
                    onSuccess: (changed) => void message.success(t('messages.page.markedRead', { count: changed })),
                  })
                }
                data-testid="message-page-mark-all"
              >
                {t('messages.page.markAllRead')}
              </Button>,
            ]
      }
      rowSelection={
        read
          ? false
          : {
              selectedRowKeys: selected.map((record) => record.messageRecordWithTargetId),
              onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
              preserveSelectedRowKeys: false,
            }
      }
      tableAlertRender={({ selectedRowKeys }) => t('messages.page.selected', { count: selectedRowKeys.length })}
      tableAlertOptionRender={({ onCleanSelected }) => (
        <Space>
          <Button
            type="link"
            size="small"
            loading={bulkRead.isPending}
            onClick={markSelected}
            data-testid="message-page-mark-selected"
          >
            {t('messages.page.markSelectedRead')}
          </Button>
          <Button type="link" size="small" onClick={onCleanSelected}>
            {t('messages.page.clearSelection')}
          </Button>
        </Space>
      )}
      expandable={{
        expandedRowRender: (record) => (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{record.content}</Typography.Paragraph>
        ),
      }}
      pagination={{
        current: pageNo,
        pageSize,
        total: query.data?.totalRows ?? 0,
        showSizeChanger: true,
        showTotal: (total) => t('messages.page.total', { count: total }),
        onChange: onPage,
      }}
      rowClassName={(record) => (isRead(record) ? '' : 'takt-message-unread')}
      onRow={(record) => ({ 'data-testid': 'message-row', 'data-id': record.messageRecordWithTargetId }) as never}
    />
  );
}

function SentTable({ menu, now, pageNo, pageSize, onPage }: TableProps) {
  const { t } = useTranslation();
  const query = useSentMessages(pageNo, pageSize, true);

  const columns = useMemo<ProColumns<SentMessage>[]>(
    () => [
      { title: t('messages.page.columns.title'), dataIndex: 'title', ellipsis: true, width: 200 },
      {
        title: t('messages.page.columns.type'),
        dataIndex: 'type',
        width: 100,
        render: (_, record) => {
          const kind = messageTypeKey(record.type);
          return <Tag color={TYPE_COLORS[kind]}>{t(`messages.type.${kind}`)}</Tag>;
        },
      },
      { title: t('messages.page.columns.content'), dataIndex: 'content', ellipsis: true },
      {
        title: t('messages.page.columns.readProgress'),
        dataIndex: 'readCount',
        width: 180,
        render: (_, record) => (
          <Tooltip title={t('messages.page.readOf', { read: record.readCount, total: record.recipientCount })}>
            <Progress
              size="small"
              percent={record.recipientCount ? Math.round((record.readCount / record.recipientCount) * 100) : 0}
              format={() => `${record.readCount}/${record.recipientCount}`}
            />
          </Tooltip>
        ),
      },
      {
        title: t('messages.page.columns.time'),
        dataIndex: 'publicTime',
        width: 120,
        render: (_, record) => <TimeCell time={record.publicTime} now={now} />,
      },
    ],
    [t, now],
  );

  return (
    <ProTable<SentMessage>
      rowKey="messageRecordId"
      columns={columns}
      dataSource={query.data?.rows ?? []}
      loading={query.isFetching && !query.data}
      search={false}
      cardBordered
      headerTitle={t('messages.page.title')}
      toolbar={{ menu }}
      columnsState={{ persistenceKey: `${TABLE_SETTINGS_PREFIX}sent`, persistenceType: 'localStorage' }}
      options={{ density: true, setting: true, reload: () => void query.refetch() }}
      expandable={{
        expandedRowRender: (record) => (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{record.content}</Typography.Paragraph>
        ),
      }}
      pagination={{
        current: pageNo,
        pageSize,
        total: query.data?.totalRows ?? 0,
        showSizeChanger: true,
        showTotal: (total) => t('messages.page.total', { count: total }),
        onChange: onPage,
      }}
    />
  );
}
