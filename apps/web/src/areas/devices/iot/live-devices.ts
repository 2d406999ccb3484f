import { type IotDeviceUpdate, iotDeviceUpdateSchema } from '@takt/contracts';
import { createContext, useContext, useState } from 'react';
import { useHubEvent } from '../../../app/hub';

/** What the hub said last about each device (newer than the list's rows until it reloads). */
export type LiveDevices = ReadonlyMap<string, IotDeviceUpdate>;

export const LiveDevicesContext = createContext<LiveDevices>(new Map());

/** The hub's `DeviceUpdate`s of IoT devices (`area: 'iot'`), kept by device while the page is open. */
export function useLiveDeviceUpdates(onUpdate?: (update: IotDeviceUpdate) => void): LiveDevices {
  const [live, setLive] = useState<LiveDevices>(new Map());
  useHubEvent('DeviceUpdate', (data) => {
    const parsed = iotDeviceUpdateSchema.safeParse(data);
    if (!parsed.success) return;
    const update = parsed.data;
    setLive((previous) => new Map(previous).set(update.id, update));
    onUpdate?.(update);
  });
  return live;
}

/** A device's online state and last contact: the hub's latest word, else the row's. */
export function useLiveState(row: { id: string; online: boolean; lastSeenAt: string | null }) {
  const update = useContext(LiveDevicesContext).get(row.id);
  return { online: update?.online ?? row.online, lastSeenAt: update?.lastSeenAt ?? row.lastSeenAt };
}
