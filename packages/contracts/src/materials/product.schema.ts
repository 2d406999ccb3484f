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

/**
 * Spec 001 §3 "Product": code, name, spec (max 50), type, unit, process route (a routing of the
 * processes area, through the reference registry). The work-instruction binding comes with the
 * work-instruction issue.
 */

const productResource = resourceSchemas({
  fields: {
    code: materialsCodeSchema,
    name: materialsNameSchema,
    spec: materialsSpecSchema,
    productTypeId: idSchema.nullish(),
    unitId: idSchema,
    routingId: idSchema.nullish(),
    remark: materialsRemarkSchema,
  },
  record: {
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
  },
  filters: {
    code: materialsFilterSchema,
    name: materialsFilterSchema,
    spec: materialsFilterSchema,
    productTypeId: idSchema.optional(),
    unitId: idSchema.optional(),
    routingId: idSchema.optional(),
  },
});
export const productSchemas = { ...productResource, detail: withUsedBy(productResource.record) };
export const productSchema = productSchemas.record;
export type Product = z.infer<typeof productSchema>;
export type ProductDetail = z.infer<typeof productSchemas.detail>;
export const productFieldsSchema = productSchemas.add;
export type ProductAdd = z.input<typeof productSchemas.add>;
