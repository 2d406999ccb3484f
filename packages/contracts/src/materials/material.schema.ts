import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { resourceSchemas, withUsedBy } from '../common/resource.js';
import {
  materialsCodeSchema,
  materialsFilterSchema,
  materialsNameSchema,
  materialsRemarkSchema,
  materialsSpecSchema,
} from './fields.js';

/** Spec 001 §3 "Material": code, name, spec (max 50), type, attribute, unit, safety stock. */

export const MATERIAL_TYPES = ['regular', 'raw', 'semiFinished', 'finished'] as const;
export const materialTypeSchema = z.enum(MATERIAL_TYPES);
export type MaterialType = z.infer<typeof materialTypeSchema>;

/** How the factory obtains the material: made in house, bought, or made by a subcontractor. */
export const MATERIAL_ATTRIBUTES = ['selfMade', 'purchased', 'outsourced'] as const;
export const materialAttributeSchema = z.enum(MATERIAL_ATTRIBUTES);
export type MaterialAttribute = z.infer<typeof materialAttributeSchema>;

/** Safety stock: 0 to this, with at most as many decimals as the unit's precision. */
export const SAFETY_STOCK_MAX = 999_999_999;

/** The list filters of materials (code, name and spec contain the text; type, attribute and unit equal). */
export const materialFilters = {
  code: materialsFilterSchema,
  name: materialsFilterSchema,
  spec: materialsFilterSchema,
  type: materialTypeSchema.optional(),
  attribute: materialAttributeSchema.optional(),
  unitId: idSchema.optional(),
};

const materialResource = resourceSchemas({
  fields: {
    code: materialsCodeSchema,
    name: materialsNameSchema,
    spec: materialsSpecSchema,
    type: materialTypeSchema,
    attribute: materialAttributeSchema,
    unitId: idSchema,
    safetyStock: z.number().min(0).max(SAFETY_STOCK_MAX).default(0),
    remark: materialsRemarkSchema,
  },
  record: {
    code: z.string(),
    name: z.string(),
    spec: z.string().nullable(),
    type: materialTypeSchema,
    attribute: materialAttributeSchema,
    unitId: idSchema,
    unitCode: z.string(),
    unitName: z.string(),
    unitPrecision: z.number().int(),
    safetyStock: z.number(),
    remark: z.string().nullable(),
  },
  filters: materialFilters,
});
export const materialSchemas = { ...materialResource, detail: withUsedBy(materialResource.record) };
export const materialSchema = materialSchemas.record;
export type Material = z.infer<typeof materialSchema>;
export type MaterialDetail = z.infer<typeof materialSchemas.detail>;
export const materialFieldsSchema = materialSchemas.add;
export type MaterialAdd = z.input<typeof materialSchemas.add>;

/** Decimals of a number as written (1.250 → 2; 1e-7 → 7). */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const [mantissa = '', exponent] = value.toExponential().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}
