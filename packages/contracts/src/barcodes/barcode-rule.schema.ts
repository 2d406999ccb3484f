import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { SERIAL_SCHEME_MAX, SERIAL_SCHEME_MIN } from './serial-scheme.js';

/**
 * Spec 001 §3 "Barcode rule": code, name, prefix, length, stacking mode, elements; §5 its
 * validations. A code is `prefix` followed by the rendered elements:
 *
 * - constant: a fixed text; text: a text given when generating (e.g. a lot); date: a date part
 *   of the generation time in the enterprise's time zone; productCode / orderNumber: given when
 *   generating; serial: the production count, rendered with the parts of its scheme 1-28.
 *   Elements with a `width` are left-padded with `padChar` (a longer value is refused).
 * - Stacking mode: `concat` writes the parts one after another; `separated` joins them with
 *   `separator`; `fill` writes them one after another and widens the serial count with zeros
 *   so every code is exactly `length` long. In the other modes `length` is the longest code
 *   allowed.
 * - `checkDigit`: plain codes get a GS1 mod-10 digit appended (the code must be numeric);
 *   GS1 codes get it computed for (00) SSCC and (01) GTIN.
 * - `gs1`: every element may start a GS1 application identifier field (the first must); the
 *   code is written in the bracketed form `(01)09506000134352(21)000001` that GS1-128 and GS1
 *   DataMatrix encoders take. `length` counts the AI digits and data, not the brackets.
 */

export const BARCODE_RULE_CODE_MAX = 50;
export const BARCODE_RULE_NAME_MAX = 50;
export const BARCODE_RULE_REMARK_MAX = 200;
export const BARCODE_RULE_CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** §5 "prefix max 50". */
export const BARCODE_PREFIX_MAX = 50;
export const BARCODE_LENGTH_MIN = 1;
export const BARCODE_LENGTH_MAX = 128;
export const BARCODE_ELEMENTS_MAX = 20;
export const BARCODE_CONSTANT_MAX = 50;
export const BARCODE_ELEMENT_WIDTH_MAX = 50;
export const BARCODE_SERIAL_WIDTH_MIN = 1;
/** Counts stay exact JavaScript integers. */
export const BARCODE_SERIAL_WIDTH_MAX = 12;
export const BARCODE_SERIAL_START_MAX = 999_999_999;
export const BARCODE_SERIAL_STEP_MAX = 1000;
/** Values given when generating (product code, order number, text). */
export const BARCODE_INPUT_MAX = 50;
export const BARCODE_GENERATE_MAX = 10_000;
export const BARCODE_PREVIEW_MAX = 50;

export const BARCODE_STACKING_MODES = ['concat', 'separated', 'fill'] as const;
export type BarcodeStackingMode = (typeof BARCODE_STACKING_MODES)[number];
export const BARCODE_SEPARATORS = ['-', '_', '.', '/', ' '] as const;

export const BARCODE_DATE_FORMATS = [
  'yyyy',
  'yy',
  'MM',
  'dd',
  'yyMM',
  'yyyyMM',
  'yyMMdd',
  'yyyyMMdd',
  'DDD',
  'HH',
] as const;
export type BarcodeDateFormat = (typeof BARCODE_DATE_FORMATS)[number];

export const BARCODE_ELEMENT_TYPES = ['constant', 'text', 'date', 'productCode', 'orderNumber', 'serial'] as const;
export type BarcodeElementType = (typeof BARCODE_ELEMENT_TYPES)[number];

/**
 * GS1 application identifiers a rule may use: data length (fixed or max), numeric or not, and
 * whether the last digit is a mod-10 check digit.
 */
export const GS1_AIS = {
  '00': { label: 'SSCC', fixed: 18, numeric: true, check: true },
  '01': { label: 'GTIN', fixed: 14, numeric: true, check: true },
  '10': { label: 'Batch/lot', max: 20, numeric: false, check: false },
  '11': { label: 'Production date (YYMMDD)', fixed: 6, numeric: true, check: false },
  '17': { label: 'Expiry date (YYMMDD)', fixed: 6, numeric: true, check: false },
  '21': { label: 'Serial number', max: 20, numeric: false, check: false },
  '37': { label: 'Count of trade items', max: 8, numeric: true, check: false },
} as const satisfies Record<string, { label: string; fixed?: number; max?: number; numeric: boolean; check: boolean }>;
export type Gs1Ai = keyof typeof GS1_AIS;
export const GS1_AI_CODES = Object.keys(GS1_AIS) as [Gs1Ai, ...Gs1Ai[]];

const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

const ai = z.enum(GS1_AI_CODES).nullish();
const width = z.number().int().min(1).max(BARCODE_ELEMENT_WIDTH_MAX).nullish();
const padChar = z.string().length(1).regex(PRINTABLE_ASCII).nullish();

export const barcodeElementSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('constant'),
    value: z.string().min(1).max(BARCODE_CONSTANT_MAX).regex(PRINTABLE_ASCII),
    ai,
  }),
  z.strictObject({ type: z.literal('text'), width, padChar, ai }),
  z.strictObject({ type: z.literal('date'), format: z.enum(BARCODE_DATE_FORMATS), ai }),
  z.strictObject({ type: z.literal('productCode'), width, padChar, ai }),
  z.strictObject({ type: z.literal('orderNumber'), width, padChar, ai }),
  z.strictObject({
    type: z.literal('serial'),
    scheme: z.number().int().min(SERIAL_SCHEME_MIN).max(SERIAL_SCHEME_MAX),
    width: z.number().int().min(BARCODE_SERIAL_WIDTH_MIN).max(BARCODE_SERIAL_WIDTH_MAX),
    ai,
  }),
]);
export type BarcodeElement = z.infer<typeof barcodeElementSchema>;

