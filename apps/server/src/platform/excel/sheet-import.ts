import {
  envelopeSchema,
  LANGUAGES,
  type Language,
  SHEET_IMPORT_FIELD,
  SHEET_IMPORT_MAX_BYTES,
  SHEET_IMPORT_MAX_ROWS,
  SHEET_IMPORT_PROBLEMS_SHOWN,
  type SheetImportProblem,
  type SheetImportResult,
  type SheetImportRoutes,
  withTextRule,
  XLSX_CONTENT_TYPE,
} from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context.js';
import { AppError, invalid } from '../errors.js';
import { readSingleFile } from '../files/upload.js';
import { success } from '../http/envelope.js';
import { registerDownload } from '../http/register-download.js';
import type { RouteGuards } from '../http/register-route.js';
import { requestLanguage } from '../http/request-context.js';
import { guardedRoute, requireSession } from '../http/session-guard.js';
import { describeValidationReason } from '../http/validation-message.js';
import { type MessageKey, translate } from '../i18n/messages.js';
import { type ReadSheet, readSheet, WorkbookError, workbookKind, writeWorkbook } from './excel.js';

export interface ImportColumn<K extends string> {
  /** The field of the parsed input this column feeds (problems on that field land here). */
  key: K;
  /** Header text; a header in any of the four languages is recognised. */
  header: MessageKey;
  required?: boolean;
  /** The template's example cell. */
  example?: string;
}

export interface SheetImportSpec<K extends string, I> {
  routes: SheetImportRoutes;
  /** The template sheet's name. */
  sheetName: MessageKey;
  columns: readonly ImportColumn<K>[];
  /**
   * One row's cells (trimmed text, '' when empty) as the input of `schema` (usually the add
   * form's body: turn blanks into undefined, numbers and flags into their types, labels into codes).
   */
  toInput(cells: Record<K, string>, language: Language): unknown;
  schema: z.ZodType<I>;
  /**
   * Saves one checked row, inside the import's single tenant transaction (usually the service's
   * `add`). A refusal (AppError: code taken, unknown reference…) becomes that row's problem; its
   * `field` param, when it names a column key, says which column.
   */
  save(auth: AuthContext, input: I): Promise<unknown>;
}

class ImportRejected extends Error {}

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Registers `POST <base>/import` and `GET <base>/import_template` for one kind of record. The
 * upload is read with no transaction open (after the session and permission check); rows are
 * checked and saved in one transaction of the caller's enterprise, and a single problem rolls
 * every row back.
 */
