import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import {
  derivedScanConfigSchema,
  SCAN_CONFIG_CODE_MAX,
  SCAN_CONFIG_NAME_MAX,
  scanConfigAddSchema,
  scanConfigCopySchema,
  scanConfigDetailSchema,
  scanConfigEditSchema,
  scanConfigIdSchema,
  scanConfigSchema,
  scanDefaultSchema,
  scanDefaultsQuerySchema,
} from './scan-config.schema.js';

const P = Permissions.basics.scanConfig;
const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

export const scanConfigPageQuerySchema = pageQuerySchema(['code', 'name', 'enabled', 'createdAt', 'updatedAt'])
  .extend({
    code: z.string().trim().max(SCAN_CONFIG_CODE_MAX).optional(),
    name: z.string().trim().max(SCAN_CONFIG_NAME_MAX).optional(),
    productId: idSchema.optional(),
    processId: idSchema.optional(),
    /** Configurations that scan this material. */
    materialId: idSchema.optional(),
    enabled: booleanParam.optional(),
  })
  .strict();

/** Derived configurations: the key materials of enabled BOMs where no enabled scan configuration exists. */
export const derivedScanConfigPageQuerySchema = pageQuerySchema(['bomCode'])
  .extend({
    productId: idSchema.optional(),
    processId: idSchema.optional(),
    /** Derived configurations asking for this material. */
    materialId: idSchema.optional(),
  })
  .strict();

export const scanConfigApi = {
  page: defineRoute({
    method: 'GET',
    path: '/scan_config/page',
    summary: 'Scan configurations, paged (filters: code, name, product, process, material, enabled)',
    tag: 'bom',
    access: { permission: P.page },
    query: scanConfigPageQuerySchema,
    response: pageResultSchema(scanConfigSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/scan_config/detail',
    summary: 'One scan configuration with its materials',
    tag: 'bom',
    access: { permission: P.get },
    query: scanConfigIdSchema,
    response: scanConfigDetailSchema,
  }),
  derivedPage: defineRoute({
    method: 'GET',
    path: '/scan_config/derived_page',
    summary:
      'Scan configurations derived from BOMs, paged: per product and process, the enabled BOM’s key materials there, in force where no enabled scan configuration exists (read-only)',
    tag: 'bom',
    access: { permission: P.page },
    query: derivedScanConfigPageQuerySchema,
    response: pageResultSchema(derivedScanConfigSchema),
  }),
  bomDefaults: defineRoute({
    method: 'GET',
    path: '/scan_config/bom_defaults',
    summary: "The materials to scan at a process by default: the key-material lines of the product's enabled BOM there",
    tag: 'bom',
    access: { permission: P.page },
    query: scanDefaultsQuerySchema,
    response: z.array(scanDefaultSchema),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/scan_config/add',
    summary: 'Adds a scan configuration (one per product and process; materials default from the BOM)',
    tag: 'bom',
    access: { permission: P.add },
    body: scanConfigAddSchema,
    response: scanConfigDetailSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/scan_config/edit',
    summary: 'Edits a scan configuration; its materials are replaced by the ones sent',
    tag: 'bom',
    access: { permission: P.edit },
    body: scanConfigEditSchema,
    response: scanConfigDetailSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/scan_config/delete',
    summary: 'Deletes a scan configuration',
    tag: 'bom',
    access: { permission: P.delete },
    body: scanConfigIdSchema,
    response: z.null(),
  }),
  copy: defineRoute({
    method: 'POST',
    path: '/scan_config/copy',
    summary: 'Copies a scan configuration with its materials to another product and/or process',
    tag: 'bom',
    access: { permission: P.copy },
    body: scanConfigCopySchema,
    response: scanConfigDetailSchema,
  }),
};
