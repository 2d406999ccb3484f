import type { ParetoRow } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { type ChartTexts, hourOutputOption, paretoOption, planOption, yieldOption } from './chart-options';

const texts: ChartTexts = {
  output: '产出',
  plan: '计划',
  actual: '实际',
  completion: '达成率',
  firstPassYield: '直通率',
  quantity: '数量',
  cumulativeShare: '累计占比',
  good: '良品',
  bad: '不良',
  scrap: '报废',
  noShift: '无班次',
  unclassified: '未分类',
};

// biome-ignore lint/suspicious/noExplicitAny: reading back a built option
const get = (option: unknown) => option as any;

describe('report chart options', () => {
  it('names the series in the reader’s language, so the legend is translated', () => {
    const pareto: ParetoRow[] = [
      { id: '1', code: 'BP1', name: '虚焊', quantity: 4, share: 0.8, cumulativeShare: 0.8 },
      { id: null, code: null, name: null, quantity: 1, share: 0.2, cumulativeShare: 1 },
    ];
    const option = get(paretoOption(pareto, texts));
    expect(option.series.map((series: { name: string }) => series.name)).toEqual(['数量', '累计占比']);
    expect(option.xAxis.data).toEqual(['BP1 虚焊', '未分类']);
    // The cumulative line runs on its own 0–100% axis.
    expect(option.series[1]).toMatchObject({ type: 'line', yAxisIndex: 1, data: [0.8, 1] });
    expect(option.yAxis[1]).toMatchObject({ min: 0, max: 1 });
  });

  it('keeps crowded category labels from overlapping', () => {
    const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, good: hour }));
    // 24 hours in a half-width chart: turned and cut; in a full-width one they fit level.
    const half = get(hourOutputOption(hours, texts));
    expect(half.xAxis.data).toHaveLength(24);
    expect(half.xAxis.data[9]).toBe('09:00');
    expect(half.xAxis.axisLabel).toMatchObject({ hideOverlap: true, rotate: 30, overflow: 'truncate' });
    expect(get(hourOutputOption(hours, texts, 1100)).xAxis.axisLabel).toMatchObject({ rotate: 0 });
    // Few categories keep long names level, broken into lines within their slot.
    const lines = ['ASM-L1 Final Assembly Line', 'ASM-L2 Assembly line 2', 'SMT-L1 SMT Line 1', 'SMT-L2 SMT Line 2'];
    const few = get(
      yieldOption(
        lines.map((label) => ({ label, rate: 0.5, scanned: 2, firstPass: 1 })),
        texts,
      ),
    );
    expect(few.xAxis.axisLabel).toMatchObject({ rotate: 0, width: 102, overflow: 'break' });
  });

  it('puts plan, actual and completion side by side', () => {
    const option = get(
      planOption(
        ['11-20', '11-21'],
        [
          { plan: 10, actual: 5 },
          { plan: 0, actual: 3 },
        ],
        texts,
      ),
    );
    expect(option.series.map((series: { name: string }) => series.name)).toEqual(['计划', '实际', '达成率']);
    expect(option.series[2].data).toEqual([0.5, null]);
  });
});
