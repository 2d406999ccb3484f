import { existsSync, readFileSync } from 'node:fs';
import type { LabelLayout, LayoutItem } from '@takt/contracts';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';

/**
 * PDF output of the shared layout model: one page per label, the page the size of the paper.
 * Text is set in Noto Sans CJK (Debian's fonts-noto-cjk, a TrueType collection that pdfkit reads
 * and subsets), which covers Chinese and Vietnamese as well as Latin; bar codes are bwip-js images.
 */
export const PT_PER_MM = 72 / 25.4;

interface FontFace {
  path: string;
  /** PostScript name of the face inside a collection. */
  family: string;
}
const REGULAR_FACES: FontFace[] = [
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', family: '' },
];
const BOLD_FACES: FontFace[] = [
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc', family: 'NotoSansCJKsc-Bold' },
  { path: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', family: '' },
];

interface LoadedFont {
  data: Buffer;
  family: string;
}
const fontCache = new Map<string, LoadedFont | null>();

function loadFont(faces: FontFace[], key: string): LoadedFont | null {
  if (!fontCache.has(key)) {
    const face = faces.find((candidate) => existsSync(candidate.path));
    fontCache.set(key, face ? { data: readFileSync(face.path), family: face.family } : null);
  }
  return fontCache.get(key) ?? null;
}

/** Whether a font covering Chinese and Vietnamese was found (otherwise PDF text falls back to Helvetica). */
export function hasUnicodeFont(): boolean {
  return loadFont(REGULAR_FACES, 'regular') !== null;
}

const BWIP_NAMES = { code128: 'code128', qrcode: 'qrcode', datamatrix: 'datamatrix' } as const;

/** A bar code as PNG (bars only; a Code128's human-readable line is drawn as text). */
/** Data a symbology cannot encode (e.g. Chinese in a Code128). */
export class BarcodeDataError extends Error {
  constructor(
    readonly symbology: string,
    readonly data: string,
  ) {
    super(`cannot encode ${data} as ${symbology}`);
  }
}

export async function barcodePng(item: Extract<LayoutItem, { kind: 'barcode' }>): Promise<Buffer> {
  try {
    return await bwipjs.toBuffer({
      bcid: BWIP_NAMES[item.symbology],
      text: item.data,
      scale: 4,
      ...(item.symbology === 'code128' ? { height: Math.max(2, item.height) } : {}),
      ...(item.symbology === 'qrcode' ? { eclevel: 'M' } : {}),
    });
  } catch {
    throw new BarcodeDataError(item.symbology, item.data);
  }
}

/** The share of a Code128 box its human-readable line takes (same rule in preview and ZPL). */
export const BARCODE_TEXT_SHARE = 0.25;

export async function renderPdf(layouts: LabelLayout[], copies = 1): Promise<Buffer> {
  const first = layouts[0];
  if (!first) throw new Error('no label to render');
  const doc = new PDFDocument({
    size: [first.widthMm * PT_PER_MM, first.heightMm * PT_PER_MM],
    margin: 0,
    autoFirstPage: false,
    info: { Title: 'Labels', Producer: 'Takt MES' },
  });
  const regular = loadFont(REGULAR_FACES, 'regular');
  const bold = loadFont(BOLD_FACES, 'bold') ?? regular;
  if (regular) doc.registerFont('label', regular.data, regular.family || undefined);
  if (bold) doc.registerFont('label-bold', bold.data, bold.family || undefined);
  const fontName = (isBold: boolean) =>
    isBold ? (bold ? 'label-bold' : 'Helvetica-Bold') : regular ? 'label' : 'Helvetica';

  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  // Bar code images are the same for equal data: render each once per document.
  const images = new Map<string, Buffer>();
  const imageOf = async (item: Extract<LayoutItem, { kind: 'barcode' }>) => {
    const key = `${item.symbology}\u0000${item.height}\u0000${item.data}`;
    let png = images.get(key);
    if (!png) {
      png = await barcodePng(item);
      images.set(key, png);
    }
    return png;
  };

  const drawText = (
    text: string,
    x: number,
    y: number,
    width: number,
    size: number,
    isBold: boolean,
    align: string,
  ) => {
    doc.font(fontName(isBold));
    let points = size;
    doc.fontSize(points);
    const natural = doc.widthOfString(text);
    // Too long for its box: shrink rather than cut the text off.
    if (natural > width && natural > 0) {
      points = Math.max(2, (points * width) / natural);
      doc.fontSize(points);
    }
    doc.text(text, x, y, {
      width,
      align: align as 'left' | 'center' | 'right',
      lineBreak: false,
      height: doc.currentLineHeight(true) * 2,
    });
  };

  try {
    for (const layout of layouts) {
      for (let copy = 0; copy < copies; copy++) {
        doc.addPage({ size: [layout.widthMm * PT_PER_MM, layout.heightMm * PT_PER_MM], margin: 0 });
        for (const item of layout.items) {
          const x = item.x * PT_PER_MM;
          const y = item.y * PT_PER_MM;
          const width = item.width * PT_PER_MM;
          const height = item.height * PT_PER_MM;
          doc.save();
          if (item.rotation) doc.rotate(item.rotation, { origin: [x + width / 2, y + height / 2] });
          if (item.kind === 'text') {
            drawText(item.text, x, y, width, item.fontSize, item.bold, item.align);
          } else if (item.kind === 'rect') {
            if (item.fill) doc.rect(x, y, width, height).fill('black');
            else {
              const t = item.thickness * PT_PER_MM;
              doc
                .lineWidth(t)
                .rect(x + t / 2, y + t / 2, width - t, height - t)
                .stroke('black');
            }
          } else {
            const png = await imageOf(item);
            if (item.symbology === 'code128') {
              const barHeight = item.showText ? height * (1 - BARCODE_TEXT_SHARE) : height;
              doc.image(png, x, y, { width, height: barHeight });
              if (item.showText) {
                const size = Math.min(10, (height * BARCODE_TEXT_SHARE) / 1.2);
                drawText(item.data, x, y + barHeight, width, size, false, 'center');
              }
            } else {
              doc.image(png, x, y, { fit: [width, height], align: 'center', valign: 'center' });
            }
          }
          doc.restore();
        }
      }
    }
    doc.end();
  } catch (error) {
    doc.end();
    await ended.catch(() => {});
    throw error;
  }
  await ended;
  return Buffer.concat(chunks);
}
