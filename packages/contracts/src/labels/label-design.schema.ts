import { z } from 'zod';

/**
 * A label design (spec 001 §3 "Print template: design"): elements placed in millimetres on the
 * paper. One document shared by the designer, the live preview, PDF and ZPL output.
 */

export const LABEL_PAPER_MIN_MM = 10;
export const LABEL_PAPER_MAX_MM = 300;
export const LABEL_ELEMENTS_MAX = 100;
export const LABEL_ELEMENT_MIN_MM = 0.2;
export const LABEL_TEXT_MAX = 200;
export const LABEL_AFFIX_MAX = 50;
export const LABEL_FONT_MIN_PT = 4;
export const LABEL_FONT_MAX_PT = 72;
export const LABEL_STROKE_MAX_MM = 5;

/** The record fields an element can be bound to (what a print request sends per label). */
export const LABEL_FIELDS = [
  'serial',
  'productCode',
  'productName',
  'productSpec',
  'orderNumber',
  'batchNumber',
  'quantity',
  'date',
] as const;
export type LabelField = (typeof LABEL_FIELDS)[number];
export const labelFieldSchema = z.enum(LABEL_FIELDS);

export const LABEL_SYMBOLOGIES = ['code128', 'qrcode', 'datamatrix'] as const;
export type LabelSymbology = (typeof LABEL_SYMBOLOGIES)[number];

export const LABEL_ROTATIONS = [0, 90, 180, 270] as const;
export type LabelRotation = (typeof LABEL_ROTATIONS)[number];

export const LABEL_ALIGNS = ['left', 'center', 'right'] as const;
export type LabelAlign = (typeof LABEL_ALIGNS)[number];

const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
const mm = z.number().finite().min(0).max(LABEL_PAPER_MAX_MM);
const size = z.number().finite().min(LABEL_ELEMENT_MIN_MM).max(LABEL_PAPER_MAX_MM);

const placement = {
  id: z.string().min(1).max(40),
  x: mm,
  y: mm,
  width: size,
  height: size,
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).default(0),
};
const font = {
  fontSize: z.number().finite().min(LABEL_FONT_MIN_PT).max(LABEL_FONT_MAX_PT).default(10),
  bold: z.boolean().default(false),
  align: z.enum(LABEL_ALIGNS).default('left'),
};
const affix = z.string().max(LABEL_AFFIX_MAX).regex(SINGLE_LINE).default('');

export const labelTextElementSchema = z.strictObject({
  type: z.literal('text'),
  ...placement,
  ...font,
  text: z.string().min(1).max(LABEL_TEXT_MAX).regex(SINGLE_LINE),
});
export const labelFieldElementSchema = z.strictObject({
  type: z.literal('field'),
  ...placement,
  ...font,
  field: labelFieldSchema,
  prefix: affix,
  suffix: affix,
});
export const labelBarcodeElementSchema = z.strictObject({
  type: z.literal('barcode'),
  ...placement,
  symbology: z.enum(LABEL_SYMBOLOGIES),
  /** The bound field; when absent the constant `text` is encoded. */
  field: labelFieldSchema.nullable().default(null),
  text: z.string().max(LABEL_TEXT_MAX).regex(SINGLE_LINE).default(''),
  /** Human-readable line under a Code128 bar code. */
  showText: z.boolean().default(false),
});
export const labelLineElementSchema = z.strictObject({
  type: z.literal('line'),
  ...placement,
});
export const labelBoxElementSchema = z.strictObject({
  type: z.literal('box'),
  ...placement,
  thickness: z.number().finite().min(0.1).max(LABEL_STROKE_MAX_MM).default(0.3),
});

export const labelElementSchema = z.discriminatedUnion('type', [
  labelTextElementSchema,
  labelFieldElementSchema,
  labelBarcodeElementSchema,
  labelLineElementSchema,
  labelBoxElementSchema,
]);
export type LabelElement = z.output<typeof labelElementSchema>;
export type LabelElementType = LabelElement['type'];
export const LABEL_ELEMENT_TYPES = [
  'text',
  'field',
  'barcode',
  'line',
  'box',
] as const satisfies readonly LabelElementType[];

export const labelDesignSchema = z
  .strictObject({
    elements: z.array(labelElementSchema).max(LABEL_ELEMENTS_MAX),
  })
  .superRefine((design, ctx) => {
    const seen = new Set<string>();
    design.elements.forEach((element, index) => {
      if (seen.has(element.id))
        ctx.addIssue({ code: 'custom', message: 'duplicate element id', path: ['elements', index, 'id'] });
      seen.add(element.id);
      if (element.type === 'barcode' && element.field === null && element.text.trim() === '')
        ctx.addIssue({
          code: 'custom',
          message: 'a bar code needs a field or a text',
          path: ['elements', index, 'text'],
        });
    });
  });
export type LabelDesign = z.output<typeof labelDesignSchema>;

/** One label's data: the bound fields (missing ones print empty; `date` defaults to the print date). */
export const LABEL_VALUE_MAX = 200;
export const labelRecordSchema = z.partialRecord(labelFieldSchema, z.string().max(LABEL_VALUE_MAX));
export type LabelRecord = z.output<typeof labelRecordSchema>;

/** Sample data for the designer's live preview. */
export const LABEL_SAMPLE_RECORD: Required<LabelRecord> = {
  serial: 'TF2611230001',
  productCode: 'FG-FAN-D10',
  productName: '台式风扇 Quạt bàn',
  productSpec: '10" 35W',
  orderNumber: 'WO-20261123-01',
  batchNumber: 'B20261123',
  quantity: '1',
  date: '2026-11-23',
};
