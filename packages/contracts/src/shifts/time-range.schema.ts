import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { codedRefSchema } from '../references/reference.schema.js';
import { clockSchema, shiftsCodeSchema, shiftsNameSchema, shiftsRemarkSchema } from './shift.schema.js';

/**
 * Spec 001 §2 "time range": a named span of the day reports group by — an hour bucket of an
 * hourly output board (08:00–09:00), a part of a shift, or a reporting period. Optionally tied
 * to a shift (it must then lie inside it); `sort` orders the buckets on a report.
 */

export const TIME_RANGE_SORT_MAX = 99999;
export const TIME_RANGE_PURPOSES = ['output', 'report', 'other'] as const;
export const timeRangePurposeSchema = z.enum(TIME_RANGE_PURPOSES);
export type TimeRangePurpose = z.infer<typeof timeRangePurposeSchema>;
/** Bucket lengths offered when generating the ranges of a shift, in minutes. */
export const TIME_RANGE_STEPS = [30, 60, 120, 240] as const;

export const timeRangeSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  purpose: timeRangePurposeSchema,
  start: z.string(),
  end: z.string(),
  crossesMidnight: z.boolean(),
  lengthMinutes: z.number().int(),
  shift: codedRefSchema.nullable(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TimeRange = z.infer<typeof timeRangeSchema>;

export const timeRangeFieldsSchema = z.strictObject({
  code: shiftsCodeSchema,
  name: shiftsNameSchema,
  purpose: timeRangePurposeSchema.default('output'),
  start: clockSchema,
  end: clockSchema,
  shiftId: idSchema.nullish(),
  sort: z.number().int().min(0).max(TIME_RANGE_SORT_MAX).default(0),
  remark: shiftsRemarkSchema,
});
export const timeRangeAddSchema = timeRangeFieldsSchema;
export const timeRangeEditSchema = timeRangeFieldsSchema.extend({ id: idSchema });
export const timeRangeIdSchema = z.strictObject({ id: idSchema });
export type TimeRangeAdd = z.input<typeof timeRangeAddSchema>;

/** Cuts a shift into consecutive ranges of `stepMinutes` (the last one shorter when it does not divide), coded `<shift>-01`…. */
export const timeRangeGenerateSchema = z.strictObject({
  shiftId: idSchema,
  stepMinutes: z.literal(TIME_RANGE_STEPS),
  purpose: timeRangePurposeSchema.default('output'),
});
