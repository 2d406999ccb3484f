/** "code name" of a referenced record, `fallback` (an empty cell) when there is none. */
export function codeName(code: string | null | undefined, name: string | null | undefined, fallback = ''): string {
  if (!code) return fallback;
  return name ? `${code} ${name}` : code;
}
