import type { ReadingPoint } from '@takt/contracts';
import type { ChartOption } from '../../../app/components/EChart';

/** Up to this many points, each is drawn as a dot. */
const SYMBOLS_UP_TO = 60;

export interface SeriesTexts {
  mean: string;
  /** The minimum-to-maximum band (both its series carry the name, so the legend toggles them together). */
  band: string;
  unit: string;
}

/**
 * A reading series as a chart on a time axis: the mean as a line and, where the points are
 * aggregates (more than one reading each), the minimum-to-maximum band under it (a transparent
 * minimum with the span stacked on top).
 */
export function seriesChartOption(points: readonly ReadingPoint[], texts: SeriesTexts): ChartOption {
  const aggregated = points.some((point) => point.count > 1);
  const at = (point: ReadingPoint) => Date.parse(point.at);
  const band: ChartOption['series'] = aggregated
    ? [
        {
          name: texts.band,
          type: 'line',
          stack: 'band',
          symbol: 'none',
          lineStyle: { opacity: 0 },
          tooltip: { show: false },
          data: points.map((point) => [at(point), point.min]),
        },
        {
          name: texts.band,
          type: 'line',
          stack: 'band',
          symbol: 'none',
          lineStyle: { opacity: 0 },
          areaStyle: { opacity: 0.25 },
          tooltip: { show: false },
          data: points.map((point) => [at(point), point.max - point.min]),
        },
      ]
    : [];
  return {
    grid: { left: 56, right: 16, top: 40, bottom: 32 },
    tooltip: { trigger: 'axis' },
    legend: { show: aggregated, top: 0, right: 0, data: [texts.mean, texts.band] },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', name: texts.unit, scale: true },
    series: [
      ...(band as []),
      {
        name: texts.mean,
        type: 'line',
        // A few points (a new collector's trend) stay visible as dots; many draw a plain line.
        symbol: points.length > SYMBOLS_UP_TO ? 'none' : 'circle',
        data: points.map((point) => [at(point), Number(point.mean.toFixed(3))]),
      },
    ],
  };
}
