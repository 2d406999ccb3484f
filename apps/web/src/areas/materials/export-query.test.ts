import { describe, expect, it } from 'vitest';
import { exportQuery } from './export-query';

describe('exportQuery', () => {
  it('keeps the filters and drops paging and sorting', () => {
    expect(
      exportQuery({ pageNo: 2, pageSize: 10, sortField: 'code', sortOrder: 'descend', code: 'M', type: 'raw' }),
    ).toEqual({ code: 'M', type: 'raw' });
    expect(exportQuery({})).toEqual({});
  });
});
