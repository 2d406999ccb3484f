import {
  LABEL_ELEMENT_MIN_MM,
  type LabelDesign,
  type LabelElement,
  type LabelElementType,
  type LabelSymbology,
  occupiedBox,
} from '@takt/contracts';

/** Pure editing steps of the label designer (positions in millimetres, snapped to 0.1 mm). */

export interface Paper {
  widthMm: number;
  heightMm: number;
}

export const round1 = (mm: number) => Math.round(mm * 10) / 10;

/** What the palette adds. */
export type PaletteItem = Exclude<LabelElementType, 'barcode'> | LabelSymbology;
export const PALETTE: PaletteItem[] = ['text', 'field', 'code128', 'qrcode', 'datamatrix', 'line', 'box'];

export function nextElementId(design: LabelDesign, type: string): string {
  const ids = new Set(design.elements.map((element) => element.id));
  for (let n = 1; ; n++) {
    const id = `${type}${n}`;
    if (!ids.has(id)) return id;
  }
}

/** A new element of the palette item, placed at the top left and shrunk to fit the paper. */
export function newElement(item: PaletteItem, design: LabelDesign, paper: Paper): LabelElement {
  const fit = (width: number, height: number) => ({
    x: 2,
    y: 2,
    width: round1(Math.max(LABEL_ELEMENT_MIN_MM, Math.min(width, paper.widthMm - 4))),
    height: round1(Math.max(LABEL_ELEMENT_MIN_MM, Math.min(height, paper.heightMm - 4))),
    rotation: 0 as const,
  });
  const id = nextElementId(design, item);
  const font = { fontSize: 10, bold: false, align: 'left' as const };
  switch (item) {
    case 'text':
      return { type: 'text', id, ...fit(30, 6), ...font, text: 'Text' };
    case 'field':
      return { type: 'field', id, ...fit(30, 6), ...font, field: 'serial', prefix: '', suffix: '' };
    case 'code128':
      return { type: 'barcode', id, ...fit(40, 12), symbology: 'code128', field: 'serial', text: '', showText: true };
    case 'qrcode':
    case 'datamatrix': {
      const side = Math.min(20, paper.widthMm - 4, paper.heightMm - 4);
      return { type: 'barcode', id, ...fit(side, side), symbology: item, field: 'serial', text: '', showText: false };
    }
    case 'line':
      return { type: 'line', id, ...fit(30, 0.3) };
    case 'box':
      return { type: 'box', id, ...fit(30, 15), thickness: 0.3 };
  }
}

/** Moves an element by a delta, keeping it on the paper (rotation included). */
export function moveElement(element: LabelElement, dx: number, dy: number, paper: Paper): LabelElement {
  const moved = { ...element, x: element.x + dx, y: element.y + dy };
  const box = occupiedBox(moved);
  const shiftX = Math.max(0, -box.x) - Math.max(0, box.x + box.width - paper.widthMm);
  const shiftY = Math.max(0, -box.y) - Math.max(0, box.y + box.height - paper.heightMm);
  return { ...moved, x: round1(moved.x + shiftX), y: round1(moved.y + shiftY) };
}

/** Resizes an element from its bottom-right corner (unrotated box), keeping it on the paper. */
export function resizeElement(element: LabelElement, dw: number, dh: number, paper: Paper): LabelElement {
  const square = element.type === 'barcode' && element.symbology !== 'code128';
  let width = Math.max(LABEL_ELEMENT_MIN_MM, element.width + dw);
  let height = Math.max(LABEL_ELEMENT_MIN_MM, element.height + dh);
  if (square) width = height = Math.max(width, height);
  width = Math.min(width, paper.widthMm - element.x);
  height = Math.min(height, paper.heightMm - element.y);
  if (square) width = height = Math.min(width, height);
  return { ...element, width: round1(width), height: round1(height) };
}

/** Whether every element lies on the paper (the server refuses a design where one does not). */
export function elementsOffPaper(design: LabelDesign, paper: Paper): string[] {
  return design.elements
    .filter((element) => {
      const box = occupiedBox(element);
      return (
        box.x < -0.05 ||
        box.y < -0.05 ||
        box.x + box.width > paper.widthMm + 0.05 ||
        box.y + box.height > paper.heightMm + 0.05
      );
    })
    .map((element) => element.id);
}

export function replaceElement(design: LabelDesign, element: LabelElement): LabelDesign {
  return { elements: design.elements.map((current) => (current.id === element.id ? element : current)) };
}

export function removeElement(design: LabelDesign, id: string): LabelDesign {
  return { elements: design.elements.filter((element) => element.id !== id) };
}

/** Records for printing from pasted serials: one per non-blank line, shared fields added to each. */
export function recordsFromLines(text: string, shared: Record<string, string | undefined>) {
  const common = Object.fromEntries(Object.entries(shared).filter(([, value]) => value && value.trim() !== ''));
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((serial) => ({ ...common, serial }));
}
