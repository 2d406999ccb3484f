import type { MonthBarRow } from '@takt/contracts';
import type { ChartOption } from '../../app/components/EChart';

export interface MonthBarTexts {
  good: string;
  defects: string;
}

/** Good output and defects per month as two bar series, months labelled `YYYY-MM`. */
export function monthBarOption(rows: readonly MonthBarRow[], texts: MonthBarTexts): ChartOption {
  return {
    grid: { left: 48, right: 16, top: 40, bottom: 32 },
    legend: { top: 0 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: rows.map((row) => row.month) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { type: 'bar', name: texts.good, data: rows.map((row) => row.good), barMaxWidth: 28 },
      { type: 'bar', name: texts.defects, data: rows.map((row) => row.defects), barMaxWidth: 28 },
    ],
  };
}
