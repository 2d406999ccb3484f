import type { AndonCount, AndonTrendPoint } from '@takt/contracts';
import type { ChartOption } from '../../../app/components/EChart';

/** Calls per category as bars; horizontal (a ranking, most on top) or vertical. */
export function countOption(rows: readonly AndonCount[], seriesName: string, horizontal = false): ChartOption {
  const labels = rows.map((row) => row.name);
  const values = rows.map((row) => row.calls);
  const category = {
    type: 'category' as const,
    data: horizontal ? [...labels].reverse() : labels,
    axisLabel: {
      width: horizontal ? 110 : 90,
      overflow: 'truncate' as const,
      interval: 0,
      rotate: horizontal ? 0 : 20,
    },
  };
  const value = { type: 'value' as const, minInterval: 1 };
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 24, top: 16, bottom: 8, containLabel: true },
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? category : value,
    series: [
      {
        type: 'bar',
        name: seriesName,
        data: horizontal ? [...values].reverse() : values,
        barMaxWidth: 28,
        label: { show: true, position: horizontal ? 'right' : 'top' },
      },
    ],
  };
}

/** Calls per day (bars) with the response and resolution timely rates (lines, %, right axis). */
export function trendOption(
  points: readonly AndonTrendPoint[],
  texts: { calls: string; response: string; resolution: string },
): ChartOption {
  const rate = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 10);
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 8, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: points.map((point) => point.day.slice(5)) },
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    ],
    series: [
      { type: 'bar', name: texts.calls, data: points.map((point) => point.calls), barMaxWidth: 18 },
      {
        type: 'line',
        name: texts.response,
        yAxisIndex: 1,
        connectNulls: true,
        data: points.map((point) => rate(point.responseTimelyRate)),
      },
      {
        type: 'line',
        name: texts.resolution,
        yAxisIndex: 1,
        connectNulls: true,
        data: points.map((point) => rate(point.resolutionTimelyRate)),
      },
    ],
  };
}
