import { theme } from 'antd';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { BarChart, LineChart } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { type CSSProperties, useEffect, useRef } from 'react';

// Only what the charts draw (reports, device history and trends): imported by those pages alone, so ECharts
// travels in their chunk and never in the shell's.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent, CanvasRenderer]);

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | MarkLineComponentOption
  | TooltipComponentOption
>;

export interface EChartProps {
  option: ChartOption;
  height?: number;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * One ECharts instance in a div: created on mount, given the option on every change (not merged,
 * so removed series disappear), resized with its box, disposed on unmount. Text and axis colours
 * follow the antd theme (light or dark).
 */
export function EChart({ option, height = 300, style, 'data-testid': testId }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const { token } = theme.useToken();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(
      {
        textStyle: { color: token.colorText, fontFamily: token.fontFamily },
        color: [
          token.colorPrimary,
          token.colorSuccess,
          token.colorWarning,
          token.colorError,
          '#722ed1',
          '#13c2c2',
          '#eb2f96',
          '#8c8c8c',
        ],
        ...option,
      },
      true,
    );
  }, [option, token]);

  return <div ref={box} style={{ width: '100%', height, ...style }} data-testid={testId} />;
}
