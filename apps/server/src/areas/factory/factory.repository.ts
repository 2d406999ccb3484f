import { and, asc, eq, inArray } from 'drizzle-orm';
import { groupBy } from '../../platform/collections/group-by.js';
import type { Database } from '../../platform/db/database.js';
import { factoryOrgDetails, factoryStationLines, factoryStationProcesses } from './factory.table.js';

export type FactoryDetailsRow = typeof factoryOrgDetails.$inferSelect;
export type FactoryDetailsWritable = Pick<FactoryDetailsRow, 'description' | 'ownerId'>;

/** `[station, id]` pairs as the ids of each workstation, in the pairs' order. */
function idsPerStation(pairs: readonly [string, string][]): Map<string, string[]> {
  return groupBy(
    pairs,
    ([stationId]) => stationId,
    ([, id]) => id,
  );
}

/** The factory's own fields of workshops, lines and workstations, and the workstations' processes. */
export class FactoryRepository {
  constructor(private readonly db: Database) {}

  detailsOf(tenantId: string, orgIds: readonly string[]): Promise<FactoryDetailsRow[]> {
    if (orgIds.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(factoryOrgDetails)
        .where(and(eq(factoryOrgDetails.tenantId, tenantId), inArray(factoryOrgDetails.orgId, [...orgIds]))),
    );
  }

  /** Ids of the organisations whose owner is `ownerId`. */
  idsOwnedBy(tenantId: string, ownerId: string): Promise<string[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ orgId: factoryOrgDetails.orgId })
        .from(factoryOrgDetails)
        .where(and(eq(factoryOrgDetails.tenantId, tenantId), eq(factoryOrgDetails.ownerId, ownerId)));
      return rows.map((row) => row.orgId);
    });
  }

  saveDetails(tenantId: string, orgId: string, values: FactoryDetailsWritable): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .insert(factoryOrgDetails)
        .values({ tenantId, orgId, ...values })
        .onConflictDoUpdate({
          target: [factoryOrgDetails.tenantId, factoryOrgDetails.orgId],
          set: { ...values, updatedAt: new Date() },
        });
    });
  }

  /** Process ids per workstation, each list in order. */
  processesOf(tenantId: string, stationIds: readonly string[]): Promise<Map<string, string[]>> {
    if (stationIds.length === 0) return Promise.resolve(new Map());
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select()
        .from(factoryStationProcesses)
        .where(
          and(
            eq(factoryStationProcesses.tenantId, tenantId),
            inArray(factoryStationProcesses.stationId, [...stationIds]),
          ),
        )
        .orderBy(asc(factoryStationProcesses.stationId), asc(factoryStationProcesses.seq));
      return idsPerStation(rows.map((row) => [row.stationId, row.processId]));
    });
  }

  replaceProcesses(tenantId: string, stationId: string, processIds: readonly string[]): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .delete(factoryStationProcesses)
        .where(and(eq(factoryStationProcesses.tenantId, tenantId), eq(factoryStationProcesses.stationId, stationId)));
      if (processIds.length > 0) {
        await tx
          .insert(factoryStationProcesses)
          .values(processIds.map((processId, index) => ({ tenantId, stationId, seq: index + 1, processId })));
      }
    });
  }

  /** The other lines each workstation serves. */
  servedLinesOf(tenantId: string, stationIds: readonly string[]): Promise<Map<string, string[]>> {
    if (stationIds.length === 0) return Promise.resolve(new Map());
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select()
        .from(factoryStationLines)
        .where(and(eq(factoryStationLines.tenantId, tenantId), inArray(factoryStationLines.stationId, [...stationIds])))
        .orderBy(asc(factoryStationLines.stationId), asc(factoryStationLines.lineId));
      return idsPerStation(rows.map((row) => [row.stationId, row.lineId]));
    });
  }

  replaceServedLines(tenantId: string, stationId: string, lineIds: readonly string[]): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .delete(factoryStationLines)
        .where(and(eq(factoryStationLines.tenantId, tenantId), eq(factoryStationLines.stationId, stationId)));
      if (lineIds.length > 0)
        await tx.insert(factoryStationLines).values(lineIds.map((lineId) => ({ tenantId, stationId, lineId })));
    });
  }

  /** Up to `limit` workstations that serve the line besides their own. */
  stationsServingLine(tenantId: string, lineId: string, limit: number): Promise<string[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ stationId: factoryStationLines.stationId })
        .from(factoryStationLines)
        .where(and(eq(factoryStationLines.tenantId, tenantId), eq(factoryStationLines.lineId, lineId)))
        .orderBy(asc(factoryStationLines.stationId))
        .limit(limit);
      return rows.map((row) => row.stationId);
    });
  }

  /** Up to `limit` workstations configured with the process. */
  stationsUsingProcess(tenantId: string, processId: string, limit: number): Promise<string[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .selectDistinct({ stationId: factoryStationProcesses.stationId })
        .from(factoryStationProcesses)
        .where(and(eq(factoryStationProcesses.tenantId, tenantId), eq(factoryStationProcesses.processId, processId)))
        .orderBy(asc(factoryStationProcesses.stationId))
        .limit(limit);
      return rows.map((row) => row.stationId);
    });
  }

  /** Forgets an organisation that is being deleted (its details and, for a workstation, its processes and lines). */
  forget(tenantId: string, orgId: string): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .delete(factoryOrgDetails)
        .where(and(eq(factoryOrgDetails.tenantId, tenantId), eq(factoryOrgDetails.orgId, orgId)));
      await tx
        .delete(factoryStationProcesses)
        .where(and(eq(factoryStationProcesses.tenantId, tenantId), eq(factoryStationProcesses.stationId, orgId)));
      await tx
        .delete(factoryStationLines)
        .where(and(eq(factoryStationLines.tenantId, tenantId), eq(factoryStationLines.stationId, orgId)));
    });
  }
}
