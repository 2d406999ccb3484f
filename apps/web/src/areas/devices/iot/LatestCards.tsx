import type { IotLatestValue } from '@takt/contracts';
import { Card, Col, Empty, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../app/time';

/** One card per metric of the device's driver: its latest value, large enough to read from across the room. */
export function LatestCards({ values }: { values: IotLatestValue[] }) {
  const { t } = useTranslation();
  if (values.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Row gutter={[16, 16]}>
      {values.map((value) => (
        <Col key={value.metric} xs={12} sm={8} lg={6} xxl={4}>
          <Card size="small" data-testid={`iot-latest-${value.metric}`}>
            <Statistic
              title={value.label}
              value={value.value ?? '—'}
              precision={value.value === null ? undefined : (value.decimals ?? undefined)}
              suffix={value.value === null ? undefined : value.unit}
              valueStyle={{ fontSize: 'clamp(24px, 2.6vw, 44px)', fontVariantNumeric: 'tabular-nums' }}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {value.at ? formatTime(value.at, 'time') : t('iot.data.noValue')}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
