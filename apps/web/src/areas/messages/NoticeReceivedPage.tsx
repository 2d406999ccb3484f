import { NotificationOutlined, SoundOutlined } from '@ant-design/icons';
import { NOTICE_GROUP_SIZE, NOTICE_TYPES, type NoticeGroup, NoticeType, type ReceivedNotice } from '@takt/contracts';
import {
  Badge,
  Button,
  Card,
  Col,
  Empty,
  List,
  Modal,
  Pagination,
  Result,
  Row,
  Skeleton,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../app/i18n';
import { useMarkNoticeRead, useNow, useReceivedNotices } from './hooks';
import { orderNoticeGroups } from './message-cache';
import { formatDateTime, formatRelativeTime } from './relative-time';

const TIME_REFRESH_MS = 60_000;

/**
 * `/noticeReceived` (spec 000 §2): the notices released to the user, grouped by type, 6 per
 * group with the group's total (spec 000 §3, §7); each group pages on its own. Opening a
 * notice shows it and marks it read.
 */
export function NoticeReceivedPage() {
  const { t } = useTranslation();
  const all = useReceivedNotices(undefined, 1);
  const [opened, setOpened] = useState<ReceivedNotice | null>(null);
  const markRead = useMarkNoticeRead();
  const now = useNow(TIME_REFRESH_MS);

  const open = (notice: ReceivedNotice) => {
    setOpened(notice);
    if (!notice.read) markRead.mutate(notice.id);
  };

  if (all.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (all.isError) {
    return (
      <Result
        status="warning"
        title={t('messages.notices.loadFailed')}
        extra={
          <Button type="primary" onClick={() => void all.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  const groups = orderNoticeGroups(all.data, NOTICE_TYPES, (type) => t(noticeTypeKey(type)));

  return (
    <>
      <Row gutter={[16, 16]} data-testid="notice-groups">
        {groups.map((group) => (
          <Col key={group.type} xs={24} xl={12} style={{ display: 'flex' }}>
            <NoticeGroupCard group={group} now={now} onOpen={open} />
          </Col>
        ))}
      </Row>
      <Modal
        open={opened !== null}
        title={opened?.title}
        onCancel={() => setOpened(null)}
        footer={
          <Button type="primary" onClick={() => setOpened(null)}>
            {t('messages.notices.close')}
          </Button>
        }
        width={640}
        destroyOnHidden
      >
        {opened && (
          <>
            <Typography.Paragraph type="secondary">
              {[opened.senderName, formatDateTime(new Date(opened.publicTime))].filter(Boolean).join(' · ')}
            </Typography.Paragraph>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="notice-content">
              {opened.content}
            </Typography.Paragraph>
          </>
        )}
      </Modal>
    </>
  );
}

function noticeTypeKey(type: number) {
  if (type === NoticeType.NOTICE) return 'messages.notices.types.notice' as const;
  if (type === NoticeType.ANNOUNCEMENT) return 'messages.notices.types.announcement' as const;
  return 'messages.notices.types.other' as const;
}

interface NoticeGroupCardProps {
  group: NoticeGroup;
  now: Date;
  onOpen: (notice: ReceivedNotice) => void;
}

/** One type's notices: page 1 comes with the grouped list, later pages ask for this type only. */
function NoticeGroupCard({ group, now, onOpen }: NoticeGroupCardProps) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const later = useReceivedNotices(pageNo > 1 ? group.type : undefined, pageNo);
  const shown = pageNo > 1 ? (later.data?.find((candidate) => candidate.type === group.type) ?? null) : group;
  const rows = shown?.rows ?? [];
  const icon = group.type === NoticeType.ANNOUNCEMENT ? <SoundOutlined /> : <NotificationOutlined />;

  return (
    <Card
      data-testid="notice-group"
      data-type={group.type}
      title={
        <Space>
          {icon}
          <span>{group.typeName}</span>
          {group.unreadCount > 0 && (
            <Tooltip title={t('messages.notices.unreadCount', { count: group.unreadCount })}>
              <Badge count={group.unreadCount} size="small" />
            </Tooltip>
          )}
        </Space>
      }
      extra={
        <Typography.Text type="secondary" data-testid="notice-group-total">
          {t('messages.notices.total', { count: group.totalRows })}
        </Typography.Text>
      }
      style={{ width: '100%' }}
      styles={{ body: { paddingBlock: 8, minHeight: 160 } }}
    >
      {pageNo > 1 && later.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.notices.empty')} />
      ) : (
        <List<ReceivedNotice>
          dataSource={rows}
          rowKey="id"
          renderItem={(notice) => (
            <List.Item
              onClick={() => onOpen(notice)}
              style={{ cursor: 'pointer' }}
              data-testid="notice-item"
              data-id={notice.id}
              extra={
                <Tooltip title={formatDateTime(new Date(notice.publicTime))}>
                  <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                    {formatRelativeTime(notice.publicTime, now, currentLanguage(), t('messages.time.justNow'))}
                  </Typography.Text>
                </Tooltip>
              }
            >
              <Space size={8} style={{ minWidth: 0 }}>
                <Badge status={notice.read ? 'default' : 'processing'} />
                <Typography.Text ellipsis strong={!notice.read} style={{ maxWidth: 360 }}>
                  {notice.title}
                </Typography.Text>
                {!notice.read && <Tag color="blue">{t('messages.notices.unread')}</Tag>}
              </Space>
            </List.Item>
          )}
        />
      )}
      {group.totalRows > NOTICE_GROUP_SIZE && (
        <Pagination
          size="small"
          simple
          current={pageNo}
          pageSize={NOTICE_GROUP_SIZE}
          total={group.totalRows}
          onChange={setPageNo}
          style={{ marginTop: 8, textAlign: 'end' }}
        />
      )}
    </Card>
  );
}
