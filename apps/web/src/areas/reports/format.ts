/** A share (0–1) as a percentage with one decimal; a dash when there is none. */
export function percent(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  return `${Math.round(value * 1000) / 10}%`;
}
