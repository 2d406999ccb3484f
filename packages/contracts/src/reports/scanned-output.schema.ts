import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { codedRefSchema } from '../references/reference.schema.js';
import { queryRangeSchema } from './report-range.js';

/**
 * Scanned output: what station scanning counted, beside the hand-entered production reports. One
 * row per day (in the reader's time zone), work order, process, workstation and shift, with the
 * units that passed there and the failed results, from the production area's scans.
 */

export const SCANNED_OUTPUT_SORT_FIELDS = ['day', 'passed', 'failed', 'lastAt'] as const;

/** Filters: the date range (required, at most 31 days, as for reports) and order, line, process, station. */
export const scannedOutputFilterSchema = queryRangeSchema
  .extend({
    workOrderId: idSchema.optional(),
    lineId: idSchema.optional(),
    processId: idSchema.optional(),
    stationId: idSchema.optional(),
  })
  .strict();

export const scannedOutputQuerySchema = pageQuerySchema(SCANNED_OUTPUT_SORT_FIELDS)
  .extend(scannedOutputFilterSchema.shape)
  .strict();

export const scannedOutputRowSchema = z.object({
  /** `YYYY-MM-DD` in {@link scannedOutputPageSchema}'s time zone. */
  day: z.string(),
  workOrder: z.object({ id: idSchema, code: z.string() }),
  line: codedRefSchema.nullable(),
  process: codedRefSchema,
  station: codedRefSchema.nullable(),
  /** Null: the scans fell outside every shift. */
  shift: codedRefSchema.nullable(),
  /** Units that passed this process here (each once). */
  passed: z.number().int(),
  /** Failed results recorded here. */
  failed: z.number().int(),
  firstAt: z.string(),
  lastAt: z.string(),
});
export type ScannedOutputRow = z.infer<typeof scannedOutputRowSchema>;

export const scannedOutputPageSchema = pageResultSchema(scannedOutputRowSchema).extend({
  /** The zone the days are counted in (the reader's). */
  timeZone: z.string(),
});
export type ScannedOutputPage = z.infer<typeof scannedOutputPageSchema>;

export const scannedOutputApi = {
  page: defineRoute({
    method: 'GET',
    path: '/production_report/scanned_page',
    summary:
      'Output counted by station scanning in a date range (at most 31 days), per day, order, process, workstation and shift, paged; on the lines of the caller’s data scope',
    tag: 'reports',
    access: { permission: Permissions.work.report.page },
    query: scannedOutputQuerySchema,
    response: scannedOutputPageSchema,
  }),
};
