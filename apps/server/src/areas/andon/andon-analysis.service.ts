import {
  ANDON_TOP_N,
  ANDON_TREND_DAYS,
  type AndonAnalysis,
  type AndonAnalysisQuery,
  type AndonCount,
  type AndonTrendPoint,
  type CodedRef,
  calendarDayNumber,
  dateRangeInstants,
} from '@takt/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DataScope } from '../../platform/data-scope/data-scope.js';
import type { Database, Tx } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/table-rows.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';

const MS_PER_DAY = 86_400_000;
const dayText = (day: number) => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

interface Window {
  tenantId: string;
  from: Date;
  to: Date;
  lineId?: string;
  typeId?: string;
  scope: DataScope;
  /** Open steps already past their target count as overtime as of this instant. */
  now: Date;
}

/** The mean times and timely rates of a set of calls (`c`), as select items. */
function timesColumns(now: Date): SQL {
  const at = now.toISOString();
  return sql`
    avg(extract(epoch from c.responded_at - c.called_at))::float8 as mtta,
    avg(extract(epoch from c.arrived_at - c.called_at))::float8 as mtt_arrive,
    avg(extract(epoch from c.ended_at - c.called_at))::float8 as mttr,
    avg(case coalesce(c.response_timely, case when c.responded_at is null
        and c.called_at + c.response_minutes * interval '1 minute' < ${at}::timestamptz then false end)
      when true then 1.0 when false then 0.0 end)::float8 as response_rate,
    avg(case coalesce(c.resolution_timely, case when c.ended_at is null
        and c.called_at + c.resolution_minutes * interval '1 minute' < ${at}::timestamptz then false end)
      when true then 1.0 when false then 0.0 end)::float8 as resolution_rate`;
}

interface TimesRow {
  mtta: number | null;
  mtt_arrive: number | null;
  mttr: number | null;
  response_rate: number | null;
  resolution_rate: number | null;
}

const num = (value: number | string | null) => (value === null ? null : Number(value));
function times(row: TimesRow | undefined) {
  return {
    mttaSeconds: num(row?.mtta ?? null),
    mttArriveSeconds: num(row?.mtt_arrive ?? null),
    mttrSeconds: num(row?.mttr ?? null),
    responseTimelyRate: num(row?.response_rate ?? null),
    resolutionTimelyRate: num(row?.resolution_rate ?? null),
  };
}

/**
 * Andon analysis (spec 001 §9): every figure computed in SQL over `andon_calls` of the reader's
 * range and filters. Cancelled calls (withdrawn wrong buttons) count only as `cancelled`: they
 * were never meant, so they neither add calls nor bend the mean times and rates.
 */
export class AndonAnalysisService {
  constructor(
    private readonly db: Database,
    private readonly references: ReferenceRegistry,
  ) {}

  analyse(
    tenantId: string,
    query: AndonAnalysisQuery,
    scope: DataScope,
    timeZone: string,
    now = new Date(),
  ): Promise<AndonAnalysis> {
    const startDate = query.startDate ?? '';
    const endDate = query.endDate ?? '';
    const { from, to } = dateRangeInstants(startDate, endDate, timeZone);
    const window: Window = { tenantId, from, to, lineId: query.lineId, typeId: query.typeId, scope, now };
    return this.db.tenant(tenantId, async (tx) => {
      const summary = await this.summary(tx, window);
      const byItem = await this.byItem(tx, window);
      const byType = await this.counts(tx, window, sql`c.type_id`, sql`c.type_name`);
      const byLine = await this.named(tenantId, 'line', await this.counts(tx, window, sql`c.line_id`, sql`null::text`));
      const stations = await this.counts(tx, window, sql`c.station_id`, sql`null::text`, ANDON_TOP_N);
      const responders = await this.counts(tx, window, sql`c.responder_id`, sql`c.responder_name`, ANDON_TOP_N);
      const trends = await this.trends(tx, window, endDate, timeZone);
      return {
        summary,
        byItem,
        byType,
        byLine,
        top: {
          items: byItem.slice(0, ANDON_TOP_N).map(({ id, name, calls }) => ({ id, name, calls })),
          stations: await this.named(tenantId, 'station', stations),
          responders: responders.filter((row) => row.id !== null),
        },
        trends,
      };
    });
  }

  private where(window: Window, range: { from: Date; to: Date } = window): SQL {
    const parts = [
      sql`c.tenant_id = ${window.tenantId}`,
      sql`c.called_at >= ${range.from.toISOString()}::timestamptz`,
      sql`c.called_at < ${range.to.toISOString()}::timestamptz`,
    ];
    if (window.lineId) parts.push(sql`c.line_id = ${window.lineId}::bigint`);
    if (window.typeId) parts.push(sql`c.type_id = ${window.typeId}::bigint`);
    const scope = window.scope;
    if (scope.kind === 'limited') {
      // The records' rule (dataScopeCondition) written for this statement's alias.
      const visible = [
        ...(scope.orgIds.length
          ? [
              sql`c.line_id in (${sql.join(
                scope.orgIds.map((id) => sql`${id}::bigint`),
                sql`, `,
              )})`,
            ]
          : []),
        ...(scope.ownerId !== null ? [sql`c.called_by = ${scope.ownerId}::bigint`] : []),
      ];
      parts.push(visible.length ? sql`(${sql.join(visible, sql` or `)})` : sql`false`);
    }
    return sql.join(parts, sql` and `);
  }

