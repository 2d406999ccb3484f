import {
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

/**
 * Production reports (spec 001 §3): good, bad and scrap quantities of a work order at a process
 * and workstation, with their defect items and time spent. The order's line and product are
 * copied in when the report is saved, so the analysis groups reports without asking the
 * work-orders area row by row. Every query is bounded by tenant and report time.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const productionReports = pgTable(
  'production_reports',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 30 }).notNull(),
    workOrderId: bigintString('work_order_id').notNull(),
    productId: bigintString('product_id').notNull(),
    lineId: bigintString('line_id').notNull(),
    processId: bigintString('process_id').notNull(),
    stationId: bigintString('station_id').notNull(),
    reporterId: bigintString('reporter_id').notNull(),
    /** The shift the line was on at `reportedAt` (null: no regime, or between shifts). */
    shiftId: bigintString('shift_id'),
    productionDay: date('production_day', { mode: 'string' }),
    reportedAt: at('reported_at').notNull(),
    goodQuantity: integer('good_quantity').notNull(),
    badQuantity: integer('bad_quantity').notNull(),
    scrapQuantity: integer('scrap_quantity').notNull(),
    /** Minutes. */
    timeSpent: integer('time_spent').notNull().default(0),
    remark: varchar('remark', { length: 200 }),
    createdBy: bigintString('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('production_reports_tenant_code').on(t.tenantId, t.code),
    index('production_reports_tenant_reported').on(t.tenantId, t.reportedAt),
    index('production_reports_tenant_order').on(t.tenantId, t.workOrderId, t.reportedAt),
    // The reference registry's "in use" checks before a process, workstation or shift is deleted.
    index('production_reports_tenant_process').on(t.tenantId, t.processId),
    index('production_reports_tenant_station').on(t.tenantId, t.stationId),
    index('production_reports_tenant_shift').on(t.tenantId, t.shiftId),
  ],
);

/** What the defective units of a report had: a bad phenomenon, optionally a defect type, and how many. */
export const productionReportDefects = pgTable(
  'production_report_defects',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    reportId: bigintString('report_id').notNull(),
    lineNo: smallint('line_no').notNull(),
    badPhenomenonId: bigintString('bad_phenomenon_id').notNull(),
    defectTypeId: bigintString('defect_type_id'),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.reportId],
      foreignColumns: [productionReports.tenantId, productionReports.id],
    }).onDelete('cascade'),
    index('production_report_defects_tenant_report').on(t.tenantId, t.reportId, t.lineNo),
    // The "in use" checks before a bad phenomenon or defect type is deleted.
    index('production_report_defects_tenant_phenomenon').on(t.tenantId, t.badPhenomenonId),
    index('production_report_defects_tenant_type').on(t.tenantId, t.defectTypeId),
  ],
);

/** The counter behind generated report codes (`RP` + date + a daily count). */
export const productionReportCodeCounters = pgTable(
  'production_report_code_counters',
  {
    tenantId: tenantIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);
