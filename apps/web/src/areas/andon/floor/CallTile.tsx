import type { AndonCall } from '@takt/contracts';
import { useTranslation } from 'react-i18next';
import { stopwatchText, useElapsedText } from '../../../app/floor/elapsed';
import { tileFrame, tileUnit } from '../../../app/floor/tile';
import { CALL_LOOKS, stationText, typeColorOf } from './call-looks';
import styles from './floor.module.css';

export interface CallTileProps {
  call: AndonCall;
  /** The server's clock now (ms), for the running timer. */
  now: number;
  /** Height of the tile in px: every text scales with it (the TV mode's tiles fill the screen). */
  height: number;
}

/**
 * One open call on the monitor: the workstation large, the item and its type, the state as icon
 * and word on its colour (calling flashes red, responding amber), the level, the time since the
 * call, the escalation level reached and who responded.
 */
export function CallTile({ call, now, height }: CallTileProps) {
  const { t } = useTranslation();
  const elapsed = useElapsedText();
  if (call.state === 'ended') return null;
  const look = CALL_LOOKS[call.state];
  const unit = tileUnit(height);
  const stateText = t(`andonFloor.state.${call.state}`);
  const who =
    [
      call.state === 'responding' &&
        t(call.arrivedAt ? 'andonFloor.tile.arrived' : 'andonFloor.tile.responder', { name: call.responderName ?? '' }),
      call.escalatedLevel > 0 && t('andonFloor.tile.escalated', { level: call.escalatedLevel }),
    ]
      .filter(Boolean)
      .join(' · ') || '\u00a0';
  return (
    <section
      data-testid={`andon-tile-${call.id}`}
      data-state={call.state}
      aria-label={`${stationText(call)}: ${call.itemName}, ${stateText}`}
      className={call.state === 'calling' ? styles.calling : undefined}
      style={{
        ...tileFrame(look.background, height, unit(0.055)),
        borderLeft: `${unit(0.05)}px solid ${typeColorOf(call)}`,
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
        <span
          style={{
            fontSize: unit(0.125),
            fontWeight: 700,
            lineHeight: 1.1,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {stationText(call)}
        </span>
        <span
          data-testid="andon-tile-level"
          style={{
            fontSize: unit(0.1),
            fontWeight: 700,
            background: '#fff',
            color: look.background,
            borderRadius: 4,
            padding: `0 ${unit(0.04)}px`,
            whiteSpace: 'nowrap',
          }}
        >
          {t('andonFloor.level', { level: call.level })}
        </span>
      </div>
      <div style={{ lineHeight: 1.1, minWidth: 0 }}>
        <div
          style={{
            fontSize: unit(0.13),
            fontWeight: 700,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {call.itemName}
        </div>
        <div style={{ fontSize: unit(0.085), opacity: 0.92 }}>{call.typeName}</div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 8 }}>
        <span
          style={{
            fontSize: unit(0.08),
            fontWeight: 700,
            display: 'inline-flex',
            gap: unit(0.03),
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            minWidth: 0,
          }}
        >
          {look.icon}
          {stateText}
        </span>
        <span
          data-testid="andon-tile-elapsed"
          title={elapsed(now - Date.parse(call.calledAt))}
          style={{ fontSize: unit(0.11), fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          {stopwatchText(now - Date.parse(call.calledAt))}
        </span>
      </div>
      <div
        style={{
          fontSize: unit(0.08),
          opacity: 0.92,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {who}
      </div>
    </section>
  );
}
