/**
 * Whether the watermark overlay is still what we put there (spec 000 §3: re-checked every
 * 500 ms; removing it brings it back). Pure: the component reads the DOM into an
 * {@link OverlayProbe} and restores the overlay whenever {@link overlayProblem} names one.
 */

/** Spec 000 §3 (also `WATERMARK_CANVAS` in the page-settings contracts). */
export const WATERMARK_TILE = { width: 300, height: 250, rotateDeg: -20 } as const;
export const WATERMARK_CHECK_MS = 500;

/** Marks our overlay element. */
export const WATERMARK_ATTRIBUTE = 'data-takt-watermark';

/** The attributes the overlay carries besides `style`; any other one is tampering. */
export const OVERLAY_OWN_ATTRIBUTES: readonly string[] = [WATERMARK_ATTRIBUTE, 'aria-hidden'];

export interface OverlayProbe {
  /** In the document, directly under its host (document.body). */
  attached: boolean;
  /** Its `style` attribute as it is now. */
  style: string | null;
  /** Names of its attributes other than `style` and {@link OVERLAY_OWN_ATTRIBUTES}. */
  otherAttributes: readonly string[];
  /** Whether it has child nodes (it has none: something put content over it). */
  hasChildren: boolean;
  /** What the browser computed (a style sheet may hide it without touching the attribute). */
  computed: { display: string; visibility: string; opacity: string } | null;
}

export type OverlayProblem = 'missing' | 'detached' | 'style' | 'attributes' | 'content' | 'hidden';

/** The first thing wrong with the overlay, or null when it is intact. */
export function overlayProblem(probe: OverlayProbe | null, expectedStyle: string): OverlayProblem | null {
  if (!probe) return 'missing';
  if (!probe.attached) return 'detached';
  if (probe.style !== expectedStyle) return 'style';
  if (probe.otherAttributes.length > 0) return 'attributes';
  if (probe.hasChildren) return 'content';
  const computed = probe.computed;
  if (
    computed &&
    (computed.display === 'none' || computed.visibility !== 'visible' || Number.parseFloat(computed.opacity) < 1)
  ) {
    return 'hidden';
  }
  return null;
}

/**
 * The overlay's style: fixed over the whole window, above everything (antd's dialogs
 * included), letting every click through, the tile repeated as its background.
 */
export function overlayStyle(imageUrl: string): string {
  return [
    'position:fixed',
    'inset:0',
    'width:100vw',
    'height:100vh',
    'z-index:2147483000',
    'pointer-events:none',
    'display:block',
    'visibility:visible',
    'opacity:1',
    `background-image:url("${imageUrl}")`,
    'background-repeat:repeat',
    `background-size:${WATERMARK_TILE.width}px ${WATERMARK_TILE.height}px`,
    'background-position:0 0',
  ].join(';');
}
