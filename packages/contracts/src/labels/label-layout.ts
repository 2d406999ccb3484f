import type {
  LabelAlign,
  LabelDesign,
  LabelElement,
  LabelRecord,
  LabelRotation,
  LabelSymbology,
} from './label-design.schema.js';

/**
 * The one layout model behind the designer's preview, PDF and ZPL: a design plus one record
 * become positioned items in millimetres with their final texts. Each output only draws items.
 * An element's box (x, y, width, height) is its unrotated box; rotation turns it about its centre.
 */
interface Placed {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: LabelRotation;
}
export type LayoutItem =
  | (Placed & { kind: 'text'; text: string; fontSize: number; bold: boolean; align: LabelAlign })
  | (Placed & { kind: 'barcode'; symbology: LabelSymbology; data: string; showText: boolean })
  | (Placed & { kind: 'rect'; fill: boolean; thickness: number });

export interface LabelLayout {
  widthMm: number;
  heightMm: number;
  items: LayoutItem[];
}

export const MM_PER_POINT = 25.4 / 72;

/** `YYYY-MM-DD` of a date in local time (the print date of `date` fields left empty). */
export function labelDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function fieldValue(record: LabelRecord, field: keyof LabelRecord, today: string): string {
  const value = record[field];
  if (field === 'date' && (value === undefined || value === '')) return today;
  return value ?? '';
}

function place(element: LabelElement): Placed {
  const { id, x, y, width, height, rotation } = element;
  return { id, x, y, width, height, rotation };
}

export function layoutItem(element: LabelElement, record: LabelRecord, today: string): LayoutItem | null {
  switch (element.type) {
    case 'text':
      return {
        ...place(element),
        kind: 'text',
        text: element.text,
        fontSize: element.fontSize,
        bold: element.bold,
        align: element.align,
      };
    case 'field': {
      const value = fieldValue(record, element.field, today);
      return {
        ...place(element),
        kind: 'text',
        text: `${element.prefix}${value}${element.suffix}`,
        fontSize: element.fontSize,
        bold: element.bold,
        align: element.align,
      };
    }
    case 'barcode': {
      const data = element.field ? fieldValue(record, element.field, today) : element.text;
      // Nothing to encode (an empty field): the symbol is left out rather than failing the print.
      if (data === '') return null;
      return { ...place(element), kind: 'barcode', symbology: element.symbology, data, showText: element.showText };
    }
    case 'line':
      return { ...place(element), kind: 'rect', fill: true, thickness: 0 };
    case 'box':
      return { ...place(element), kind: 'rect', fill: false, thickness: element.thickness };
  }
}

export function layoutLabel(
  paper: { widthMm: number; heightMm: number },
  design: LabelDesign,
  record: LabelRecord,
  today: string = labelDate(new Date()),
): LabelLayout {
  const items: LayoutItem[] = [];
  for (const element of design.elements) {
    const item = layoutItem(element, record, today);
    if (item) items.push(item);
  }
  return { widthMm: paper.widthMm, heightMm: paper.heightMm, items };
}

/** The box an item covers on the paper once rotated (90/270 swap width and height about the centre). */
export function occupiedBox(item: Pick<Placed, 'x' | 'y' | 'width' | 'height' | 'rotation'>) {
  if (item.rotation === 90 || item.rotation === 270) {
    const cx = item.x + item.width / 2;
    const cy = item.y + item.height / 2;
    return { x: cx - item.height / 2, y: cy - item.width / 2, width: item.height, height: item.width };
  }
  return { x: item.x, y: item.y, width: item.width, height: item.height };
}

/** Why `data` cannot be carried by `symbology` (null when it can): Code128 carries ASCII only. */
export function barcodeDataProblem(symbology: LabelSymbology, data: string): 'notAscii' | null {
  if (symbology === 'code128' && !/^[\x20-\x7e]*$/.test(data)) return 'notAscii';
  return null;
}
