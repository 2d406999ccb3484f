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

/** The product and process a configuration is for, with their codes and names. */
const productProcessFields = {
  productId: idSchema,
  productCode: z.string(),
  productName: z.string(),
  processId: idSchema,
  processCode: z.string(),
  processName: z.string(),
};

export const scanConfigSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  ...productProcessFields,
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

/**
 * Which scan configuration is in force for a product at a process (what the station asks for):
 * - `explicit`: the enabled scan configuration saved for that product and process;
 * - `bom`: without one, the configuration derived from the key-material lines of the product's
 *   enabled BOM consumed at that process (not stored, read-only): the unit's serial, then each
 *   key material (bomScanDefaults), any barcode, each barcode used once, in any order;
 * - `none`: neither; the station scans the serial only.
 * A disabled saved configuration is not in force. To scan less than the BOM's key materials at a
 * process, save an enabled configuration without them.
 */
export const SCAN_SOURCES = ['explicit', 'bom', 'none'] as const;
export type ScanSource = (typeof SCAN_SOURCES)[number];

/** A scan configuration derived from a BOM, as the scan-configuration page lists it. */
export const derivedScanConfigSchema = z.object({
  ...productProcessFields,
  bomId: idSchema,
  bomCode: z.string(),
  bomName: z.string(),
  bomVersion: z.string(),
  materials: z.array(scanDefaultSchema),
  /** Scans expected per unit: the serial plus every material's expected count. */
  expectedScans: z.number().int(),
  /** A saved configuration for this product and process that is disabled, hence not in force. */
  disabledConfigId: idSchema.nullable(),
  disabledConfigCode: z.string().nullable(),
});
export type DerivedScanConfig = z.infer<typeof derivedScanConfigSchema>;

/** What is scanned at one process of a BOM's lines, per the configuration in force there. */
export const processScanSchema = z.object({
  processId: idSchema,
  processCode: z.string(),
  processName: z.string(),
  source: z.enum(SCAN_SOURCES),
  /** The saved configuration in force (`explicit`). */
  configId: idSchema.nullable(),
  configCode: z.string().nullable(),
  /** The materials the station asks for there, with their expected count per unit. */
  materials: z.array(z.object({ materialId: idSchema, expectedCount: z.number().int() })),
});
export type ProcessScan = z.infer<typeof processScanSchema>;

/** The scan configurations in force at the processes of a BOM's lines. */
export const bomScanInForceSchema = z.object({
  bomId: idSchema,
  /** Only the product's enabled BOM derives scan configurations. */
  enabled: z.boolean(),
  processes: z.array(processScanSchema),
});
export type BomScanInForce = z.infer<typeof bomScanInForceSchema>;
