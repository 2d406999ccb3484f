import type { LabelSymbology } from '@takt/contracts';
import { toSVG } from 'bwip-js/browser';

const cache = new Map<string, string | null>();
const CACHE_MAX = 500;

/**
 * A bar code as an SVG data URL (bwip-js, the same encoder the server's PDF uses), or null when
 * the data cannot be encoded. Bars only: a Code128's human-readable line is drawn as text.
 */
export function barcodeDataUrl(symbology: LabelSymbology, data: string): string | null {
  const key = `${symbology}\u0000${data}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  let url: string | null;
  try {
    let svg = toSVG({ bcid: symbology, text: data, scale: 2, ...(symbology === 'qrcode' ? { eclevel: 'M' } : {}) });
    // Linear bars stretch to their box like in the PDF; 2-D symbols keep their squares.
    if (symbology === 'code128') svg = svg.replace('<svg ', '<svg preserveAspectRatio="none" ');
    url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  } catch {
    url = null;
  }
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, url);
  return url;
}
