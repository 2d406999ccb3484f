import {
  type EsdBoard,
  type EsdCollectorUpdate,
  esdDeviceUpdateSchema,
  esdStateCounts,
  esdStationSummary,
} from '@takt/contracts';

/** The collectors of a hub `DeviceUpdate` when it is the ESD area's, else none. */
export function esdUpdatesOf(data: unknown): EsdCollectorUpdate[] {
  const parsed = esdDeviceUpdateSchema.safeParse(data);
  return parsed.success ? parsed.data.collectors : [];
}

/**
 * The board with the hub's collector updates applied: each changed collector of the board's
 * line takes its new state and values, its workstation its worst collector's state again, and
 * the counts follow. Collectors the board does not show (another line, a new one) are left to
 * the next reload.
 */
export function applyEsdUpdates(board: EsdBoard, updates: readonly EsdCollectorUpdate[]): EsdBoard {
  const byId = new Map(
    updates.filter((update) => update.lineId === board.line.id).map((update) => [update.id, update]),
  );
  if (byId.size === 0) return board;
  const stations = board.stations.map((station) => {
    const collectors = station.collectors.map((collector) => {
      const update = byId.get(collector.id);
      return update
        ? {
            ...collector,
            state: update.state,
            since: update.stateSince,
            resistance: update.resistance,
            voltage: update.voltage,
            lastSeenAt: update.lastSeenAt,
          }
        : collector;
    });
    return { ...station, ...esdStationSummary(collectors), collectors };
  });
  return { ...board, stations, counts: esdStateCounts(stations) };
}
