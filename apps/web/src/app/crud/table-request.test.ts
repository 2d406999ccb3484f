import { describe, expect, it } from 'vitest';
import { listFilters, toPageQuery, toTableResult } from './table-request';

describe('toPageQuery', () => {
  it('maps ProTable paging, drops blank filters and trims text', () => {
    expect(toPageQuery({ current: 3, pageSize: 20, name: '  Ann ', account: '', status: 0, orgId: undefined })).toEqual(
      {
        pageNo: 3,
        pageSize: 20,
        name: 'Ann',
        status: 0,
      },
    );
  });

  it('takes the active sorter and ignores cleared ones', () => {
    expect(toPageQuery({}, { name: null as never, createdAt: 'descend' })).toEqual({
      pageNo: 1,
      pageSize: 10,
      sortField: 'createdAt',
      sortOrder: 'descend',
    });
  });
});

describe('toTableResult', () => {
  it('reshapes a page result', () => {
    expect(toTableResult({ rows: [1, 2], totalRows: 12 })).toEqual({ data: [1, 2], total: 12, success: true });
  });
});

describe('listFilters', () => {
  it('keeps the filters and drops paging and sorting (what an export takes)', () => {
    expect(
      listFilters({ pageNo: 2, pageSize: 10, sortField: 'code', sortOrder: 'descend', code: 'M', type: 'raw' }),
    ).toEqual({ code: 'M', type: 'raw' });
    expect(listFilters({})).toEqual({});
  });
});
