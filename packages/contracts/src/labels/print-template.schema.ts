import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { LABEL_PAPER_MAX_MM, LABEL_PAPER_MIN_MM, labelDesignSchema, labelRecordSchema } from './label-design.schema.js';

/** Spec 001 §3 "Print template: name, type, design, paper size in mm" (plus code, printer, remark). */

export const PRINT_TEMPLATE_CODE_MAX = 50;
export const PRINT_TEMPLATE_NAME_MAX = 50;
export const PRINT_TEMPLATE_REMARK_MAX = 200;
export const PRINT_TEMPLATE_CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const PRINT_TEMPLATE_TYPES = ['product', 'package', 'pallet', 'material', 'other'] as const;
export type PrintTemplateType = (typeof PRINT_TEMPLATE_TYPES)[number];
/** Network label printer `host` or `host:port` (raw TCP, port 9100 when left out). */
export const PRINTER_ADDRESS_MAX = 100;
export const PRINTER_ADDRESS_PATTERN = /^[A-Za-z0-9.-]+(?::\d{1,5})?$/;
export const PRINTER_DEFAULT_PORT = 9100;
export const LABEL_DPIS = [203, 300, 600] as const;
/** Labels one print request may carry. */
export const PRINT_RECORDS_MAX = 1000;
export const PRINT_COPIES_MAX = 100;

const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
const paperMm = z.number().finite().min(LABEL_PAPER_MIN_MM).max(LABEL_PAPER_MAX_MM);

export const printTemplateSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  type: z.enum(PRINT_TEMPLATE_TYPES),
  paperWidth: z.number(),
  paperHeight: z.number(),
  design: labelDesignSchema,
  printerAddress: z.string().nullable(),
  dpi: z.number().int(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PrintTemplate = z.infer<typeof printTemplateSchema>;

export const printTemplateFieldsSchema = z.strictObject({
  code: z.string().trim().min(1).max(PRINT_TEMPLATE_CODE_MAX).regex(PRINT_TEMPLATE_CODE_PATTERN),
  name: z.string().trim().min(1).max(PRINT_TEMPLATE_NAME_MAX).regex(SINGLE_LINE),
  type: z.enum(PRINT_TEMPLATE_TYPES),
  paperWidth: paperMm,
  paperHeight: paperMm,
  printerAddress: z.string().trim().max(PRINTER_ADDRESS_MAX).regex(PRINTER_ADDRESS_PATTERN).nullish(),
  dpi: z.union([z.literal(203), z.literal(300), z.literal(600)]).default(203),
  remark: z.string().trim().max(PRINT_TEMPLATE_REMARK_MAX).regex(SINGLE_LINE).nullish(),
});
export const printTemplateAddSchema = printTemplateFieldsSchema.extend({
  design: labelDesignSchema.default({ elements: [] }),
});
export const printTemplateEditSchema = printTemplateFieldsSchema.extend({ id: idSchema });
export const printTemplateIdSchema = z.strictObject({ id: idSchema });
export const printTemplateDetailQuerySchema = z.strictObject({ id: idSchema });
/** The designer's save: paper size and elements. */
export const printTemplateDesignSchema = z.strictObject({
  id: idSchema,
  paperWidth: paperMm,
  paperHeight: paperMm,
  design: labelDesignSchema,
});
export const printTemplateCopySchema = z.strictObject({
  id: idSchema,
  code: printTemplateFieldsSchema.shape.code,
  name: printTemplateFieldsSchema.shape.name,
});

/** Print a template for a list of records (one label per record, `copies` of each). */
export const printRequestSchema = z
  .strictObject({
    id: idSchema,
    records: z.array(labelRecordSchema).min(1).max(PRINT_RECORDS_MAX),
    copies: z.number().int().min(1).max(PRINT_COPIES_MAX).default(1),
  })
  .refine((request) => request.records.length * request.copies <= PRINT_RECORDS_MAX, {
    path: ['copies'],
    message: `at most ${PRINT_RECORDS_MAX} labels per request`,
  });
export type PrintRequest = z.input<typeof printRequestSchema>;
