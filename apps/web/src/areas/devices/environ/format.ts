import type { EnvironMetric } from '@takt/contracts';

/** A measure's value with its unit (one decimal), or a dash. */
export function measureText(metric: EnvironMetric, value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  return `${value.toFixed(1)} ${metric === 'temperature' ? '°C' : '%RH'}`;
}
