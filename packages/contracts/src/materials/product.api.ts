import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { defineResource } from '../common/resource.js';
import { sheetImportRoutes } from '../common/sheet-import.schema.js';
import { materialsCodeSchema } from './fields.js';
import { productFieldsSchema, productSchemas } from './product.schema.js';

const P = Permissions.basics.product;

export const productApi = defineResource(
  {
    path: 'product',
    noun: 'Product',
    nouns: 'Products',
    tag: 'materials',
    permissions: P,
    schemas: productSchemas,
    sortFields: ['code', 'name', 'spec', 'createdAt'],
    notes: {
      detail: 'with the records that use it',
      add: 'code unique in the enterprise',
      delete: 'refused while a BOM, a work order or another record uses it',
    },
  },
  ['detail', 'add', 'edit', 'delete', 'export'],
);

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
