import { FileDoneOutlined, NodeIndexOutlined, RiseOutlined } from '@ant-design/icons';
import type { ProductionToday, TodayLine, TodayOrder } from '@takt/contracts';
import { Alert, Button, Card, Col, Empty, List, Progress, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WorkOrderStatusTag } from '../work-orders/StatusTag';
import { useProductionToday } from './hooks';

const WORK_ORDERS_PATH = '/work/work-order';
/** Short figure headers stay on one line. */
const noWrap = () => ({ style: { whiteSpace: 'nowrap' as const } });

/** The home page's production part: today's good output and the released orders on the caller's lines. */
export function TodayOnLines() {
  const { t } = useTranslation();
  const today = useProductionToday(true);
  return (
    <Card
      title={today.data ? t('welcome.today.titleOn', { date: today.data.date }) : t('welcome.today.title')}
      data-testid="home-today"
    >
      {today.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : today.isError ? (
        <Alert type="warning" showIcon message={t('welcome.today.loadFailed')} />
      ) : (
        <TodayContent today={today.data} />
      )}
    </Card>
  );
}

function TodayContent({ today }: { today: ProductionToday }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (today.lines.length === 0)
    return <Empty description={t('welcome.today.nothing')} data-testid="home-today-empty" />;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}>
          <Statistic
            title={t('welcome.today.good')}
            value={today.good}
            prefix={<RiseOutlined />}
            valueStyle={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid="home-today-good"
          />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic
            title={t('welcome.today.openOrders')}
            value={today.openOrders}
            prefix={<FileDoneOutlined />}
            data-testid="home-today-open"
          />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic title={t('welcome.today.lines')} value={today.lines.length} prefix={<NodeIndexOutlined />} />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Table<TodayLine>
            size="small"
            rowKey="lineId"
            pagination={false}
            dataSource={today.lines}
            data-testid="home-today-lines"
            columns={[
              {
                title: t('welcome.today.line'),
                dataIndex: 'name',
                render: (_, line) => (
                  <span>
                    {line.name} <Typography.Text type="secondary">{line.code}</Typography.Text>
                  </span>
                ),
              },
              {
                title: t('welcome.today.lineGood'),
                dataIndex: 'good',
                align: 'right',
                width: 120,
                onHeaderCell: noWrap,
              },
              {
                title: t('welcome.today.lineOpen'),
                dataIndex: 'openOrders',
                align: 'right',
                width: 120,
                onHeaderCell: noWrap,
              },
            ]}
          />
        </Col>
        <Col xs={24} xl={14}>
          <List<TodayOrder>
            size="small"
            header={
              <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
                <Typography.Text strong>{t('welcome.today.orders')}</Typography.Text>
                <Button type="link" size="small" onClick={() => navigate(WORK_ORDERS_PATH)}>
                  {t('welcome.today.allOrders')}
                </Button>
              </div>
            }
            dataSource={today.orders}
            locale={{ emptyText: t('welcome.today.noOrders') }}
            data-testid="home-today-orders"
            renderItem={(order) => (
              <List.Item key={order.id}>
                <List.Item.Meta
                  title={order.code}
                  description={
                    <span>
                      {order.productCode} {order.productName} · {order.lineName}
                    </span>
                  }
                />
                <div style={{ width: 180, marginInline: 16 }}>
                  <Progress
                    size="small"
                    percent={Math.min(100, Math.round((order.goodQuantity / order.planQuantity) * 100))}
                    format={() => `${order.goodQuantity}/${order.planQuantity}`}
                  />
                </div>
                <div style={{ width: 88, textAlign: 'right' }}>
                  <WorkOrderStatusTag status={order.status} />
                </div>
              </List.Item>
            )}
          />
        </Col>
      </Row>
    </div>
  );
}
