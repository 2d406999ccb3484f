import {
  type ANDON_ALARM_RECORD_SORT_FIELDS,
  type AndonAlarmRecord,
  type AndonAlarmRecordFilters,
  type AndonLadder,
  type CodedRef,
  dateRangeInstants,
  type PageResult,
  type PushChannelType,
  type PushDeliveryState,
} from '@takt/contracts';
import { and, asc, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import { type DataScope, dataScopeCondition } from '../../platform/data-scope/data-scope.js';
import type { Database, Tx } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import { likePattern, type PageRequest } from '../../platform/db/paging.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { pushDeliveries } from '../push/push.table.js';
import { andonCallEvents, andonCalls } from './andon.table.js';

export const ANDON_ALARM_EXPORT_MAX = 20_000;

const e = andonCallEvents;
const c = andonCalls;
const d = pushDeliveries;

const columns = {
  eventId: e.id,
  callId: c.id,
  code: c.code,
  itemId: c.itemId,
  itemCode: c.itemCode,
  itemName: c.itemName,
  lineId: c.lineId,
  stationId: c.stationId,
  ladder: e.ladder,
  level: e.level,
  at: e.at,
  dueAt: e.dueAt,
  deliveryId: d.id,
  channelName: d.channelName,
  channelType: d.channelType,
  target: d.target,
  targetName: d.targetName,
  state: d.state,
  attempts: d.attempts,
  lastAnswer: d.lastAnswer,
};

/** Steps with their call and deliveries (left joined: a step without any keeps one row). */
function selectAlarms(tx: Tx) {
  return tx
    .select(columns)
    .from(e)
    .innerJoin(c, and(eq(c.tenantId, e.tenantId), eq(c.id, e.callId)))
    .leftJoin(d, and(eq(d.tenantId, e.tenantId), eq(d.pushId, e.pushId)))
    .$dynamic();
}
type AlarmRow = Awaited<ReturnType<typeof selectAlarms>>[number];

/**
 * Alarm records (spec 001 §9): the escalation steps of calls (`escalated` events) with the
 * deliveries of the push each sent, one row per delivery; a step without deliveries shows once.
 */
export class AndonAlarmRecordService {
  constructor(
    private readonly db: Database,
    private readonly references: ReferenceRegistry,
  ) {}

  page(
    tenantId: string,
    query: PageRequest<(typeof ANDON_ALARM_RECORD_SORT_FIELDS)[number]> & AndonAlarmRecordFilters,
    scope: DataScope,
    timeZone: string,
  ): Promise<PageResult<AndonAlarmRecord>> {
    return this.db.tenant(tenantId, async (tx) => {
      const { rows, totalRows } = await selectPage(tx, selectAlarms(tx), query, {
        table: selectAlarms(tx),
        where: this.where(tenantId, query, scope, timeZone),
        sortable: { at: e.at, level: e.level, code: c.code },
        defaultOrder: desc(e.at),
        tieBreaker: asc(sql`${e.id}, ${d.id}`),
      });
      return { rows: await this.toDtos(tenantId, rows), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
    });
  }

  list(
    tenantId: string,
    query: AndonAlarmRecordFilters,
    scope: DataScope,
    timeZone: string,
  ): Promise<AndonAlarmRecord[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await selectAlarms(tx)
        .where(this.where(tenantId, query, scope, timeZone))
        .orderBy(desc(e.at), e.id, d.id)
        .limit(ANDON_ALARM_EXPORT_MAX);
      return this.toDtos(tenantId, rows);
    });
  }

  private where(tenantId: string, query: AndonAlarmRecordFilters, scope: DataScope, timeZone: string) {
    const { from, to } = dateRangeInstants(query.startDate ?? '', query.endDate ?? '', timeZone);
    return listConditions(
      query,
      { equals: { lineId: c.lineId, itemId: c.itemId, channelType: d.channelType, state: d.state } },
      eq(e.tenantId, tenantId),
      eq(e.kind, 'escalated'),
      gte(e.at, from),
      lt(e.at, to),
      dataScopeCondition(scope, { org: c.lineId, owner: c.calledBy }),
      query.code ? ilike(c.code, likePattern(query.code)) : undefined,
    );
  }

  private async toDtos(tenantId: string, rows: AlarmRow[]): Promise<AndonAlarmRecord[]> {
    const names = async (kind: 'line' | 'station', ids: (string | null)[]) => {
      const unique = [...new Set(ids.filter((id): id is string => !!id))];
      const refs =
        unique.length === 0
          ? []
          : ((await this.references.options(tenantId, { kind, ids: unique, limit: unique.length })) as CodedRef[]);
      return new Map(refs.map((ref) => [ref.id, ref]));
    };
    // One after another: inside a transaction the lookups share its connection.
    const lines = await names(
      'line',
      rows.map((row) => row.lineId),
    );
    const stations = await names(
      'station',
      rows.map((row) => row.stationId),
    );
    return rows.map((row): AndonAlarmRecord => {
      const station = stations.get(row.stationId);
      return {
        id: row.deliveryId ? `${row.eventId}-${row.deliveryId}` : row.eventId,
        eventId: row.eventId,
        callId: row.callId,
        code: row.code,
        itemId: row.itemId,
        itemCode: row.itemCode,
        itemName: row.itemName,
        lineId: row.lineId,
        lineName: row.lineId ? (lines.get(row.lineId)?.name ?? null) : null,
        stationId: row.stationId,
        stationCode: station?.code ?? null,
        stationName: station?.name ?? null,
        ladder: (row.ladder ?? 'response') as AndonLadder,
        level: row.level ?? 0,
        at: row.at.toISOString(),
        dueAt: row.dueAt?.toISOString() ?? null,
        delaySeconds: row.dueAt ? Math.round((row.at.getTime() - row.dueAt.getTime()) / 1000) : null,
        deliveryId: row.deliveryId,
        channelName: row.channelName,
        channelType: row.channelType as PushChannelType | null,
        target: row.target,
        targetName: row.targetName,
        state: row.state as PushDeliveryState | null,
        attempts: row.attempts,
        lastAnswer: row.lastAnswer,
      };
    });
  }
}
