import {
  type EsdBoard,
  type EsdBoardCollector,
  type EsdCollectorKind,
  type EsdState,
  esdStateCounts,
  esdStationSummary,
} from '@takt/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { FactoryService } from '../factory/factory.service.js';
import type { OrgCaller } from '../organisations/organisation.service.js';
import { esdCollectorStates, esdCollectors, esdCollectorTypes } from './esd.table.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The ESD board of a line (spec 001 §9 "kanban"): every workstation of the line (those the
 * reader's data scope shows) with its enabled collectors' live states; a workstation shows its
 * worst collector's state, since the latest of those collectors' changes into it. A collector
 * never heard from counts as offline, as the interlock judges it.
 */
export class EsdBoardService {
  constructor(
    private readonly db: Database,
    private readonly factory: Pick<FactoryService, 'detail' | 'list'>,
  ) {}

  board(caller: OrgCaller, lineId: string): Promise<EsdBoard> {
    const { tenantId } = caller;
    return this.db.tenant(tenantId, async (tx) => {
      const line = await this.factory.detail('line', caller, lineId);
      const stations = await this.factory.list('station', caller, { lineId });
      const rows = await tx
        .select({
          id: esdCollectors.id,
          code: esdCollectors.code,
          name: esdCollectors.name,
          stationId: esdCollectors.stationId,
          kind: esdCollectorTypes.kind,
          state: esdCollectorStates.state,
          since: esdCollectorStates.since,
          resistance: esdCollectorStates.resistance,
          voltage: esdCollectorStates.voltage,
          lastSeenAt: esdCollectorStates.lastSeenAt,
        })
        .from(esdCollectors)
        .innerJoin(
          esdCollectorTypes,
          and(eq(esdCollectorTypes.tenantId, esdCollectors.tenantId), eq(esdCollectorTypes.id, esdCollectors.typeId)),
        )
        .leftJoin(
          esdCollectorStates,
          and(
            eq(esdCollectorStates.tenantId, esdCollectors.tenantId),
            eq(esdCollectorStates.collectorId, esdCollectors.id),
          ),
        )
        .where(
          and(eq(esdCollectors.tenantId, tenantId), eq(esdCollectors.lineId, lineId), eq(esdCollectors.enabled, true)),
        )
        .orderBy(asc(esdCollectors.address), asc(esdCollectors.code));
      const byStation = new Map<string, EsdBoardCollector[]>();
      for (const row of rows) {
        const collector: EsdBoardCollector = {
          id: row.id,
          code: row.code,
          name: row.name,
          kind: row.kind as EsdCollectorKind,
          state: (row.state ?? 'offline') as EsdState,
          since: iso(row.since),
          resistance: row.resistance,
          voltage: row.voltage,
          lastSeenAt: iso(row.lastSeenAt),
        };
        byStation.set(row.stationId, [...(byStation.get(row.stationId) ?? []), collector]);
      }
      const tiles = stations.map((station) => {
        const collectors = byStation.get(station.id) ?? [];
        return { id: station.id, code: station.code, name: station.name, ...esdStationSummary(collectors), collectors };
      });
      return {
        line: { id: line.id, code: line.code, name: line.name },
        stations: tiles,
        counts: esdStateCounts(tiles),
        now: new Date().toISOString(),
      };
    });
  }
}
