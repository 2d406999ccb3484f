import { z } from 'zod';
import { resourceSchemas } from '../common/resource.js';
import { materialsCodeSchema, materialsFilterSchema, materialsNameSchema, materialsRemarkSchema } from './fields.js';

/** Spec 001 §2 "unit": units of measure. `precision` is the number of decimals quantities in the unit may carry. */

export const UNIT_PRECISION_MAX = 6;

export const unitSchemas = resourceSchemas({
  fields: {
    code: materialsCodeSchema,
    name: materialsNameSchema,
    precision: z.number().int().min(0).max(UNIT_PRECISION_MAX).default(0),
    remark: materialsRemarkSchema,
  },
  record: { code: z.string(), name: z.string(), precision: z.number().int(), remark: z.string().nullable() },
  filters: { code: materialsFilterSchema, name: materialsFilterSchema },
});
export type Unit = z.infer<typeof unitSchemas.record>;
export type UnitAdd = z.input<typeof unitSchemas.add>;
