import type { BarcodeElement, BarcodeElementType, SerialScheme } from '@takt/contracts';

/** A new element of a type, with sensible first options. */
export function newElement(type: BarcodeElementType): BarcodeElement {
  switch (type) {
    case 'constant':
      return { type, value: 'A' };
    case 'text':
      return { type };
    case 'date':
      return { type, format: 'yyMMdd' };
    case 'productCode':
      return { type };
    case 'orderNumber':
      return { type };
    case 'serial':
      return { type, scheme: 1, width: 4 };
  }
}

/** The list with the element at `index` moved by `delta` places (unchanged at either end). */
export function moveElement<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function replaceElement<T>(list: readonly T[], index: number, element: T): T[] {
  return list.map((item, position) => (position === index ? element : item));
}

export function removeElement<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, position) => position !== index);
}

/**
 * The parts of a scheme's label in the user's language: e.g. "Product code + yyMMdd + count
 * (daily)". `words` gives the translated key names and reset levels.
 */
export function schemeLabel(
  scheme: SerialScheme,
  words: { product: string; order: string; count: string; reset: Record<SerialScheme['reset'], string> },
): string {
  const parts: string[] = [];
  if (scheme.key === 'product' || scheme.key === 'productOrder') parts.push(words.product);
  if (scheme.key === 'order' || scheme.key === 'productOrder') parts.push(words.order);
  if (scheme.date) parts.push(scheme.date);
  parts.push(`${words.count} (${words.reset[scheme.reset]})`);
  return `${scheme.id}. ${parts.join(' + ')}`;
}

/** Codes as text for the clipboard or a .txt / .csv file: one a line. */
export function codesText(codes: readonly string[]): string {
  return `${codes.join('\r\n')}\r\n`;
}

/** Codes as a CSV file (quoted when needed), with a header. */
export function codesCsv(header: string, codes: readonly string[]): string {
  const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return [quote(header), ...codes.map(quote)].join('\r\n');
}
