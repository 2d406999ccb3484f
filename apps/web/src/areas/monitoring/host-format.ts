const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** A byte count in binary units with one decimal: 1536 → "1.5 KB". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
}

/** A share of a whole as a whole percentage (0 when the whole is 0). */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0;
}

/** Gauge colour by load: calm below 70 %, warning to 90 %, alarm above. */
export function gaugeStatus(percent: number): 'normal' | 'warning' | 'alarm' {
  if (percent >= 90) return 'alarm';
  if (percent >= 70) return 'warning';
  return 'normal';
}
