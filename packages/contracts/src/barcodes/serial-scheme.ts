/**
 * Spec 001 §3 / §9 "Barcode serial schemes 1-28": each combines a 2- or 4-digit year, month,
 * day, product code or order number with a production count that restarts at total, yearly,
 * monthly or daily level.
 *
 * The table is 7 date layouts × 4 keys:
 * - date layout: none, yy, yyyy, yyMM, yyyyMM, yyMMdd, yyyyMMdd. The count restarts at the
 *   finest level the layout shows (none → never, i.e. total; yy/yyyy → yearly; …MM → monthly;
 *   …dd → daily), so two codes of one rule can never repeat across periods.
 * - key: none, product code, order number, product code + order number. With a key the count
 *   is kept per key value as well (e.g. scheme 13: per product and day).
 *
 * A serial element renders its scheme as the parts `[product code] [order number] [date] count`
 * (in this order); the count is zero-padded to the element's width.
 */

export const SERIAL_DATE_LAYOUTS = ['', 'yy', 'yyyy', 'yyMM', 'yyyyMM', 'yyMMdd', 'yyyyMMdd'] as const;
export type SerialDateLayout = (typeof SERIAL_DATE_LAYOUTS)[number];

export const SERIAL_KEYS = ['none', 'product', 'order', 'productOrder'] as const;
export type SerialKey = (typeof SERIAL_KEYS)[number];

export const SERIAL_RESET_LEVELS = ['total', 'yearly', 'monthly', 'daily'] as const;
export type SerialResetLevel = (typeof SERIAL_RESET_LEVELS)[number];

export interface SerialScheme {
  id: number;
  /** Which identity precedes the date and count. */
  key: SerialKey;
  /** The date parts shown ('' when none). */
  date: SerialDateLayout;
  /** When the count restarts at its start value. */
  reset: SerialResetLevel;
  /** English label; the web app builds translated labels from key, date and reset. */
  label: string;
}

const scheme = (id: number, key: SerialKey, date: SerialDateLayout, reset: SerialResetLevel, label: string) =>
  ({ id, key, date, reset, label }) satisfies SerialScheme;

/** The 28 schemes, by id. */
export const SERIAL_SCHEMES: readonly SerialScheme[] = [
  scheme(1, 'none', '', 'total', 'Count (never reset)'),
  scheme(2, 'none', 'yy', 'yearly', 'yy + count reset yearly'),
  scheme(3, 'none', 'yyyy', 'yearly', 'yyyy + count reset yearly'),
  scheme(4, 'none', 'yyMM', 'monthly', 'yyMM + count reset monthly'),
  scheme(5, 'none', 'yyyyMM', 'monthly', 'yyyyMM + count reset monthly'),
  scheme(6, 'none', 'yyMMdd', 'daily', 'yyMMdd + count reset daily'),
  scheme(7, 'none', 'yyyyMMdd', 'daily', 'yyyyMMdd + count reset daily'),
  scheme(8, 'product', '', 'total', 'Product code + count per product (never reset)'),
  scheme(9, 'product', 'yy', 'yearly', 'Product code + yy + count per product reset yearly'),
  scheme(10, 'product', 'yyyy', 'yearly', 'Product code + yyyy + count per product reset yearly'),
  scheme(11, 'product', 'yyMM', 'monthly', 'Product code + yyMM + count per product reset monthly'),
  scheme(12, 'product', 'yyyyMM', 'monthly', 'Product code + yyyyMM + count per product reset monthly'),
  scheme(13, 'product', 'yyMMdd', 'daily', 'Product code + yyMMdd + count per product reset daily'),
  scheme(14, 'product', 'yyyyMMdd', 'daily', 'Product code + yyyyMMdd + count per product reset daily'),
  scheme(15, 'order', '', 'total', 'Order number + count per order (never reset)'),
  scheme(16, 'order', 'yy', 'yearly', 'Order number + yy + count per order reset yearly'),
  scheme(17, 'order', 'yyyy', 'yearly', 'Order number + yyyy + count per order reset yearly'),
  scheme(18, 'order', 'yyMM', 'monthly', 'Order number + yyMM + count per order reset monthly'),
  scheme(19, 'order', 'yyyyMM', 'monthly', 'Order number + yyyyMM + count per order reset monthly'),
  scheme(20, 'order', 'yyMMdd', 'daily', 'Order number + yyMMdd + count per order reset daily'),
  scheme(21, 'order', 'yyyyMMdd', 'daily', 'Order number + yyyyMMdd + count per order reset daily'),
  scheme(22, 'productOrder', '', 'total', 'Product code + order number + count (never reset)'),
  scheme(23, 'productOrder', 'yy', 'yearly', 'Product code + order number + yy + count reset yearly'),
  scheme(24, 'productOrder', 'yyyy', 'yearly', 'Product code + order number + yyyy + count reset yearly'),
  scheme(25, 'productOrder', 'yyMM', 'monthly', 'Product code + order number + yyMM + count reset monthly'),
  scheme(26, 'productOrder', 'yyyyMM', 'monthly', 'Product code + order number + yyyyMM + count reset monthly'),
  scheme(27, 'productOrder', 'yyMMdd', 'daily', 'Product code + order number + yyMMdd + count reset daily'),
  scheme(28, 'productOrder', 'yyyyMMdd', 'daily', 'Product code + order number + yyyyMMdd + count reset daily'),
];

export const SERIAL_SCHEME_MIN = 1;
export const SERIAL_SCHEME_MAX = 28;

export function serialScheme(id: number): SerialScheme {
  const found = SERIAL_SCHEMES[id - 1];
  if (!found || found.id !== id) throw new Error(`no serial scheme ${id}`);
  return found;
}

export const schemeNeedsProduct = (s: SerialScheme) => s.key === 'product' || s.key === 'productOrder';
export const schemeNeedsOrder = (s: SerialScheme) => s.key === 'order' || s.key === 'productOrder';
