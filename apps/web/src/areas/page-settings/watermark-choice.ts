import { WATERMARK_MAX_PARTS, WatermarkPart } from '@takt/contracts';

/** The parts in the order the form offers them. */
export const WATERMARK_PART_ORDER = [
  WatermarkPart.TENANT_NAME,
  WatermarkPart.USER_NAME,
  WatermarkPart.PHONE,
  WatermarkPart.JOB_NUMBER,
] as const;

/** The parts a saved mode names ('21' → ['2', '1']); unknown characters are dropped. */
export function partsOfMode(mode: string): WatermarkPart[] {
  return [...new Set(mode.split(''))].filter((part): part is WatermarkPart =>
    (WATERMARK_PART_ORDER as readonly string[]).includes(part),
  );
}

/**
 * The mode for a new choice of parts: parts kept from before stay in their order, a new one
 * comes last, so the watermark's lines do not jump when one more is ticked.
 */
export function modeOfParts(previous: readonly WatermarkPart[], chosen: readonly WatermarkPart[]): string {
  const kept = previous.filter((part) => chosen.includes(part));
  const added = chosen.filter((part) => !kept.includes(part));
  return [...kept, ...added].slice(0, WATERMARK_MAX_PARTS).join('');
}
