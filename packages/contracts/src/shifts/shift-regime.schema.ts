import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { codedRefSchema } from '../references/reference.schema.js';
import { clockSchema, shiftsCodeSchema, shiftsNameSchema, shiftsRemarkSchema } from './shift.schema.js';

/**
 * A shift regime (班制): the shifts that make up a production day on the lines it is assigned
 * to (e.g. `2X12`: DAY 08:00–20:00 and NIGHT 20:00–08:00). Its shifts never overlap; a line
 * follows at most one regime. The production day starts at `dayStart`: a shift belongs to the
 * production day in which it starts (a night shift 20:00–08:00 to the day it began on; with a
 * day start of 08:00 a shift starting at 00:30 to the day before).
 */

export const SHIFT_REGIME_SHIFTS_MAX = 12;
export const SHIFT_REGIME_LINES_MAX = 500;

export const shiftRegimeShiftSchema = codedRefSchema.extend({ start: z.string(), end: z.string() });

export const shiftRegimeSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  dayStart: z.string(),
  /** Shifts in the order of the production day (from the day start). */
  shifts: z.array(shiftRegimeShiftSchema),
  lines: z.array(codedRefSchema),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShiftRegime = z.infer<typeof shiftRegimeSchema>;

export const shiftRegimeFieldsSchema = z.strictObject({
  code: shiftsCodeSchema,
  name: shiftsNameSchema,
  dayStart: clockSchema,
  shiftIds: z.array(idSchema).min(1).max(SHIFT_REGIME_SHIFTS_MAX),
  lineIds: z.array(idSchema).max(SHIFT_REGIME_LINES_MAX).default([]),
  remark: shiftsRemarkSchema,
});
export const shiftRegimeAddSchema = shiftRegimeFieldsSchema;
export const shiftRegimeEditSchema = shiftRegimeFieldsSchema.extend({ id: idSchema });
export const shiftRegimeIdSchema = z.strictObject({ id: idSchema });
export type ShiftRegimeAdd = z.input<typeof shiftRegimeAddSchema>;
