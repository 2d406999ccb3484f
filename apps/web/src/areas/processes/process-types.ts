import { LANGUAGES, type Language, PROCESS_TYPE_LABELS, type ProcessType } from '@takt/contracts';

/** A process type in the interface language (English when the language is not one of ours). */
export function processTypeLabel(type: ProcessType, language: string): string {
  const known = (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en-US';
  return PROCESS_TYPE_LABELS[type][known];
}

/** The colour a process type wears in tables, the palette and the flow. */
export function processTypeColor(type: ProcessType): string {
  switch (type) {
    case 'inspection':
      return 'cyan';
    case 'test':
      return 'purple';
    case 'repair':
      return 'orange';
    case 'packing':
      return 'green';
    default:
      return 'blue';
  }
}

/** Accent colours of the flow nodes by type (hex, for borders and stripes). */
export const PROCESS_TYPE_ACCENT: Record<ProcessType, string> = {
  normal: '#1677ff',
  inspection: '#13a8a8',
  test: '#722ed1',
  repair: '#fa8c16',
  packing: '#52c41a',
};
