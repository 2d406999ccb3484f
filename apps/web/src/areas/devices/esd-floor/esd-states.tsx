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
