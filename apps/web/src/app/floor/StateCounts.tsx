import type { ReactNode } from 'react';

export interface StateCount {
  state: string;
  label: string;
  count: number;
  background: string;
  icon: ReactNode;
}

/** Counts per state on a floor screen: coloured chips with icon, word and number, `size` px type. */
export function StateCounts({ counts, size, testId }: { counts: readonly StateCount[]; size: number; testId: string }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }} data-testid={testId}>
      {counts.map(({ state, label, count, background, icon }) => (
        <span
          key={state}
          data-testid={`${testId}-${state}`}
          style={{
            background,
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
          {icon}
          {label}
          <strong style={{ fontSize: Math.round(size * 1.2) }}>{count}</strong>
        </span>
      ))}
    </div>
  );
}
