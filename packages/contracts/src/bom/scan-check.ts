/**
 * Pure rules of a scan configuration, shared by the server (station scanning checks each scan
 * against them) and the web (a mask's live test).
 *
 * A mask describes a barcode without regular expressions (no runaway matching on a scan):
 * `*` any run of characters (also none), `?` one character, `#` one digit, `@` one letter
 * A–Z/a–z, `\x` the character x itself; every other character stands for itself (case counts).
 * The whole barcode must fit the mask.
 */

export const SCAN_MASK_MAX = 100;

type MaskToken = { kind: 'literal'; text: string } | { kind: 'any' | 'one' | 'digit' | 'letter' };

function tokens(mask: string): MaskToken[] | null {
  const result: MaskToken[] = [];
  const chars = [...mask];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c === '\\') {
      const next = chars[++i];
      if (next === undefined) return null;
      result.push({ kind: 'literal', text: next });
    } else if (c === '*') {
      if (result.at(-1)?.kind !== 'any') result.push({ kind: 'any' });
    } else if (c === '?') result.push({ kind: 'one' });
    else if (c === '#') result.push({ kind: 'digit' });
    else if (c === '@') result.push({ kind: 'letter' });
    else result.push({ kind: 'literal', text: c });
  }
  return result;
}

/** A mask is valid when it is not blank, not too long and does not end in a lone `\`. */
export function isValidScanMask(mask: string | null | undefined): boolean {
  if (mask == null || mask === '') return true;
  return mask.trim() !== '' && [...mask].length <= SCAN_MASK_MAX && tokens(mask) !== null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The mask as an anchored regular expression (built from the mask's tokens only). */
export function scanMaskRegExp(mask: string): RegExp {
  const parts = tokens(mask);
  if (!parts) throw new Error(`invalid scan mask ${JSON.stringify(mask)}`);
  const source = parts
    .map((part) => {
      switch (part.kind) {
        case 'literal':
          return escapeRegExp(part.text);
        case 'any':
          return '.*';
        case 'one':
          return '.';
        case 'digit':
          return '[0-9]';
        default:
          return '[A-Za-z]';
      }
    })
    .join('');
  return new RegExp(`^${source}$`, 'su');
}

/** Whether the whole barcode fits the mask. */
export function matchesScanMask(mask: string, barcode: string): boolean {
  return scanMaskRegExp(mask).test(barcode);
}

/** How one expected barcode is recognised: by a barcode rule, by a mask, both (both must fit) or neither (any barcode). */
export interface ScanMatcher {
  barcodeRuleId: string | null;
  pattern: string | null;
}

/** The scan plan of one product at one process (a scan configuration, as station scanning needs it). */
export interface ScanPlan {
  scanSerial: boolean;
  serialRuleId: string | null;
  serialPattern: string | null;
  enforceOrder: boolean;
  materials: readonly (ScanMatcher & { materialId: string; expectedCount: number; reusable: boolean })[];
}

/** What has been scanned for the current unit at this process so far. */
export interface ScanProgress {
  serial: number;
  /** Scans so far per material id. */
  materials: Readonly<Record<string, number>>;
}

export type ScanTarget = { kind: 'serial' } | { kind: 'material'; materialId: string };

/**
 * Why a scan is refused; each reason has a message `bom.scan.<reason>` on the server (the spec's
 * texts for `unqualified`, `order` and `complete`).
 */
export type ScanRefusal = 'unqualified' | 'order' | 'complete' | 'reused';

export type ScanVerdict =
  | { ok: true; target: ScanTarget /** The unit's scans at this process are complete with this one. */; done: boolean }
  | { ok: false; reason: ScanRefusal; target?: ScanTarget };

export interface ScanCheckContext {
  /** Whether the barcode fits the barcode rule (the barcodes area answers this). */
  ruleMatches: (barcodeRuleId: string, barcode: string) => boolean;
  /** Whether this barcode has been used already (on another unit or earlier): refused for non-reusable materials. */
  usedBefore?: boolean;
}

export const emptyScanProgress = (): ScanProgress => ({ serial: 0, materials: {} });

function fits(matcher: ScanMatcher, barcode: string, context: ScanCheckContext): boolean {
  if (matcher.barcodeRuleId && !context.ruleMatches(matcher.barcodeRuleId, barcode)) return false;
  if (matcher.pattern && !matchesScanMask(matcher.pattern, barcode)) return false;
  return true;
}

interface Slot {
  target: ScanTarget;
  matcher: ScanMatcher;
  expected: number;
  done: number;
  reusable: boolean;
}

function slots(plan: ScanPlan, progress: ScanProgress): Slot[] {
  const list: Slot[] = [];
  if (plan.scanSerial)
    list.push({
      target: { kind: 'serial' },
      matcher: { barcodeRuleId: plan.serialRuleId, pattern: plan.serialPattern },
      expected: 1,
      done: progress.serial,
      reusable: false,
    });
  for (const material of plan.materials)
    list.push({
      target: { kind: 'material', materialId: material.materialId },
      matcher: material,
      expected: material.expectedCount,
      done: progress.materials[material.materialId] ?? 0,
      reusable: material.reusable,
    });
  return list;
}

/** Scans still expected for the unit: the serial (0 or 1) and per material. */
export function scansRemaining(plan: ScanPlan, progress: ScanProgress) {
  const all = slots(plan, progress);
  const remaining = (slot: Slot) => Math.max(0, slot.expected - slot.done);
  return {
    serial: all.filter((slot) => slot.target.kind === 'serial').reduce((n, slot) => n + remaining(slot), 0),
    materials: all
      .filter((slot) => slot.target.kind === 'material')
      .map((slot) => ({ materialId: (slot.target as { materialId: string }).materialId, remaining: remaining(slot) })),
    total: all.reduce((n, slot) => n + remaining(slot), 0),
  };
}

/** Whether every expected scan of the unit at this process has been made. */
export function isScanComplete(plan: ScanPlan, progress: ScanProgress): boolean {
  return scansRemaining(plan, progress).total === 0;
}

/**
 * Checks one scanned barcode against the plan, given what the unit has had scanned so far.
 * The barcode goes to the first expectation (serial, then materials in order) that it fits and
 * that still wants scans. Refused when it fits none (`unqualified`), when everything it fits is
 * complete (`complete`), when the plan enforces order and an earlier expectation is still open
 * (`order`), or when it is a material barcode used before and that material is not reusable
 * (`reused`). The caller records an accepted scan by counting it in the progress.
 */
export function checkScan(
  plan: ScanPlan,
  progress: ScanProgress,
  barcode: string,
  context: ScanCheckContext,
): ScanVerdict {
  const all = slots(plan, progress);
  const fitting = all.filter((slot) => fits(slot.matcher, barcode, context));
  if (fitting.length === 0) return { ok: false, reason: 'unqualified' };
  const open = fitting.find((slot) => slot.done < slot.expected);
  if (!open) return { ok: false, reason: 'complete', target: fitting[0]!.target };
  if (plan.enforceOrder) {
    const firstOpen = all.find((slot) => slot.done < slot.expected);
    if (firstOpen !== open) return { ok: false, reason: 'order', target: open.target };
  }
  if (open.target.kind === 'material' && !open.reusable && context.usedBefore)
    return { ok: false, reason: 'reused', target: open.target };
  const remainingAfter = all.reduce((n, slot) => n + Math.max(0, slot.expected - slot.done), 0) - 1;
  return { ok: true, target: open.target, done: remainingAfter === 0 };
}

/** The progress after an accepted scan of `target`. */
export function recordScan(progress: ScanProgress, target: ScanTarget): ScanProgress {
  if (target.kind === 'serial') return { ...progress, serial: progress.serial + 1 };
  return {
    ...progress,
    materials: { ...progress.materials, [target.materialId]: (progress.materials[target.materialId] ?? 0) + 1 },
  };
}
