import { DEVICE_HISTORY_RANGES_MINUTES, type DeviceHistoryRange, environHistoryApi } from '@takt/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../app/components/EChart';
import { useHubEvent } from '../../app/hub';
import { callApi } from '../../app/request';
import { useTranslate } from '../../app/resource/resource-def';
import { rangeOption, trendOption } from './environ/charts';
import { ReadingsTable } from './environ/ReadingsTable';
import { SensorCards } from './environ/SensorCards';

/** A §9 range button's label key (`m5`, `h3`). */
const rangeKey = (minutes: number) => (minutes < 60 ? `m${minutes}` : `h${minutes / 60}`);

/**
 * Temperature and humidity history: every sensor's current values (live over the hub), and for
 * the chosen one its chart over a §9 range, its 30-day trend and its readings.
 */
export default function EnvironmentHistoryListPage() {
  const { t } = useTranslation();
  // Keys built from values (a range's label, the charts' measure names).
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(null);
  const [minutes, setMinutes] = useState<DeviceHistoryRange>(60);
  const current = useQuery({
    queryKey: ['environ', 'current'],
    queryFn: ({ signal }) => callApi(environHistoryApi.current, { signal }),
  });
  useHubEvent('DeviceUpdate', (data) => {
    if ((data as { area?: string } | null)?.area !== 'environ') return;
    void queryClient.invalidateQueries({ queryKey: ['environ'] });
  });
  const devices = current.data ?? [];
  const device = devices.find((candidate) => candidate.id === chosen) ?? devices[0];
  const deviceId = device?.id ?? null;
  const series = useQuery({
    queryKey: ['environ', 'series', deviceId, minutes],
    enabled: deviceId !== null,
    queryFn: ({ signal }) => {
      const to = new Date();
      const from = new Date(to.getTime() - minutes * 60_000);
      return callApi(environHistoryApi.series, {
        query: { deviceId: deviceId!, from: from.toISOString(), to: to.toISOString() },
        signal,
      });
    },
  });
  const trend = useQuery({
    queryKey: ['environ', 'trend', deviceId],
    enabled: deviceId !== null,
    queryFn: ({ signal }) => callApi(environHistoryApi.trend, { query: { deviceId: deviceId! }, signal }),
  });

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }} data-testid="environ-history">
      <Card title={t('environ.history.title')} size="small" loading={current.isPending}>
        <SensorCards devices={devices} selected={deviceId} onSelect={setChosen} />
      </Card>
      {device && (
        <>
          <Card
            size="small"
            title={`${t('environ.history.chart')} · ${device.code} ${device.name}`}
            extra={
              <Segmented<DeviceHistoryRange>
                value={minutes}
                onChange={setMinutes}
                data-testid="environ-ranges"
                options={DEVICE_HISTORY_RANGES_MINUTES.map((value) => ({
                  value,
                  label: translate(`environ.history.ranges.${rangeKey(value)}`),
                }))}
              />
            }
          >
            {series.data ? (
              <EChart
                option={rangeOption(series.data, device.limits, translate)}
                height={320}
                data-testid="environ-chart"
              />
            ) : (
              <Skeleton active />
            )}
          </Card>
          <Card size="small" title={t('environ.history.trend')}>
            {trend.data ? (
              <EChart option={trendOption(trend.data, translate)} height={300} data-testid="environ-trend" />
            ) : (
              <Skeleton active />
            )}
          </Card>
          <Card size="small" title={t('environ.history.readings')}>
            <ReadingsTable key={device.id} deviceId={device.id} />
          </Card>
        </>
      )}
    </div>
  );
}
