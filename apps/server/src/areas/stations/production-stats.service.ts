import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/table-rows.js';

/**
 * Read-only figures over the production tables for the reports area's analysis. Every query is
 * bounded by the tenant and a time window on the partitioning column (`scan_events.scanned_at`),
 * so PostgreSQL prunes to the months asked for; grouping happens in SQL, in one statement per
 * figure, never row by row.
 */

/**
 * A unit's step is done at a process with one of these actions (station scanning writes a `pass`
 * for every step done, the packing step's `encase` included).
 */
export const STEP_PASS_ACTIONS = ['pass'] as const;

/** What every figure is asked for. */
export interface StatsWindow {
  /** Inclusive start and exclusive end. */
  from: Date;
  to: Date;
  /** IANA zone of the hour and day buckets. */
  timeZone: string;
  /** Only these lines (all when absent). */
  lineIds?: readonly string[];
  /** Only this process (otherwise, for output, the counting processes). */
  processId?: string;
}

export interface OutputBuckets {
  byHour: { hour: number; good: number }[];
  byShift: { shiftId: string | null; good: number }[];
  byLine: { lineId: string; good: number }[];
  byDayLine: { day: string; lineId: string; good: number }[];
  total: number;
}

export interface YieldRow {
  lineId: string | null;
  processId: string | null;
  scanned: number;
  firstPass: number;
}

export interface YieldFigures {
  byLineProcess: (YieldRow & { lineId: string; processId: string })[];
  byProcess: (YieldRow & { processId: string })[];
  byLine: (YieldRow & { lineId: string })[];
  /** Units over all lines (a unit belongs to one line). */
  total: { scanned: number; firstPass: number };
}

export interface DefectCount {
  badPhenomenonId: string;
  defectTypeId: string | null;
  quantity: number;
}

export interface StationActivity {
  day: string;
  workOrderId: string;
  processId: string;
  stationId: string;
  operatorId: string | null;
  passed: number;
  failed: number;
  firstAt: Date;
  lastAt: Date;
}

/** Scanned output of one day, work order, process, workstation and shift. */
export interface ScannedOutput {
  day: string;
  workOrderId: string;
  lineId: string | null;
  processId: string;
  stationId: string;
  shiftId: string | null;
  passed: number;
  failed: number;
  firstAt: Date;
  lastAt: Date;
}

/** Which scanned output, in what order, which page. */
export interface ScannedOutputRequest {
  workOrderId?: string;
  stationId?: string;
  pageNo: number;
  pageSize: number;
  sortField?: 'day' | 'passed' | 'failed' | 'lastAt';
  sortOrder?: 'ascend' | 'descend';
}

const SCANNED_SORT_COLUMNS = { day: 'day', passed: 'passed', failed: 'failed', lastAt: 'last_at' } as const;

const stepResults = () =>
  sql.join(
    [...STEP_PASS_ACTIONS, 'fail'].map((action) => sql`${action}`),
    sql`, `,
  );

