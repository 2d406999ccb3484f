import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { usageSchema } from '../references/reference.schema.js';
import { materialsCodeSchema, materialsNameSchema, materialsRemarkSchema, materialsSpecSchema } from './fields.js';

/**
 * Spec 001 §3 "Product": code, name, spec (max 50), type, unit, process route (a routing of the
 * processes area, through the reference registry). The work-instruction binding comes with the
 * work-instruction issue.
 */

export const productSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  spec: z.string().nullable(),
  productTypeId: idSchema.nullable(),
  productTypeCode: z.string().nullable(),
  productTypeName: z.string().nullable(),
  unitId: idSchema,
  unitCode: z.string(),
  unitName: z.string(),
  routingId: idSchema.nullable(),
  /** Code and name of the routing as the processes area names it (null when none, or gone). */
  routingCode: z.string().nullable(),
  routingName: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productDetailSchema = productSchema.extend({ usedBy: z.array(usageSchema) });
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productFieldsSchema = z.strictObject({
  code: materialsCodeSchema,
  name: materialsNameSchema,
  spec: materialsSpecSchema,
  productTypeId: idSchema.nullish(),
  unitId: idSchema,
  routingId: idSchema.nullish(),
  remark: materialsRemarkSchema,
});
export const productAddSchema = productFieldsSchema;
export const productEditSchema = productFieldsSchema.extend({ id: idSchema });
export const productIdSchema = z.strictObject({ id: idSchema });
export type ProductAdd = z.input<typeof productAddSchema>;
