import {
  CheckCircleFilled,
  DisconnectOutlined,
  LogoutOutlined,
  QuestionCircleOutlined,
  StopOutlined,
  WarningFilled,
} from '@ant-design/icons';
import type { EsdState } from '@takt/contracts';
import type { ReactNode } from 'react';

/** How a state looks on the floor: a strong background, white text and an icon, so colour is never the only sign. */
export interface EsdLook {
  background: string;
  icon: ReactNode;
}

/** Colours picked to tell apart across a room and for colour-blind readers (with the icon and the word). */
export const ESD_LOOKS: Record<EsdState, EsdLook> = {
  normal: { background: '#1b7f3b', icon: <CheckCircleFilled /> },
  abnormal: { background: '#d32029', icon: <WarningFilled /> },
  groundDisconnected: { background: '#6b1fa8', icon: <DisconnectOutlined /> },
  offDuty: { background: '#1f5fbf', icon: <LogoutOutlined /> },
  offline: { background: '#3d3d3d', icon: <StopOutlined /> },
};

/** A workstation no collector watches. */
export const UNWATCHED_LOOK: EsdLook = { background: '#8c8c8c', icon: <QuestionCircleOutlined /> };

/** "1 h 05 min", "3 min 20 s", "12 s": how long a tile has been in its state. */
export function durationText(ms: number, units: { h: string; min: string; s: string }): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h} ${units.h} ${String(m).padStart(2, '0')} ${units.min}`;
  if (m > 0) return `${m} ${units.min} ${String(s).padStart(2, '0')} ${units.s}`;
  return `${s} ${units.s}`;
}
