import type { HubEvent } from '@takt/contracts';
import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import type { HubConnection, HubStatus } from './hub-connection';

/** The console's hub connection (null outside a HubProvider: subscriptions then do nothing). */
export const HubContext = createContext<HubConnection | null>(null);
export const HubStatusContext = createContext<HubStatus>('idle');

/**
 * Runs `handler(data)` for every `event` the server pushes while the component is mounted.
 * The latest handler is used; it need not be memoised.
 *
 *   useHubEvent('ReceiveNewMessage', (data) => …);
 */
export function useHubEvent(event: HubEvent, handler: (data: unknown) => void): void {
  const hub = useContext(HubContext);
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!hub) return undefined;
    return hub.on(event, (data) => latest.current(data));
  }, [hub, event]);
}

/** 'open' while the hub is connected (a header may show it). */
export function useHubStatus(): HubStatus {
  return useContext(HubStatusContext);
}
