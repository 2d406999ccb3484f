import { type IotLatest, iotDataApi } from '@takt/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Card, Col, Empty, Row, Space, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RefSelect } from '../../app/crud/RefSelect';
import { callApi } from '../../app/request';
import { formatTime } from '../../app/time';
import { type DataSpan, DEFAULT_SPAN, spanTimes } from './iot/data-span';
import { LatestCards } from './iot/LatestCards';
import { useLiveDeviceUpdates } from './iot/live-devices';
import { MetricChart } from './iot/MetricChart';
import { ReadingsTable } from './iot/ReadingsTable';
import { SpanPicker } from './iot/SpanPicker';

/** Charts and the list of a moving span follow the hub's updates at most this often. */
const LIVE_REFRESH_MS = 5_000;

/**
 * Device data: pick a device; its latest values as cards (live through the hub), a chart per metric
 * over the chosen span, and its readings, paged, with export.
 */
export default function DataListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const deviceId = params.get('device');
  const [span, setSpan] = useState<DataSpan>(DEFAULT_SPAN);
  const [tick, setTick] = useState(0);
  const lastTick = useRef(0);
  const latestKey = ['iot-latest', deviceId];
  const latest = useQuery({
    queryKey: latestKey,
    queryFn: () => callApi(iotDataApi.latest, { query: { deviceId: deviceId ?? '' } }),
    enabled: deviceId !== null,
  });
  useLiveDeviceUpdates((update) => {
    if (update.id !== deviceId) return;
    queryClient.setQueryData<IotLatest>(
      latestKey,
      (current) =>
        current && {
          ...current,
          online: update.online,
          lastSeenAt: update.lastSeenAt,
          values: current.values.map((value) => {
            const found = update.values?.[value.metric];
            return found ? { ...value, value: found.value, at: found.at } : value;
          }),
        },
    );
    if (span.kind === 'last' && update.values && Date.now() - lastTick.current >= LIVE_REFRESH_MS) {
      lastTick.current = Date.now();
      setTick((n) => n + 1);
    }
  });
  // A moving span is computed again on each tick (and when it changes).
  // biome-ignore lint/correctness/useExhaustiveDependencies: tick moves the span's end to now
  const times = useMemo(() => spanTimes(span), [span, tick]);
  const data = latest.data;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="iot-data">
      <Card size="small">
        <Space wrap size={16}>
          <RefSelect
            kind="iotDevice"
            value={deviceId}
            placeholder={t('iot.data.pick')}
            style={{ minWidth: 260 }}
            onChange={(value) => setParams(typeof value === 'string' ? { device: value } : {})}
            data-testid="iot-data-device"
          />
          {data && (
            <Space wrap size={16}>
              <Badge
                status={data.online ? 'success' : 'error'}
                text={data.online ? t('iot.device.online') : t('iot.device.offline')}
              />
              <Typography.Text type="secondary">
                {t('iot.device.lastSeen')}: {data.lastSeenAt ? formatTime(data.lastSeenAt) : t('iot.device.never')}
              </Typography.Text>
              <Typography.Text type={data.missingCount > 0 ? 'warning' : 'secondary'}>
                {t('iot.device.missing')}: {data.missingCount}
              </Typography.Text>
            </Space>
          )}
        </Space>
      </Card>
      {!deviceId ? (
        <Card>
          <Empty description={t('iot.data.none')} />
        </Card>
      ) : (
        data && (
          <>
            <Card size="small" title={t('iot.data.latest')}>
              <LatestCards values={data.values} />
            </Card>
            <SpanPicker span={span} onChange={setSpan} />
            <Row gutter={[16, 16]}>
              {data.values.map((metric) => (
                <Col key={metric.metric} xs={24} xl={12}>
                  <MetricChart deviceId={deviceId} metric={metric} times={times} tick={tick} />
                </Col>
              ))}
            </Row>
            <ReadingsTable deviceId={deviceId} metrics={data.values} times={times} tick={tick} />
          </>
        )
      )}
    </Space>
  );
}
