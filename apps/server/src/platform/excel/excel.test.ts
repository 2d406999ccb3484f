import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { readSheet, WorkbookError, workbookKind, writeWorkbook } from './excel.js';

type Row = { account: string; name: string; phone: number | null; birthday: Date | null };

const rows: Row[] = [
  { account: 'alice', name: '张三', phone: 13800138000, birthday: new Date(1990, 4, 17) },
  { account: '=cmd', name: 'Nguyễn Văn A', phone: null, birthday: null },
];

function book(): Buffer {
  return writeWorkbook([
    {
      name: 'Users',
      columns: [
        { header: 'Account', value: (r: Row) => r.account },
        { header: 'Name', value: (r: Row) => r.name },
        { header: 'Phone', value: (r: Row) => r.phone },
        { header: 'Birthday', value: (r: Row) => r.birthday },
      ],
      rows,
    },
  ]);
}

describe('excel', () => {
  it('writes an .xlsx that reads back as text rows', () => {
    const bytes = book();
    expect(workbookKind(bytes)).toBe('xlsx');
    const sheet = readSheet(bytes);
    expect(sheet.name).toBe('Users');
    expect(sheet.headers).toEqual(['Account', 'Name', 'Phone', 'Birthday']);
    expect(sheet.rows).toEqual([
      ['alice', '张三', '13800138000', '1990-05-17'],
      ['=cmd', 'Nguyễn Văn A', '', ''],
    ]);
    expect(sheet.rowNumbers).toEqual([2, 3]);
    expect(sheet.truncated).toBe(false);
  });

  it('writes strings that look like formulas as text, not formulas', () => {
    const parsed = XLSX.read(book(), { type: 'buffer', cellFormula: true });
    const cell = parsed.Sheets.Users!.A3!;
    expect(cell.t).toBe('s');
    expect(cell.f).toBeUndefined();
  });

  it('reads legacy .xls (BIFF8) workbooks', () => {
    const legacy = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      legacy,
      XLSX.utils.aoa_to_sheet([['Account', 'Name'], ['bob', 'Bob'], [], ['carol', 'Carol']]),
      'S',
    );
    const bytes = XLSX.write(legacy, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    expect(workbookKind(bytes)).toBe('xls');
    const sheet = readSheet(bytes);
    expect(sheet.rows).toEqual([
      ['bob', 'Bob'],
      ['carol', 'Carol'],
    ]);
    expect(sheet.rowNumbers).toEqual([2, 4]);
  });

  it('stops at maxRows and says so', () => {
    const big = writeWorkbook([
      {
        name: 'S',
        columns: [{ header: 'N', value: (n: number) => n }],
        rows: Array.from({ length: 50 }, (_, i) => i + 1),
      },
    ]);
    const sheet = readSheet(big, { maxRows: 11 });
    expect(sheet.rows).toHaveLength(10);
    expect(sheet.truncated).toBe(true);
    expect(readSheet(big, { maxRows: 51 }).truncated).toBe(false);
  });

  it('refuses empty files, other types (CSV, HTML) and damaged workbooks', () => {
    const reason = (bytes: Uint8Array) => {
      try {
        readSheet(bytes);
        return 'read';
      } catch (error) {
        return error instanceof WorkbookError ? error.reason : 'other';
      }
    };
    expect(reason(new Uint8Array())).toBe('empty');
    expect(reason(Buffer.from('account,name\nx,y\n'))).toBe('type');
    expect(reason(Buffer.from('<table><tr><td>x</td></tr></table>'))).toBe('type');
    expect(reason(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]))).toBe('parse');
    const headerless = writeWorkbook([{ name: 'S', columns: [{ header: '', value: () => null }], rows: [] }]);
    expect(reason(headerless)).toBe('empty');
  });
});
