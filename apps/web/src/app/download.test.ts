import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('fileNameOf', () => {
  it('reads plain and UTF-8 file names, else the fallback', () => {
    expect(fileNameOf('attachment; filename="users-20261123.xlsx"', 'x.xlsx')).toBe('users-20261123.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%E7%94%A8%E6%88%B7.xlsx", 'x.xlsx')).toBe('用户.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameOf('attachment; filename="__.xlsx"; filename*=UTF-8\'\'%E7%94%A8%E6%88%B7.xlsx', 'x.xlsx')).toBe(
      '用户.xlsx',
    );
    expect(fileNameOf("attachment; filename*=UTF-8''%E7%94", 'x.xlsx')).toBe('x.xlsx');
  });
});
