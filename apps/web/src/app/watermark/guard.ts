import {
  OVERLAY_OWN_ATTRIBUTES,
  type OverlayProbe,
  overlayProblem,
  overlayStyle,
  WATERMARK_ATTRIBUTE,
  WATERMARK_CHECK_MS,
  WATERMARK_TILE,
} from './overlay';

const FONT =
  '15px -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif';
const LINE_HEIGHT = 22;

/**
 * Draws the lines on a 300×250 canvas rotated −20° (spec 000 §3); returns it as a data URL. Mid
 * grey at a quarter opacity shows on the light content and on the dark side menu alike.
 */
export function drawWatermarkTile(lines: readonly string[], color = 'rgba(128, 128, 128, 0.25)'): string {
  const ratio = Math.max(1, Math.min(3, window.devicePixelRatio || 1));
  const canvas = document.createElement('canvas');
  canvas.width = WATERMARK_TILE.width * ratio;
  canvas.height = WATERMARK_TILE.height * ratio;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.scale(ratio, ratio);
  context.translate(WATERMARK_TILE.width / 2, WATERMARK_TILE.height / 2);
  context.rotate((WATERMARK_TILE.rotateDeg * Math.PI) / 180);
  context.font = FONT;
  context.fillStyle = color;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const first = -((lines.length - 1) * LINE_HEIGHT) / 2;
  lines.forEach((line, index) => {
    context.fillText(line, 0, first + index * LINE_HEIGHT, WATERMARK_TILE.width - 20);
  });
  return canvas.toDataURL('image/png');
}

function probe(element: HTMLElement | null, host: HTMLElement): OverlayProbe | null {
  if (!element) return null;
  const computed = element.isConnected ? getComputedStyle(element) : null;
  return {
    attached: element.isConnected && element.parentElement === host,
    style: element.getAttribute('style'),
    otherAttributes: element
      .getAttributeNames()
      .filter((name) => name !== 'style' && !OVERLAY_OWN_ATTRIBUTES.includes(name)),
    hasChildren: element.hasChildNodes(),
    computed: computed
      ? { display: computed.display, visibility: computed.visibility, opacity: computed.opacity }
      : null,
  };
}

export interface WatermarkGuard {
  /** How many times the overlay was put back (for tests and curiosity). */
  readonly restored: number;
  dispose(): void;
}

/**
 * Puts the overlay on `host` and keeps it there: a MutationObserver answers at once when the
 * overlay or its style is touched, and a check every 500 ms (spec 000 §3) catches the rest
 * (a style sheet hiding it, an observer that was outrun). A tampered overlay is replaced by a
 * fresh element with the original style.
 */
export function guardWatermark(host: HTMLElement, imageUrl: string): WatermarkGuard {
  const style = overlayStyle(imageUrl);
  let element: HTMLElement | null = null;
  let restored = 0;
  let disposed = false;

  const create = () => {
    const next = document.createElement('div');
    next.setAttribute(WATERMARK_ATTRIBUTE, '');
    next.setAttribute('style', style);
    next.setAttribute('aria-hidden', 'true');
    return next;
  };

  const place = () => {
    element?.remove();
    element = create();
    host.appendChild(element);
    observer.observe(host, { childList: true });
    observer.observe(element, { attributes: true, childList: true, characterData: true, subtree: true });
  };

  /**
   * `fromObserver`: a style sheet hiding the overlay would hide its replacement too, and each
   * replacement wakes the observer again: left to the observer, that would never end. Such
   * problems ('hidden') are left to the 500 ms check.
   */
  const check = (fromObserver: boolean) => {
    if (disposed) return;
    const problem = overlayProblem(probe(element, host), style);
    if (problem === null || (fromObserver && problem === 'hidden')) return;
    restored += 1;
    place();
  };

  const observer = new MutationObserver(() => check(true));
  place();
  const timer = setInterval(() => check(false), WATERMARK_CHECK_MS);

  return {
    get restored() {
      return restored;
    },
    dispose() {
      disposed = true;
      clearInterval(timer);
      observer.disconnect();
      element?.remove();
      element = null;
    },
  };
}
