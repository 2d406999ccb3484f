import type { SortOrder } from '@takt/contracts';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

export interface PageRequest<F extends string> {
  pageNo: number;
  pageSize: number;
  sortField?: F;
  sortOrder?: SortOrder;
}

/**
 * ORDER BY for a page: the requested column (from the list's own whitelist), then the id so
 * rows with equal keys keep a stable order across pages.
 */
export function pageOrder<F extends string>(
  request: PageRequest<F>,
  columns: Record<F, AnyColumn>,
  fallback: SQL,
  tieBreaker: AnyColumn,
): SQL[] {
  if (!request.sortField) return [fallback, asc(tieBreaker)];
  const direction = request.sortOrder === 'descend' ? desc : asc;
  return [direction(columns[request.sortField]), direction(tieBreaker)];
}

export function pageOffset(request: { pageNo: number; pageSize: number }): number {
  return (request.pageNo - 1) * request.pageSize;
}

/** `%text%` for ILIKE, with the pattern characters in `text` matched literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
