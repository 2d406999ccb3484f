import { describe, expect, it } from 'vitest';
import { IMPORT_ACCEPT, importFileProblem, isWorkbookBytes } from './import-file';

const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const MAX = 1024;
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('import file checks (spec 000 §5, spec 001 §5)', () => {
  it('knows .xlsx and .xls by their bytes', () => {
    expect(isWorkbookBytes(xlsx)).toBe(true);
    expect(isWorkbookBytes(xls)).toBe(true);
    expect(isWorkbookBytes(png)).toBe(false);
  });

  it('refuses empty, oversized and other files whatever their names', async () => {
    expect(await importFileProblem(new File([], 'users.xlsx'), MAX)).toBe('empty');
    expect(await importFileProblem(new File([png], 'users.xlsx'), MAX)).toBe('wrongType');
    expect(await importFileProblem(new File(['a,b\n'], 'users.xls'), MAX)).toBe('wrongType');
    expect(await importFileProblem(new Blob([xlsx, new Uint8Array(MAX)]), MAX)).toBe('tooLarge');
    expect(await importFileProblem(new File([xls], 'whatever.bin'), MAX)).toBeNull();
    expect(IMPORT_ACCEPT).toBe('.xls,.xlsx');
  });
});