/** Per group of scans: units that passed (each once), failed results, first and last scan. */
const STATION_RESULTS = sql`count(distinct e.unit_id) filter (where e.action in (${sql.join(
  STEP_PASS_ACTIONS.map((action) => sql`${action}`),
  sql`, `,
)}))::int as passed,
  count(*) filter (where e.action = 'fail')::int as failed,
  min(e.scanned_at) as first_at, max(e.scanned_at) as last_at`;

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::bigint`),
    sql`, `,
  );

export class ProductionStats {
  constructor(
    private readonly db: Database,
    /** The enterprise's counting processes (spec 001 §3): where output is counted. */
    private readonly countingProcessIds: (tenantId: string) => Promise<string[]>,
  ) {}

  private scanFilters(tenantId: string, window: StatsWindow): SQL {
    const filters = [
      sql`e.tenant_id = ${tenantId}::bigint`,
      sql`e.scanned_at >= ${window.from.toISOString()}::timestamptz`,
      sql`e.scanned_at < ${window.to.toISOString()}::timestamptz`,
      sql`e.unit_id is not null`,
      sql`e.process_id is not null`,
    ];
    if (window.lineIds?.length) filters.push(sql`e.line_id in (${idList(window.lineIds)})`);
    if (window.processId) filters.push(sql`e.process_id = ${window.processId}::bigint`);
    return sql.join(filters, sql` and `);
  }

  /**
   * Good output: units passing a counting process (or the window's process), one per unit and
   * process in each bucket, by hour of day, shift, line, and day and line.
   */
  output(tenantId: string, window: StatsWindow): Promise<OutputBuckets> {
    return this.db.tenant(tenantId, async (tx) => {
      const empty: OutputBuckets = { byHour: [], byShift: [], byLine: [], byDayLine: [], total: 0 };
      const processIds = window.processId ? [window.processId] : await this.countingProcessIds(tenantId);
      if (processIds.length === 0) return empty;
      const result = await tx.execute(sql`
        with passes as (
          select e.unit_id, e.process_id, e.line_id, e.shift_id,
            extract(hour from e.scanned_at at time zone ${window.timeZone})::int as hour,
            to_char(e.scanned_at at time zone ${window.timeZone}, 'YYYY-MM-DD') as day
          from scan_events e
          where ${this.scanFilters(tenantId, window)}
            and e.action in (${sql.join(
              STEP_PASS_ACTIONS.map((action) => sql`${action}`),
              sql`, `,
            )})
            and e.process_id in (${idList(processIds)})
        )
        select grouping(hour) as g_hour, grouping(shift_id) as g_shift, grouping(line_id) as g_line,
          grouping(day) as g_day, hour, shift_id::text as shift_id, line_id::text as line_id, day,
          count(distinct (unit_id, process_id))::int as good
        from passes
        group by grouping sets ((hour), (shift_id), (line_id), (day, line_id), ())`);
      type Row = {
        g_hour: number;
        g_shift: number;
        g_line: number;
        g_day: number;
        hour: number | null;
        shift_id: string | null;
        line_id: string | null;
        day: string | null;
        good: number;
      };
      const buckets = empty;
      for (const row of rowsOf<Row>(result)) {
        const good = Number(row.good);
        const kept = [row.g_hour, row.g_shift, row.g_line, row.g_day].map(Number);
        if (kept.every((g) => g === 1)) buckets.total = good;
        else if (kept[0] === 0) buckets.byHour.push({ hour: Number(row.hour), good });
        else if (kept[1] === 0) buckets.byShift.push({ shiftId: row.shift_id, good });
        else if (kept[3] === 0) buckets.byDayLine.push({ day: row.day!, lineId: row.line_id!, good });
        else buckets.byLine.push({ lineId: row.line_id!, good });
      }
      return buckets;
    });
  }

  /**
   * First-pass yield: per unit and process, whether its first result there in the window (a pass
   * or a fail) was a pass; a unit passes its line first time when it passed every process of the
   * line that way.
   */
  firstPassYield(tenantId: string, window: StatsWindow): Promise<YieldFigures> {
    return this.db.tenant(tenantId, async (tx) => {
      const result = await tx.execute(sql`
        with results as (
          select e.line_id, e.process_id, e.unit_id,
            min(e.scanned_at) filter (where e.action = 'fail') as first_fail,
            min(e.scanned_at) filter (where e.action in (${sql.join(
              STEP_PASS_ACTIONS.map((action) => sql`${action}`),
              sql`, `,
            )})) as first_pass
          from scan_events e
          where ${this.scanFilters(tenantId, window)}
            and e.action in ('fail', ${sql.join(
              STEP_PASS_ACTIONS.map((action) => sql`${action}`),
              sql`, `,
            )})
          group by e.line_id, e.process_id, e.unit_id
        ),
        judged as (
          select line_id, process_id, unit_id,
            (first_pass is not null and (first_fail is null or first_pass < first_fail)) as ok
          from results
        ),
        units as (
          select line_id, unit_id, bool_and(ok) as ok from judged group by line_id, unit_id
        )
        select 'lp' as kind, line_id::text as line_id, process_id::text as process_id,
          count(*)::int as scanned, count(*) filter (where ok)::int as first_pass
        from judged group by line_id, process_id
        union all
        select 'p', null, process_id::text, count(*)::int, count(*) filter (where ok)::int
        from judged group by process_id
        union all
        select 'l', line_id::text, null, count(*)::int, count(*) filter (where ok)::int
        from units group by line_id
        union all
        select 't', null, null, count(*)::int, count(*) filter (where ok)::int from units`);
      type Row = {
        kind: string;
        line_id: string | null;
        process_id: string | null;
        scanned: number;
        first_pass: number;
      };
      const figures: YieldFigures = {
        byLineProcess: [],
        byProcess: [],
        byLine: [],
        total: { scanned: 0, firstPass: 0 },
      };
      for (const row of rowsOf<Row>(result)) {
        const counts = { scanned: Number(row.scanned), firstPass: Number(row.first_pass) };
        if (row.kind === 'lp')
          figures.byLineProcess.push({ lineId: row.line_id!, processId: row.process_id!, ...counts });
        else if (row.kind === 'p') figures.byProcess.push({ lineId: null, processId: row.process_id!, ...counts });
        else if (row.kind === 'l') figures.byLine.push({ lineId: row.line_id!, processId: null, ...counts });
        else figures.total = counts;
      }
      return figures;
    });
  }

  /**
   * Passes and failures per day, work order, process and workstation in the window, with the
   * first and last scan and one of the operators (what the demo's production reports are made
   * from), busiest first, at most `limit` rows.
   */
  activity(tenantId: string, window: StatsWindow, limit: number): Promise<StationActivity[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const result = await tx.execute(sql`
        select to_char(e.scanned_at at time zone ${window.timeZone}, 'YYYY-MM-DD') as day,
          e.work_order_id::text as work_order_id, e.process_id::text as process_id,
          e.station_id::text as station_id, min(e.operator_id)::text as operator_id,
          ${STATION_RESULTS}
        from scan_events e
        where ${this.scanFilters(tenantId, window)} and e.work_order_id is not null
        group by 1, e.work_order_id, e.process_id, e.station_id
        order by count(*) desc, 1, 2, 3, 4
        limit ${limit}`);
      type Row = {
        day: string;
        work_order_id: string;
        process_id: string;
        station_id: string;
        operator_id: string | null;
        passed: number;
        failed: number;
        first_at: string | Date;
        last_at: string | Date;
      };
      return rowsOf<Row>(result).map((row) => ({
        day: row.day,
        workOrderId: row.work_order_id,
        processId: row.process_id,
        stationId: row.station_id,
        operatorId: row.operator_id,
        passed: Number(row.passed),
        failed: Number(row.failed),
        firstAt: new Date(row.first_at),
        lastAt: new Date(row.last_at),
      }));
    });
  }

  /**
   * Output as station scanning counted it, per day (in the window's zone), work order, process,
   * workstation and shift: units passed (each once) and failed results, with the first and last
   * scan; one page of it, newest day first unless asked otherwise, and how many rows there are.
   */
  scannedOutput(
    tenantId: string,
    window: StatsWindow,
    request: ScannedOutputRequest,
  ): Promise<{ rows: ScannedOutput[]; totalRows: number }> {
    return this.db.tenant(tenantId, async (tx) => {
      const filters = [this.scanFilters(tenantId, window), sql`e.work_order_id is not null`];
      if (request.workOrderId) filters.push(sql`e.work_order_id = ${request.workOrderId}::bigint`);
      if (request.stationId) filters.push(sql`e.station_id = ${request.stationId}::bigint`);
      const column = sql.raw(SCANNED_SORT_COLUMNS[request.sortField ?? 'day']);
      const direction = sql.raw(request.sortOrder === 'ascend' ? 'asc' : 'desc');
      const result = await tx.execute(sql`
        with groups as (
          select to_char(e.scanned_at at time zone ${window.timeZone}, 'YYYY-MM-DD') as day,
            e.work_order_id, e.line_id, e.process_id, e.station_id, e.shift_id,
            ${STATION_RESULTS}
          from scan_events e
          where ${sql.join(filters, sql` and `)} and e.action in (${stepResults()})
          group by 1, e.work_order_id, e.line_id, e.process_id, e.station_id, e.shift_id
        )
        select day, work_order_id::text as work_order_id, line_id::text as line_id,
          process_id::text as process_id, station_id::text as station_id, shift_id::text as shift_id,
          passed, failed, first_at, last_at, count(*) over ()::int as total_rows
        from groups
        order by ${column} ${direction}, last_at desc, work_order_id, process_id, station_id, shift_id
        limit ${request.pageSize} offset ${(request.pageNo - 1) * request.pageSize}`);
      type Row = {
        day: string;
        work_order_id: string;
        line_id: string | null;
        process_id: string;
        station_id: string;
        shift_id: string | null;
        passed: number;
        failed: number;
        first_at: string | Date;
        last_at: string | Date;
        total_rows: number;
      };
      const rows = rowsOf<Row>(result);
      return {
        rows: rows.map((row) => ({
          day: row.day,
          workOrderId: row.work_order_id,
          lineId: row.line_id,
          processId: row.process_id,
          stationId: row.station_id,
          shiftId: row.shift_id,
          passed: Number(row.passed),
          failed: Number(row.failed),
          firstAt: new Date(row.first_at),
          lastAt: new Date(row.last_at),
        })),
        totalRows: rows.length ? Number(rows[0]!.total_rows) : 0,
      };
    });
  }

  /**
   * Good output (as in `output`) and defect quantities recorded with failed scans, per month
   * (`YYYY-MM` in the window's zone): a unit counts once per counting process and month.
   */
  monthly(tenantId: string, window: StatsWindow): Promise<{ month: string; good: number; defects: number }[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const processIds = window.processId ? [window.processId] : await this.countingProcessIds(tenantId);
      const months = new Map<string, { month: string; good: number; defects: number }>();
      const at = (month: string) => {
        const found = months.get(month) ?? { month, good: 0, defects: 0 };
        months.set(month, found);
        return found;
      };
      if (processIds.length > 0) {
        const output = await tx.execute(sql`
          select to_char(e.scanned_at at time zone ${window.timeZone}, 'YYYY-MM') as month,
            count(distinct (e.unit_id, e.process_id))::int as good
          from scan_events e
          where ${this.scanFilters(tenantId, window)}
            and e.action in (${sql.join(
              STEP_PASS_ACTIONS.map((action) => sql`${action}`),
              sql`, `,
            )})
            and e.process_id in (${idList(processIds)})
          group by 1`);
        for (const row of rowsOf<{ month: string; good: number }>(output)) at(row.month).good = Number(row.good);
      }
      const filters = [
        sql`d.tenant_id = ${tenantId}::bigint`,
        sql`d.recorded_at >= ${window.from.toISOString()}::timestamptz`,
        sql`d.recorded_at < ${window.to.toISOString()}::timestamptz`,
      ];
      if (window.lineIds?.length) filters.push(sql`d.line_id in (${idList(window.lineIds)})`);
      if (window.processId) filters.push(sql`d.process_id = ${window.processId}::bigint`);
      const defects = await tx.execute(sql`
        select to_char(d.recorded_at at time zone ${window.timeZone}, 'YYYY-MM') as month,
          sum(d.quantity)::int as quantity
        from unit_defects d
        where ${sql.join(filters, sql` and `)}
        group by 1`);
      for (const row of rowsOf<{ month: string; quantity: number }>(defects))
        at(row.month).defects = Number(row.quantity);
      return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
    });
  }

  /** Defects recorded with failed scans in the window, by bad phenomenon and defect type. */
  defects(tenantId: string, window: StatsWindow): Promise<DefectCount[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const filters = [
        sql`d.tenant_id = ${tenantId}::bigint`,
        sql`d.recorded_at >= ${window.from.toISOString()}::timestamptz`,
        sql`d.recorded_at < ${window.to.toISOString()}::timestamptz`,
      ];
      if (window.lineIds?.length) filters.push(sql`d.line_id in (${idList(window.lineIds)})`);
      if (window.processId) filters.push(sql`d.process_id = ${window.processId}::bigint`);
      const result = await tx.execute(sql`
        select d.bad_phenomenon_id::text as bad_phenomenon_id, d.defect_type_id::text as defect_type_id,
          sum(d.quantity)::int as quantity
        from unit_defects d
        where ${sql.join(filters, sql` and `)}
        group by d.bad_phenomenon_id, d.defect_type_id`);
      return rowsOf<{ bad_phenomenon_id: string; defect_type_id: string | null; quantity: number }>(result).map(
        (row) => ({
          badPhenomenonId: row.bad_phenomenon_id,
          defectTypeId: row.defect_type_id,
          quantity: Number(row.quantity),
        }),
      );
    });
  }
}
