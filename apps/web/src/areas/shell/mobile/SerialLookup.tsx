import { type ProductTrace, traceApi } from '@takt/contracts';
import { useMutation } from '@tanstack/react-query';
import { Card, Descriptions, Input, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../app/request';
import { ACTION_COLORS, refText, timeText, UNIT_STATUS_COLORS } from '../../trace/format';
import { RequestAlert } from './RequestAlert';

/** The latest scans a phone shows of a unit; the full history is the console's product trace. */
const RECENT_EVENTS = 5;

/** A serial's state on a phone: what it is, where it is, what comes next, its last scans. */
export function SerialLookup() {
  const { t } = useTranslation();
  const lookup = useMutation({
    mutationFn: (serial: string) => callApi(traceApi.product, { query: { serial }, quiet: true }),
  });

  return (
    <Card title={t('shell.mobile.trace.title')} size="small" data-testid="mobile-trace">
      <Input.Search
        placeholder={t('trace.serialPlaceholder')}
        enterButton={t('trace.search')}
        allowClear
        loading={lookup.isPending}
        inputMode="text"
        autoCapitalize="characters"
        onSearch={(value) => {
          const serial = value.trim();
          if (serial) lookup.mutate(serial);
        }}
        data-testid="mobile-trace-input"
      />
      {lookup.isError && <RequestAlert error={lookup.error} testId="mobile-trace-error" />}
      {lookup.data && <UnitCard trace={lookup.data} />}
    </Card>
  );
}

function UnitCard({ trace }: { trace: ProductTrace }) {
  const { t } = useTranslation();
  const { unit, order } = trace;
  const recent = trace.events.slice(-RECENT_EVENTS).reverse();
  return (
    <Space direction="vertical" size={12} style={{ width: '100%', marginTop: 12 }} data-testid="mobile-trace-unit">
      <Space wrap>
        <Typography.Text strong copyable>
          {unit.serial}
        </Typography.Text>
        <Tag color={UNIT_STATUS_COLORS[unit.status]}>{t(`trace.unitStatus.${unit.status}`)}</Tag>
      </Space>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('trace.product')}>{refText(unit.product)}</Descriptions.Item>
        <Descriptions.Item label={t('trace.order')}>{order?.code ?? t('trace.none')}</Descriptions.Item>
        <Descriptions.Item label={t('trace.line')}>{refText(unit.line) || t('trace.none')}</Descriptions.Item>
        {unit.nextProcess && (
          <Descriptions.Item label={t('trace.currentStep')}>
            {unit.nextStepNo} · {refText(unit.nextProcess)}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('trace.lastStation')}>
          {refText(unit.lastStation) || t('trace.none')}
          {unit.lastScannedAt && <Typography.Text type="secondary"> · {timeText(unit.lastScannedAt)}</Typography.Text>}
        </Descriptions.Item>
        <Descriptions.Item label={t('trace.repairCount')}>{unit.repairCount}</Descriptions.Item>
      </Descriptions>
      <List
        size="small"
        header={<Typography.Text strong>{t('shell.mobile.trace.recent')}</Typography.Text>}
        dataSource={recent}
        locale={{ emptyText: t('trace.none') }}
        renderItem={(event) => (
          <List.Item>
            <Space direction="vertical" size={0}>
              <Space size={4} wrap>
                <Tag color={ACTION_COLORS[event.action]}>{t(`trace.action.${event.action}`)}</Tag>
                <span>{refText(event.process) || event.packageCode || event.barcode}</span>
              </Space>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {timeText(event.scannedAt)} · {refText(event.station)}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Space>
  );
}
