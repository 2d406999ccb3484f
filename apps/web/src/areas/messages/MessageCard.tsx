import { AlertOutlined, CheckSquareOutlined, MailOutlined, NotificationOutlined } from '@ant-design/icons';
import type { MessageRecord } from '@takt/contracts';
import { Avatar, Badge, Button, Empty, List, Result, Skeleton, Tabs, Tooltip, Typography } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../app/i18n';
import { useCardMessages, useMarkAllRead, useMarkRead, useNow, useUnreadNotices } from './hooks';
import { excerpt, isRead } from './message-cache';
import { type MessageLink, messageLink, messageTypeKey } from './message-link';
import styles from './NoticeBell.module.css';
import { formatDateTime, formatRelativeTime } from './relative-time';

/** Spec 000 §9: relative times in the header refresh every 5000 ms. */
export const HEADER_TIME_REFRESH_MS = 5_000;

type CardTab = 'unread' | 'read';

const TYPE_ICONS = {
  notification: { icon: <NotificationOutlined />, color: '#1890ff' },
  alert: { icon: <AlertOutlined />, color: '#fa541c' },
  todo: { icon: <CheckSquareOutlined />, color: '#52c41a' },
  other: { icon: <MailOutlined />, color: '#8c8c8c' },
} as const;

interface MessageCardProps {
  onFollow: (link: MessageLink) => void;
  onClose: () => void;
}

/**
 * The message card of the header popover: Unread and Read tabs (page 1, 99 messages each,
 * spec 000 §9), a click marks a message read (unless it is already, state 3) and moves it to
 * Read, then opens its page when it has one; "mark all read", links to /message and
 * /noticeReceived.
 */
export function MessageCard({ onFollow, onClose }: MessageCardProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<CardTab>('unread');
  const unread = useCardMessages('false');
  const read = useCardMessages('true', tab === 'read');
  const notices = useUnreadNotices();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const now = useNow(HEADER_TIME_REFRESH_MS);
  const unreadCount = unread.data?.unreadCount ?? 0;
  const noticeCount = notices.data?.unreadCount ?? 0;

  const open = (record: MessageRecord) => {
    if (!isRead(record)) markRead.mutate(record);
    const link = messageLink(record);
    if (link) onFollow(link);
  };

  const list = (query: ReturnType<typeof useCardMessages>, which: CardTab) => {
    if (query.isPending) return <Skeleton active avatar paragraph={{ rows: 2 }} style={{ padding: 12 }} />;
    if (query.isError) {
      return (
        <Result
          status="warning"
          title={t('messages.bell.loadFailed')}
          extra={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      );
    }
    const rows = query.data.rows;
    if (rows.length === 0) {
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={which === 'unread' ? t('messages.bell.emptyUnread') : t('messages.bell.emptyRead')}
        />
      );
    }
    return (
      <List<MessageRecord>
        className={styles.list}
        dataSource={rows}
        rowKey="messageRecordWithTargetId"
        renderItem={(record) => <MessageItem record={record} now={now} onOpen={() => open(record)} />}
      />
    );
  };

  return (
    <div className={styles.card} data-testid="message-card">
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => setTab(key as CardTab)}
        tabBarExtraContent={
          <Button
            type="link"
            size="small"
            disabled={unreadCount === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
            data-testid="message-mark-all-read"
          >
            {t('messages.bell.markAllRead')}
          </Button>
        }
        items={[
          {
            key: 'unread',
            label: (
              <span data-testid="message-tab-unread">
                {t('messages.bell.unread')}
                {unreadCount > 0 && (
                  <Badge count={unreadCount} overflowCount={99} size="small" style={{ marginInlineStart: 6 }} />
                )}
              </span>
            ),
            children: list(unread, 'unread'),
          },
          {
            key: 'read',
            label: <span data-testid="message-tab-read">{t('messages.bell.read')}</span>,
            children: list(read, 'read'),
          },
        ]}
      />
      <div className={styles.footer}>
        <Link to="/noticeReceived" onClick={onClose} data-testid="message-card-notices">
          {t('messages.bell.notices')}
          {noticeCount > 0 && <Badge count={noticeCount} size="small" style={{ marginInlineStart: 6 }} />}
        </Link>
        <Link to="/message" onClick={onClose} data-testid="message-card-all">
          {t('messages.bell.viewAll')}
        </Link>
      </div>
    </div>
  );
}

interface MessageItemProps {
  record: MessageRecord;
  now: Date;
  onOpen: () => void;
}

function MessageItem({ record, now, onOpen }: MessageItemProps) {
  const { t } = useTranslation();
  const kind = messageTypeKey(record.type);
  const unread = !isRead(record);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen();
    }
  };
  return (
    <List.Item
      className={styles.item}
      onClick={onOpen}
      onKeyDown={onKey}
      tabIndex={0}
      role="button"
      data-testid="message-item"
      data-id={record.messageRecordWithTargetId}
      data-state={record.state}
    >
      <List.Item.Meta
        avatar={
          <Badge dot={unread} offset={[-4, 4]}>
            <Avatar
              size="small"
              icon={TYPE_ICONS[kind].icon}
              style={{ backgroundColor: TYPE_ICONS[kind].color }}
              aria-label={t(`messages.type.${kind}`)}
            />
          </Badge>
        }
        title={
          <Typography.Text ellipsis className={unread ? styles.unreadTitle : undefined} data-testid="message-title">
            {record.title}
          </Typography.Text>
        }
        description={
          <>
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 2, fontSize: 13 }}>
              {excerpt(record.content, 120)}
            </Typography.Paragraph>
            <Tooltip title={formatDateTime(new Date(record.publicTime))}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="message-time">
                {formatRelativeTime(record.publicTime, now, currentLanguage(), t('messages.time.justNow'))}
                {record.senderName ? ` · ${record.senderName}` : ''}
              </Typography.Text>
            </Tooltip>
          </>
        }
      />
    </List.Item>
  );
}
