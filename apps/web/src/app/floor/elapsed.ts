import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { durationText } from '../duration';

/** How long something on a floor screen has been going on, from ms: "1 h 05 min", "3 min 20 s", "12 s". */
export function useElapsedText(): (ms: number) => string {
  const { t } = useTranslation();
  return useCallback((ms: number) => durationText(t, ms / 1000, { largest: 2, pad: true }), [t]);
}
