import type { EnvironCurrent, EnvironMetric } from '@takt/contracts';
import { Badge, Card, Col, Empty, Row, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTimeText } from '../../../app/time';

/** Whether a measure's current value is outside its device's limits. */
function outside(device: EnvironCurrent, metric: EnvironMetric): boolean {
  const value = device[metric];
  if (value === null) return false;
  return value > device.limits[`${metric}Upper`] || value < device.limits[`${metric}Lower`];
}

interface SensorCardsProps {
  devices: EnvironCurrent[];
  selected: string | null;
  onSelect: (id: string) => void;
}

/** Every sensor at a glance: state, temperature and humidity in large type (red when out of range). */
export function SensorCards({ devices, selected, onSelect }: SensorCardsProps) {
  const { t } = useTranslation();
  if (devices.length === 0) return <Empty description={t('environ.history.noDevices')} />;
  const value = (device: EnvironCurrent, metric: EnvironMetric) => (
    <Statistic
      title={t(`environ.metric.${metric}`)}
      value={device[metric] ?? '–'}
      precision={device[metric] === null ? undefined : 1}
      suffix={metric === 'temperature' ? '°C' : '%RH'}
      valueStyle={{ fontSize: 32, color: outside(device, metric) ? 'var(--ant-color-error)' : undefined }}
    />
  );
  return (
    <Row gutter={[12, 12]}>
      {devices.map((device) => (
        <Col key={device.id} xs={24} sm={12} lg={8} xxl={6}>
          <Card
            size="small"
            hoverable
            data-testid={`environ-card-${device.code}`}
            onClick={() => onSelect(device.id)}
            style={selected === device.id ? { borderColor: 'var(--ant-color-primary)', borderWidth: 2 } : undefined}
            title={
              <span>
                <Badge status={device.online ? 'success' : 'default'} /> {device.name}{' '}
                <Typography.Text type="secondary">{device.code}</Typography.Text>
              </span>
            }
            extra={device.openAlarms > 0 && <Tag color="red">{device.openAlarms}</Tag>}
          >
            <Row gutter={8}>
              <Col span={12}>{value(device, 'temperature')}</Col>
              <Col span={12}>{value(device, 'humidity')}</Col>
            </Row>
            <Typography.Text type="secondary">
              {device.sampledAt
                ? t('environ.history.updatedAt', { time: dateTimeText(device.sampledAt) })
                : t('environ.history.noSample')}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
