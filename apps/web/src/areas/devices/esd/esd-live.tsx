import { type EsdCollectorUpdate, type EsdState, esdDeviceUpdateSchema } from '@takt/contracts';
import { Tag } from 'antd';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHubEvent } from '../../../app/hub';

/** A colour per ESD state: green normal, red abnormal, magenta ground disconnected, blue operator left, grey offline. */
export const ESD_STATE_COLORS: Record<EsdState, string> = {
  normal: 'green',
  abnormal: 'red',
  groundDisconnected: 'magenta',
  offDuty: 'blue',
  offline: 'default',
};

const LiveContext = createContext<ReadonlyMap<string, EsdCollectorUpdate>>(new Map());

/** Keeps the collectors' latest states from the hub's `DeviceUpdate` ({area: 'esd'}) for the cells below it. */
export function EsdLiveProvider({ children }: { children: ReactNode }) {
  const [live, setLive] = useState<ReadonlyMap<string, EsdCollectorUpdate>>(new Map());
  useHubEvent('DeviceUpdate', (data) => {
    const update = esdDeviceUpdateSchema.safeParse(data);
    if (!update.success) return;
    setLive((current) => {
      const next = new Map(current);
      for (const collector of update.data.collectors) next.set(collector.id, collector);
      return next;
    });
  });
  return <LiveContext.Provider value={live}>{children}</LiveContext.Provider>;
}

/** A collector's live values: the hub's latest when it sent one, else the row's. */
export function useEsdLive<
  R extends { id: string; state: EsdState; resistance: number | null; voltage: number | null },
>(row: R): Pick<R, 'state' | 'resistance' | 'voltage'> {
  return useContext(LiveContext).get(row.id) ?? row;
}

/** A state as a coloured tag. */
export function EsdStateTag({ state }: { state: EsdState }) {
  const { t } = useTranslation();
  return (
    <Tag color={ESD_STATE_COLORS[state]} data-testid={`esd-state-${state}`}>
      {t(`esd.states.${state}`)}
    </Tag>
  );
}

type LiveRow = { id: string; state: EsdState; resistance: number | null; voltage: number | null };

/** The live state cell of a collector row. */
export function LiveState({ row }: { row: LiveRow }) {
  return <EsdStateTag state={useEsdLive(row).state} />;
}

/** The live reading cell (resistance or voltage) of a collector row. */
export function LiveReading({ row, metric }: { row: LiveRow; metric: 'resistance' | 'voltage' }) {
  const value = useEsdLive(row)[metric];
  return <>{value === null ? '-' : value.toFixed(2)}</>;
}
