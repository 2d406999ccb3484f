import type { SortOrder } from '@takt/contracts';
import { type AnyColumn, asc, desc, is, SQL } from 'drizzle-orm';

export interface PageRequest<F extends string> {
  pageNo: number;
  pageSize: number;
  sortField?: F;
  sortOrder?: SortOrder;
}

/**
 * ORDER BY for a page: the requested column (from the list's own whitelist), then the
 * tie-breaker so rows with equal keys keep a stable order across pages: a column (the id) goes
 * the requested way, an order (`asc(id)`) stays as given.
 */
export function pageOrder<F extends string>(
  request: PageRequest<F>,
  columns: Record<F, AnyColumn>,
  fallback: SQL,
  tieBreaker: AnyColumn | SQL,
): SQL[] {
  const tie = (direction: typeof asc) => (is(tieBreaker, SQL) ? tieBreaker : direction(tieBreaker));
  if (!request.sortField) return [fallback, tie(asc)];
  const direction = request.sortOrder === 'descend' ? desc : asc;
  return [direction(columns[request.sortField]), tie(direction)];
}

export function pageOffset(request: { pageNo: number; pageSize: number }): number {
  return (request.pageNo - 1) * request.pageSize;
}

/** `%text%` for ILIKE, with the pattern characters in `text` matched literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
