import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { fileResponseSchema } from '../files/file.schema.js';
import { codedRefSchema } from '../references/reference.schema.js';
import { productionTodaySchema } from './production-today.schema.js';
import {
  productionReportSchema,
  REPORT_CODE_MAX,
  reportAddSchema,
  reportEditSchema,
  reportIdSchema,
  reportOrderOptionSchema,
} from './report.schema.js';
import { analysisQuerySchema, productionAnalysisSchema } from './report-analysis.schema.js';
import { queryRangeSchema, reportCalendarSchema } from './report-range.js';

const P = Permissions.work;

/** Filters of the report records: the date range (required, at most 31 days) and who, what, where. */
export const reportListQuerySchema = queryRangeSchema
  .extend({
    code: z.string().trim().max(REPORT_CODE_MAX).optional(),
    workOrderId: idSchema.optional(),
    lineId: idSchema.optional(),
    processId: idSchema.optional(),
    stationId: idSchema.optional(),
    reporterId: idSchema.optional(),
  })
  .strict();

export const REPORT_SORT_FIELDS = [
  'code',
  'reportedAt',
  'goodQuantity',
  'badQuantity',
  'scrapQuantity',
  'timeSpent',
  'createdAt',
] as const;

export const reportPageQuerySchema = pageQuerySchema(REPORT_SORT_FIELDS).extend(reportListQuerySchema.shape).strict();

export const REPORT_ORDER_OPTIONS_MAX = 50;
export const reportOrderOptionsQuerySchema = z.strictObject({
  keyword: z.string().trim().max(REPORT_CODE_MAX).optional(),
  /** Fetch exactly this order (a picker showing its current value). */
  id: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(REPORT_ORDER_OPTIONS_MAX).default(20),
});

/** The processes a report of this order may name. */
export const reportProcessOptionsQuerySchema = z.strictObject({ workOrderId: idSchema });

/** The workstations a report of this order and process may name. */
export const reportStationOptionsQuerySchema = z.strictObject({ workOrderId: idSchema, processId: idSchema });

export const reportApi = {
  page: defineRoute({
    method: 'GET',
    path: '/production_report/page',
    summary:
      'Production reports in a date range (at most 31 days), paged (filters: code, order, line, process, station, reporter)',
    tag: 'reports',
    access: { permission: P.report.page },
    query: reportPageQuerySchema,
    response: pageResultSchema(productionReportSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/production_report/detail',
    summary: 'One production report with its defect items',
    tag: 'reports',
    access: { permission: P.report.get },
    query: reportIdSchema,
    response: productionReportSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/production_report/add',
    summary:
      'Reports good, bad and scrap quantities of a work order at a process and workstation; the defect items must add up to bad + scrap',
    tag: 'reports',
    access: { permission: P.report.add },
    body: reportAddSchema,
    response: productionReportSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/production_report/edit',
    summary: 'Edits a production report (its defect items are replaced by the ones sent)',
    tag: 'reports',
    access: { permission: P.report.edit },
    body: reportEditSchema,
    response: productionReportSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/production_report/delete',
    summary: 'Deletes a production report',
    tag: 'reports',
    access: { permission: P.report.delete },
    body: reportIdSchema,
    response: z.null(),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/production_report/export',
    summary: 'The filtered production reports as an .xlsx file, one row per defect item (blob, not an envelope)',
    tag: 'reports',
    access: { permission: P.report.export },
    query: reportListQuerySchema,
    response: fileResponseSchema,
  }),
  orderOptions: defineRoute({
    method: 'GET',
    path: '/production_report/order_options',
    summary: 'Work orders for the report form and filters: by code, or one by id',
    tag: 'reports',
    access: { permission: P.report.page },
    query: reportOrderOptionsQuerySchema,
    response: z.array(reportOrderOptionSchema),
  }),
  processOptions: defineRoute({
    method: 'GET',
    path: '/production_report/process_options',
    summary:
      'Processes for the report form: the steps of the routing version the work order was issued on, in step order (the only ones a report may name)',
    tag: 'reports',
    access: { permission: P.report.page },
    query: reportProcessOptionsQuerySchema,
    response: z.array(codedRefSchema),
  }),
  stationOptions: defineRoute({
    method: 'GET',
    path: '/production_report/station_options',
    summary:
      "Workstations for the report form: those on the work order's line that carry the process (the only ones a report may name)",
    tag: 'reports',
    access: { permission: P.report.page },
    query: reportStationOptionsQuerySchema,
    response: z.array(codedRefSchema),
  }),
  calendar: defineRoute({
    method: 'GET',
    path: '/production_report/calendar',
    summary: "The enterprise's time zone and today's date there (the quick ranges are computed from it)",
    tag: 'reports',
    access: 'session',
    response: reportCalendarSchema,
  }),
};

export const reportAnalysisApi = {
  analysis: defineRoute({
    method: 'GET',
    path: '/production_report/analysis',
    summary:
      'Production analysis for a date range (at most 31 days): output by hour, shift and line, first-pass yield, defect Pareto, plan versus actual, report totals',
    tag: 'reports',
    access: { permission: P.reportAnalysis.page },
    query: analysisQuerySchema,
    response: productionAnalysisSchema,
  }),
  charts: defineRoute({
    method: 'GET',
    path: '/production_report/charts',
    summary: 'The same analysis, for the production charts page',
    tag: 'reports',
    access: { permission: P.reportChart.page },
    query: analysisQuerySchema,
    response: productionAnalysisSchema,
  }),
  today: defineRoute({
    method: 'GET',
    path: '/production_report/today',
    summary:
      "Today on the caller's lines (their data scope): good output per line and the released work orders (issued, in production, paused)",
    tag: 'reports',
    access: { permission: Permissions.work.workOrder.page },
    response: productionTodaySchema,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/production_report/analysis_export',
    summary: 'The analysis tables as an .xlsx file, one sheet per table (blob, not an envelope)',
    tag: 'reports',
    access: { permission: P.reportAnalysis.export },
    query: analysisQuerySchema,
    response: fileResponseSchema,
  }),
};
