import { type AndonCall, andonCallApi } from '@takt/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clockOffsetOf } from '../../../app/floor/server-now';
import { useHubEvent } from '../../../app/hub/hub-context';
import { callApi } from '../../../app/request';
import { andonCallOf, applyAndonUpdate, type OpenCalls, type OpenCallsScope } from './open-calls';

/** Read again now and then in case a hub message was missed (a reconnect). */
const REFRESH_MS = 60_000;

export interface OpenCallsOptions extends OpenCallsScope {
  /** Only the calls this user may respond to (the responder's phone). */
  mine?: boolean;
  /** false: nothing to show yet (no workstation chosen). */
  enabled?: boolean;
  /** A call this screen did not show before has come in over the hub (the monitor beeps). */
  onNewCall?: (call: AndonCall) => void;
}

export const openCallsKey = ['andon-open'] as const;

/**
 * The open calls, kept live: each hub `AndonUpdate` changes, adds or removes its call in place
 * (no reload). "Mine" cannot tell from a call alone whether this user may respond to it, so a
 * call new to that list is read again from the server.
 */
export function useOpenCalls({
  workshopId,
  lineId,
  stationId,
  mine = false,
  enabled = true,
  onNewCall,
}: OpenCallsOptions) {
  const queryClient = useQueryClient();
  const scope = { workshopId, lineId, stationId };
  const queryKey = [...openCallsKey, workshopId ?? null, lineId ?? null, stationId ?? null, mine];
  const open = useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<OpenCalls> => {
      const query = { workshopId, lineId, ...(mine ? { mine: 'true' as const } : {}) };
      const data = await callApi(andonCallApi.open, { query, signal });
      const calls = stationId ? data.calls.filter((call) => call.stationId === stationId) : data.calls;
      return { calls, clockOffset: clockOffsetOf(data.now) };
    },
    refetchInterval: REFRESH_MS,
    enabled,
  });
  useHubEvent('AndonUpdate', (data) => {
    const call = andonCallOf(data);
    const current = queryClient.getQueryData<OpenCalls>(queryKey);
    if (!call || !current) return;
    const known = current.calls.some((open) => open.id === call.id);
    if (mine && !known && call.state !== 'ended') {
      void queryClient.invalidateQueries({ queryKey, exact: true });
      return;
    }
    const calls = applyAndonUpdate(current.calls, call, scope);
    queryClient.setQueryData<OpenCalls>(queryKey, { ...current, calls });
    if (!known && calls.some((open) => open.id === call.id)) onNewCall?.(call);
  });
  return open;
}
