import { type IotLatestValue, type IotSeries, iotDataApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartOption, EChart } from '../../../app/components/EChart';
import { callApi } from '../../../app/request';
import { formatTime } from '../../../app/time';

const DAY_MS = 86_400_000;

/**
 * One metric of a device over the span: every reading up to 6 hours, then min/mean/max per minute
 * or hour as the server reads it by span.
 */
export function MetricChart({
  deviceId,
  metric,
  times,
  tick,
}: {
  deviceId: string;
  metric: IotLatestValue;
  times: { from: string; to: string };
  tick: number;
}) {
  const { t } = useTranslation();
  const series = useQuery({
    queryKey: ['iot-series', deviceId, metric.metric, times.from, times.to, tick],
    queryFn: () => callApi(iotDataApi.series, { query: { deviceId, metric: metric.metric, ...times } }),
    placeholderData: (previous) => previous,
  });
  const data = series.data;
  const option = useMemo((): ChartOption | null => {
    if (!data || data.points.length === 0) return null;
    const point = (value: (p: IotSeries['points'][number]) => number) =>
      data.points.map((p) => [p.at, value(p)] as [string, number]);
    const aggregated = data.resolution !== 'raw';
    return {
      grid: { left: 56, right: 16, top: aggregated ? 32 : 16, bottom: 28 },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (value) => `${value} ${metric.unit}`.trim(),
      },
      legend: aggregated ? { top: 0, data: [t('iot.data.mean'), t('iot.data.min'), t('iot.data.max')] } : undefined,
      xAxis: {
        type: 'time',
        min: times.from,
        max: times.to,
        axisLabel: {
          hideOverlap: true,
          // Within a day the time says enough; longer spans name the day.
          formatter: (value: number) =>
            Date.parse(times.to) - Date.parse(times.from) > DAY_MS
              ? formatTime(new Date(value), 'date').slice(5)
              : formatTime(new Date(value), 'time').slice(0, 5),
        },
      },
      yAxis: { type: 'value', scale: true, name: metric.unit, nameGap: 8 },
      series: [
        {
          name: t('iot.data.mean'),
          type: 'line',
          showSymbol: data.points.length < 60,
          data: point((p) => p.mean),
        },
        ...(aggregated
          ? ([
              {
                name: t('iot.data.min'),
                type: 'line',
                showSymbol: false,
                lineStyle: { type: 'dashed', width: 1 },
                data: point((p) => p.min),
              },
              {
                name: t('iot.data.max'),
                type: 'line',
                showSymbol: false,
                lineStyle: { type: 'dashed', width: 1 },
                data: point((p) => p.max),
              },
            ] as const)
          : []),
      ],
    } as ChartOption;
  }, [data, metric.unit, times.from, times.to, t]);

  return (
    <Card
      size="small"
      title={metric.unit ? `${metric.label} (${metric.unit})` : metric.label}
      extra={data && <Typography.Text type="secondary">{t(`iot.data.resolution.${data.resolution}`)}</Typography.Text>}
      data-testid={`iot-chart-${metric.metric}`}
    >
      {option ? (
        <EChart option={option} height={240} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('iot.data.chartEmpty')} style={{ height: 208 }} />
      )}
    </Card>
  );
}
