import type { AndonCall } from '@takt/contracts';
import { useTranslation } from 'react-i18next';
import { StateCounts } from '../../../app/floor/StateCounts';
import { CALL_LOOKS } from './call-looks';
import { countByState } from './open-calls';

/** Open calls per state, as coloured chips with icon, word and number. */
export function CallCounts({ calls, size }: { calls: readonly AndonCall[]; size: number }) {
  const { t } = useTranslation();
  const counts = countByState(calls);
  return (
    <StateCounts
      testId="andon-count"
      size={size}
      counts={(['calling', 'responding'] as const).map((state) => ({
        state,
        label: t(`andonFloor.state.${state}`),
        count: counts[state],
        ...CALL_LOOKS[state],
      }))}
    />
  );
}
