import type { CodedRef } from '@takt/contracts';
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { likePattern } from '../../platform/db/paging.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { productionReportDefects, productionReports } from './reports.table.js';

const r = productionReports;
const d = productionReportDefects;

/** Defect items read to find `limit` distinct reports (one report may have several items). */
const ITEMS_PER_REPORT = 20;

/**
 * Production reports in the reference registry: a kind of their own (known by code), and a user
 * of what a report was saved with, so the work order, process, workstation, shift, bad phenomenon
 * or defect type of a report cannot be deleted while the report points at it (409 naming the
 * reports). Every finder reads a bounded number of rows through an index led by the tenant.
 */
export class ReportReferences {
  constructor(private readonly db: Database) {}

  register(references: ReferenceRegistry): void {
    references.provide('productionReport', {
      byIds: (tenantId, ids, options) =>
        ids.length === 0
          ? Promise.resolve([])
          : this.reportsWhere(tenantId, inArray(r.id, [...ids]), ids.length, options?.lock ?? false),
      search: (tenantId, keyword, limit) =>
        this.reportsWhere(tenantId, keyword ? ilike(r.code, likePattern(keyword)) : undefined, limit),
      byCodes: (tenantId, codes) =>
        codes.length === 0
          ? Promise.resolve([])
          : this.reportsWhere(tenantId, inArray(r.code, [...codes]), codes.length),
    });

    for (const [kind, column] of [
      ['workOrder', r.workOrderId],
      ['process', r.processId],
      ['station', r.stationId],
      ['shift', r.shiftId],
    ] as const)
      references.usedBy(kind, 'productionReport', (tenantId, id, limit) =>
        this.reportsWhere(tenantId, eq(column, id), limit),
      );
    for (const [kind, column] of [
      ['badPhenomenon', d.badPhenomenonId],
      ['defectType', d.defectTypeId],
    ] as const)
      references.usedBy(kind, 'productionReport', (tenantId, id, limit) =>
        this.reportsWithItems(tenantId, eq(column, id), limit),
      );
  }

  /** Up to `limit` reports matching `condition`, by code. */
  private reportsWhere(tenantId: string, condition: SQL | undefined, limit: number, lock = false): Promise<CodedRef[]> {
    if (limit === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, async (tx) => {
      const query = tx
        .select({ id: r.id, code: r.code })
        .from(r)
        .where(and(eq(r.tenantId, tenantId), condition))
        .orderBy(asc(r.code))
        .limit(limit);
      const rows = lock ? await query.for('key share') : await query;
      return rows.map((row) => ({ ...row, name: '' }));
    });
  }

  /** Up to `limit` reports with defect items matching `condition`. */
  private async reportsWithItems(tenantId: string, condition: SQL, limit: number): Promise<CodedRef[]> {
    const items = await this.db.tenant(tenantId, (tx) =>
      tx
        .select({ reportId: d.reportId })
        .from(d)
        .where(and(eq(d.tenantId, tenantId), condition))
        .limit(limit * ITEMS_PER_REPORT),
    );
    const reportIds = [...new Set(items.map((item) => item.reportId))].slice(0, limit);
    return reportIds.length === 0 ? [] : this.reportsWhere(tenantId, inArray(r.id, reportIds), limit);
  }
}
