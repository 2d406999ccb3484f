const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size as people read it: `512 B`, `1.5 KB`, `20 MB` (one decimal below 10, none above). */
export function fileSizeText(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${UNITS[unit]}`;
}
