import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { materialsFilterSchema } from './fields.js';
import {
  productTypeAddSchema,
  productTypeEditSchema,
  productTypeIdSchema,
  productTypeSchema,
} from './product-type.schema.js';

const P = Permissions.basics.productType;

export const productTypePageQuerySchema = pageQuerySchema(['code', 'name', 'sort', 'createdAt'])
  .extend({ code: materialsFilterSchema, name: materialsFilterSchema, parentId: idSchema.optional() })
  .strict();

export const productTypeApi = {
  page: defineRoute({
    method: 'GET',
    path: '/product_type/page',
    summary: 'Product types, paged (filter by code, name, parent)',
    tag: 'materials',
    access: { permission: P.page },
    query: productTypePageQuerySchema,
    response: pageResultSchema(productTypeSchema),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/product_type/add',
    summary: 'Adds a product type (code unique in the enterprise)',
    tag: 'materials',
    access: { permission: P.add },
    body: productTypeAddSchema,
    response: productTypeSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/product_type/edit',
    summary: 'Edits a product type (not under itself or one of its sub-types)',
    tag: 'materials',
    access: { permission: P.edit },
    body: productTypeEditSchema,
    response: productTypeSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/product_type/delete',
    summary: 'Deletes a product type with no sub-types and no products',
    tag: 'materials',
    access: { permission: P.delete },
    body: productTypeIdSchema,
    response: z.null(),
  }),
};
