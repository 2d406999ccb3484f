import { maskPhone } from '../format';

/**
 * The watermark's text (spec 000 §3 "Tenant settings"): the mode is a string of digits, each
 * naming one part: 1 tenant name, 2 user name, 3 phone, 4 job number. At most 2 different parts
 * may be chosen; a mode with any other character, or more than 2 different digits, is invalid
 * and draws nothing. Parts come in the order of the mode ('21': user, then tenant); a part the
 * user lacks (no phone) is left out.
 */
export interface WatermarkSubject {
  tenantName?: string | null;
  userName?: string | null;
  phone?: string | null;
  jobNumber?: string | null;
}

export const WATERMARK_MAX_MODES = 2;

export type WatermarkMode = '1' | '2' | '3' | '4';

/** The parts a mode names, or null when the mode is invalid. */
export function parseWatermarkMode(mode: string | number | null | undefined): WatermarkMode[] | null {
  if (mode === null || mode === undefined) return null;
  const text = String(mode).trim();
  if (!/^[1-4]+$/.test(text)) return null;
  const parts = [...new Set(text.split(''))] as WatermarkMode[];
  return parts.length <= WATERMARK_MAX_MODES ? parts : null;
}

function partValue(part: WatermarkMode, subject: WatermarkSubject): string {
  switch (part) {
    case '1':
      return subject.tenantName?.trim() ?? '';
    case '2':
      return subject.userName?.trim() ?? '';
    case '3':
      // Spec 000 §9: 11-digit phone numbers are shown with the middle four digits hidden.
      return maskPhone(subject.phone);
    case '4':
      return subject.jobNumber?.trim() ?? '';
  }
}

/** The lines the canvas draws (one per part), empty when there is nothing to draw. */
export function watermarkLines(mode: string | number | null | undefined, subject: WatermarkSubject): string[] {
  const parts = parseWatermarkMode(mode);
  if (!parts) return [];
  return parts.map((part) => partValue(part, subject)).filter((value) => value.length > 0);
}

/** The watermark as one line of text ('' for an invalid mode). */
export function watermarkText(mode: string | number | null | undefined, subject: WatermarkSubject): string {
  return watermarkLines(mode, subject).join(' ');
}
