import * as XLSX from '@e965/xlsx';

/**
 * Spreadsheets for imports and exports: writes .xlsx, reads .xlsx and legacy .xls.
 *
 * Built on `@e965/xlsx` (a maintained build of SheetJS 0.20.x, which carries the fixes for the
 * prototype-pollution and ReDoS advisories of the npm `xlsx` 0.18 line). Reading accepts only
 * the two workbook containers, judged by their first bytes (an OOXML zip or an OLE2 compound
 * file), never by name: SheetJS would otherwise parse any text as CSV or HTML. Formulas, styles
 * and HTML are not parsed; every cell arrives as text.
 */

export type WorkbookKind = 'xlsx' | 'xls';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);
}

/** Which workbook container these bytes are, or null when they are neither. */
export function workbookKind(bytes: Uint8Array): WorkbookKind | null {
  if (startsWith(bytes, ZIP_MAGIC)) return 'xlsx';
  if (startsWith(bytes, OLE2_MAGIC)) return 'xls';
  return null;
}

/** A cell value as written: text, number, date (written as a date cell), or empty. */
export type CellValue = string | number | boolean | Date | null | undefined;

export interface SheetColumn<T> {
  header: string;
  /** Column width in characters. */
  width?: number;
  value: (row: T) => CellValue;
}

export interface SheetSpec<T> {
  name: string;
  columns: readonly SheetColumn<T>[];
  rows: Iterable<T>;
}

/** Excel sheet names: at most 31 characters, none of `: \ / ? * [ ]`. */
export function safeSheetName(name: string): string {
  const cleaned = name.replace(/[:\\/?*[\]]/g, ' ').trim();
  return (cleaned || 'Sheet1').slice(0, 31);
}

function sheetOf<T>(spec: SheetSpec<T>): XLSX.WorkSheet {
  const data: CellValue[][] = [spec.columns.map((column) => column.header)];
  for (const row of spec.rows) data.push(spec.columns.map((column) => column.value(row) ?? null));
  const sheet = XLSX.utils.aoa_to_sheet(data, { cellDates: true, dateNF: 'yyyy-mm-dd' });
  sheet['!cols'] = spec.columns.map((column) => ({ wch: column.width ?? Math.max(10, column.header.length + 2) }));
  return sheet;
}

/**
 * One .xlsx workbook with a sheet per spec (header row, then a row per item). Strings are
 * written as text cells, so a value starting with `=` is never a formula.
 */
export function writeWorkbook<T>(sheets: readonly SheetSpec<T>[]): Buffer {
  const book = XLSX.utils.book_new();
  const used = new Set<string>();
  for (const spec of sheets) {
    let name = safeSheetName(spec.name);
    for (let n = 2; used.has(name); n++) name = `${safeSheetName(spec.name).slice(0, 28)} ${n}`;
    used.add(name);
    XLSX.utils.book_append_sheet(book, sheetOf(spec), name);
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

export interface ReadOptions {
  /** Which sheet: its index (default 0, the first) or its name. */
  sheet?: number | string;
  /** Rows read at most, header included; more are not parsed. */
  maxRows?: number;
}

export interface ReadSheet {
  name: string;
  /** The header row, trimmed. */
  headers: string[];
  /** Data rows (after the header), each cell as trimmed text ('' when empty), as wide as the header. */
  rows: string[][];
  /** 1-based sheet row number of each data row (for error reports). */
  rowNumbers: number[];
  /** True when the sheet had more rows than `maxRows`. */
  truncated: boolean;
}

export class WorkbookError extends Error {
  constructor(
    readonly reason: 'type' | 'empty' | 'parse' | 'sheet',
    message: string,
  ) {
    super(message);
    this.name = 'WorkbookError';
  }
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** A date cell as `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm:ss` when it has a time of day. */
function dateText(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const hasTime = date.getHours() !== 0 || date.getMinutes() !== 0 || date.getSeconds() !== 0;
  return hasTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` : day;
}

function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.v instanceof Date) return dateText(cell.v);
  if (typeof cell.v === 'number') {
    // Whole numbers (phone numbers, job numbers typed as numbers) without exponent or decimals.
    return Number.isInteger(cell.v) && Math.abs(cell.v) < 1e21 ? cell.v.toFixed(0) : String(cell.v);
  }
  return String(cell.v).trim();
}

/**
 * Reads one sheet of an .xlsx or .xls file as text rows. Throws WorkbookError('type') for
 * anything else, ('empty') for no bytes or no header, ('parse') for a damaged file.
 */
export function readSheet(bytes: Uint8Array, options: ReadOptions = {}): ReadSheet {
  if (bytes.length === 0) throw new WorkbookError('empty', 'the file is empty');
  if (!workbookKind(bytes)) throw new WorkbookError('type', 'not an .xlsx or .xls workbook');
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, {
      type: 'buffer',
      dense: true,
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellNF: false,
      bookVBA: false,
      sheetRows: options.maxRows ? options.maxRows + 1 : 0,
    });
  } catch (error) {
    throw new WorkbookError('parse', error instanceof Error ? error.message : 'unreadable workbook');
  }
  const which = options.sheet ?? 0;
  const name = typeof which === 'number' ? book.SheetNames[which] : which;
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (!sheet || name === undefined) throw new WorkbookError('sheet', 'no such sheet');
  const range = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']) : null;
  if (!range) throw new WorkbookError('empty', 'the sheet is empty');
  const dense = (sheet as unknown as { '!data'?: (XLSX.CellObject | undefined)[][] })['!data'] ?? [];
  const textRow = (r: number, width: number): string[] => {
    const cells = dense[r] ?? [];
    const out: string[] = [];
    for (let c = range.s.c; c < range.s.c + width; c++) out.push(cellText(cells[c]));
    return out;
  };
  const fullWidth = range.e.c - range.s.c + 1;
  let headers = textRow(range.s.r, fullWidth);
  while (headers.length > 0 && headers[headers.length - 1] === '') headers = headers.slice(0, -1);
  if (headers.length === 0) throw new WorkbookError('empty', 'the sheet has no header row');
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  const lastRow = options.maxRows ? Math.min(range.e.r, range.s.r + options.maxRows - 1) : range.e.r;
  for (let r = range.s.r + 1; r <= lastRow; r++) {
    const row = textRow(r, headers.length);
    if (row.every((cell) => cell === '')) continue;
    rows.push(row);
    rowNumbers.push(r + 1);
  }
  // With sheetRows set, SheetJS clips `!ref` and keeps the sheet's real extent in `!fullref`.
  const full = sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref']) : range;
  const truncated = options.maxRows !== undefined && full.e.r - range.s.r + 1 > options.maxRows;
  return { name, headers, rows, rowNumbers, truncated };
}
