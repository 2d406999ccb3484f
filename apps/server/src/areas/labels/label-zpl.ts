import { type LabelLayout, type LayoutItem, MM_PER_POINT, occupiedBox } from '@takt/contracts';
import { BARCODE_TEXT_SHARE } from './label-pdf.js';

/**
 * ZPL output of the shared layout model for industrial label printers: UTF-8 (^CI28), positions
 * (^FO) in dots at the template's resolution, Code128 (^BC), QR (^BQ) and DataMatrix (^BX).
 * Latin text uses the resident scalable font 0; other text a Unicode TrueType font that must be
 * stored on the printer (Zebra's Andale Mono ships with CJK printer options).
 */
export const ZPL_UNICODE_FONT = 'E:ANMDS.TTF';

const ORIENTATION = { 0: 'N', 90: 'R', 180: 'I', 270: 'B' } as const;

/** Millimetres to printer dots. */
export function dots(mm: number, dpi: number): number {
  return Math.max(0, Math.round((mm * dpi) / 25.4));
}

/** Field data for ^FH_: the caret, tilde and underscore as hexadecimal escapes. */
export function zplField(text: string): string {
  return text.replace(/[_^~]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function textCommand(text: string, x: number, y: number, width: number, heightDots: number, align: string, o: string) {
  const ascii = /^[\x20-\x7e]*$/.test(text);
  const font = ascii
    ? `^A0${o},${heightDots},${heightDots}`
    : `^A@${o},${heightDots},${heightDots},${ZPL_UNICODE_FONT}`;
  const justify = align === 'center' ? 'C' : align === 'right' ? 'R' : 'L';
  return `^FO${x},${y}${font}^FB${width},1,0,${justify},0^FH_^FD${zplField(text)}^FS`;
}

function itemCommands(item: LayoutItem, dpi: number): string[] {
  const box = occupiedBox(item);
  const x = dots(box.x, dpi);
  const y = dots(box.y, dpi);
  const w = Math.max(1, dots(box.width, dpi));
  const h = Math.max(1, dots(box.height, dpi));
  const o = ORIENTATION[item.rotation];
  switch (item.kind) {
    case 'text': {
      const size = Math.max(10, dots(item.fontSize * MM_PER_POINT, dpi));
      // ^FB's width runs along the text: the unrotated width.
      return [textCommand(item.text, x, y, Math.max(1, dots(item.width, dpi)), size, item.align, o)];
    }
    case 'rect':
      if (item.fill) return [`^FO${x},${y}^GB${w},${h},${Math.min(w, h)},B,0^FS`];
      return [`^FO${x},${y}^GB${w},${h},${Math.max(1, dots(item.thickness, dpi))},B,0^FS`];
    case 'barcode': {
      const along = Math.max(1, dots(item.width, dpi));
      const across = Math.max(1, dots(item.height, dpi));
      const data = zplField(item.data);
      if (item.symbology === 'code128') {
        // About 11 modules per character plus start, check and stop codes and quiet zones.
        const modules = 11 * item.data.length + 55;
        const module = Math.max(1, Math.min(10, Math.floor(along / modules)));
        const barHeight = Math.max(1, Math.round(across * (item.showText ? 1 - BARCODE_TEXT_SHARE : 1)));
        return [
          `^FO${x},${y}^BY${module},3,${barHeight}^BC${o},${barHeight},${item.showText ? 'Y' : 'N'},N,N^FH_^FD${data}^FS`,
        ];
      }
      const side = Math.min(along, across);
      if (item.symbology === 'qrcode') {
        // Version 1–4 symbols are 21–33 modules wide: magnification so the symbol fits its box.
        const modules = item.data.length <= 17 ? 21 : item.data.length <= 32 ? 25 : item.data.length <= 53 ? 29 : 33;
        const magnification = Math.max(1, Math.min(10, Math.floor(side / (modules + 2))));
        return [`^FO${x},${y}^BQ${o},2,${magnification}^FH_^FDMA,${data}^FS`];
      }
      const modules = item.data.length <= 6 ? 12 : item.data.length <= 16 ? 16 : item.data.length <= 30 ? 20 : 26;
      const moduleDots = Math.max(1, Math.floor(side / modules));
      return [`^FO${x},${y}^BX${o},${moduleDots},200^FH_^FD${data}^FS`];
    }
  }
}

/** One ^XA…^XZ format per label; `copies` as ^PQ. */
export function renderZpl(layouts: LabelLayout[], dpi: number, copies = 1): string {
  return layouts
    .map((layout) =>
      [
        '^XA',
        '^CI28',
        `^PW${dots(layout.widthMm, dpi)}`,
        `^LL${dots(layout.heightMm, dpi)}`,
        '^LH0,0',
        ...layout.items.flatMap((item) => itemCommands(item, dpi)),
        `^PQ${copies}`,
        '^XZ',
      ].join('\n'),
    )
    .join('\n');
}
