import { ESD_STATES, type EsdState } from '@takt/contracts';
import { useTranslation } from 'react-i18next';
import { ESD_LOOKS } from './esd-states';

/** Workstations per state, as coloured chips with icon, word and number. */
export function EsdCounts({ counts, size }: { counts: Record<EsdState, number>; size: number }) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }} data-testid="esd-counts">
      {ESD_STATES.map((state) => (
        <span
          key={state}
          data-testid={`esd-count-${state}`}
          style={{
            background: ESD_LOOKS[state].background,
            color: '#fff',
            borderRadius: 6,
            padding: `${Math.round(size * 0.2)}px ${Math.round(size * 0.5)}px`,
            fontSize: size,
            fontWeight: 600,
            display: 'inline-flex',
            gap: Math.round(size * 0.4),
            alignItems: 'center',
            whiteSpace: 'nowrap',
          }}
        >
          {ESD_LOOKS[state].icon}
          {t(`esd.states.${state}`)}
          <strong style={{ fontSize: Math.round(size * 1.2) }}>{counts[state]}</strong>
        </span>
      ))}
    </div>
  );
}
