import { type Gateway, gatewayUpdateSchema } from '@takt/contracts';
import { Space, Tag, Typography } from 'antd';
import { createContext, type ReactNode, useContext, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHubEvent } from '../../../app/hub';
import { formatTime } from '../../../app/time';

type LiveState = Pick<Gateway, 'online' | 'lastSeenAt'>;
const LiveGateways = createContext<ReadonlyMap<string, LiveState>>(new Map());

/**
 * Keeps the listed gateways' online state and last-message time live from the hub's
 * `DeviceUpdate` (area `gateway`); a gateway going online or offline reloads the list (a newly
 * registered one appears, the online filter stays true).
 */
export function LiveGatewaysProvider({ reload, children }: { reload: () => void; children: ReactNode }) {
  const [live, setLive] = useState<ReadonlyMap<string, LiveState>>(new Map());
  const known = useRef(new Map<string, boolean>());
  useHubEvent('DeviceUpdate', (data) => {
    const update = gatewayUpdateSchema.safeParse(data);
    if (!update.success) return;
    const { id, online, lastSeenAt } = update.data;
    const before = known.current.get(id);
    known.current.set(id, online);
    setLive((current) => new Map(current).set(id, { online, lastSeenAt }));
    if (before !== online) reload();
  });
  return <LiveGateways.Provider value={live}>{children}</LiveGateways.Provider>;
}

function useLive(row: Gateway): LiveState {
  const live = useContext(LiveGateways).get(row.id);
  // The newer of the list's answer and the hub's word.
  if (!live || (row.lastSeenAt && live.lastSeenAt && row.lastSeenAt > live.lastSeenAt)) return row;
  return live;
}

/** Online or offline (spec 000 §4), with the time of the last message under it. */
export function GatewayState({ row }: { row: Gateway }) {
  const { t } = useTranslation();
  const { online } = useLive(row);
  return (
    <Tag color={online ? 'green' : 'default'} data-testid={`gateway-state-${row.code}`}>
      {t(online ? 'gateways.states.online' : 'gateways.states.offline')}
    </Tag>
  );
}

export function GatewayLastSeen({ row }: { row: Gateway }) {
  const { t } = useTranslation();
  const { lastSeenAt } = useLive(row);
  return (
    <Space size={4}>
      {lastSeenAt ? formatTime(lastSeenAt) : <Typography.Text type="secondary">{t('gateways.never')}</Typography.Text>}
    </Space>
  );
}