export function registerSheetImport<K extends string, I>(
  app: FastifyInstance,
  guards: RouteGuards,
  spec: SheetImportSpec<K, I>,
): void {
  const upload = spec.routes.import;
  if (typeof upload.access !== 'object') throw new Error(`import ${upload.path} must name a permission`);
  const { permission } = upload.access;
  // A column is recognised by its header in any language, or by its key.
  const byHeader = new Map<string, K>();
  for (const column of spec.columns)
    for (const language of LANGUAGES) byHeader.set(normalise(translate(language, column.header)), column.key);
  for (const column of spec.columns) byHeader.set(normalise(column.key), column.key);

  app.route({
    method: upload.method,
    url: `/api${upload.path}`,
    schema: {
      summary: upload.summary,
      tags: [upload.tag],
      consumes: ['multipart/form-data'],
      response: { 200: envelopeSchema(upload.response) },
      security: [{ bearer: [] }],
      description: `Permission: \`${permission}\``,
    },
    ...guardedRoute(guards),
    handler: async (request, reply) => {
      const auth = await requireSession(guards, request, reply, permission);
      const file = await readSingleFile(request, { field: SHEET_IMPORT_FIELD, maxBytes: SHEET_IMPORT_MAX_BYTES });
      const language = requestLanguage(request);
      const sheet = readUploadedWorkbook(file.data, {
        maxRows: SHEET_IMPORT_MAX_ROWS,
        unreadable: 'sheetImport.unreadable',
      });
      const result = await importRows(guards, spec, auth, language, sheet, byHeader);
      return success(result, translate(language, 'common.ok'));
    },
  });

  registerDownload(app, guards, spec.routes.template, async ({ request }) => {
    const language = requestLanguage(request);
    const example = Object.fromEntries(spec.columns.map((column) => [column.key, column.example ?? '']));
    const data = writeWorkbook([
      {
        name: translate(language, spec.sheetName),
        columns: spec.columns.map((column) => ({
          header: translate(language, column.header) + (column.required ? ' *' : ''),
          value: (row: Record<string, string>) => row[column.key],
        })),
        rows: [example],
      },
    ]);
    return {
      data,
      fileName: `${translate(language, spec.sheetName)}.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
    };
  });
}

/**
 * An uploaded .xls/.xlsx as a sheet of text rows (`maxRows` data rows at most, one more to notice
 * a longer file), refused in the spec's words: wrong type, empty, or `unreadable`.
 */
export function readUploadedWorkbook(data: Buffer, options: { maxRows: number; unreadable: MessageKey }): ReadSheet {
  if (!workbookKind(data)) throw invalid('file.unsupportedType', { types: '.xls, .xlsx' });
  try {
    return readSheet(data, { maxRows: options.maxRows + 1 });
  } catch (error) {
    if (!(error instanceof WorkbookError)) throw error;
    if (error.reason === 'empty') throw invalid('file.empty');
    if (error.reason === 'type') throw invalid('file.unsupportedType', { types: '.xls, .xlsx' });
    throw invalid(options.unreadable);
  }
}

async function importRows<K extends string, I>(
  guards: RouteGuards,
  spec: SheetImportSpec<K, I>,
  auth: AuthContext,
  language: Language,
  sheet: ReadSheet,
  byHeader: Map<string, K>,
): Promise<SheetImportResult> {
  const headerOf = (key: K | undefined) => {
    const column = spec.columns.find((c) => c.key === key);
    return column ? translate(language, column.header) : '';
  };
  const index = new Map<K, number>();
  sheet.headers.forEach((header, position) => {
    const key = byHeader.get(normalise(header.replace(/\s*\*$/, '')));
    if (key !== undefined && !index.has(key)) index.set(key, position);
  });
  const missing = spec.columns.filter((column) => column.required && !index.has(column.key));
  if (missing.length > 0)
    throw invalid('sheetImport.missingColumns', {
      columns: missing.map((column) => translate(language, column.header)).join(', '),
    });
  if (sheet.rows.length === 0) throw invalid('sheetImport.noRows');
  if (sheet.truncated) throw invalid('sheetImport.tooManyRows', { max: SHEET_IMPORT_MAX_ROWS });

  const problems: SheetImportProblem[] = [];
  const checked: { row: number; cells: Record<K, string>; input: I }[] = [];
  const rowSchema = withTextRule(spec.schema);
  sheet.rows.forEach((cellsOfRow, i) => {
    const row = sheet.rowNumbers[i] ?? i + 2;
    const cells = Object.fromEntries(
      spec.columns.map((column) => [column.key, cellsOfRow[index.get(column.key) ?? -1] ?? '']),
    ) as Record<K, string>;
    const parsed = rowSchema.safeParse(spec.toInput(cells, language));
    if (parsed.success) {
      checked.push({ row, cells, input: parsed.data });
      return;
    }
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as K | undefined;
      problems.push({
        row,
        column: headerOf(key),
        value: key === undefined ? '' : (cells[key] ?? ''),
        reason: describeValidationReason(language, {
          keyword: issue.code,
          instancePath: `/${issue.path.join('/')}`,
          message: issue.message,
          params: issue as unknown as Record<string, unknown>,
        }),
      });
    }
  });

  let imported = 0;
  if (problems.length === 0) {
    try {
      await guards.db.tenant(auth.tenantId, async () => {
        for (const { row, cells, input } of checked) {
          try {
            await spec.save(auth, input);
            imported++;
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            const field = typeof error.params.field === 'string' ? (error.params.field as K) : undefined;
            problems.push({
              row,
              column: headerOf(field),
              value: field === undefined ? '' : (cells[field] ?? ''),
              reason: translate(language, error.messageKey, error.params),
            });
          }
        }
        if (problems.length > 0) throw new ImportRejected();
      });
    } catch (error) {
      if (!(error instanceof ImportRejected)) throw error;
      imported = 0;
    }
  }
  return { imported, problemCount: problems.length, problems: problems.slice(0, SHEET_IMPORT_PROBLEMS_SHOWN) };
}