  private async summary(tx: Tx, window: Window): Promise<AndonAnalysis['summary']> {
    const result = await tx.execute(sql`
      select count(*) filter (where not c.cancelled)::int as calls,
        count(c.responded_at) filter (where not c.cancelled)::int as responded,
        count(c.arrived_at) filter (where not c.cancelled)::int as arrived,
        count(c.ended_at) filter (where not c.cancelled)::int as ended,
        count(*) filter (where c.cancelled)::int as cancelled
      from andon_calls c where ${this.where(window)}`);
    const [counts] = rowsOf<Record<'calls' | 'responded' | 'arrived' | 'ended' | 'cancelled', number>>(result);
    const timesResult = await tx.execute(
      sql`select ${timesColumns(window.now)} from andon_calls c where ${this.where(window)} and not c.cancelled`,
    );
    return {
      calls: Number(counts?.calls ?? 0),
      responded: Number(counts?.responded ?? 0),
      arrived: Number(counts?.arrived ?? 0),
      ended: Number(counts?.ended ?? 0),
      cancelled: Number(counts?.cancelled ?? 0),
      ...times(rowsOf<TimesRow>(timesResult)[0]),
    };
  }

  private async byItem(tx: Tx, window: Window): Promise<AndonAnalysis['byItem']> {
    const result = await tx.execute(sql`
      select c.item_id::text as id,
        (array_agg(c.item_code order by c.called_at desc))[1] as code,
        (array_agg(c.item_name order by c.called_at desc))[1] as name,
        count(*)::int as calls, ${timesColumns(window.now)}
      from andon_calls c where ${this.where(window)} and not c.cancelled
      group by c.item_id order by calls desc, code`);
    return rowsOf<TimesRow & { id: string; code: string; name: string; calls: number }>(result).map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      calls: Number(row.calls),
      ...times(row),
    }));
  }

  /** Calls per `key` (the latest `name` it was called with), most first; `limit` of them. */
  private async counts(tx: Tx, window: Window, key: SQL, name: SQL, limit?: number): Promise<AndonCount[]> {
    const result = await tx.execute(sql`
      select ${key}::text as id, (array_agg(${name} order by c.called_at desc))[1] as name, count(*)::int as calls
      from andon_calls c where ${this.where(window)} and not c.cancelled and ${key} is not null
      group by ${key} order by calls desc, id
      ${limit === undefined ? sql`` : sql`limit ${limit}`}`);
    return rowsOf<{ id: string; name: string | null; calls: number }>(result).map((row) => ({
      id: row.id,
      name: row.name ?? '',
      calls: Number(row.calls),
    }));
  }

  /** Counts keyed by lines or workstations, named as they are now (a deleted one keeps its id). */
  private async named(tenantId: string, kind: 'line' | 'station', rows: AndonCount[]): Promise<AndonCount[]> {
    const ids = rows.map((row) => row.id).filter((id): id is string => id !== null);
    if (ids.length === 0) return rows;
    const refs = (await this.references.options(tenantId, { kind, ids, limit: ids.length })) as CodedRef[];
    const byId = new Map(refs.map((ref) => [ref.id, ref]));
    return rows.map((row) => {
      const ref = row.id ? byId.get(row.id) : undefined;
      return { ...row, name: ref ? `${ref.code} ${ref.name}` : `#${row.id}` };
    });
  }

  /** Calls and timely rates per day, for each trend span ending on the range's end day. */
  private async trends(tx: Tx, window: Window, endDate: string, timeZone: string): Promise<AndonAnalysis['trends']> {
    const end = calendarDayNumber(endDate) ?? 0;
    const longest = Math.max(...ANDON_TREND_DAYS);
    const range = dateRangeInstants(dayText(end - longest + 1), endDate, timeZone);
    const result = await tx.execute(sql`
      select to_char(c.called_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, count(*)::int as calls,
        ${timesColumns(window.now)}
      from andon_calls c where ${this.where(window, range)} and not c.cancelled
      group by day`);
    const byDay = new Map(rowsOf<TimesRow & { day: string; calls: number }>(result).map((row) => [row.day, row]));
    return ANDON_TREND_DAYS.map((days) => ({
      days,
      points: Array.from({ length: days }, (_, index): AndonTrendPoint => {
        const day = dayText(end - days + 1 + index);
        const row = byDay.get(day);
        const { responseTimelyRate, resolutionTimelyRate } = times(row);
        return { day, calls: Number(row?.calls ?? 0), responseTimelyRate, resolutionTimelyRate };
      }),
    }));
  }
}
