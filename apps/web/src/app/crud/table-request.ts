import type { SortOrder } from 'antd/es/table/interface';

/** What ProTable hands its `request`: the search form's values plus `current` and `pageSize`. */
export type TableParams = Record<string, unknown> & { current?: number; pageSize?: number };
export type TableSort = Record<string, SortOrder | undefined>;

/** The paging part of DESIGN §3's list query. */
export interface PageQuery {
  pageNo: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
}

/**
 * Turns ProTable's request arguments into the paging query of our list routes: `current` →
 * `pageNo`, the one active sorter → `sortField`/`sortOrder`, and the search form's values with
 * blank strings dropped (a cleared filter means "any").
 */
export function toPageQuery(params: TableParams, sort: TableSort = {}): PageQuery & Record<string, unknown> {
  const { current, pageSize, ...filters } = params;
  const query: PageQuery & Record<string, unknown> = { pageNo: current ?? 1, pageSize: pageSize ?? 10 };
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    query[key] = typeof value === 'string' ? value.trim() : value;
  }
  const active = Object.entries(sort).find(([, order]) => order === 'ascend' || order === 'descend');
  if (active) {
    query.sortField = active[0];
    query.sortOrder = active[1] as 'ascend' | 'descend';
  }
  return query;
}

/** ProTable's expected answer, from one of our page results. */
export function toTableResult<T>(page: { rows: T[]; totalRows: number }): {
  data: T[];
  total: number;
  success: true;
} {
  return { data: page.rows, total: page.totalRows, success: true };
}

/** The filters of a list query, without its paging and sorting (what an export takes). */
export function listFilters(query: Record<string, unknown>): Record<string, unknown> {
  const { pageNo: _pageNo, pageSize: _pageSize, sortField: _sortField, sortOrder: _sortOrder, ...filters } = query;
  return filters;
}
