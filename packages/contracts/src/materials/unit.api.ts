import { Permissions } from '../access/permissions.js';
import { defineResource } from '../common/resource.js';
import { unitSchemas } from './unit.schema.js';

export const unitApi = defineResource(
  {
    path: 'unit',
    noun: 'Unit of measure',
    nouns: 'Units of measure',
    tag: 'materials',
    permissions: Permissions.basics.unit,
    schemas: unitSchemas,
    sortFields: ['code', 'name', 'precision', 'createdAt'],
    notes: {
      add: 'code unique in the enterprise',
      edit: 'its precision cannot drop below the decimals of a safety stock in it',
      delete: 'refused while a material or product uses it',
    },
  },
  ['add', 'edit', 'delete'],
);
