import { ESD_STATES, type EsdState } from '@takt/contracts';
import { useTranslation } from 'react-i18next';
import { StateCounts } from '../../../app/floor/StateCounts';
import { ESD_LOOKS } from './esd-states';

/** Workstations per state, as coloured chips with icon, word and number. */
export function EsdCounts({ counts, size }: { counts: Record<EsdState, number>; size: number }) {
  const { t } = useTranslation();
  return (
    <StateCounts
      testId="esd-count"
      size={size}
      counts={ESD_STATES.map((state) => ({
        state,
        label: t(`esd.states.${state}`),
        count: counts[state],
        ...ESD_LOOKS[state],
      }))}
    />
  );
}
