import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { durationText } from '../duration';

/** How long something on a floor screen has been going on, from ms: "1 h 05 min", "3 min 20 s", "12 s". */
export function useElapsedText(): (ms: number) => string {
  const { t } = useTranslation();
  return useCallback((ms: number) => durationText(t, ms / 1000, { largest: 2, pad: true }), [t]);
}

/**
 * Elapsed time as a stopwatch reads, "9:59", "1:02:05": the same in every language and short
 * enough to stay large on a TV tile beside the state.
 */
export function stopwatchText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(seconds % 60)}` : `${m}:${two(seconds % 60)}`;
}
