import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { sheetImportRoutes } from '../common/sheet-import.schema.js';
import { fileResponseSchema } from '../files/file.schema.js';
import {
  BOM_CODE_MAX,
  BOM_NAME_MAX,
  bomAddSchema,
  bomCopySchema,
  bomDetailQuerySchema,
  bomDetailSchema,
  bomEditSchema,
  bomFieldsSchema,
  bomIdSchema,
  bomLineInputSchema,
  bomQuantitySchema,
  bomSchema,
} from './bom.schema.js';
import { bomScanInForceSchema } from './scan-config.schema.js';

const P = Permissions.basics.bom;
const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

export const bomListQuerySchema = z.strictObject({
  code: z.string().trim().max(BOM_CODE_MAX).optional(),
  name: z.string().trim().max(BOM_NAME_MAX).optional(),
  productId: idSchema.optional(),
  /** BOMs with a line of this material. */
  materialId: idSchema.optional(),
  enabled: booleanParam.optional(),
});

export const bomPageQuerySchema = pageQuerySchema(['code', 'name', 'version', 'enabled', 'createdAt', 'updatedAt'])
  .extend(bomListQuerySchema.shape)
  .strict();

export const bomApi = {
  page: defineRoute({
    method: 'GET',
    path: '/bom/page',
    summary: 'BOM headers, paged (filters: code, name, product, contained material, enabled)',
    tag: 'bom',
    access: { permission: P.page },
    query: bomPageQuerySchema,
    response: pageResultSchema(bomSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/bom/detail',
    summary: 'One BOM with its lines',
    tag: 'bom',
    access: { permission: P.get },
    query: bomDetailQuerySchema,
    response: bomDetailSchema,
  }),
  scanInForce: defineRoute({
    method: 'GET',
    path: '/bom/scan_in_force',
    summary:
      'Per process of a BOM’s lines: the scan configuration in force there (saved, derived from the BOM, or none) and what it asks for',
    tag: 'bom',
    access: { permission: P.get },
    query: bomDetailQuerySchema,
    response: bomScanInForceSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/bom/add',
    summary: 'Adds a BOM with its lines (code unique in the enterprise; one enabled BOM per product)',
    tag: 'bom',
    access: { permission: P.add },
    body: bomAddSchema,
    response: bomDetailSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/bom/edit',
    summary: 'Edits a BOM; its lines are replaced by the ones sent',
    tag: 'bom',
    access: { permission: P.edit },
    body: bomEditSchema,
    response: bomDetailSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/bom/delete',
    summary: 'Deletes a BOM and its lines',
    tag: 'bom',
    access: { permission: P.delete },
    body: bomIdSchema,
    response: z.null(),
  }),
  copy: defineRoute({
    method: 'POST',
    path: '/bom/copy',
    summary: 'Copies a BOM with its lines under a new code, for the same or another product',
    tag: 'bom',
    access: { permission: P.copy },
    body: bomCopySchema,
    response: bomDetailSchema,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/bom/export',
    summary: 'The filtered BOMs as an .xlsx file, one row per line (blob, not an envelope)',
    tag: 'bom',
    access: { permission: P.export },
    query: bomListQuerySchema,
    response: fileResponseSchema,
  }),
};

/** BOM import: one row per line; rows with the same BOM code make one BOM (see the server's importLine). */
export const bomImportRoutes = sheetImportRoutes('/bom', { tag: 'bom', what: 'BOM lines', permission: P.import });

const importCodeSchema = z.string().trim().min(1).max(BOM_CODE_MAX);

/** One imported row: the BOM's header, then one line with other records named by code. */
export const bomImportRowSchema = z.strictObject({
  code: bomFieldsSchema.shape.code,
  name: bomFieldsSchema.shape.name,
  version: bomFieldsSchema.shape.version,
  productCode: importCodeSchema,
  enabled: z.boolean().default(true),
  materialCode: importCodeSchema,
  quantity: bomQuantitySchema,
  processCode: importCodeSchema.optional(),
  designators: bomLineInputSchema.shape.designators,
  keyMaterial: z.boolean().default(false),
  remark: bomLineInputSchema.shape.remark,
});
export type BomImportRow = z.output<typeof bomImportRowSchema>;
