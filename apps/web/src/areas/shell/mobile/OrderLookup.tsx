import { type WorkOrder, workOrderApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Input, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../app/request';
import { WorkOrderStatusTag } from '../../work-orders/StatusTag';
import { OrderProgressBar } from '../../work-orders/WorkOrderDetail';
import { RequestAlert } from './RequestAlert';

/** Orders a phone lists at once: the open ones, or those whose code matches. */
const ORDERS_SHOWN = 10;
/** The open orders: released to the floor and not finished. */
const RELEASED = ['in_production', 'paused', 'issued'] as const;

/** Work-order progress on a phone: the open orders, or those whose code is searched for. */
export function OrderLookup() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const orders = useQuery({
    queryKey: ['mobile', 'work-orders', code],
    queryFn: ({ signal }) =>
      callApi(workOrderApi.page, {
        query: {
          pageNo: 1,
          pageSize: ORDERS_SHOWN,
          sortField: 'planDate',
          sortOrder: 'ascend',
          scope: 'current',
          // Without a number: the orders the floor is working on, not those finished today.
          ...(code ? { code } : { status: [...RELEASED] }),
        },
        signal,
        quiet: true,
      }),
  });

  return (
    <Card title={t('shell.mobile.orders.title')} size="small" data-testid="mobile-orders">
      <Input.Search
        placeholder={t('shell.mobile.orders.placeholder')}
        allowClear
        enterButton={t('trace.search')}
        loading={orders.isFetching}
        onSearch={(value) => setCode(value.trim())}
        data-testid="mobile-orders-input"
      />
      {orders.isError && <RequestAlert error={orders.error} />}
      <List
        size="small"
        style={{ marginTop: 8 }}
        loading={orders.isLoading}
        dataSource={orders.data?.rows ?? []}
        locale={{ emptyText: t('shell.mobile.orders.none') }}
        renderItem={(order) => <OrderItem order={order} />}
      />
    </Card>
  );
}

function OrderItem({ order }: { order: WorkOrder }) {
  const { t } = useTranslation();
  return (
    <List.Item data-testid={`mobile-order-${order.code}`}>
      <Space direction="vertical" size={2} style={{ width: '100%' }}>
        <Space wrap size={4}>
          <Typography.Text strong>{order.code}</Typography.Text>
          <WorkOrderStatusTag status={order.status} />
        </Space>
        <Typography.Text type="secondary" ellipsis>
          {order.productCode} {order.productName} · {order.lineName || order.lineCode}
        </Typography.Text>
        <OrderProgressBar order={order} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('shell.mobile.orders.counts', {
            good: order.goodQuantity,
            plan: order.planQuantity,
            bad: order.badQuantity,
            date: order.planDate,
          })}
        </Typography.Text>
      </Space>
    </List.Item>
  );
}
