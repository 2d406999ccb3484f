/** A share (0–1) as a percentage with one decimal; a dash when there is none. */
export function percent(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  return `${Math.round(value * 1000) / 10}%`;
}

/** "code name" of a record; the fallback when it has no code (no shift, no defect type). */
export function codeName(code: string | null | undefined, name: string | null | undefined, fallback = ''): string {
  if (!code) return fallback;
  return name ? `${code} ${name}` : code;
}
