import type { EsdBoardStation } from '@takt/contracts';
import { useTranslation } from 'react-i18next';
import { useElapsedText } from '../../../app/floor/elapsed';
import { tileFrame, tileUnit } from '../../../app/floor/tile';
import { ESD_LOOKS, UNWATCHED_LOOK } from './esd-states';

export interface EsdTileProps {
  station: EsdBoardStation;
  /** The server's clock now (ms), for the time in state. */
  now: number;
  /** Height of the tile in px: every text scales with it (the TV mode's tiles fill the screen). */
  height: number;
}

const number = (value: number | null, digits: number, unit: string, signed = false) =>
  value === null ? '—' : `${signed && value > 0 ? '+' : ''}${value.toFixed(digits)} ${unit}`;

/** One workstation: its code large, the state as icon and word on its colour, the values and the time in state. */
export function EsdTile({ station, now, height }: EsdTileProps) {
  const { t } = useTranslation();
  const elapsed = useElapsedText();
  const look = station.state ? ESD_LOOKS[station.state] : UNWATCHED_LOOK;
  const values = station.collectors.find((collector) => collector.state === station.state) ?? station.collectors[0];
  const unit = tileUnit(height);
  const stateText = station.state ? t(`esd.states.${station.state}`) : t('esdFloor.unwatched');
  return (
    <section
      data-testid={`esd-tile-${station.code}`}
      data-state={station.state ?? 'unwatched'}
      aria-label={`${station.code} ${station.name}: ${stateText}`}
      style={tileFrame(look.background, height, unit(0.06))}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'baseline' }}>
        <span style={{ fontSize: unit(0.17), fontWeight: 700, lineHeight: 1.1, whiteSpace: 'nowrap' }}>
          {station.code}
        </span>
        <span
          style={{
            fontSize: unit(0.09),
            opacity: 0.9,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {station.name}
        </span>
      </div>
      <div
        style={{
          fontSize: unit(0.13),
          fontWeight: 700,
          lineHeight: 1.05,
          display: 'flex',
          gap: unit(0.05),
          alignItems: 'center',
        }}
      >
        {look.icon}
        <span>{stateText}</span>
      </div>
      {values ? (
        <div style={{ fontSize: unit(0.095), display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <span>{number(values.resistance, 2, 'MΩ')}</span>
          <span>{number(values.voltage, 1, 'V', true)}</span>
        </div>
      ) : (
        <div style={{ fontSize: unit(0.09), opacity: 0.9 }}>{t('esdFloor.noCollector')}</div>
      )}
      <div style={{ fontSize: unit(0.085), opacity: 0.9 }}>
        {station.since ? elapsed(now - Date.parse(station.since)) : '\u00a0'}
      </div>
    </section>
  );
}
