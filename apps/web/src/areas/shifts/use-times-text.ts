import { type Translate, useTranslate } from '../../app/resource/resource-def';

/** "20:00–08:00 (next day)": a span of the day, marked when its end is on the next day. */
export function timesText(t: Translate, span: { start: string; end: string; crossesMidnight?: boolean }) {
  return `${span.start}–${span.end}${(span.crossesMidnight ?? span.end <= span.start) ? ` (${t('shifts.nextDay')})` : ''}`;
}

export function useTimesText() {
  const t = useTranslate();
  return (span: { start: string; end: string; crossesMidnight?: boolean }) => timesText(t, span);
}
