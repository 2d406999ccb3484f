import { ClockCircleFilled, SoundFilled } from '@ant-design/icons';
import type { AndonCall, AndonCallState } from '@takt/contracts';
import type { ReactNode } from 'react';

/** How a state looks on the floor: a strong background, white text and an icon, so colour is never the only sign. */
export const CALL_LOOKS: Record<Exclude<AndonCallState, 'ended'>, { background: string; icon: ReactNode }> = {
  calling: { background: '#d32029', icon: <SoundFilled /> },
  responding: { background: '#d48806', icon: <ClockCircleFilled /> },
};

/** A type without a colour of its own. */
export const DEFAULT_TYPE_COLOR = '#595959';

export const typeColorOf = (call: Pick<AndonCall, 'typeColor'>) => call.typeColor ?? DEFAULT_TYPE_COLOR;

/** "S01 Placement 1", or the code or name alone when the other is missing. */
export function stationText(call: Pick<AndonCall, 'stationCode' | 'stationName'>): string {
  return [call.stationCode, call.stationName].filter(Boolean).join(' ');
}
