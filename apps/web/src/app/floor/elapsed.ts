/** "1 h 05 min", "3 min 20 s", "12 s": how long something on a floor screen has been going on. */
export function durationText(ms: number, units: { h: string; min: string; s: string }): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h} ${units.h} ${String(m).padStart(2, '0')} ${units.min}`;
  if (m > 0) return `${m} ${units.min} ${String(s).padStart(2, '0')} ${units.s}`;
  return `${s} ${units.s}`;
}
