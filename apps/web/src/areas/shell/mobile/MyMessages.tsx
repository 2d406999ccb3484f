import type { MessageRecord } from '@takt/contracts';
import { Badge, Card, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardMessages, useMarkRead } from '../../messages/hooks';
import { timeText } from '../../trace/format';

/** The user's unread messages on a phone; opening one shows its text and marks it read. */
export function MyMessages() {
  const { t } = useTranslation();
  const unread = useCardMessages('false');
  const markRead = useMarkRead();
  const [opened, setOpened] = useState<MessageRecord | null>(null);
  const rows = unread.data?.rows ?? [];

  return (
    <Card
      title={
        <span>
          {t('shell.mobile.messages.title')} <Badge count={unread.data?.unreadCount ?? 0} />
        </span>
      }
      size="small"
      data-testid="mobile-messages"
    >
      {opened && (
        <Card size="small" type="inner" title={opened.title} style={{ marginBottom: 8 }}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>
            {opened.content}
          </Typography.Paragraph>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {opened.senderName ?? t('shell.mobile.messages.system')} · {timeText(opened.publicTime)}
          </Typography.Text>
        </Card>
      )}
      <List
        size="small"
        loading={unread.isLoading}
        dataSource={rows}
        locale={{ emptyText: t('shell.mobile.messages.none') }}
        renderItem={(record) => (
          <List.Item
            style={{ cursor: 'pointer' }}
            onClick={() => {
              setOpened(record);
              markRead.mutate(record);
            }}
            data-testid="mobile-message"
          >
            <List.Item.Meta
              title={record.title}
              description={`${record.senderName ?? t('shell.mobile.messages.system')} · ${timeText(record.publicTime)}`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
