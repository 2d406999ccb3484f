import { formatInstant, type Language, XLSX_CONTENT_TYPE } from '@takt/contracts';
import { type CellValue, writeWorkbook } from '../../platform/excel/excel.js';
import type { FileAnswer } from '../../platform/http/register-download.js';
import { stampedName } from '../../platform/http/register-download.js';
import { type MessageKey, translate } from '../../platform/i18n/messages.js';

/** One column of a log export: its header and the cell of a row (`text` words a message key). */
export interface LogColumn<Row> {
  header: MessageKey;
  width?: number;
  value: (row: Row, text: (key: MessageKey) => string) => CellValue;
}

/** The log key and time columns every log export starts with; times in the reader's zone. */
export function keyAndTimeColumns<Row extends { id: string; createdAt: string }>(timeZone: string): LogColumn<Row>[] {
  return [
    { header: 'logs.column.key', width: 20, value: (row) => row.id },
    { header: 'logs.column.time', width: 20, value: (row) => formatInstant(row.createdAt, timeZone) },
  ];
}

/** A log's rows as an .xlsx answer, in the reader's language. */
export function logWorkbook<Row>(
  rows: Row[],
  spec: { sheet: MessageKey; fileName: string; columns: LogColumn<Row>[]; language: Language },
): FileAnswer {
  const text = (key: MessageKey) => translate(spec.language, key);
  const data = writeWorkbook([
    {
      name: text(spec.sheet),
      columns: spec.columns.map((column) => ({
        header: text(column.header),
        width: column.width,
        value: (row: Row) => column.value(row, text),
      })),
      rows,
    },
  ]);
  return { data, fileName: stampedName(spec.fileName, 'xlsx'), contentType: XLSX_CONTENT_TYPE };
}
