import { z } from 'zod';
import { idSchema } from '../common/ids.js';

/** Spec 000 §3 "Position": name and code (plus sort and remark). */

export const POSITION_NAME_MAX = 50;
export const POSITION_CODE_MAX = 50;
export const POSITION_REMARK_MAX = 200;
export const POSITION_SORT_MAX = 99999;
export const POSITION_CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;

const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;

export const positionSchema = z.object({
  id: idSchema,
  name: z.string(),
  code: z.string(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Position = z.infer<typeof positionSchema>;

export const positionFieldsSchema = z.strictObject({
  name: z.string().trim().min(1).max(POSITION_NAME_MAX).regex(SINGLE_LINE),
  code: z.string().trim().min(1).max(POSITION_CODE_MAX).regex(POSITION_CODE_PATTERN),
  sort: z.number().int().min(0).max(POSITION_SORT_MAX).default(0),
  remark: z.string().trim().max(POSITION_REMARK_MAX).regex(SINGLE_LINE).nullish(),
});
export const positionAddSchema = positionFieldsSchema;
export const positionEditSchema = positionFieldsSchema.extend({ id: idSchema });
export const positionIdSchema = z.strictObject({ id: idSchema });
