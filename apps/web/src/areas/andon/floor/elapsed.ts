import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { durationText } from '../../../app/floor/elapsed';

/** Time since a call in the reader's units ("3 min 20 s"). */
export function useElapsedText(): (ms: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (ms: number) =>
      durationText(ms, { h: t('andonFloor.unit.h'), min: t('andonFloor.unit.min'), s: t('andonFloor.unit.s') }),
    [t],
  );
}
