import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { CLOCK_PATTERN } from './shift-time.js';

/**
 * Spec 001 §3 "Shift and time slot: start, end, overtime, crosses midnight". Times are wall-clock
 * "HH:mm" in the enterprise's time zone (system parameter `mes.timezone`); an end at or before
 * the start is on the next day (the shift crosses midnight).
 */

export const SHIFT_CODE_MAX = 50;
export const SHIFT_NAME_MAX = 50;
export const SHIFT_REMARK_MAX = 200;
export const SHIFT_SLOT_NAME_MAX = 50;
export const SHIFT_SLOTS_MAX = 24;
/** Overtime after the end of a shift, in minutes (with the shift itself, at most 24 h). */
export const SHIFT_OVERTIME_MAX = 720;
export const SHIFTS_CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;

const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;

export const shiftsCodeSchema = z.string().trim().min(1).max(SHIFT_CODE_MAX).regex(SHIFTS_CODE_PATTERN);
export const shiftsNameSchema = z.string().trim().min(1).max(SHIFT_NAME_MAX).regex(SINGLE_LINE);
export const shiftsRemarkSchema = z.string().trim().max(SHIFT_REMARK_MAX).regex(SINGLE_LINE).nullish();
export const clockSchema = z.string().regex(CLOCK_PATTERN);

export const SLOT_KINDS = ['work', 'break'] as const;
export const slotKindSchema = z.enum(SLOT_KINDS);

export const shiftSlotSchema = z.object({
  kind: slotKindSchema,
  name: z.string().nullable(),
  start: z.string(),
  end: z.string(),
});
export type ShiftSlot = z.infer<typeof shiftSlotSchema>;

export const shiftSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  /** Derived: the end is on the next day. */
  crossesMidnight: z.boolean(),
  /** Derived: minutes from start to end. */
  lengthMinutes: z.number().int(),
  /** Derived: working minutes (work slots, or the whole shift less its breaks). */
  workingMinutes: z.number().int(),
  overtimeAllowed: z.boolean(),
  /** Overtime after the end (0 when not allowed). */
  overtimeMinutes: z.number().int(),
  slots: z.array(shiftSlotSchema),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Shift = z.infer<typeof shiftSchema>;

export const shiftSlotFieldsSchema = z.strictObject({
  kind: slotKindSchema,
  name: z.string().trim().max(SHIFT_SLOT_NAME_MAX).regex(SINGLE_LINE).nullish(),
  start: clockSchema,
  end: clockSchema,
});

/** Cross-field rules (slots inside the shift, no overlaps, ≤ 24 h) are `shiftProblems`, checked by the server with messages in the user's language. */
export const shiftFieldsSchema = z.strictObject({
  code: shiftsCodeSchema,
  name: shiftsNameSchema,
  start: clockSchema,
  end: clockSchema,
  overtimeAllowed: z.boolean().default(false),
  overtimeMinutes: z.number().int().min(0).max(SHIFT_OVERTIME_MAX).default(0),
  slots: z.array(shiftSlotFieldsSchema).max(SHIFT_SLOTS_MAX).default([]),
  remark: shiftsRemarkSchema,
});
export const shiftAddSchema = shiftFieldsSchema;
export const shiftEditSchema = shiftFieldsSchema.extend({ id: idSchema });
export const shiftIdSchema = z.strictObject({ id: idSchema });
export type ShiftAdd = z.input<typeof shiftAddSchema>;
