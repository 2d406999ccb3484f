import {
  formatInstant,
  monthBarApi,
  type ProductionAnalysis,
  type ProductionReport,
  reportAnalysisApi,
  reportApi,
  type WorkOrderStatus,
  XLSX_CONTENT_TYPE,
} from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { DataScopeResolver } from '../../platform/data-scope/data-scope.js';
import { type SheetSpec, writeWorkbook } from '../../platform/excel/excel.js';
import { registerDownload, stampedName } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { type MessageKey, translate } from '../../platform/i18n/messages.js';
import type { MonthBarService } from './month-bar.service.js';
import type { ProductionTodayService } from './production-today.js';
import type { ReportAnalysisService } from './report-analysis.service.js';
import type { ReportService } from './reports.service.js';

type ExportRow = { report: ProductionReport; defect: ProductionReport['defects'][number] | null };

/** A sheet of any row type in one workbook. */
const sheet = <T>(spec: SheetSpec<T>) => spec as unknown as SheetSpec<unknown>;
/** A share as a percentage with two decimals (empty when there is nothing to divide). */
const percent = (value: number | null) => (value === null ? null : Math.round(value * 10_000) / 100);
const codeName = (code: string | null, name: string | null) => [code, name].filter(Boolean).join(' ');

export function registerReportsRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  services: {
    reports: ReportService;
    analysis: ReportAnalysisService;
    today: ProductionTodayService;
    monthBar: MonthBarService;
    dataScopes: DataScopeResolver;
  },
): void {
  const { reports, analysis, today, monthBar, dataScopes } = services;

  registerRoute(app, guards, reportApi.page, ({ auth, query }) => reports.page(auth.tenantId, query, auth.userId));
  registerRoute(app, guards, reportApi.detail, ({ auth, query }) => reports.detail(auth.tenantId, query.id));
  registerRoute(app, guards, reportApi.add, ({ auth, body }) => reports.add(auth, body));
  registerRoute(app, guards, reportApi.edit, ({ auth, body }) => reports.edit(auth, body));
  registerRoute(app, guards, reportApi.delete, async ({ auth, body }) => {
    await reports.delete(auth.tenantId, body.id);
    return null;
  });
  registerRoute(app, guards, reportApi.orderOptions, ({ auth, query }) => reports.orderOptions(auth.tenantId, query));
  registerRoute(app, guards, reportApi.processOptions, ({ auth, query }) =>
    reports.processOptions(auth.tenantId, query),
  );
  registerRoute(app, guards, reportApi.stationOptions, ({ auth, query }) =>
    reports.stationOptions(auth.tenantId, query),
  );
  registerRoute(app, guards, reportApi.calendar, ({ auth }) => reports.calendar(auth.tenantId, auth.userId));
  registerRoute(app, guards, reportAnalysisApi.today, async ({ auth }) =>
    today.today({ tenantId: auth.tenantId, userId: auth.userId, scope: await dataScopes.resolve(auth) }),
  );

  registerRoute(app, guards, monthBarApi.monthBar, async ({ auth }) =>
    monthBar.monthBar({ tenantId: auth.tenantId, userId: auth.userId, scope: await dataScopes.resolve(auth) }),
  );

  registerDownload(app, guards, reportApi.export, async ({ auth, query, request }) => {
    const rows = await reports.exportRows(auth.tenantId, query, auth.userId);
    const { timeZone } = await reports.calendar(auth.tenantId, auth.userId);
    const text = (key: MessageKey) => translate(requestLanguage(request), key);
    const data = writeWorkbook<ExportRow>([
      {
        name: text('reports.sheet'),
        columns: [
          { header: text('reports.col.code'), width: 18, value: (row) => row.report.code },
          { header: text('reports.col.workOrder'), width: 18, value: (row) => row.report.workOrderCode },
          {
            header: text('reports.col.product'),
            width: 24,
            value: (row) => codeName(row.report.productCode, row.report.productName),
          },
          {
            header: text('reports.col.line'),
            width: 20,
            value: (row) => codeName(row.report.lineCode, row.report.lineName),
          },
          {
            header: text('reports.col.process'),
            width: 20,
            value: (row) => codeName(row.report.processCode, row.report.processName),
          },
          {
            header: text('reports.col.station'),
            width: 20,
            value: (row) => codeName(row.report.stationCode, row.report.stationName),
          },
          { header: text('reports.col.reporter'), width: 14, value: (row) => row.report.reporterName },
          {
            header: text('reports.col.shift'),
            width: 14,
            value: (row) => codeName(row.report.shiftCode, row.report.shiftName),
          },
          { header: text('reports.col.productionDay'), width: 12, value: (row) => row.report.productionDay },
          {
            header: `${text('reports.col.reportedAt')} (${timeZone})`,
            width: 22,
            value: (row) => formatInstant(row.report.reportedAt, timeZone),
          },
          { header: text('reports.col.good'), width: 10, value: (row) => row.report.goodQuantity },
          { header: text('reports.col.bad'), width: 10, value: (row) => row.report.badQuantity },
          { header: text('reports.col.scrap'), width: 10, value: (row) => row.report.scrapQuantity },
          { header: text('reports.col.timeSpent'), width: 12, value: (row) => row.report.timeSpent },
          {
            header: text('reports.col.badPhenomenon'),
            width: 22,
            value: (row) => (row.defect ? codeName(row.defect.badPhenomenonCode, row.defect.badPhenomenonName) : null),
          },
          {
            header: text('reports.col.defectType'),
            width: 18,
            value: (row) => (row.defect ? codeName(row.defect.defectTypeCode, row.defect.defectTypeName) : null),
          },
          { header: text('reports.col.defectQuantity'), width: 10, value: (row) => row.defect?.quantity },
          { header: text('reports.col.remark'), width: 24, value: (row) => row.report.remark },
        ],
        rows: rows.flatMap((report): ExportRow[] =>
          report.defects.length === 0
            ? [{ report, defect: null }]
            : report.defects.map((defect) => ({ report, defect })),
        ),
      },
    ]);
    return { data, fileName: stampedName('production-reports', 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });

  registerRoute(app, guards, reportAnalysisApi.analysis, ({ auth, query }) =>
    analysis.analysis(auth.tenantId, query, auth.userId),
  );
  registerRoute(app, guards, reportAnalysisApi.charts, ({ auth, query }) =>
    analysis.analysis(auth.tenantId, query, auth.userId),
  );
  registerDownload(app, guards, reportAnalysisApi.export, async ({ auth, query, request }) => {
    const result = await analysis.analysis(auth.tenantId, query, auth.userId);
    const language = requestLanguage(request);
    const text = (key: MessageKey) => translate(language, key);
    const data = writeWorkbook(analysisSheets(result, text));
    return { data, fileName: stampedName('production-analysis', 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });
}

/** One sheet per table of the analysis, headed in the reader's language. */
function analysisSheets(result: ProductionAnalysis, text: (key: MessageKey) => string): SheetSpec<unknown>[] {
  const shiftName = (row: { code: string | null; name: string | null }) =>
    row.code === null ? text('reports.noShift') : codeName(row.code, row.name);
  const named = (row: { code: string | null; name: string | null }) =>
    row.code === null ? text('reports.unclassified') : codeName(row.code, row.name);
  const yieldColumns = <T extends { scanned: number; firstPass: number; rate: number | null }>() => [
    { header: text('reports.col.scanned'), width: 14, value: (row: T) => row.scanned },
    { header: text('reports.col.firstPass'), width: 14, value: (row: T) => row.firstPass },
    { header: `${text('reports.col.firstPassYield')} (%)`, width: 14, value: (row: T) => percent(row.rate) },
  ];
  const paretoColumns = <T extends ProductionAnalysis['paretoByType'][number]>(title: MessageKey) => [
    { header: text(title), width: 26, value: (row: T) => named(row) },
    { header: text('reports.col.quantity'), width: 10, value: (row: T) => row.quantity },
    { header: `${text('reports.col.share')} (%)`, width: 10, value: (row: T) => percent(row.share) },
    {
      header: `${text('reports.col.cumulativeShare')} (%)`,
      width: 14,
      value: (row: T) => percent(row.cumulativeShare),
    },
  ];
  const planColumns = <T extends { plan: number; actual: number }>() => [
    { header: text('reports.col.plan'), width: 10, value: (row: T) => row.plan },
    { header: text('reports.col.actual'), width: 10, value: (row: T) => row.actual },
  ];
  const totalColumns = <
    T extends { reports: number; goodQuantity: number; badQuantity: number; scrapQuantity: number; timeSpent: number },
  >() => [
    { header: text('reports.col.reports'), width: 10, value: (row: T) => row.reports },
    { header: text('reports.col.good'), width: 10, value: (row: T) => row.goodQuantity },
    { header: text('reports.col.bad'), width: 10, value: (row: T) => row.badQuantity },
    { header: text('reports.col.scrap'), width: 10, value: (row: T) => row.scrapQuantity },
    { header: text('reports.col.timeSpent'), width: 14, value: (row: T) => row.timeSpent },
  ];
  const { summary } = result;
  type Line = { item: string; value: string | number | null };
  return [
    sheet<Line>({
      name: text('reports.sheet.summary'),
      columns: [
        { header: text('reports.summary.item'), width: 28, value: (row) => row.item },
        { header: text('reports.summary.value'), width: 26, value: (row) => row.value },
      ],
      rows: [
        { item: text('reports.summary.range'), value: `${result.startDate} – ${result.endDate}` },
        { item: text('reports.summary.timeZone'), value: result.timeZone },
        { item: text('reports.col.output'), value: summary.good },
        { item: text('reports.col.scanned'), value: summary.scanned },
        { item: text('reports.col.firstPass'), value: summary.firstPass },
        { item: `${text('reports.col.firstPassYield')} (%)`, value: percent(summary.firstPassYield) },
        { item: text('reports.summary.defects'), value: summary.defects },
        { item: text('reports.col.plan'), value: summary.plan },
        { item: `${text('reports.sheet')}: ${text('reports.col.good')}`, value: summary.reportGood },
        { item: `${text('reports.sheet')}: ${text('reports.col.bad')}`, value: summary.reportBad },
        { item: `${text('reports.sheet')}: ${text('reports.col.scrap')}`, value: summary.reportScrap },
        { item: `${text('reports.sheet')}: ${text('reports.col.timeSpent')}`, value: summary.reportTimeSpent },
      ],
    }),
    sheet<ProductionAnalysis['outputByHour'][number]>({
      name: text('reports.sheet.outputByHour'),
      columns: [
        {
          header: text('reports.col.hour'),
          width: 14,
          value: (row) => `${String(row.hour).padStart(2, '0')}:00–${String(row.hour + 1).padStart(2, '0')}:00`,
        },
        { header: text('reports.col.output'), width: 18, value: (row) => row.good },
      ],
      rows: result.outputByHour,
    }),
    sheet<ProductionAnalysis['outputByShift'][number]>({
      name: text('reports.sheet.outputByShift'),
      columns: [
        { header: text('reports.col.shift'), width: 20, value: shiftName },
        { header: text('reports.col.output'), width: 18, value: (row) => row.good },
      ],
      rows: result.outputByShift,
    }),
    sheet<ProductionAnalysis['outputByLine'][number]>({
      name: text('reports.sheet.outputByLine'),
      columns: [
        { header: text('reports.col.line'), width: 24, value: (row) => codeName(row.code, row.name) },
        { header: text('reports.col.output'), width: 18, value: (row) => row.good },
      ],
      rows: result.outputByLine,
    }),
    sheet<ProductionAnalysis['yieldByProcess'][number]>({
      name: text('reports.sheet.yieldByProcess'),
      columns: [
        { header: text('reports.col.process'), width: 24, value: (row) => codeName(row.code, row.name) },
        ...yieldColumns(),
      ],
      rows: result.yieldByProcess,
    }),
    sheet<ProductionAnalysis['yieldByLineProcess'][number]>({
      name: text('reports.sheet.yieldByLine'),
      columns: [
        { header: text('reports.col.line'), width: 24, value: (row) => codeName(row.lineCode, row.lineName) },
        { header: text('reports.col.process'), width: 24, value: (row) => codeName(row.processCode, row.processName) },
        ...yieldColumns(),
      ],
      rows: [
        ...result.yieldByLine.map((row) => ({
          lineId: row.lineId,
          lineCode: row.code,
          lineName: row.name,
          processId: '',
          processCode: '',
          processName: '',
          scanned: row.scanned,
          firstPass: row.firstPass,
          rate: row.rate,
        })),
        ...result.yieldByLineProcess,
      ],
    }),
    sheet({
      name: text('reports.sheet.paretoPhenomenon'),
      columns: paretoColumns('reports.col.badPhenomenon'),
      rows: result.paretoByPhenomenon,
    }),
    sheet({
      name: text('reports.sheet.paretoType'),
      columns: paretoColumns('reports.col.defectType'),
      rows: result.paretoByType,
    }),
    sheet<ProductionAnalysis['planByDay'][number]>({
      name: text('reports.sheet.planByDay'),
      columns: [{ header: text('reports.col.date'), width: 12, value: (row) => row.date }, ...planColumns()],
      rows: result.planByDay,
    }),
    sheet<ProductionAnalysis['planByLine'][number]>({
      name: text('reports.sheet.planByLine'),
      columns: [
        { header: text('reports.col.line'), width: 24, value: (row) => codeName(row.code, row.name) },
        ...planColumns(),
        { header: `${text('reports.col.completion')} (%)`, width: 14, value: (row) => percent(row.rate) },
      ],
      rows: result.planByLine,
    }),
    sheet<ProductionAnalysis['orders'][number]>({
      name: text('reports.sheet.orders'),
      columns: [
        { header: text('reports.col.workOrder'), width: 18, value: (row) => row.code },
        {
          header: text('reports.col.status'),
          width: 12,
          value: (row) => text(`workOrders.status.${row.status as WorkOrderStatus}`),
        },
        { header: text('reports.col.planDate'), width: 12, value: (row) => row.planDate },
        { header: text('reports.col.line'), width: 20, value: (row) => codeName(row.lineCode, row.lineName) },
        { header: text('reports.col.product'), width: 24, value: (row) => codeName(row.productCode, row.productName) },
        { header: text('reports.col.plan'), width: 10, value: (row) => row.planQuantity },
        { header: text('reports.col.good'), width: 10, value: (row) => row.goodQuantity },
        { header: `${text('reports.col.completion')} (%)`, width: 14, value: (row) => percent(row.rate) },
      ],
      rows: result.orders,
    }),
    sheet<ProductionAnalysis['reportsByProcess'][number]>({
      name: text('reports.sheet.reportsByProcess'),
      columns: [
        { header: text('reports.col.process'), width: 24, value: (row) => codeName(row.code, row.name) },
        ...totalColumns(),
      ],
      rows: result.reportsByProcess,
    }),
    sheet<ProductionAnalysis['reportsByStation'][number]>({
      name: text('reports.sheet.reportsByStation'),
      columns: [
        { header: text('reports.col.process'), width: 24, value: (row) => codeName(row.processCode, row.processName) },
        { header: text('reports.col.station'), width: 24, value: (row) => codeName(row.stationCode, row.stationName) },
        ...totalColumns(),
      ],
      rows: result.reportsByStation,
    }),
  ];
}
