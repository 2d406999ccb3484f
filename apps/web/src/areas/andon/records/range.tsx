import type { AndonTimeliness } from '@takt/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { durationText } from '../../../app/duration';
import type { ColumnRole } from '../../../app/resource/resource-def';

/** A record list's time range search (the quick ranges, at most 31 days), sent as `startDate`/`endDate`. */
export const rangeSearch: Pick<ColumnRole, 'search' | 'dateRange'> = {
  search: true,
  dateRange: { from: 'startDate', to: 'endDate', within31Days: true },
};

/** A 0-1 rate as a percentage with one decimal. */
export const percentText = (rate: number | null | undefined) =>
  rate === null || rate === undefined ? '-' : `${Math.round(rate * 1000) / 10}%`;

export const TIMELINESS_COLORS: Record<string, string> = {
  pending: 'processing',
  timely: 'success',
  overtime: 'error',
};
export const STATE_COLORS: Record<string, string> = {
  calling: 'red',
  responding: 'orange',
  ended: 'green',
  cancelled: 'default',
};
export const DELIVERY_COLORS: Record<string, string> = {
  pending: 'default',
  sending: 'processing',
  sent: 'success',
  failed: 'error',
};

/**
 * A step's verdict and how long it took (`suffix` after it, e.g. the target); a withdrawn call's
 * unanswered step is neither timely nor overtime: a dash.
 */
export function StepVerdict(props: {
  cancelled: boolean;
  verdict: AndonTimeliness;
  seconds: number | null;
  suffix?: string;
}) {
  const { t } = useTranslation();
  const { cancelled, verdict, seconds, suffix } = props;
  if (cancelled && verdict === 'pending') return <>-</>;
  return (
    <span>
      <Tag color={TIMELINESS_COLORS[verdict]}>{t(`andonRecords.timeliness.${verdict}`)}</Tag>
      {seconds === null ? '' : durationText(t, seconds)}
      {suffix ? ` / ${suffix}` : ''}
    </span>
  );
}
