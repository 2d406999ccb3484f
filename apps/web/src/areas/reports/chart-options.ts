import type { ParetoRow, ProductionAnalysis } from '@takt/contracts';
import type { ChartOption } from '../../app/components/EChart';
import { codeName } from '../../app/crud/code-name';

/**
 * The report charts as ECharts options, built from the analysis and the texts of the reader's
 * language (series names become the legend). Pure, so the labels and numbers are tested without
 * a browser. Category labels never overlap: long ones are cut with an ellipsis and turned, and
 * the axis hides those it cannot fit.
 */

export interface ChartTexts {
  output: string;
  plan: string;
  actual: string;
  completion: string;
  firstPassYield: string;
  quantity: string;
  cumulativeShare: string;
  good: string;
  bad: string;
  scrap: string;
  noShift: string;
  unclassified: string;
}

/** The plot width of a half-width chart card (px); full-width charts pass theirs. */
export const PLOT_WIDTH = 440;

const percentText = (value: number) => `${Math.round(value * 1000) / 10}%`;

/** Roughly how wide a label is drawn (px at 12px type; CJK characters count double). */
const textWidth = (label: string) => [...label].reduce((sum, char) => sum + (char.charCodeAt(0) > 0x2e80 ? 12 : 7), 0);

/**
 * A category axis whose labels never overlap, given the plot's width in px: labels that fit
 * their slot stay level; longer ones break into lines while slots are wide enough, and are
 * otherwise turned and cut with an ellipsis; those that still collide are hidden.
 */
function categoryAxis(labels: readonly string[], plotWidth: number) {
  const slot = plotWidth / Math.max(1, labels.length);
  const widest = Math.max(0, ...labels.map(textWidth));
  const level = widest <= slot - 8 || slot >= 70;
  return {
    type: 'category' as const,
    data: [...labels],
    axisTick: { alignWithLabel: true },
    axisLabel: {
      hideOverlap: true,
      interval: 0,
      rotate: level ? 0 : 30,
      width: level ? Math.floor(slot - 8) : 96,
      overflow: level ? ('break' as const) : ('truncate' as const),
    },
  };
}

const valueAxis = () => ({
  type: 'value' as const,
  minInterval: 1,
  splitLine: { lineStyle: { type: 'dashed' as const } },
});

const percentAxis = () => ({
  type: 'value' as const,
  min: 0,
  max: 1,
  axisLabel: { formatter: (value: number) => percentText(value) },
  splitLine: { show: false },
});

const grid = { left: 16, right: 24, top: 48, bottom: 16 };
const legend = { top: 0, type: 'scroll' as const };

/** Good units per hour of the day (00–23). */
export function hourOutputOption(
  rows: ProductionAnalysis['outputByHour'],
  texts: ChartTexts,
  plotWidth = PLOT_WIDTH,
): ChartOption {
  return {
    grid,
    legend,
    tooltip: { trigger: 'axis' },
    xAxis: categoryAxis(
      rows.map((row) => `${String(row.hour).padStart(2, '0')}:00`),
      plotWidth,
    ),
    yAxis: valueAxis(),
    series: [{ type: 'bar', name: texts.output, data: rows.map((row) => row.good), barMaxWidth: 28 }],
  };
}

/** One bar per category (shifts, lines). */
export function outputBarOption(
  labels: readonly string[],
  values: readonly number[],
  texts: ChartTexts,
  plotWidth = PLOT_WIDTH,
): ChartOption {
  return {
    grid,
    legend,
    tooltip: { trigger: 'axis' },
    xAxis: categoryAxis(labels, plotWidth),
    yAxis: valueAxis(),
    series: [
      { type: 'bar', name: texts.output, data: [...values], barMaxWidth: 40, label: { show: true, position: 'top' } },
    ],
  };
}

