import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { repeatedParam } from '../common/paging.js';
import { queryRangeSchema } from './report-range.js';

/**
 * Production analysis over a date range (at most 31 days, in the enterprise's time zone), for
 * some lines (all when none) and optionally one process.
 *
 * Definitions, the same in every table and chart:
 * - Output (good units): units passing a counting process (spec 001 §3 "counting process"), one
 *   per unit and process in each bucket; with a process filter, units passing that process.
 *   Buckets are the hour of day and the calendar day in the enterprise's time zone, and the
 *   shift the scan was made in.
 * - First-pass yield at a process: units whose first result there in the range was a pass, over
 *   units with a result (pass or fail) there. A line's first-pass yield: units with no failure at
 *   any of its processes, over units with a result there.
 * - Defect Pareto: defects recorded with failed scans plus the defect items of production
 *   reports, by bad phenomenon and by defect type (a defect recorded without a type counts under
 *   its bad phenomenon's type), largest first, with the cumulative share.
 * - Plan versus actual: plan quantities of the work orders planned for each day and line (by plan
 *   date) against that day's output on the line.
 * - Report totals: good, bad and scrap quantities and time spent of production reports, per
 *   process and per process and workstation.
 */

export const ANALYSIS_LINES_MAX = 50;
/** The work orders listed under plan versus actual. */
export const ANALYSIS_ORDERS_MAX = 500;

export const analysisQuerySchema = queryRangeSchema
  .extend({
    lineIds: repeatedParam(idSchema).pipe(z.array(idSchema).max(ANALYSIS_LINES_MAX)).optional(),
    processId: idSchema.optional(),
  })
  .strict();
export type AnalysisQuery = z.input<typeof analysisQuerySchema>;

const named = { code: z.string(), name: z.string() };
/** A share from 0 to 1; null when there is nothing to divide by. */
const rate = z.number().nullable();

export const hourOutputSchema = z.object({ hour: z.number().int(), good: z.number().int() });
export const shiftOutputSchema = z.object({
  shiftId: idSchema.nullable(),
  code: z.string().nullable(),
  name: z.string().nullable(),
  good: z.number().int(),
});
export const lineOutputSchema = z.object({ lineId: idSchema, ...named, good: z.number().int() });

export const yieldRowSchema = z.object({ scanned: z.number().int(), firstPass: z.number().int(), rate });
export const processYieldSchema = yieldRowSchema.extend({ processId: idSchema, ...named });
export const lineYieldSchema = yieldRowSchema.extend({ lineId: idSchema, ...named });
export const lineProcessYieldSchema = yieldRowSchema.extend({
  lineId: idSchema,
  lineCode: z.string(),
  lineName: z.string(),
  processId: idSchema,
  processCode: z.string(),
  processName: z.string(),
});

export const paretoRowSchema = z.object({
  /** Null: defects recorded without a defect type. */
  id: idSchema.nullable(),
  code: z.string().nullable(),
  name: z.string().nullable(),
  quantity: z.number().int(),
  share: z.number(),
  cumulativeShare: z.number(),
});
export type ParetoRow = z.infer<typeof paretoRowSchema>;

export const dayPlanSchema = z.object({ date: z.string(), plan: z.number().int(), actual: z.number().int() });
export const linePlanSchema = z.object({
  lineId: idSchema,
  ...named,
  plan: z.number().int(),
  actual: z.number().int(),
  rate,
});
export const dayLinePlanSchema = z.object({
  date: z.string(),
  lineId: idSchema,
  plan: z.number().int(),
  actual: z.number().int(),
});
export const orderPlanSchema = z.object({
  id: idSchema,
  code: z.string(),
  status: z.string(),
  planDate: z.string(),
  lineId: idSchema,
  lineCode: z.string(),
  lineName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  planQuantity: z.number().int(),
  goodQuantity: z.number().int(),
  rate,
});

const reportSums = {
  reports: z.number().int(),
  goodQuantity: z.number().int(),
  badQuantity: z.number().int(),
  scrapQuantity: z.number().int(),
  timeSpent: z.number().int(),
};
export const processReportTotalSchema = z.object({ processId: idSchema, ...named, ...reportSums });
export const stationReportTotalSchema = z.object({
  processId: idSchema,
  processCode: z.string(),
  processName: z.string(),
  stationId: idSchema,
  stationCode: z.string(),
  stationName: z.string(),
  ...reportSums,
});

export const productionAnalysisSchema = z.object({
  timeZone: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  summary: z.object({
    good: z.number().int(),
    scanned: z.number().int(),
    firstPass: z.number().int(),
    firstPassYield: rate,
    defects: z.number().int(),
    plan: z.number().int(),
    reportGood: z.number().int(),
    reportBad: z.number().int(),
    reportScrap: z.number().int(),
    reportTimeSpent: z.number().int(),
  }),
  /** Every hour of the day, 0 to 23, summed over the days of the range. */
  outputByHour: z.array(hourOutputSchema),
  outputByShift: z.array(shiftOutputSchema),
  outputByLine: z.array(lineOutputSchema),
  yieldByProcess: z.array(processYieldSchema),
  yieldByLine: z.array(lineYieldSchema),
  yieldByLineProcess: z.array(lineProcessYieldSchema),
  paretoByPhenomenon: z.array(paretoRowSchema),
  paretoByType: z.array(paretoRowSchema),
  /** Every day of the range. */
  planByDay: z.array(dayPlanSchema),
  planByLine: z.array(linePlanSchema),
  planByDayLine: z.array(dayLinePlanSchema),
  /** Work orders planned in the range (at most ANALYSIS_ORDERS_MAX), by plan date. */
  orders: z.array(orderPlanSchema),
  reportsByProcess: z.array(processReportTotalSchema),
  reportsByStation: z.array(stationReportTotalSchema),
});
export type ProductionAnalysis = z.infer<typeof productionAnalysisSchema>;

/** `part / whole`, or null when the whole is 0. */
export const ratio = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/**
 * A Pareto table: the rows largest first (ties by code), each with its share of the total and
 * the cumulative share up to it (the last one is 1). Rows with a quantity of 0 are left out.
 */
export function paretoRows<T extends { quantity: number; code?: string | null }>(
  rows: readonly T[],
): (T & { share: number; cumulativeShare: number })[] {
  const kept = rows.filter((row) => row.quantity > 0);
  const total = kept.reduce((sum, row) => sum + row.quantity, 0);
  let running = 0;
  return [...kept]
    .sort((a, b) => b.quantity - a.quantity || (a.code ?? '\uffff').localeCompare(b.code ?? '\uffff'))
    .map((row, index, sorted) => {
      running += row.quantity;
      return {
        ...row,
        share: row.quantity / total,
        cumulativeShare: index === sorted.length - 1 ? 1 : running / total,
      };
    });
}
