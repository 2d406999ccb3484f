import type { REPORT_SORT_FIELDS } from '@takt/contracts';
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import { rowsOf } from '../../platform/db/table-rows.js';
import { productionReportCodeCounters, productionReportDefects, productionReports } from './reports.table.js';

export type ReportRow = typeof productionReports.$inferSelect;
export type ReportDefectRow = typeof productionReportDefects.$inferSelect;
export type ReportWritable = Omit<ReportRow, 'tenantId' | 'id' | 'createdAt' | 'updatedAt' | 'createdBy'>;
export type ReportDefectWritable = Pick<ReportDefectRow, 'badPhenomenonId' | 'defectTypeId' | 'quantity'>;

/** Defects a report entered at its workstation, at the report's time, told once committed (andon's defects rules). */
export interface ReportDefectsRecorded {
  tenantId: string;
  lineId: string;
  stationId: string;
  badPhenomenonIds: string[];
  at: Date;
}
export type ReportDefectsListener = (event: ReportDefectsRecorded) => Promise<void>;

/** What the report queries filter by; `from` and `to` (exclusive) bound the report time. */
export interface ReportFilter {
  from: Date;
  to: Date;
  code?: string;
  workOrderId?: string;
  lineId?: string;
  lineIds?: readonly string[];
  processId?: string;
  stationId?: string;
  reporterId?: string;
}

export interface ReportPageRequest {
  pageNo: number;
  pageSize: number;
  sortField?: (typeof REPORT_SORT_FIELDS)[number];
  sortOrder?: 'ascend' | 'descend';
}

export interface ReportTotalRow {
  processId: string;
  /** Null on the per-process rows. */
  stationId: string | null;
  reports: number;
  goodQuantity: number;
  badQuantity: number;
  scrapQuantity: number;
  timeSpent: number;
}

const r = productionReports;

/** Every method takes the tenant first and runs in (or joins) its transaction. */
export class ReportRepository {
  private readonly defectListeners: ReportDefectsListener[] = [];

  constructor(private readonly db: Database) {}

  onDefects(listener: ReportDefectsListener): void {
    this.defectListeners.push(listener);
  }

  private filters(tenantId: string, filter: ReportFilter): SQL | undefined {
    return listConditions(
      filter,
      {
        contains: { code: r.code },
        equals: {
          workOrderId: r.workOrderId,
          lineId: r.lineId,
          processId: r.processId,
          stationId: r.stationId,
          reporterId: r.reporterId,
        },
      },
      eq(r.tenantId, tenantId),
      gte(r.reportedAt, filter.from),
      lt(r.reportedAt, filter.to),
      filter.lineIds?.length ? inArray(r.lineId, [...filter.lineIds]) : undefined,
    );
  }

  page(tenantId: string, filter: ReportFilter, request: ReportPageRequest) {
    return this.db.tenant(tenantId, (tx) =>
      selectPage(tx, tx.select().from(r).$dynamic(), request, {
        table: r,
        where: this.filters(tenantId, filter),
        sortable: {
          code: r.code,
          reportedAt: r.reportedAt,
          goodQuantity: r.goodQuantity,
          badQuantity: r.badQuantity,
          scrapQuantity: r.scrapQuantity,
          timeSpent: r.timeSpent,
          createdAt: r.createdAt,
        },
        defaultOrder: desc(r.reportedAt),
        tieBreaker: r.id,
      }),
    );
  }

