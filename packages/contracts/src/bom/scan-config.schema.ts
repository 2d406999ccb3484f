import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { BOM_CODE_MAX, BOM_CODE_PATTERN, BOM_NAME_MAX, BOM_REMARK_MAX } from './bom.schema.js';
import { isValidScanMask, SCAN_MASK_MAX } from './scan-check.js';

/**
 * Scan configuration per product and process (spec 001 §1): which barcodes a station expects at
 * that process: the unit's own serial (matched by a barcode rule and/or a mask) and the
 * materials to scan with their expected count per unit, whether a material barcode may be used
 * again, and whether the scans must come in the configured order.
 */

export const SCAN_CONFIG_CODE_MAX = BOM_CODE_MAX;
export const SCAN_CONFIG_NAME_MAX = BOM_NAME_MAX;
export const SCAN_CONFIG_REMARK_MAX = BOM_REMARK_MAX;
export const SCAN_CONFIG_CODE_PATTERN = BOM_CODE_PATTERN;
export const SCAN_CONFIG_MATERIALS_MAX = 100;
/** Expected scans of one material per unit of product. */
export const SCAN_COUNT_MAX = 999;

const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;

const maskSchema = z
  .string()
  .trim()
  .max(SCAN_MASK_MAX)
  .refine(isValidScanMask, { message: 'mask' })
  .nullish()
  .transform((value) => (value ? value : null));

export const scanConfigMaterialSchema = z.object({
  id: idSchema,
  lineNo: z.number().int(),
  materialId: idSchema,
  materialCode: z.string(),
  materialName: z.string(),
  expectedCount: z.number().int(),
  barcodeRuleId: idSchema.nullable(),
  barcodeRuleCode: z.string().nullable(),
  barcodeRuleName: z.string().nullable(),
  pattern: z.string().nullable(),
  reusable: z.boolean(),
});
export type ScanConfigMaterial = z.infer<typeof scanConfigMaterialSchema>;

export const scanConfigSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  productId: idSchema,
  productCode: z.string(),
  productName: z.string(),
  processId: idSchema,
  processCode: z.string(),
  processName: z.string(),
  enabled: z.boolean(),
  /** The station scans the unit's own serial at this process. */
  scanSerial: z.boolean(),
  serialRuleId: idSchema.nullable(),
  serialRuleCode: z.string().nullable(),
  serialRuleName: z.string().nullable(),
  serialPattern: z.string().nullable(),
  /** Scans must come in order: the serial first, then the materials in line order. */
  enforceOrder: z.boolean(),
  remark: z.string().nullable(),
  materialCount: z.number().int(),
  /** Scans expected per unit: the serial (when scanned) plus every material's expected count. */
  expectedScans: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScanConfig = z.infer<typeof scanConfigSchema>;

export const scanConfigDetailSchema = scanConfigSchema.extend({ materials: z.array(scanConfigMaterialSchema) });
export type ScanConfigDetail = z.infer<typeof scanConfigDetailSchema>;

export const scanConfigMaterialInputSchema = z.strictObject({
  materialId: idSchema,
  expectedCount: z.number().int().min(1).max(SCAN_COUNT_MAX).default(1),
  barcodeRuleId: idSchema.nullish(),
  pattern: maskSchema,
  reusable: z.boolean().default(false),
});
export type ScanConfigMaterialInput = z.input<typeof scanConfigMaterialInputSchema>;

export const scanConfigFieldsSchema = z.strictObject({
  code: z.string().trim().min(1).max(SCAN_CONFIG_CODE_MAX).regex(SCAN_CONFIG_CODE_PATTERN),
  name: z.string().trim().min(1).max(SCAN_CONFIG_NAME_MAX).regex(SINGLE_LINE),
  productId: idSchema,
  processId: idSchema,
  enabled: z.boolean().default(true),
  scanSerial: z.boolean().default(true),
  serialRuleId: idSchema.nullish(),
  serialPattern: maskSchema,
  enforceOrder: z.boolean().default(false),
  remark: z.string().trim().max(SCAN_CONFIG_REMARK_MAX).regex(SINGLE_LINE).nullish(),
  /**
   * The materials to scan. Left out on add: the key-material lines of the product's enabled BOM
   * consumed at this process (see bomScanDefaults).
   */
  materials: z.array(scanConfigMaterialInputSchema).max(SCAN_CONFIG_MATERIALS_MAX).optional(),
});
export const scanConfigAddSchema = scanConfigFieldsSchema;
export const scanConfigEditSchema = scanConfigFieldsSchema.extend({
  id: idSchema,
  materials: z.array(scanConfigMaterialInputSchema).max(SCAN_CONFIG_MATERIALS_MAX).default([]),
});
export const scanConfigIdSchema = z.strictObject({ id: idSchema });

/** A copy of a configuration (with its materials) for another product and/or process. */
export const scanConfigCopySchema = z.strictObject({
  id: idSchema,
  code: scanConfigFieldsSchema.shape.code,
  name: scanConfigFieldsSchema.shape.name,
  productId: idSchema.optional(),
  processId: idSchema.optional(),
});

/** What the product's enabled BOM says should be scanned at a process. */
export const scanDefaultsQuerySchema = z.strictObject({ productId: idSchema, processId: idSchema });
export const scanDefaultSchema = z.object({
  materialId: idSchema,
  materialCode: z.string(),
  materialName: z.string(),
  expectedCount: z.number().int(),
});
export type ScanDefault = z.infer<typeof scanDefaultSchema>;

/**
 * The materials to scan at a process by default: the key-material lines consumed there, once per
 * material, expecting the quantity per unit rounded up (a key material is counted in whole
 * pieces; 2 screws → 2 scans, 0.5 m of cable → 1 scan).
 */
export function bomScanDefaults<
  L extends { materialId: string; processId: string | null; quantity: number; keyMaterial: boolean },
>(lines: readonly L[], processId: string): (L & { expectedCount: number })[] {
  const result: (L & { expectedCount: number })[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    if (!line.keyMaterial || line.processId !== processId || seen.has(line.materialId)) continue;
    seen.add(line.materialId);
    result.push({ ...line, expectedCount: Math.min(SCAN_COUNT_MAX, Math.max(1, Math.ceil(line.quantity - 1e-9))) });
  }
  return result;
}
