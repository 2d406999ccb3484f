import { z } from 'zod';
import { idSchema } from '../common/ids.js';

/**
 * Bills of materials (spec 001 §1 "Process model"): per product a header (code, name, version,
 * enabled) and lines (material, quantity per unit, the process at which it is consumed,
 * designators, key material = must be scanned at that process). At most one enabled BOM per
 * product.
 */

export const BOM_CODE_MAX = 50;
export const BOM_NAME_MAX = 50;
export const BOM_VERSION_MAX = 20;
export const BOM_REMARK_MAX = 200;
export const BOM_DESIGNATORS_MAX = 500;
export const BOM_LINES_MAX = 500;
/** Quantity per unit of product: greater than 0, at most this, with at most BOM_QUANTITY_DECIMALS decimals. */
export const BOM_QUANTITY_MAX = 999_999;
export const BOM_QUANTITY_DECIMALS = 4;
export const BOM_CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;

const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;

/** Whether `value` has at most `decimals` digits after the point (floating-point noise tolerated). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  if (!Number.isFinite(value)) return false;
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6 * Math.max(1, Math.abs(scaled));
}

export const bomQuantitySchema = z
  .number()
  .positive()
  .max(BOM_QUANTITY_MAX)
  .refine((value) => hasAtMostDecimals(value, BOM_QUANTITY_DECIMALS), {
    message: `at most ${BOM_QUANTITY_DECIMALS} decimals`,
  });

export const bomLineSchema = z.object({
  id: idSchema,
  lineNo: z.number().int(),
  materialId: idSchema,
  materialCode: z.string(),
  materialName: z.string(),
  quantity: z.number(),
  processId: idSchema.nullable(),
  processCode: z.string().nullable(),
  processName: z.string().nullable(),
  designators: z.string().nullable(),
  keyMaterial: z.boolean(),
  remark: z.string().nullable(),
});
export type BomLine = z.infer<typeof bomLineSchema>;

export const bomSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  version: z.string(),
  productId: idSchema,
  productCode: z.string(),
  productName: z.string(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  lineCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Bom = z.infer<typeof bomSchema>;

export const bomDetailSchema = bomSchema.extend({ lines: z.array(bomLineSchema) });
export type BomDetail = z.infer<typeof bomDetailSchema>;

export const bomLineInputSchema = z.strictObject({
  materialId: idSchema,
  quantity: bomQuantitySchema,
  processId: idSchema.nullish(),
  designators: z.string().trim().max(BOM_DESIGNATORS_MAX).regex(SINGLE_LINE).nullish(),
  keyMaterial: z.boolean().default(false),
  remark: z.string().trim().max(BOM_REMARK_MAX).regex(SINGLE_LINE).nullish(),
});
export type BomLineInput = z.input<typeof bomLineInputSchema>;

export const bomFieldsSchema = z.strictObject({
  code: z.string().trim().min(1).max(BOM_CODE_MAX).regex(BOM_CODE_PATTERN),
  name: z.string().trim().min(1).max(BOM_NAME_MAX).regex(SINGLE_LINE),
  version: z.string().trim().min(1).max(BOM_VERSION_MAX).regex(SINGLE_LINE).default('V1'),
  productId: idSchema,
  enabled: z.boolean().default(true),
  remark: z.string().trim().max(BOM_REMARK_MAX).regex(SINGLE_LINE).nullish(),
  lines: z.array(bomLineInputSchema).max(BOM_LINES_MAX).default([]),
});
export const bomAddSchema = bomFieldsSchema;
export const bomEditSchema = bomFieldsSchema.extend({ id: idSchema });
export const bomIdSchema = z.strictObject({ id: idSchema });
export const bomDetailQuerySchema = z.strictObject({ id: idSchema });

/** A copy of a BOM (all its lines) under a new code, for the same or another product; saved disabled unless asked. */
export const bomCopySchema = z.strictObject({
  id: idSchema,
  code: bomFieldsSchema.shape.code,
  name: bomFieldsSchema.shape.name,
  version: z.string().trim().min(1).max(BOM_VERSION_MAX).regex(SINGLE_LINE).optional(),
  productId: idSchema.optional(),
  enabled: z.boolean().default(false),
});

/**
 * Positions (0-based) of lines that repeat an earlier line's material at the same process: a
 * material may be consumed at several processes, but once per process.
 */
export function duplicateBomLines(lines: readonly { materialId: string; processId?: string | null }[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  lines.forEach((line, index) => {
    const key = `${line.materialId}@${line.processId ?? ''}`;
    if (seen.has(key)) duplicates.push(index);
    seen.add(key);
  });
  return duplicates;
}
