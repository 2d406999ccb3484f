import { Permissions } from '../access/permissions.js';
import { defineResource } from '../common/resource.js';
import { productTypeSchemas } from './product-type.schema.js';

export const productTypeApi = defineResource(
  {
    path: 'product_type',
    noun: 'Product type',
    nouns: 'Product types',
    tag: 'materials',
    permissions: Permissions.basics.productType,
    schemas: productTypeSchemas,
    sortFields: ['code', 'name', 'sort', 'createdAt'],
    notes: {
      add: 'code unique in the enterprise',
      edit: 'a type cannot sit below itself',
      delete: 'refused while sub-types or products use it',
    },
  },
  ['add', 'edit', 'delete'],
);
