import { type WorkOrder, workOrderApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Progress, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TimeZoneNote } from '../../app/components/TimeZoneNote';
import { callApi } from '../../app/request';
import { formatTime } from '../../app/time';
import { WorkOrderStatusTag } from './StatusTag';
import type { OrderTextKey } from './texts';

const dateTime = (value: string | null) => formatTime(value) || '–';

/** Good units against the plan, as a bar. */
export function OrderProgressBar({
  order,
  compact = false,
}: {
  order: Pick<WorkOrder, 'goodQuantity' | 'planQuantity' | 'status'>;
  /** A short bar without the percentage (table cells). */
  compact?: boolean;
}) {
  const percent =
    order.planQuantity > 0 ? Math.min(100, Math.floor((order.goodQuantity * 100) / order.planQuantity)) : 0;
  return (
    <Progress
      percent={percent}
      size="small"
      status={order.status === 'closed' ? 'exception' : order.status === 'completed' ? 'success' : 'normal'}
      showInfo={!compact}
      style={{ width: compact ? 90 : '100%', minWidth: 90, marginBottom: 0 }}
    />
  );
}

/** One order's fields, counts and times (read again when opened, so it is current). */
export function WorkOrderDetail({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const order = useQuery({
    queryKey: ['work-order', id],
    queryFn: () => callApi(workOrderApi.detail, { query: { id: id! } }),
    enabled: id !== null,
  });
  const row = order.data;
  const label = (key: OrderTextKey) => t(`workOrders.${key}`);
  return (
    <Drawer
      open={id !== null}
      width={640}
      onClose={onClose}
      destroyOnHidden
      title={row ? t('workOrders.detailTitle', { code: row.code }) : t('workOrders.detail')}
      extra={<TimeZoneNote />}
    >
      {!row ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={label('code')}>
              <Typography.Text copyable>{row.code}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={label('status')}>
              <WorkOrderStatusTag status={row.status} />
            </Descriptions.Item>
            <Descriptions.Item label={label('type')}>{t(`workOrders.types.${row.type}`)}</Descriptions.Item>
            <Descriptions.Item label={label('planDate')}>{row.planDate}</Descriptions.Item>
            <Descriptions.Item label={label('product')} span={2}>
              {row.productCode} {row.productName}
            </Descriptions.Item>
            <Descriptions.Item label={label('line')}>
              {row.lineCode} {row.lineName}
            </Descriptions.Item>
            <Descriptions.Item label={label('routing')}>
              {row.routingCode} {row.routingName}
              {row.routingVersionNo ? ` · v${row.routingVersionNo}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={label('planQuantity')}>{row.planQuantity}</Descriptions.Item>
            <Descriptions.Item label={label('plan')}>{row.planCode ?? '–'}</Descriptions.Item>
            <Descriptions.Item label={label('salesOrder')}>{row.salesOrder ?? '–'}</Descriptions.Item>
            <Descriptions.Item label={label('issuedAt')}>{dateTime(row.issuedAt)}</Descriptions.Item>
            <Descriptions.Item label={label('startedAt')}>{dateTime(row.startedAt)}</Descriptions.Item>
            <Descriptions.Item label={label('finishedAt')}>{dateTime(row.finishedAt)}</Descriptions.Item>
            <Descriptions.Item label={label('notes')} span={2}>
              {row.notes ?? '–'}
            </Descriptions.Item>
          </Descriptions>
          <Descriptions column={4} size="small" title={label('progress')}>
            <Descriptions.Item label={label('input')}>{row.inputQuantity}</Descriptions.Item>
            <Descriptions.Item label={label('good')}>{row.goodQuantity}</Descriptions.Item>
            <Descriptions.Item label={label('bad')}>{row.badQuantity}</Descriptions.Item>
            <Descriptions.Item label={label('scrap')}>{row.scrapQuantity}</Descriptions.Item>
          </Descriptions>
          <OrderProgressBar order={row} />
        </Space>
      )}
    </Drawer>
  );
}
