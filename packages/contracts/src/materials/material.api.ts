import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { sheetImportRoutes } from '../common/sheet-import.schema.js';
import { fileResponseSchema } from '../files/file.schema.js';
import { materialsCodeSchema, materialsFilterSchema } from './fields.js';
import {
  materialAddSchema,
  materialAttributeSchema,
  materialDetailSchema,
  materialEditSchema,
  materialFieldsSchema,
  materialIdSchema,
  materialSchema,
  materialTypeSchema,
} from './material.schema.js';

const P = Permissions.basics.material;

export const materialFilterSchema = z.object({
  code: materialsFilterSchema,
  name: materialsFilterSchema,
  spec: materialsFilterSchema,
  type: materialTypeSchema.optional(),
  attribute: materialAttributeSchema.optional(),
  unitId: idSchema.optional(),
});

export const materialPageQuerySchema = pageQuerySchema([
  'code',
  'name',
  'spec',
  'type',
  'attribute',
  'safetyStock',
  'createdAt',
])
  .extend(materialFilterSchema.shape)
  .strict();
export const materialExportQuerySchema = materialFilterSchema.strict();

export const materialApi = {
  page: defineRoute({
    method: 'GET',
    path: '/material/page',
    summary: 'Materials, paged, filtered by code, name, spec, type, attribute and unit',
    tag: 'materials',
    access: { permission: P.page },
    query: materialPageQuerySchema,
    response: pageResultSchema(materialSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/material/detail',
    summary: 'One material with the records that use it',
    tag: 'materials',
    access: { permission: P.get },
    query: materialIdSchema,
    response: materialDetailSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/material/add',
    summary: "Adds a material (code unique in the enterprise; safety stock within the unit's precision)",
    tag: 'materials',
    access: { permission: P.add },
    body: materialAddSchema,
    response: materialSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/material/edit',
    summary: 'Edits a material',
    tag: 'materials',
    access: { permission: P.edit },
    body: materialEditSchema,
    response: materialSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/material/delete',
    summary: 'Deletes a material nothing uses',
    tag: 'materials',
    access: { permission: P.delete },
    body: materialIdSchema,
    response: z.null(),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/material/export',
    summary: 'The filtered materials as an .xlsx file (blob, not an envelope)',
    tag: 'materials',
    access: { permission: P.export },
    query: materialExportQuerySchema,
    response: fileResponseSchema,
  }),
};

/** Excel import of materials (template + upload, all rows or none); the unit by its code. */
export const materialImportRoutes = sheetImportRoutes('/material', {
  tag: 'materials',
  what: 'materials',
  permission: P.import,
});
export const materialImportRowSchema = materialFieldsSchema
  .omit({ unitId: true })
  .extend({ unitCode: materialsCodeSchema });
