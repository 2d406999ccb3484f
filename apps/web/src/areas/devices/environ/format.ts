import type { EnvironMetric } from '@takt/contracts';

/** A measure's value with its unit (one decimal), or a dash. */
export function measureText(metric: EnvironMetric, value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  return `${value.toFixed(1)} ${metric === 'temperature' ? '°C' : '%RH'}`;
}

/** Seconds as `1 h 2 min 3 s` (whole units only). */
export function durationText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h ? `${h} h` : '', m ? `${m} min` : '', s || (!h && !m) ? `${s} s` : ''].filter(Boolean).join(' ');
}
