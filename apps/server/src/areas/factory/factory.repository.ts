import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { factoryOrgDetails, factoryStationProcesses } from './factory.table.js';

export type FactoryDetailsRow = typeof factoryOrgDetails.$inferSelect;
export type FactoryDetailsWritable = Pick<FactoryDetailsRow, 'description' | 'ownerId'>;

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
      const result = new Map<string, string[]>();
      for (const row of rows) result.set(row.stationId, [...(result.get(row.stationId) ?? []), row.processId]);
      return result;
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

  /** Forgets an organisation that is being deleted (its details and, for a workstation, its processes). */
  forget(tenantId: string, orgId: string): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .delete(factoryOrgDetails)
        .where(and(eq(factoryOrgDetails.tenantId, tenantId), eq(factoryOrgDetails.orgId, orgId)));
      await tx
        .delete(factoryStationProcesses)
        .where(and(eq(factoryStationProcesses.tenantId, tenantId), eq(factoryStationProcesses.stationId, orgId)));
    });
  }
}
