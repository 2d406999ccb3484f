import { z } from 'zod';
import { idSchema } from '../common/ids.js';

/**
 * Production reports (spec 001 §3 "Production report": code, process, workstation, good, bad and
 * scrap quantity, defect items, time spent): what a team reports for a work order at a process
 * and workstation. The defect items say what the defective units (bad + scrap) had; spec 001 §5:
 * "defect count must not exceed total defects and must match defect items".
 */

export const REPORT_CODE_MAX = 30;
export const REPORT_CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const REPORT_REMARK_MAX = 200;
/** Each of good, bad and scrap: a whole number from 0 to this (a PostgreSQL integer). */
export const REPORT_QUANTITY_MAX = 2147483647;
export const REPORT_DEFECT_ITEMS_MAX = 20;
/** Time spent, in minutes: at most one week. */
export const REPORT_TIME_SPENT_MAX = 10_080;
/** Exports stop at this many reports. */
export const REPORT_EXPORT_MAX = 10_000;

const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;

const quantitySchema = z.number().int().min(0).max(REPORT_QUANTITY_MAX);

export const reportDefectInputSchema = z.strictObject({
  badPhenomenonId: idSchema,
  defectTypeId: idSchema.nullish(),
  quantity: z.number().int().min(1).max(REPORT_QUANTITY_MAX),
});
export type ReportDefectInput = z.input<typeof reportDefectInputSchema>;

export const reportFieldsSchema = z.strictObject({
  /** Blank: generated (`RP` + date + a daily count). */
  code: z
    .string()
    .trim()
    .max(REPORT_CODE_MAX)
    .regex(REPORT_CODE_PATTERN)
    .nullish()
    .or(z.literal(''))
    .transform((value) => value || null),
  workOrderId: idSchema,
  processId: idSchema,
  stationId: idSchema,
  /** Who reports; the signed-in user when absent. */
  reporterId: idSchema.nullish(),
  /** When the work was reported; now when absent. Its shift is resolved from the order's line. */
  reportedAt: z.iso.datetime({ offset: true }).nullish(),
  goodQuantity: quantitySchema,
  badQuantity: quantitySchema,
  scrapQuantity: quantitySchema,
  defects: z.array(reportDefectInputSchema).max(REPORT_DEFECT_ITEMS_MAX).default([]),
  /** Minutes. */
  timeSpent: z.number().int().min(0).max(REPORT_TIME_SPENT_MAX).default(0),
  remark: z.string().trim().max(REPORT_REMARK_MAX).regex(SINGLE_LINE).nullish(),
});
export const reportAddSchema = reportFieldsSchema;
export const reportEditSchema = reportFieldsSchema.extend({ id: idSchema });
export const reportIdSchema = z.strictObject({ id: idSchema });
export type ReportAddBody = z.input<typeof reportAddSchema>;

export const reportDefectSchema = z.object({
  badPhenomenonId: idSchema,
  badPhenomenonCode: z.string(),
  badPhenomenonName: z.string(),
  defectTypeId: idSchema.nullable(),
  defectTypeCode: z.string().nullable(),
  defectTypeName: z.string().nullable(),
  quantity: z.number().int(),
});
export type ReportDefect = z.infer<typeof reportDefectSchema>;

export const productionReportSchema = z.object({
  id: idSchema,
  code: z.string(),
  workOrderId: idSchema,
  workOrderCode: z.string(),
  productId: idSchema,
  productCode: z.string(),
  productName: z.string(),
  lineId: idSchema,
  lineCode: z.string(),
  lineName: z.string(),
  processId: idSchema,
  processCode: z.string(),
  processName: z.string(),
  stationId: idSchema,
  stationCode: z.string(),
  stationName: z.string(),
  reporterId: idSchema,
  reporterName: z.string(),
  /** The shift the line was on at the report time (null: none). */
  shiftId: idSchema.nullable(),
  shiftCode: z.string().nullable(),
  shiftName: z.string().nullable(),
  /** The production day of that shift occurrence. */
  productionDay: z.string().nullable(),
  reportedAt: z.string(),
  goodQuantity: z.number().int(),
  badQuantity: z.number().int(),
  scrapQuantity: z.number().int(),
  defects: z.array(reportDefectSchema),
  timeSpent: z.number().int(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductionReport = z.infer<typeof productionReportSchema>;

/** A work order as the report form offers it. */
export const reportOrderOptionSchema = z.object({
  id: idSchema,
  code: z.string(),
  status: z.string(),
  productCode: z.string(),
  productName: z.string(),
  lineId: idSchema,
  lineCode: z.string(),
  lineName: z.string(),
});
export type ReportOrderOption = z.infer<typeof reportOrderOptionSchema>;

// ---------------------------------------------------------------------------------------------
// The defect-items rule, shared by the server and the form
// ---------------------------------------------------------------------------------------------

export type ReportQuantityProblem =
  /** Good, bad and scrap are all 0. */
  | { rule: 'empty' }
  /** One item's quantity is above the total defects (bad + scrap). */
  | { rule: 'itemTooLarge'; index: number; quantity: number; total: number }
  /** The items add up to `sum`, not to the total defects. */
  | { rule: 'itemsMismatch'; sum: number; total: number }
  /** The item repeats an earlier item's bad phenomenon and defect type. */
  | { rule: 'duplicateItem'; index: number };

export interface ReportQuantities {
  goodQuantity: number;
  badQuantity: number;
  scrapQuantity: number;
  defects: readonly { badPhenomenonId?: string | null; defectTypeId?: string | null; quantity: number }[];
}

/** Total defects of a report: bad plus scrap. */
export const totalDefects = (report: Pick<ReportQuantities, 'badQuantity' | 'scrapQuantity'>) =>
  report.badQuantity + report.scrapQuantity;

/**
 * Everything wrong with a report's quantities (empty when it is right): at least one of good, bad
 * and scrap above 0; no defect item above the total defects (bad + scrap); the items adding up to
 * exactly that total (so there are items whenever there are defects); no bad phenomenon and
 * defect type listed twice. Quantities themselves are whole numbers checked by the schema.
 */
export function reportQuantityProblems(report: ReportQuantities): ReportQuantityProblem[] {
  const problems: ReportQuantityProblem[] = [];
  const total = totalDefects(report);
  if (report.goodQuantity + total === 0) problems.push({ rule: 'empty' });
  const seen = new Set<string>();
  let sum = 0;
  report.defects.forEach((item, index) => {
    sum += item.quantity;
    if (item.quantity > total) problems.push({ rule: 'itemTooLarge', index, quantity: item.quantity, total });
    const key = `${item.badPhenomenonId ?? ''}/${item.defectTypeId ?? ''}`;
    if (item.badPhenomenonId && seen.has(key)) problems.push({ rule: 'duplicateItem', index });
    seen.add(key);
  });
  if (sum !== total) problems.push({ rule: 'itemsMismatch', sum, total });
  return problems;
}
