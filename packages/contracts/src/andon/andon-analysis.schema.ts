import { z } from 'zod';
import { dateRangeFields, dateRangeWithin31Days } from '../common/date-range.js';
import { idSchema } from '../common/ids.js';
import { ANDON_TREND_DAYS } from './andon-limits.js';

/**
 * Andon analysis (spec 001 §9, issue 19): calls by item, type and line, top-N rankings, the 15-
 * and 30-day trends, the mean times (to acknowledge, to arrive, to resolve) and timely rates.
 * Cancelled calls (a wrong button, withdrawn) are left out of every figure but their own count.
 */
export const andonAnalysisQuerySchema = z
  .strictObject({ ...dateRangeFields, lineId: idSchema.optional(), typeId: idSchema.optional() })
  .superRefine(dateRangeWithin31Days);
export type AndonAnalysisQuery = z.output<typeof andonAnalysisQuerySchema>;

/** Mean seconds from the call (null: no call reached the step) and the share judged timely (0-1, null: none judged). */
const timesFields = {
  mttaSeconds: z.number().nullable(),
  mttArriveSeconds: z.number().nullable(),
  mttrSeconds: z.number().nullable(),
  responseTimelyRate: z.number().nullable(),
  resolutionTimelyRate: z.number().nullable(),
};

export const andonAnalysisSummarySchema = z.object({
  calls: z.number().int(),
  responded: z.number().int(),
  arrived: z.number().int(),
  ended: z.number().int(),
  cancelled: z.number().int(),
  ...timesFields,
});

/** A count of calls per item, type, line, workstation or responder (`id` null: calls without a line). */
export const andonCountSchema = z.object({ id: idSchema.nullable(), name: z.string(), calls: z.number().int() });
export type AndonCount = z.infer<typeof andonCountSchema>;

export const andonItemFiguresSchema = andonCountSchema.extend({ code: z.string(), ...timesFields });
export type AndonItemFigures = z.infer<typeof andonItemFiguresSchema>;

export const andonTrendPointSchema = z.object({
  /** `YYYY-MM-DD` in the reader's time zone. */
  day: z.string(),
  calls: z.number().int(),
  responseTimelyRate: z.number().nullable(),
  resolutionTimelyRate: z.number().nullable(),
});
export type AndonTrendPoint = z.infer<typeof andonTrendPointSchema>;

export const andonAnalysisSchema = z.object({
  summary: andonAnalysisSummarySchema,
  /** Every item called in the range, most calls first, with its mean times and rates. */
  byItem: z.array(andonItemFiguresSchema),
  byType: z.array(andonCountSchema),
  byLine: z.array(andonCountSchema),
  /** The ANDON_TOP_N items, workstations and responders with the most calls (responses). */
  top: z.object({
    items: z.array(andonCountSchema),
    stations: z.array(andonCountSchema),
    responders: z.array(andonCountSchema),
  }),
  /** Days up to the range's end day, one point per day (zero calls included), per ANDON_TREND_DAYS. */
  trends: z.array(
    z.object({ days: z.union(ANDON_TREND_DAYS.map((d) => z.literal(d))), points: z.array(andonTrendPointSchema) }),
  ),
});
export type AndonAnalysis = z.infer<typeof andonAnalysisSchema>;
