import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { sheetImportRoutes } from '../common/sheet-import.schema.js';
import { fileResponseSchema } from '../files/file.schema.js';
import { materialsCodeSchema, materialsFilterSchema } from './fields.js';
import {
  productAddSchema,
  productDetailSchema,
  productEditSchema,
  productFieldsSchema,
  productIdSchema,
  productSchema,
} from './product.schema.js';

const P = Permissions.basics.product;

export const productFilterSchema = z.object({
  code: materialsFilterSchema,
  name: materialsFilterSchema,
  spec: materialsFilterSchema,
  productTypeId: idSchema.optional(),
  unitId: idSchema.optional(),
  routingId: idSchema.optional(),
});

export const productPageQuerySchema = pageQuerySchema(['code', 'name', 'spec', 'createdAt'])
  .extend(productFilterSchema.shape)
  .strict();
export const productExportQuerySchema = productFilterSchema.strict();

export const productApi = {
  page: defineRoute({
    method: 'GET',
    path: '/product/page',
    summary: 'Products, paged, filtered by code, name, spec, type, unit and routing',
    tag: 'materials',
    access: { permission: P.page },
    query: productPageQuerySchema,
    response: pageResultSchema(productSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/product/detail',
    summary: 'One product with the records that use it',
    tag: 'materials',
    access: { permission: P.get },
    query: productIdSchema,
    response: productDetailSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/product/add',
    summary: 'Adds a product (code unique in the enterprise)',
    tag: 'materials',
    access: { permission: P.add },
    body: productAddSchema,
    response: productSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/product/edit',
    summary: 'Edits a product',
    tag: 'materials',
    access: { permission: P.edit },
    body: productEditSchema,
    response: productSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/product/delete',
    summary: 'Deletes a product nothing uses',
    tag: 'materials',
    access: { permission: P.delete },
    body: productIdSchema,
    response: z.null(),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/product/export',
    summary: 'The filtered products as an .xlsx file (blob, not an envelope)',
    tag: 'materials',
    access: { permission: P.export },
    query: productExportQuerySchema,
    response: fileResponseSchema,
  }),
};

/** Excel import of products (template + upload, all rows or none); unit, type and routing by code. */
export const productImportRoutes = sheetImportRoutes('/product', {
  tag: 'materials',
  what: 'products',
  permission: P.import,
});
export const productImportRowSchema = productFieldsSchema
  .omit({ unitId: true, productTypeId: true, routingId: true })
  .extend({
    unitCode: materialsCodeSchema,
    productTypeCode: materialsCodeSchema.optional(),
    routingCode: z.string().trim().min(1).max(50).optional(),
  });
