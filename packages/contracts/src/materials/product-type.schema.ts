import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { materialsCodeSchema, materialsNameSchema, materialsRemarkSchema } from './fields.js';

/** Spec 001 §2 "product type": code, name and an optional parent type (a product type tree). */

export const PRODUCT_TYPE_SORT_MAX = 99999;

export const productTypeSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  parentId: idSchema.nullable(),
  parentCode: z.string().nullable(),
  parentName: z.string().nullable(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductType = z.infer<typeof productTypeSchema>;

export const productTypeFieldsSchema = z.strictObject({
  code: materialsCodeSchema,
  name: materialsNameSchema,
  parentId: idSchema.nullish(),
  sort: z.number().int().min(0).max(PRODUCT_TYPE_SORT_MAX).default(0),
  remark: materialsRemarkSchema,
});
export const productTypeAddSchema = productTypeFieldsSchema;
export const productTypeEditSchema = productTypeFieldsSchema.extend({ id: idSchema });
export const productTypeIdSchema = z.strictObject({ id: idSchema });
export type ProductTypeAdd = z.input<typeof productTypeAddSchema>;
