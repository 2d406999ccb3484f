import { type Notice, userApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/request';
import type { ResourceDetailProps } from '../../app/resource/resource-def';
import { dateTimeText as formatTime } from '../../app/time';
import { NoticeStateTag } from './NoticeStateTag';

/** A notice in full: its content, who it is for, and when it was released or withdrawn. */
export function NoticeDetail({ row, onClose }: ResourceDetailProps<Notice>) {
  const { t } = useTranslation();
  const ids = row && !row.allUsers ? row.userIds.slice(0, 200) : [];
  const names = useQuery({
    queryKey: ['user', 'names', ids],
    queryFn: () => callApi(userApi.userName, { query: { ids } }),
    enabled: ids.length > 0,
  });
  const recipients = row?.allUsers
    ? t('notices.everyone')
    : (names.data ?? []).map((user) => user.name).join(', ') || t('notices.userCount', { count: ids.length });
  return (
    <Drawer open={row !== null} onClose={onClose} width={640} title={row?.title} destroyOnHidden>
      {row && (
        <Descriptions column={1} bordered size="small" data-testid="notice-detail">
          <Descriptions.Item label={t('notices.type')}>
            {t(`notices.types.${row.type}` as 'notices.types.1')}
          </Descriptions.Item>
          <Descriptions.Item label={t('notices.state')}>
            <NoticeStateTag state={row.state} />
          </Descriptions.Item>
          <Descriptions.Item label={t('notices.recipients')}>{recipients}</Descriptions.Item>
          <Descriptions.Item label={t('notices.content')}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
              {row.content}
            </Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label={t('notices.publisher')}>{row.publisherName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('notices.publicTime')}>{formatTime(row.publicTime)}</Descriptions.Item>
          <Descriptions.Item label={t('notices.withdrawnTime')}>{formatTime(row.withdrawnTime)}</Descriptions.Item>
          <Descriptions.Item label={t('notices.createdTime')}>{formatTime(row.createdTime)}</Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
