import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { resourceSchemas } from '../common/resource.js';
import { materialsCodeSchema, materialsFilterSchema, materialsNameSchema, materialsRemarkSchema } from './fields.js';

/** Spec 001 §2 "product type": code, name and an optional parent type (a product type tree). */

export const PRODUCT_TYPE_SORT_MAX = 99999;

export const productTypeSchemas = resourceSchemas({
  fields: {
    code: materialsCodeSchema,
    name: materialsNameSchema,
    parentId: idSchema.nullish(),
    sort: z.number().int().min(0).max(PRODUCT_TYPE_SORT_MAX).default(0),
    remark: materialsRemarkSchema,
  },
  record: {
    code: z.string(),
    name: z.string(),
    parentId: idSchema.nullable(),
    parentCode: z.string().nullable(),
    parentName: z.string().nullable(),
    sort: z.number().int(),
    remark: z.string().nullable(),
  },
  filters: { code: materialsFilterSchema, name: materialsFilterSchema, parentId: idSchema.optional() },
});
export type ProductType = z.infer<typeof productTypeSchemas.record>;
export type ProductTypeAdd = z.input<typeof productTypeSchemas.add>;
