import type { CodedRef, EsdCollector, EsdCollectorKind, EsdState, esdCollectorSchemas } from '@takt/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/table-rows.js';
import { conflict, invalid } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { gateways } from '../gateways/gateways.table.js';
import { esdCollectorStates, esdCollectors } from './esd.table.js';
import type { EsdCollectorTypeService } from './esd-collector-type.resource.js';
import { assertLimitsOrdered } from './esd-limits.js';

type Input = z.output<typeof esdCollectorSchemas.add>;

export const ESD_COLLECTOR_EXPORT_MAX = 20_000;

/** Gateways among `ids` (code, name, type); `lock` holds them (key share) while a collector is saved. */
function gatewaysOf(db: Database, tenantId: string, ids: readonly string[], lock = false) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.tenant(tenantId, async (tx) => {
    const query = tx
      .select({ id: gateways.id, code: gateways.code, name: gateways.name, type: gateways.type })
      .from(gateways)
      .where(and(eq(gateways.tenantId, tenantId), inArray(gateways.id, [...ids])));
    return lock ? await query.for('key share') : await query;
  });
}

/** Whether the workstation is the line's own or serves it. */
async function stationOnLine(db: Database, tenantId: string, stationId: string, lineId: string): Promise<boolean> {
  return db.tenant(tenantId, async (tx) => {
    const rows = rowsOf<{ ok: boolean }>(
      await tx.execute(sql`select (exists (select 1 from organisations
          where tenant_id = ${tenantId} and id = ${stationId} and pid = ${lineId})
        or exists (select 1 from factory_station_lines
          where tenant_id = ${tenantId} and station_id = ${stationId} and line_id = ${lineId})) as ok`),
    );
    return rows[0]?.ok === true;
  });
}

const byId = <T extends { id: string }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));

/**
 * ESD collectors (spec 001 §3) on the resource kit: type, gateway (an ESD gateway), address (its
 * channel, unique per gateway), line and workstation (on that line); limits default to the type's
 * and are refused when an upper one is below its lower one; the list shows each one's live state.
 */
