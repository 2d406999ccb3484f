import { useTranslation } from 'react-i18next';

/** "20:00–08:00 (next day)": a span of the day, marked when its end is on the next day. */
export function useTimesText() {
  const { t } = useTranslation();
  return (span: { start: string; end: string; crossesMidnight?: boolean }) =>
    `${span.start}–${span.end}${(span.crossesMidnight ?? span.end <= span.start) ? ` (${t('shifts.nextDay')})` : ''}`;
}