/** First-pass yield per category as a share, with the units behind it in the tooltip. */
export function yieldOption(
  rows: readonly { label: string; rate: number | null; scanned: number; firstPass: number }[],
  texts: ChartTexts,
  plotWidth = PLOT_WIDTH,
): ChartOption {
  return {
    grid,
    legend,
    tooltip: {
      trigger: 'axis',
      formatter: (params: unknown) => {
        const [point] = params as { dataIndex: number }[];
        const row = point ? rows[point.dataIndex] : undefined;
        if (!row) return '';
        const rate = row.rate === null ? '–' : percentText(row.rate);
        return `${row.label}<br/>${texts.firstPassYield}: ${rate} (${row.firstPass}/${row.scanned})`;
      },
    },
    xAxis: categoryAxis(
      rows.map((row) => row.label),
      plotWidth,
    ),
    yAxis: percentAxis(),
    series: [
      {
        type: 'bar',
        name: texts.firstPassYield,
        data: rows.map((row) => row.rate),
        barMaxWidth: 40,
        label: {
          show: true,
          position: 'top',
          formatter: (point: { value: unknown }) => (typeof point.value === 'number' ? percentText(point.value) : ''),
        },
      },
    ],
  };
}

/** A Pareto chart: quantities as bars, largest first, and the cumulative share as a line on a 0–100% axis. */
export function paretoOption(rows: readonly ParetoRow[], texts: ChartTexts, plotWidth = PLOT_WIDTH): ChartOption {
  return {
    grid,
    legend,
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: unknown) =>
        typeof value === 'number' && value <= 1 && !Number.isInteger(value) ? percentText(value) : String(value),
    },
    xAxis: categoryAxis(
      rows.map((row) => codeName(row.code, row.name, texts.unclassified)),
      plotWidth,
    ),
    // The legend names both axes; axis names would crowd the top corners.
    yAxis: [valueAxis(), percentAxis()],
    series: [
      { type: 'bar', name: texts.quantity, data: rows.map((row) => row.quantity), barMaxWidth: 40 },
      {
        type: 'line',
        name: texts.cumulativeShare,
        yAxisIndex: 1,
        data: rows.map((row) => row.cumulativeShare),
        symbolSize: 6,
      },
    ],
  };
}

/** Plan against actual per category (days or lines), with the completion as a line. */
export function planOption(
  labels: readonly string[],
  rows: readonly { plan: number; actual: number }[],
  texts: ChartTexts,
  plotWidth = PLOT_WIDTH,
): ChartOption {
  return {
    color: ['#8c8c8c', '#1677ff', '#52c41a'],
    grid,
    legend,
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: unknown) =>
        typeof value === 'number' && !Number.isInteger(value) ? percentText(value) : String(value ?? '–'),
    },
    xAxis: categoryAxis(labels, plotWidth),
    yAxis: [valueAxis(), { ...percentAxis(), max: undefined }],
    series: [
      { type: 'bar', name: texts.plan, data: rows.map((row) => row.plan), barMaxWidth: 24 },
      { type: 'bar', name: texts.actual, data: rows.map((row) => row.actual), barMaxWidth: 24 },
      {
        type: 'line',
        name: texts.completion,
        yAxisIndex: 1,
        data: rows.map((row) => (row.plan > 0 ? row.actual / row.plan : null)),
        connectNulls: true,
        symbolSize: 6,
      },
    ],
  };
}

/** Reported good, bad and scrap quantities stacked per process. */
export function reportTotalsOption(
  rows: ProductionAnalysis['reportsByProcess'],
  texts: ChartTexts,
  plotWidth = PLOT_WIDTH,
): ChartOption {
  const series = (name: string, data: number[]) => ({
    type: 'bar' as const,
    name,
    stack: 'total',
    data,
    barMaxWidth: 40,
  });
  return {
    color: ['#52c41a', '#faad14', '#ff4d4f'],
    grid,
    legend,
    tooltip: { trigger: 'axis' },
    xAxis: categoryAxis(
      rows.map((row) => codeName(row.code, row.name)),
      plotWidth,
    ),
    yAxis: valueAxis(),
    series: [
      series(
        texts.good,
        rows.map((row) => row.goodQuantity),
      ),
      series(
        texts.bad,
        rows.map((row) => row.badQuantity),
      ),
      series(
        texts.scrap,
        rows.map((row) => row.scrapQuantity),
      ),
    ],
  };
}
