import type { EnvironLimits, EnvironSeries, ReadingPoint } from '@takt/contracts';
import type { ChartOption } from '../../../app/components/EChart';
import { formatTime } from '../../../app/time';

type Translate = (key: string) => string;
const pairs = (points: ReadingPoint[], pick: (point: ReadingPoint) => number) =>
  points.map((point) => [point.at, pick(point)] as [string, number]);

/** Two axes: temperature left, humidity right; the limits as dashed lines of each measure's colour. */
function axes(): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 56, top: 36, bottom: 32 },
    xAxis: {
      type: 'time',
      axisLabel: { formatter: (value: number) => formatTime(new Date(value).toISOString(), 'time') },
    },
    yAxis: [
      { type: 'value', name: '°C', scale: true },
      { type: 'value', name: '%RH', scale: true },
    ],
  };
}

/** A §9 range: the mean of each point (raw points are the samples themselves). */
export function rangeOption(series: EnvironSeries, limits: EnvironLimits | undefined, t: Translate): ChartOption {
  const limit = (value: number | undefined) => (value === undefined ? [] : [{ yAxis: value }]);
  return {
    ...axes(),
    series: [
      {
        type: 'line',
        name: t('environ.metric.temperature'),
        showSymbol: false,
        data: pairs(series.temperature, (p) => p.mean),
        markLine: {
          silent: true,
          symbol: 'none',
          lineStyle: { type: 'dashed' },
          data: [...limit(limits?.temperatureLower), ...limit(limits?.temperatureUpper)],
        },
      },
      {
        type: 'line',
        name: t('environ.metric.humidity'),
        yAxisIndex: 1,
        showSymbol: false,
        data: pairs(series.humidity, (p) => p.mean),
        markLine: {
          silent: true,
          symbol: 'none',
          lineStyle: { type: 'dashed' },
          data: [...limit(limits?.humidityLower), ...limit(limits?.humidityUpper)],
        },
      },
    ],
  };
}

/** The 30-day trend: hourly mean with its minimum and maximum, per measure. */
export function trendOption(series: EnvironSeries, t: Translate): ChartOption {
  const line = (name: string, data: [string, number][], yAxisIndex: number, dashed: boolean) => ({
    type: 'line' as const,
    name,
    yAxisIndex,
    // A young device has a few hours only: their points must show.
    showSymbol: data.length < 48,
    data,
    lineStyle: dashed ? { type: 'dotted' as const, width: 1 } : { width: 2 },
  });
  const temperature = t('environ.metric.temperature');
  const humidity = t('environ.metric.humidity');
  return {
    ...axes(),
    xAxis: { type: 'time' },
    series: [
      line(
        `${temperature} ${t('environ.history.mean')}`,
        pairs(series.temperature, (p) => p.mean),
        0,
        false,
      ),
      line(
        `${temperature} ${t('environ.history.min')}`,
        pairs(series.temperature, (p) => p.min),
        0,
        true,
      ),
      line(
        `${temperature} ${t('environ.history.max')}`,
        pairs(series.temperature, (p) => p.max),
        0,
        true,
      ),
      line(
        `${humidity} ${t('environ.history.mean')}`,
        pairs(series.humidity, (p) => p.mean),
        1,
        false,
      ),
      line(
        `${humidity} ${t('environ.history.min')}`,
        pairs(series.humidity, (p) => p.min),
        1,
        true,
      ),
      line(
        `${humidity} ${t('environ.history.max')}`,
        pairs(series.humidity, (p) => p.max),
        1,
        true,
      ),
    ],
  };
}