  /** The filtered reports, newest first, at most `limit`. */
  list(tenantId: string, filter: ReportFilter, limit: number): Promise<ReportRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx.select().from(r).where(this.filters(tenantId, filter)).orderBy(desc(r.reportedAt), desc(r.id)).limit(limit),
    );
  }

  /** Whether the enterprise has any report at all. */
  hasAny(tenantId: string): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx.select({ id: r.id }).from(r).where(eq(r.tenantId, tenantId)).limit(1);
      return rows.length > 0;
    });
  }

  findById(tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<ReportRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const query = tx
        .select()
        .from(r)
        .where(and(eq(r.tenantId, tenantId), eq(r.id, id)));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    });
  }

  findByCode(tenantId: string, code: string): Promise<ReportRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(r)
        .where(and(eq(r.tenantId, tenantId), eq(r.code, code)));
      return row;
    });
  }

  defectsOf(tenantId: string, reportIds: readonly string[]): Promise<ReportDefectRow[]> {
    if (reportIds.length === 0) return Promise.resolve([]);
    const d = productionReportDefects;
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(d)
        .where(and(eq(d.tenantId, tenantId), inArray(d.reportId, [...reportIds])))
        .orderBy(asc(d.reportId), asc(d.lineNo)),
    );
  }

  insert(tenantId: string, values: ReportWritable & { createdBy: string | null }): Promise<ReportRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(r)
        .values({ tenantId, ...values })
        .returning();
      return row!;
    });
  }

  update(tenantId: string, id: string, values: ReportWritable): Promise<ReportRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(r)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(r.tenantId, tenantId), eq(r.id, id)))
        .returning();
      return row;
    });
  }

  /**
   * Replaces the report's defect items (numbered from 1 in the given order); once committed, tells
   * the listeners the defects at the report's workstation and time.
   */
  replaceDefects(
    tenantId: string,
    report: Pick<ReportRow, 'id' | 'lineId' | 'stationId' | 'reportedAt'>,
    items: readonly ReportDefectWritable[],
  ): Promise<ReportDefectRow[]> {
    const d = productionReportDefects;
    return this.db.tenant(tenantId, async (tx) => {
      await tx.delete(d).where(and(eq(d.tenantId, tenantId), eq(d.reportId, report.id)));
      if (items.length === 0) return [];
      const rows = await tx
        .insert(d)
        .values(items.map((item, index) => ({ ...item, tenantId, reportId: report.id, lineNo: index + 1 })))
        .returning();
      if (this.defectListeners.length > 0) {
        const event: ReportDefectsRecorded = {
          tenantId,
          lineId: report.lineId,
          stationId: report.stationId,
          badPhenomenonIds: [...new Set(items.map((item) => item.badPhenomenonId))],
          at: report.reportedAt,
        };
        this.db.afterCommit(async () => {
          for (const listener of this.defectListeners) await listener(event);
        });
      }
      return rows;
    });
  }

  /** Defects reports entered at a workstation with a report time in (after, until], of one bad phenomenon or any. */
  countDefects(
    tenantId: string,
    query: { stationId: string; badPhenomenonId: string | null; after: Date; until: Date },
  ): Promise<number> {
    const d = productionReportDefects;
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ n: sql<number>`coalesce(sum(${d.quantity}), 0)::int` })
        .from(d)
        .innerJoin(r, and(eq(r.tenantId, d.tenantId), eq(r.id, d.reportId)))
        .where(
          and(
            eq(r.tenantId, tenantId),
            eq(r.stationId, query.stationId),
            gt(r.reportedAt, query.after),
            lte(r.reportedAt, query.until),
            query.badPhenomenonId ? eq(d.badPhenomenonId, query.badPhenomenonId) : undefined,
          ),
        );
      return Number(row?.n ?? 0);
    });
  }

  /** Whether a row was deleted (its defect items go with it). */
  delete(tenantId: string, id: string): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .delete(r)
        .where(and(eq(r.tenantId, tenantId), eq(r.id, id)))
        .returning({ id: r.id });
      return rows.length > 0;
    });
  }

  /** The next number of the day's code counter (1 for the first), counted in the caller's transaction. */
  nextCounter(tenantId: string, day: string): Promise<number> {
    const c = productionReportCodeCounters;
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(c)
        .values({ tenantId, day, value: 1 })
        .onConflictDoUpdate({ target: [c.tenantId, c.day], set: { value: sql`${c.value} + 1` } })
        .returning({ value: c.value });
      return row!.value;
    });
  }

  /** Good, bad, scrap and time spent per process and per process and station. */
  totals(tenantId: string, filter: ReportFilter): Promise<ReportTotalRow[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const result = await tx.execute(sql`
        select ${r.processId}::text as process_id, ${r.stationId}::text as station_id,
          grouping(${r.stationId}) as g_station, count(*)::int as reports,
          sum(${r.goodQuantity})::bigint::text as good, sum(${r.badQuantity})::bigint::text as bad,
          sum(${r.scrapQuantity})::bigint::text as scrap, sum(${r.timeSpent})::bigint::text as time_spent
        from ${r}
        where ${this.filters(tenantId, filter)}
        group by grouping sets ((${r.processId}, ${r.stationId}), (${r.processId}))`);
      type Row = {
        process_id: string;
        station_id: string | null;
        g_station: number;
        reports: number;
        good: string;
        bad: string;
        scrap: string;
        time_spent: string;
      };
      return rowsOf<Row>(result).map((row) => ({
        processId: row.process_id,
        stationId: Number(row.g_station) === 1 ? null : row.station_id,
        reports: Number(row.reports),
        goodQuantity: Number(row.good),
        badQuantity: Number(row.bad),
        scrapQuantity: Number(row.scrap),
        timeSpent: Number(row.time_spent),
      }));
    });
  }

  /** The defect items of the filtered reports, summed per month of their report (`YYYY-MM` in `timeZone`). */
  defectsByMonth(
    tenantId: string,
    filter: ReportFilter,
    timeZone: string,
  ): Promise<{ month: string; quantity: number }[]> {
    const d = productionReportDefects;
    return this.db.tenant(tenantId, async (tx) => {
      const month = sql<string>`to_char(${r.reportedAt} at time zone ${timeZone}, 'YYYY-MM')`;
      const rows = await tx
        .select({ month, quantity: sql<string>`sum(${d.quantity})::bigint::text` })
        .from(d)
        .innerJoin(r, and(eq(r.tenantId, d.tenantId), eq(r.id, d.reportId)))
        .where(and(eq(d.tenantId, tenantId), this.filters(tenantId, filter)))
        .groupBy(sql`1`);
      return rows.map((row) => ({ month: row.month, quantity: Number(row.quantity) }));
    });
  }

  /** The defect items of the filtered reports, by bad phenomenon and defect type. */
  defectCounts(
    tenantId: string,
    filter: ReportFilter,
  ): Promise<{ badPhenomenonId: string; defectTypeId: string | null; quantity: number }[]> {
    const d = productionReportDefects;
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({
          badPhenomenonId: d.badPhenomenonId,
          defectTypeId: d.defectTypeId,
          quantity: sql<string>`sum(${d.quantity})::bigint::text`,
        })
        .from(d)
        .innerJoin(r, and(eq(r.tenantId, d.tenantId), eq(r.id, d.reportId)))
        .where(and(eq(d.tenantId, tenantId), this.filters(tenantId, filter)))
        .groupBy(d.badPhenomenonId, d.defectTypeId);
      return rows.map((row) => ({ ...row, quantity: Number(row.quantity) }));
    });
  }
}
