import { type EsdBoard, esdFloorApi } from '@takt/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clockOffsetOf } from '../../../app/floor/server-now';
import { useHubEvent } from '../../../app/hub/hub-context';
import { callApi } from '../../../app/request';
import { applyEsdUpdates, esdUpdatesOf } from './board-updates';

/** A board with the difference between the server's clock and this screen's, measured when it was read. */
export type LiveBoard = EsdBoard & { clockOffset: number };

/** Read again now and then in case a hub message was missed (a reconnect, a new collector). */
const REFRESH_MS = 60_000;

/**
 * The line's ESD board, kept live: the hub's `DeviceUpdate` of the ESD area changes the tiles in
 * place (no reload), and the board is read again every minute.
 */
export function useEsdBoard(lineId: string | undefined) {
  const queryClient = useQueryClient();
  const queryKey = ['esd-board', lineId];
  const board = useQuery({
    queryKey,
    queryFn: async (): Promise<LiveBoard> => {
      const data = await callApi(esdFloorApi.board, { query: { lineId: lineId ?? '' } });
      return { ...data, clockOffset: clockOffsetOf(data.now) };
    },
    enabled: !!lineId,
    refetchInterval: REFRESH_MS,
  });
  useHubEvent('DeviceUpdate', (data) => {
    const updates = esdUpdatesOf(data);
    if (updates.length === 0) return;
    queryClient.setQueryData<LiveBoard>(queryKey, (old) => old && { ...old, ...applyEsdUpdates(old, updates) });
  });
  return board;
}
