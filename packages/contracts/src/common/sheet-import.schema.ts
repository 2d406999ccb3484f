import { z } from 'zod';
import type { PermissionCode } from '../access/permissions.js';
import { fileResponseSchema } from '../files/file.schema.js';
import { defineRoute } from './route.js';

/**
 * Master-data import from .xls/.xlsx: one multipart upload (field `file`), every row checked with
 * the same rules as the add form, then all rows saved in one transaction, or none when any row has
 * a problem (the answer lists each problem by row, column and reason in the uploader's language).
 * Headers are read in any of the four languages; the template has them in the request's language.
 */
export const SHEET_IMPORT_FIELD = 'file';
export const SHEET_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Data rows one file may hold. */
export const SHEET_IMPORT_MAX_ROWS = 5000;
/** Problems listed at most in one answer (the count is always exact). */
export const SHEET_IMPORT_PROBLEMS_SHOWN = 500;

export const sheetImportProblemSchema = z.object({
  /** Row number of the sheet (the header is row 1). */
  row: z.number().int(),
  /** The column's header in the uploader's language ('' when the problem concerns the whole row). */
  column: z.string(),
  value: z.string(),
  reason: z.string(),
});
export type SheetImportProblem = z.infer<typeof sheetImportProblemSchema>;

export const sheetImportResultSchema = z.object({
  /** Rows saved: all of them, or 0 when `problemCount` > 0. */
  imported: z.number().int(),
  problemCount: z.number().int(),
  problems: z.array(sheetImportProblemSchema),
});
export type SheetImportResult = z.infer<typeof sheetImportResultSchema>;

/** The import and template routes of one kind of record, e.g. `sheetImportRoutes('/material', …)`. */
export function sheetImportRoutes(base: string, options: { tag: string; what: string; permission: PermissionCode }) {
  return {
    import: defineRoute({
      method: 'POST',
      path: `${base}/import`,
      summary: `Imports ${options.what} from .xls/.xlsx (multipart field \`file\`): all rows or none`,
      tag: options.tag,
      access: { permission: options.permission },
      response: sheetImportResultSchema,
    }),
    template: defineRoute({
      method: 'GET',
      path: `${base}/import_template`,
      summary: `The ${options.what} import template (.xlsx, headers in the request language)`,
      tag: options.tag,
      access: { permission: options.permission },
      response: fileResponseSchema,
    }),
  };
}
export type SheetImportRoutes = ReturnType<typeof sheetImportRoutes>;