export function createEsdCollectors(db: Database, references: ReferenceRegistry, types: EsdCollectorTypeService) {
  const c = esdCollectors;
  const values = async (tenantId: string, input: Input, current?: { id: string }) => {
    await references.resolveOne(tenantId, 'esdCollectorType', input.typeId, 'typeId');
    const type = (await types.repo.findById(tenantId, input.typeId))!;
    const [gateway] = await gatewaysOf(db, tenantId, [input.gatewayId], true);
    if (!gateway) throw invalid('esd.gatewayMissing', { id: input.gatewayId });
    if (gateway.type !== 'esd') throw invalid('esd.gatewayNotEsd', { code: gateway.code });
    const line = await references.resolveOne(tenantId, 'line', input.lineId, 'lineId');
    const station = await references.resolveOne(tenantId, 'station', input.stationId, 'stationId');
    if (!(await stationOnLine(db, tenantId, input.stationId, input.lineId)))
      throw invalid('esd.stationNotOnLine', { station: station.code, line: line.code });
    const [taken] = await db.tenant(tenantId, (tx) =>
      tx
        .select({ code: c.code })
        .from(c)
        .where(
          and(
            eq(c.tenantId, tenantId),
            eq(c.gatewayId, input.gatewayId),
            eq(c.address, input.address),
            current ? ne(c.id, current.id) : undefined,
          ),
        ),
    );
    if (taken)
      throw conflict('esd.addressTaken', { address: input.address, gateway: gateway.code, collector: taken.code });
    const limits = {
      resistanceLower: input.resistanceLower ?? type.resistanceLower,
      resistanceUpper: input.resistanceUpper ?? type.resistanceUpper,
      voltageLower: input.voltageLower ?? type.voltageLower,
      voltageUpper: input.voltageUpper ?? type.voltageUpper,
    };
    assertLimitsOrdered(limits);
    return {
      typeId: input.typeId,
      gatewayId: input.gatewayId,
      address: input.address,
      lineId: input.lineId,
      stationId: input.stationId,
      ...limits,
      warningThreshold: input.warningThreshold ?? type.warningThreshold,
      offset: input.offset,
      airVolumeLevel: input.airVolumeLevel,
      cleaningEnabled: input.cleaningEnabled,
      cleaningIntervalMinutes: input.cleaningIntervalMinutes,
      cleaningDurationSeconds: input.cleaningDurationSeconds,
      enabled: input.enabled,
      remark: input.remark || null,
    };
  };

  return new ResourceService<typeof esdCollectors, EsdCollector, Input>(db, references, {
    kind: 'esdCollector',
    table: c,
    codeTaken: 'esd.collectorCodeTaken',
    equals: { typeId: c.typeId, gatewayId: c.gatewayId, lineId: c.lineId, stationId: c.stationId },
    conditions: (query) => [
      query.state
        ? sql`coalesce((select s.state from esd_collector_states s
            where s.tenant_id = ${c.tenantId} and s.collector_id = ${c.id}), 'offline') = ${query.state}`
        : undefined,
    ],
    sortable: { address: c.address },
    exportMax: ESD_COLLECTOR_EXPORT_MAX,
    values,
    beforeDelete: async (tenantId, row) => {
      // Its alarm records stay (history); an open one ends now, and its live state goes.
      await db.tenant(tenantId, async (tx) => {
        await tx.execute(sql`update esd_alarms set ended_at = now(),
            duration_seconds = greatest(0, round(extract(epoch from now() - started_at)))::int
          where tenant_id = ${tenantId} and collector_id = ${row.id} and ended_at is null`);
        await tx
          .delete(esdCollectorStates)
          .where(and(eq(esdCollectorStates.tenantId, tenantId), eq(esdCollectorStates.collectorId, row.id)));
      });
    },
    toDtos: async (tenantId, rows) => {
      const ids = (pick: (row: (typeof rows)[number]) => string) => [...new Set(rows.map(pick))];
      const refs = async (kind: 'line' | 'station', wanted: string[]) =>
        byId((await references.options(tenantId, { kind, ids: wanted, limit: wanted.length })) as CodedRef[]);
      // One after another: inside a transaction the lookups share its connection.
      const typeOf = byId(
        await types.repo.findByIds(
          tenantId,
          ids((row) => row.typeId),
        ),
      );
      const gatewayOf = byId(
        await gatewaysOf(
          db,
          tenantId,
          ids((row) => row.gatewayId),
        ),
      );
      const lineOf = await refs(
        'line',
        ids((row) => row.lineId),
      );
      const stationOf = await refs(
        'station',
        ids((row) => row.stationId),
      );
      const stateRows =
        rows.length === 0
          ? []
          : await db.tenant(tenantId, (tx) =>
              tx
                .select()
                .from(esdCollectorStates)
                .where(
                  and(
                    eq(esdCollectorStates.tenantId, tenantId),
                    inArray(
                      esdCollectorStates.collectorId,
                      rows.map((row) => row.id),
                    ),
                  ),
                ),
            );
      const stateOf = new Map(stateRows.map((state) => [state.collectorId, state]));
      return rows.map((row) => {
        const type = typeOf.get(row.typeId);
        const gateway = gatewayOf.get(row.gatewayId);
        const line = lineOf.get(row.lineId);
        const station = stationOf.get(row.stationId);
        const live = stateOf.get(row.id);
        return {
          ...codedDto(row),
          typeId: row.typeId,
          typeCode: type?.code ?? '',
          typeName: type?.name ?? '',
          kind: (type?.kind ?? 'wristStrap') as EsdCollectorKind,
          gatewayId: row.gatewayId,
          gatewayCode: gateway?.code ?? '',
          gatewayName: gateway?.name ?? '',
          address: row.address,
          lineId: row.lineId,
          lineCode: line?.code ?? '',
          lineName: line?.name ?? '',
          stationId: row.stationId,
          stationCode: station?.code ?? '',
          stationName: station?.name ?? '',
          resistanceLower: row.resistanceLower,
          resistanceUpper: row.resistanceUpper,
          voltageLower: row.voltageLower,
          voltageUpper: row.voltageUpper,
          warningThreshold: row.warningThreshold,
          offset: row.offset,
          airVolumeLevel: row.airVolumeLevel,
          cleaningEnabled: row.cleaningEnabled,
          cleaningIntervalMinutes: row.cleaningIntervalMinutes,
          cleaningDurationSeconds: row.cleaningDurationSeconds,
          enabled: row.enabled,
          remark: row.remark,
          state: (live?.state ?? 'offline') as EsdState,
          stateSince: live?.since.toISOString() ?? null,
          resistance: live?.resistance ?? null,
          voltage: live?.voltage ?? null,
          lastSeenAt: live?.lastSeenAt?.toISOString() ?? null,
        };
      });
    },
  });
}

export type EsdCollectorService = ReturnType<typeof createEsdCollectors>;
