import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { materialsCodeSchema, materialsNameSchema, materialsRemarkSchema } from './fields.js';

/** Spec 001 §2 "unit": units of measure. `precision` is the number of decimals quantities in the unit may carry. */

export const UNIT_PRECISION_MAX = 6;

export const unitSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  precision: z.number().int(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Unit = z.infer<typeof unitSchema>;

export const unitFieldsSchema = z.strictObject({
  code: materialsCodeSchema,
  name: materialsNameSchema,
  precision: z.number().int().min(0).max(UNIT_PRECISION_MAX).default(0),
  remark: materialsRemarkSchema,
});
export const unitAddSchema = unitFieldsSchema;
export const unitEditSchema = unitFieldsSchema.extend({ id: idSchema });
export const unitIdSchema = z.strictObject({ id: idSchema });
export type UnitAdd = z.input<typeof unitAddSchema>;