/** What the generator needs of a rule (saved or being edited). */
export const barcodeRuleFormatSchema = z.strictObject({
  prefix: z.string().max(BARCODE_PREFIX_MAX).regex(PRINTABLE_ASCII).default(''),
  /** §5 "a positive integer" is checked by {@link ruleProblems} so its own message is shown. */
  length: z.number().int().max(BARCODE_LENGTH_MAX),
  stackingMode: z.enum(BARCODE_STACKING_MODES).default('concat'),
  separator: z.union([z.enum(BARCODE_SEPARATORS), z.literal('')]).default(''),
  gs1: z.boolean().default(false),
  checkDigit: z.boolean().default(false),
  serialStart: z.number().int().min(0).max(BARCODE_SERIAL_START_MAX).default(1),
  serialStep: z.number().int().min(1).max(BARCODE_SERIAL_STEP_MAX).default(1),
  elements: z.array(barcodeElementSchema).min(1).max(BARCODE_ELEMENTS_MAX),
});
export type BarcodeRuleFormat = z.output<typeof barcodeRuleFormatSchema>;

export const barcodeRuleSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  prefix: z.string(),
  length: z.number().int(),
  stackingMode: z.enum(BARCODE_STACKING_MODES),
  separator: z.union([z.enum(BARCODE_SEPARATORS), z.literal('')]),
  gs1: z.boolean(),
  checkDigit: z.boolean(),
  serialStart: z.number().int(),
  serialStep: z.number().int(),
  elements: z.array(barcodeElementSchema),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BarcodeRule = z.infer<typeof barcodeRuleSchema>;

export const barcodeRuleFieldsSchema = barcodeRuleFormatSchema.extend({
  code: z.string().trim().min(1).max(BARCODE_RULE_CODE_MAX).regex(BARCODE_RULE_CODE_PATTERN),
  name: z.string().trim().min(1).max(BARCODE_RULE_NAME_MAX).regex(SINGLE_LINE),
  remark: z.string().trim().max(BARCODE_RULE_REMARK_MAX).regex(SINGLE_LINE).nullish(),
});
export const barcodeRuleAddSchema = barcodeRuleFieldsSchema;
export const barcodeRuleEditSchema = barcodeRuleFieldsSchema.extend({ id: idSchema });
export const barcodeRuleIdSchema = z.strictObject({ id: idSchema });

/** The values a generation may need (the rule says which: {@link ruleInputs}). */
export const barcodeInputsSchema = z.strictObject({
  productCode: z.string().trim().max(BARCODE_INPUT_MAX).regex(PRINTABLE_ASCII).nullish(),
  orderNumber: z.string().trim().max(BARCODE_INPUT_MAX).regex(PRINTABLE_ASCII).nullish(),
  text: z.string().trim().max(BARCODE_INPUT_MAX).regex(PRINTABLE_ASCII).nullish(),
});
export type BarcodeInputs = z.output<typeof barcodeInputsSchema>;

/** Preview of a saved rule (`id`) or of a rule being edited (`rule`; with `id` too, its counters). */
export const barcodePreviewSchema = barcodeInputsSchema.extend({
  id: idSchema.nullish(),
  rule: barcodeRuleFormatSchema.nullish(),
  count: z.number().int().min(1).max(BARCODE_PREVIEW_MAX).default(5),
});
export const barcodePreviewResultSchema = z.object({
  codes: z.array(z.string()),
  /** Why no codes could be shown (e.g. the product code is missing), in the user's language. */
  problem: z.string().nullable(),
});
export type BarcodePreviewResult = z.infer<typeof barcodePreviewResultSchema>;

export const barcodeGenerateSchema = barcodeInputsSchema.extend({
  ruleId: idSchema,
  count: z.number().int().min(1).max(BARCODE_GENERATE_MAX),
});

/** One generation: what was issued, by whom, when. */
export const barcodeBatchSchema = z.object({
  id: idSchema,
  ruleId: idSchema,
  ruleCode: z.string(),
  ruleName: z.string(),
  count: z.number().int(),
  firstCode: z.string(),
  lastCode: z.string(),
  /** The counter's period and key (e.g. `D2026-11-23|P=FG-01`) and the counts used. */
  periodKey: z.string(),
  firstCount: z.number().int(),
  lastCount: z.number().int(),
  productCode: z.string().nullable(),
  orderNumber: z.string().nullable(),
  text: z.string().nullable(),
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type BarcodeBatch = z.infer<typeof barcodeBatchSchema>;
export const barcodeBatchDetailSchema = barcodeBatchSchema.extend({ codes: z.array(z.string()) });
export type BarcodeBatchDetail = z.infer<typeof barcodeBatchDetailSchema>;

/** Whether a code was issued by a generation of this enterprise (scanning checks). */
export const barcodeIssuedSchema = z.object({
  code: z.string(),
  issued: z.boolean(),
  batchId: idSchema.nullable(),
  ruleId: idSchema.nullable(),
  ruleCode: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type BarcodeIssued = z.infer<typeof barcodeIssuedSchema>;
