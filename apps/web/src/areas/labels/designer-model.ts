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

/** The margin kept to the paper's edge and between elements placed by the palette, in mm. */
export const PLACE_GAP_MM = 2;
/** How far each element placed where nothing is free lands from the last one. */
export const CASCADE_MM = 3;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Where a new element of this size goes: the free spot nearest the top left (top first) that
 * overlaps no element, `PLACE_GAP_MM` from the edges and from the others; when the paper has
 * none, `CASCADE_MM` right and down from the last element (as far as the paper allows), so
 * elements never land exactly on top of the last one.
 */
export function freeSpot(design: LabelDesign, width: number, height: number, paper: Paper): { x: number; y: number } {
  const gap = PLACE_GAP_MM;
  const taken = design.elements.map((element) => {
    const box = occupiedBox(element);
    return { x: box.x - gap, y: box.y - gap, width: box.width + 2 * gap, height: box.height + 2 * gap };
  });
  const xs = [gap, ...taken.map((box) => box.x + box.width)];
  const ys = [gap, ...taken.map((box) => box.y + box.height)];
  const spots = ys
    .flatMap((y) => xs.map((x) => ({ x: round1(x), y: round1(y) })))
    .filter((spot) => spot.x + width <= paper.widthMm - gap + 1e-9 && spot.y + height <= paper.heightMm - gap + 1e-9)
    .sort((a, b) => a.y - b.y || a.x - b.x);
  const free = spots.find((spot) => !taken.some((box) => overlaps(box, { ...spot, width, height })));
  if (free) return free;
  const last = design.elements.at(-1);
  if (!last) return { x: gap, y: gap };
  // Kept on the paper; past its corner the cascade starts again at the top left.
  const x = round1(Math.max(0, Math.min(last.x + CASCADE_MM, paper.widthMm - width)));
  const y = round1(Math.max(0, Math.min(last.y + CASCADE_MM, paper.heightMm - height)));
  return x === last.x && y === last.y ? { x: 0, y: 0 } : { x, y };
}

/** A new element of the palette item, shrunk to fit the paper and placed where nothing else is (see {@link freeSpot}). */
export function newElement(item: PaletteItem, design: LabelDesign, paper: Paper): LabelElement {
  const fit = (width: number, height: number) => {
    const size = {
      width: round1(Math.max(LABEL_ELEMENT_MIN_MM, Math.min(width, paper.widthMm - 4))),
      height: round1(Math.max(LABEL_ELEMENT_MIN_MM, Math.min(height, paper.heightMm - 4))),
    };
    return { ...freeSpot(design, size.width, size.height, paper), ...size, rotation: 0 as const };
  };
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
