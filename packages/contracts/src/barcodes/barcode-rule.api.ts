import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { fileResponseSchema } from '../files/file.schema.js';
import {
  BARCODE_INPUT_MAX,
  BARCODE_RULE_CODE_MAX,
  BARCODE_RULE_NAME_MAX,
  barcodeBatchDetailSchema,
  barcodeBatchSchema,
  barcodeGenerateSchema,
  barcodeIssuedSchema,
  barcodePreviewResultSchema,
  barcodePreviewSchema,
  barcodeRuleAddSchema,
  barcodeRuleEditSchema,
  barcodeRuleIdSchema,
  barcodeRuleSchema,
} from './barcode-rule.schema.js';

const P = Permissions.basics.barcodeRule;
const tag = 'barcodes';

export const barcodeRulePageQuerySchema = pageQuerySchema(['code', 'name', 'length', 'createdAt'])
  .extend({
    code: z.string().trim().max(BARCODE_RULE_CODE_MAX).optional(),
    name: z.string().trim().max(BARCODE_RULE_NAME_MAX).optional(),
    gs1: z.enum(['true', 'false']).optional(),
  })
  .strict();

export const barcodeBatchPageQuerySchema = pageQuerySchema(['createdAt', 'count'])
  .extend({
    ruleId: idSchema.optional(),
    /** Batches whose codes include this one (exact). */
    code: z.string().trim().max(200).optional(),
    productCode: z.string().trim().max(BARCODE_INPUT_MAX).optional(),
    orderNumber: z.string().trim().max(BARCODE_INPUT_MAX).optional(),
  })
  .strict();

export const barcodeRuleApi = {
  page: defineRoute({
    method: 'GET',
    path: '/barcode_rule/page',
    summary: 'Barcode rules, paged',
    tag,
    access: { permission: P.page },
    query: barcodeRulePageQuerySchema,
    response: pageResultSchema(barcodeRuleSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/barcode_rule/detail',
    summary: 'One barcode rule',
    tag,
    access: { permission: P.get },
    query: barcodeRuleIdSchema,
    response: barcodeRuleSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/barcode_rule/add',
    summary: 'Adds a barcode rule (code unique in the enterprise; spec 001 §5 checks)',
    tag,
    access: { permission: P.add },
    body: barcodeRuleAddSchema,
    response: barcodeRuleSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/barcode_rule/edit',
    summary: 'Edits a barcode rule (its counters are kept)',
    tag,
    access: { permission: P.edit },
    body: barcodeRuleEditSchema,
    response: barcodeRuleSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/barcode_rule/delete',
    summary: 'Deletes a barcode rule that nothing uses and that never issued codes',
    tag,
    access: { permission: P.delete },
    body: barcodeRuleIdSchema,
    response: z.null(),
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/barcode_rule/preview',
    summary: 'The next codes of a saved or edited rule, consuming nothing',
    tag,
    access: { permission: P.page },
    body: barcodePreviewSchema,
    response: barcodePreviewResultSchema,
  }),
  generate: defineRoute({
    method: 'POST',
    path: '/barcode_rule/generate',
    summary: 'Issues 1 to 10 000 consecutive codes atomically (gap-free across server processes) and records them',
    tag,
    access: { permission: P.generate },
    body: barcodeGenerateSchema,
    response: barcodeBatchDetailSchema,
  }),
  batchPage: defineRoute({
    method: 'GET',
    path: '/barcode_batch/page',
    summary: 'Generations (what was issued, by whom, when), paged',
    tag,
    access: { permission: P.page },
    query: barcodeBatchPageQuerySchema,
    response: pageResultSchema(barcodeBatchSchema),
  }),
  batchDetail: defineRoute({
    method: 'GET',
    path: '/barcode_batch/detail',
    summary: 'One generation with its codes (for printing and reprinting labels)',
    tag,
    access: { permission: P.get },
    query: barcodeRuleIdSchema,
    response: barcodeBatchDetailSchema,
  }),
  batchExport: defineRoute({
    method: 'GET',
    path: '/barcode_batch/export',
    summary: 'The codes of one generation as an .xlsx file (blob, not an envelope)',
    tag,
    access: { permission: P.get },
    query: barcodeRuleIdSchema,
    response: fileResponseSchema,
  }),
  issued: defineRoute({
    method: 'GET',
    path: '/barcode/issued',
    summary: 'Whether a code was issued by a generation of the enterprise (scan checks)',
    tag,
    access: 'session',
    query: z.strictObject({ code: z.string().trim().min(1).max(200) }),
    response: barcodeIssuedSchema,
  }),
};
