import {
  type CodedRef,
  dateRangeInstants,
  type ESD_ALARM_SORT_FIELDS,
  type EsdAlarmRecord,
  type EsdAlarmState,
  type PageResult,
} from '@takt/contracts';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import { likePattern, type PageRequest } from '../../platform/db/paging.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { esdAlarms, esdCollectors } from './esd.table.js';

export const ESD_ALARM_EXPORT_MAX = 20_000;

export interface EsdAlarmFilters {
  startDate?: string;
  code?: string;
  endDate?: string;
  lineId?: string;
  stationId?: string;
  collectorId?: string;
  state?: EsdAlarmState;
  open?: 'true' | 'false';
}

type AlarmRow = typeof esdAlarms.$inferSelect;

/** ESD alarm records: the list (start dates in the reader's zone, at most 31 days), export and handling. */
export class EsdAlarmService {
  constructor(
    private readonly db: Database,
    private readonly references: ReferenceRegistry,
  ) {}

  private where(tenantId: string, query: EsdAlarmFilters, timeZone: string) {
    const a = esdAlarms;
    const range = query.startDate && query.endDate ? dateRangeInstants(query.startDate, query.endDate, timeZone) : null;
    return listConditions(
      query,
      { equals: { lineId: a.lineId, stationId: a.stationId, collectorId: a.collectorId, state: a.state } },
      eq(a.tenantId, tenantId),
      range ? gte(a.startedAt, range.from) : undefined,
      range ? lt(a.startedAt, range.to) : undefined,
      query.open === 'true' ? isNull(a.endedAt) : query.open === 'false' ? isNotNull(a.endedAt) : undefined,
      query.code
        ? sql`${a.collectorId} in (select id from esd_collectors
            where tenant_id = ${tenantId} and code ilike ${likePattern(query.code)})`
        : undefined,
    );
  }

  async page(
    tenantId: string,
    query: PageRequest<(typeof ESD_ALARM_SORT_FIELDS)[number]> & EsdAlarmFilters,
    timeZone: string,
  ): Promise<PageResult<EsdAlarmRecord>> {
    return this.db.tenant(tenantId, async (tx) => {
      const a = esdAlarms;
      const { rows, totalRows } = await selectPage(tx, tx.select().from(a).$dynamic(), query, {
        table: a,
        where: this.where(tenantId, query, timeZone),
        sortable: { startedAt: a.startedAt, endedAt: a.endedAt, durationSeconds: a.durationSeconds, state: a.state },
        defaultOrder: desc(a.startedAt),
        tieBreaker: a.id,
      });
      return { rows: await this.toDtos(tenantId, rows), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
    });
  }

  list(tenantId: string, query: EsdAlarmFilters, timeZone: string): Promise<EsdAlarmRecord[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select()
        .from(esdAlarms)
        .where(this.where(tenantId, query, timeZone))
        .orderBy(desc(esdAlarms.startedAt), desc(esdAlarms.id))
        .limit(ESD_ALARM_EXPORT_MAX);
      return this.toDtos(tenantId, rows);
    });
  }

  /** Acknowledges an alarm with a remark; the first handling stands (a second is refused, naming who). */
  handle(auth: AuthContext, input: { id: string; remark: string }): Promise<EsdAlarmRecord> {
    return this.db.tenant(auth.tenantId, async (tx) => {
      const a = esdAlarms;
      const [row] = await tx
        .select()
        .from(a)
        .where(and(eq(a.tenantId, auth.tenantId), eq(a.id, input.id)))
        .for('update');
      if (!row) throw notFound();
      if (row.acknowledgedAt) throw conflict('esd.alarmHandled', { by: row.acknowledgedBy ?? '' });
      const [saved] = await tx
        .update(a)
        .set({
          acknowledgedAt: new Date(),
          acknowledgedById: auth.userId,
          acknowledgedBy: (auth.name || auth.account).slice(0, 64),
          remark: input.remark,
        })
        .where(and(eq(a.tenantId, auth.tenantId), eq(a.id, input.id)))
        .returning();
      const [dto] = await this.toDtos(auth.tenantId, [saved!]);
      return dto!;
    });
  }

  private async toDtos(tenantId: string, rows: AlarmRow[]): Promise<EsdAlarmRecord[]> {
    const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => !!value))];
    const refs = async (kind: 'line' | 'station', ids: string[]) =>
      new Map(
        ((await this.references.options(tenantId, { kind, ids, limit: ids.length })) as CodedRef[]).map((ref) => [
          ref.id,
          ref,
        ]),
      );
    const collectorIds = unique(rows.map((row) => row.collectorId));
    // One after another: inside a transaction the lookups share its connection.
    const lines = await refs('line', unique(rows.map((row) => row.lineId)));
    const stations = await refs('station', unique(rows.map((row) => row.stationId)));
    const collectors =
      collectorIds.length === 0
        ? []
        : await this.db.tenant(tenantId, (tx) =>
            tx
              .select({ id: esdCollectors.id, code: esdCollectors.code, name: esdCollectors.name })
              .from(esdCollectors)
              .where(and(eq(esdCollectors.tenantId, tenantId), inArray(esdCollectors.id, collectorIds))),
          );
    const collectorOf = new Map(collectors.map((collector) => [collector.id, collector]));
    return rows.map((row) => {
      const collector = collectorOf.get(row.collectorId);
      const line = row.lineId ? lines.get(row.lineId) : undefined;
      const station = row.stationId ? stations.get(row.stationId) : undefined;
      return {
        id: row.id,
        // A deleted collector's records keep its id.
        code: collector?.code ?? `#${row.collectorId}`,
        collectorId: row.collectorId,
        collectorName: collector?.name ?? '',
        lineId: row.lineId,
        lineCode: line?.code ?? null,
        lineName: line?.name ?? null,
        stationId: row.stationId,
        stationCode: station?.code ?? null,
        stationName: station?.name ?? null,
        state: row.state as EsdAlarmState,
        startedAt: row.startedAt.toISOString(),
        endedAt: row.endedAt?.toISOString() ?? null,
        durationSeconds: row.durationSeconds,
        resistance: row.resistance,
        voltage: row.voltage,
        acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
        acknowledgedBy: row.acknowledgedBy,
        remark: row.remark,
      };
    });
  }
}
