import type { AndonCall, AndonResponseChannel } from '@takt/contracts';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useElapsedText } from '../../../app/floor/elapsed';
import { CallActions } from './call-actions';
import { CALL_LOOKS, stationText, typeColorOf } from './call-looks';

export interface CallCardProps {
  call: AndonCall;
  now: number;
  channel: AndonResponseChannel;
  /** Show the workstation (lists of several stations' calls). */
  showStation: boolean;
}

/**
 * An open call as a card with its actions: state on its colour, item, level, running timer,
 * note and responder; on phones the actions are large, full-width touch targets.
 */
export function CallCard({ call, now, channel, showStation }: CallCardProps) {
  const { t } = useTranslation();
  const elapsed = useElapsedText();
  if (call.state === 'ended') return null;
  const look = CALL_LOOKS[call.state];
  return (
    <Card
      size="small"
      data-testid={`andon-call-${call.id}`}
      data-state={call.state}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 10 } }}
      style={{ borderLeft: `6px solid ${typeColorOf(call)}` }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <span
          style={{
            background: look.background,
            color: '#fff',
            borderRadius: 6,
            padding: '2px 10px',
            fontSize: 16,
            fontWeight: 700,
            display: 'inline-flex',
            gap: 6,
          }}
        >
          {look.icon}
          {t(`andonFloor.state.${call.state}`)}
        </span>
        <span
          data-testid="andon-call-elapsed"
          style={{ fontSize: 22, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {elapsed(now - Date.parse(call.calledAt))}
        </span>
      </div>
      <div style={{ fontSize: 20, fontWeight: 700, lineHeight: 1.2 }}>
        {call.itemName}{' '}
        <span style={{ fontSize: 14, fontWeight: 400, whiteSpace: 'nowrap' }}>
          {call.typeName} · {t('andonFloor.level', { level: call.level })}
        </span>
      </div>
      {showStation && (
        <div style={{ fontSize: 16 }}>{[call.lineName, stationText(call)].filter(Boolean).join(' · ')}</div>
      )}
      <div style={{ fontSize: 13, color: 'rgba(0,0,0,0.65)' }}>
        {call.code}
        {call.calledByName && ` · ${t('andonFloor.card.calledBy', { name: call.calledByName })}`}
        {call.responderName &&
          ` · ${t(call.arrivedAt ? 'andonFloor.tile.arrived' : 'andonFloor.tile.responder', { name: call.responderName })}`}
        {call.escalatedLevel > 0 && ` · ${t('andonFloor.tile.escalated', { level: call.escalatedLevel })}`}
      </div>
      {call.note && <div style={{ fontSize: 14 }}>{call.note}</div>}
      <CallActions call={call} channel={channel} block={channel === 'phone'} />
    </Card>
  );
}
