/** The filters of a list query, without its paging and sorting (what an export takes). */
export function exportQuery(query: Record<string, unknown>): Record<string, unknown> {
  const { pageNo: _pageNo, pageSize: _pageSize, sortField: _sortField, sortOrder: _sortOrder, ...filters } = query;
  return filters;
}
