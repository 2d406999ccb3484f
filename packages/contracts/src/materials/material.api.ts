import { Permissions } from '../access/permissions.js';
import { defineResource } from '../common/resource.js';
import { sheetImportRoutes } from '../common/sheet-import.schema.js';
import { materialsCodeSchema } from './fields.js';
import { materialFieldsSchema, materialSchemas } from './material.schema.js';

const P = Permissions.basics.material;

export const materialApi = defineResource(
  {
    path: 'material',
    noun: 'Material',
    nouns: 'Materials',
    tag: 'materials',
    permissions: P,
    schemas: materialSchemas,
    sortFields: ['code', 'name', 'spec', 'type', 'attribute', 'safetyStock', 'createdAt'],
    notes: {
      detail: 'with the records that use it',
      add: "code unique in the enterprise; safety stock within the unit's precision",
      delete: 'refused while a BOM or another record uses it',
    },
  },
  ['detail', 'add', 'edit', 'delete', 'export'],
);

/** Excel import of materials (template + upload, all rows or none); the unit by its code. */
export const materialImportRoutes = sheetImportRoutes('/material', {
  tag: 'materials',
  what: 'materials',
  permission: P.import,
});
export const materialImportRowSchema = materialFieldsSchema
  .omit({ unitId: true })
  .extend({ unitCode: materialsCodeSchema });
