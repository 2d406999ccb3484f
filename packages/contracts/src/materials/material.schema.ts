import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { codedRefSchema, refKindSchema } from '../references/reference.schema.js';
import { materialsCodeSchema, materialsNameSchema, materialsRemarkSchema, materialsSpecSchema } from './fields.js';

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

export const materialSchema = z.object({
  id: idSchema,
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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Material = z.infer<typeof materialSchema>;

/** Records of other kinds that refer to a record (detail views). */
export const usageSchema = z.object({ kind: refKindSchema, refs: z.array(codedRefSchema) });
export type Usage = z.infer<typeof usageSchema>;

export const materialDetailSchema = materialSchema.extend({ usedBy: z.array(usageSchema) });
export type MaterialDetail = z.infer<typeof materialDetailSchema>;

export const materialFieldsSchema = z.strictObject({
  code: materialsCodeSchema,
  name: materialsNameSchema,
  spec: materialsSpecSchema,
  type: materialTypeSchema,
  attribute: materialAttributeSchema,
  unitId: idSchema,
  safetyStock: z.number().min(0).max(SAFETY_STOCK_MAX).default(0),
  remark: materialsRemarkSchema,
});
export const materialAddSchema = materialFieldsSchema;
export const materialEditSchema = materialFieldsSchema.extend({ id: idSchema });
export const materialIdSchema = z.strictObject({ id: idSchema });
export type MaterialAdd = z.input<typeof materialAddSchema>;

/** Decimals of a number as written (1.250 → 2; 1e-7 → 7). */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const [mantissa = '', exponent] = value.toExponential().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}
