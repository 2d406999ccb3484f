import { BellOutlined } from '@ant-design/icons';
import type { MessageRecord } from '@takt/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { notification as antdNotification, Badge, Popover } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHubEvent } from '../../app/hub';
import { type Burst, createBurst } from './burst';
import { addArrivedMessages, messageKeys, noticeKeys, useCardMessages, useFollowMessageLink } from './hooks';
import { MessageCard } from './MessageCard';
import { excerpt } from './message-cache';
import { type MessageLink, messageLink } from './message-link';
import styles from './NoticeBell.module.css';

/** Titles a burst's notification lists before "…". */
const BURST_TITLES = 3;

function isMessageRecord(data: unknown): data is MessageRecord {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as MessageRecord).messageRecordWithTargetId === 'string' &&
    typeof (data as MessageRecord).title === 'string'
  );
}

/**
 * The header's bell (spec 000 §2 "notice bell popover, message card with unread and read
 * tabs"): the unread count as a badge, the message card in a popover. New messages arrive
 * through the hub (`ReceiveNewMessage`): debounced 300 ms, they join the card without a reload,
 * an antd notification shows their title and the bell shakes for 1500 ms (spec 000 §9).
 */
export function NoticeBell() {
  const { t } = useTranslation();
  // Its own holder: below the 55 px header, so the bell stays in sight while it shakes.
  const [notification, notificationHolder] = antdNotification.useNotification({ top: 64, maxCount: 3 });
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [shaking, setShaking] = useState(false);
  const unread = useCardMessages('false');
  const count = unread.data?.unreadCount ?? 0;

  const followLink = useFollowMessageLink();
  const follow = useCallback(
    (link: MessageLink) => {
      setOpen(false);
      followLink(link);
    },
    [followLink],
  );

  // Spec 000 §9: the new-message handler is debounced 300 ms; the shake lasts 1500 ms.
  const burst = useRef<Burst<MessageRecord> | null>(null);
  const announce = useRef<(records: MessageRecord[]) => void>(() => {});
  announce.current = (records) => {
    addArrivedMessages(client, records);
    const latest = records.at(-1);
    if (!latest) return;
    const link = records.length === 1 ? messageLink(latest) : null;
    const titles = records.slice(-BURST_TITLES).map((record) => record.title);
    notification.info({
      key: 'takt-new-message',
      message: records.length === 1 ? latest.title : t('messages.bell.newMessages', { count: records.length }),
      description:
        records.length === 1
          ? excerpt(latest.content, 80)
          : `${titles.join(' · ')}${records.length > BURST_TITLES ? ' …' : ''}`,
      icon: <BellOutlined style={{ color: '#1890ff' }} />,
      placement: 'topRight',
      duration: 4.5,
      className: 'takt-new-message-notification',
      onClick: () => {
        notification.destroy('takt-new-message');
        if (link) follow(link);
        else setOpen(true);
      },
      style: { cursor: 'pointer' },
    });
  };
  useEffect(() => {
    const created = createBurst<MessageRecord>({
      onBurst: (records) => announce.current(records),
      onShake: setShaking,
    });
    burst.current = created;
    return () => {
      created.dispose();
      burst.current = null;
    };
  }, []);

  useHubEvent('ReceiveNewMessage', (data) => {
    if (isMessageRecord(data)) burst.current?.push(data);
    else void client.invalidateQueries({ queryKey: messageKeys.all });
  });
  // Messages changed elsewhere (several at once, another tab marked them read…): refetch.
  useHubEvent('BulkReceiveMessage', () => {
    void client.invalidateQueries({ queryKey: messageKeys.all });
  });
  // A notice was released to this user.
  useHubEvent('ReceiveMessage', () => {
    void client.invalidateQueries({ queryKey: noticeKeys.all });
  });

  return (
    <>
      {notificationHolder}
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger={['click']}
        placement="bottomRight"
        arrow={false}
        destroyOnHidden
        styles={{ body: { padding: 12 } }}
        content={<MessageCard onFollow={follow} onClose={() => setOpen(false)} />}
      >
        <button
          type="button"
          className={`${styles.bell}${shaking ? ` ${styles.shaking}` : ''}`}
          aria-label={t('messages.bell.label', { count })}
          title={t('messages.bell.title')}
          data-testid="notice-bell"
          data-shaking={shaking ? 'true' : undefined}
          data-count={count}
        >
          <Badge count={count} overflowCount={99} size="small" offset={[2, -2]}>
            <BellOutlined className={styles.icon} />
          </Badge>
        </button>
      </Popover>
    </>
  );
}
