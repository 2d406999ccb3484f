import {
  ANALYSIS_ORDERS_MAX,
  type analysisQuerySchema,
  type ProductionAnalysis,
  paretoRows,
  ratio,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { lookupRefs, refParts } from '../../platform/references/ref-lookup.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { ProductionStats, StatsWindow } from '../stations/production-stats.service.js';
import type { ReportOrderSource } from './report-orders.js';
import { daysOf } from './report-time.js';
import type { ReportRepository } from './reports.repository.js';
import type { ReportService } from './reports.service.js';

type AnalysisQuery = z.output<typeof analysisQuerySchema>;

/** Defects of either source, by bad phenomenon and defect type. */
interface DefectCount {
  badPhenomenonId: string;
  defectTypeId: string | null;
  quantity: number;
}

function sumBy<K>(items: readonly DefectCount[], key: (item: DefectCount) => K): Map<K, number> {
  const sums = new Map<K, number>();
  for (const item of items) sums.set(key(item), (sums.get(key(item)) ?? 0) + item.quantity);
  return sums;
}

/**
 * The analysis of production over a date range (see `report-analysis.schema.ts` in contracts
 * for the definitions): output, first-pass yield and scan defects come from production
 * execution's figures, plans from the work-orders area, report totals and report defect items
 * from this area's tables. Every figure is one grouped query bounded by tenant and time.
 */
export class ReportAnalysisService {
  constructor(
    private readonly db: Database,
    private readonly reports: ReportService,
    private readonly repo: ReportRepository,
    private readonly stats: ProductionStats,
    private readonly orders: ReportOrderSource,
    private readonly references: ReferenceRegistry,
    /** The defect type of each bad phenomenon of the enterprise's quality catalogue. */
    private readonly phenomenonTypes: (tenantId: string) => Promise<Map<string, string>>,
  ) {}

  /** The analysis as `userId` reads it: days and hours in their time zone. */
  analysis(tenantId: string, query: AnalysisQuery, userId: string): Promise<ProductionAnalysis> {
    return this.db.tenant(tenantId, async () => {
      const range = await this.reports.window(tenantId, query, userId);
      const lineIds = query.lineIds?.length ? query.lineIds : undefined;
      const window: StatsWindow = {
        from: range.from,
        to: range.to,
        timeZone: range.timeZone,
        lineIds,
        processId: query.processId,
      };
      const reportFilter = { from: range.from, to: range.to, lineIds, processId: query.processId };

      // One query after another: they share the request's transaction.
      const output = await this.stats.output(tenantId, window);
      const yields = await this.stats.firstPassYield(tenantId, window);
      const scanDefects = await this.stats.defects(tenantId, window);
      const reportDefects = await this.repo.defectCounts(tenantId, reportFilter);
      const totals = await this.repo.totals(tenantId, reportFilter);
      const planRange = { startDate: range.startDate, endDate: range.endDate, lineIds };
      const planTotals = await this.orders.planTotals(tenantId, planRange);
      const planned = await this.orders.planned(tenantId, planRange, ANALYSIS_ORDERS_MAX);

      const typeOf = await this.phenomenonTypes(tenantId);
      const defects = [...scanDefects, ...reportDefects].map((row) => ({
        ...row,
        defectTypeId: row.defectTypeId ?? typeOf.get(row.badPhenomenonId) ?? null,
      }));
      const lines = await lookupRefs(this.references, tenantId, 'line', [
        ...output.byLine.map((row) => row.lineId),
        ...yields.byLine.map((row) => row.lineId),
        ...planTotals.map((row) => row.lineId),
        ...output.byDayLine.map((row) => row.lineId),
      ]);
      const processes = await lookupRefs(this.references, tenantId, 'process', [
        ...yields.byProcess.map((row) => row.processId),
        ...totals.map((row) => row.processId),
      ]);
      const stations = await lookupRefs(
        this.references,
        tenantId,
        'station',
        totals.map((row) => row.stationId),
      );
      const shifts = await lookupRefs(
        this.references,
        tenantId,
        'shift',
        output.byShift.map((row) => row.shiftId),
      );
      const phenomena = await lookupRefs(
        this.references,
        tenantId,
        'badPhenomenon',
        defects.map((row) => row.badPhenomenonId),
      );
      const types = await lookupRefs(
        this.references,
        tenantId,
        'defectType',
        defects.map((row) => row.defectTypeId),
      );

      // Plan versus actual: plan quantities by plan date and line, output by day and line.
      const key = (day: string, lineId: string) => `${day}|${lineId}`;
      const planCells = new Map<string, { date: string; lineId: string; plan: number; actual: number }>();
      const cell = (date: string, lineId: string) => {
        const found = planCells.get(key(date, lineId));
        if (found) return found;
        const fresh = { date, lineId, plan: 0, actual: 0 };
        planCells.set(key(date, lineId), fresh);
        return fresh;
      };
      for (const row of planTotals) cell(row.planDate, row.lineId).plan += row.planQuantity;
      for (const row of output.byDayLine) cell(row.day, row.lineId).actual += row.good;
      const planByDayLine = [...planCells.values()].sort(
        (a, b) =>
          a.date.localeCompare(b.date) || refParts(lines, a.lineId).code.localeCompare(refParts(lines, b.lineId).code),
      );
      const planByDay = daysOf(range.startDate, range.endDate).map((date) => {
        const cells = planByDayLine.filter((row) => row.date === date);
        return {
          date,
          plan: cells.reduce((sum, row) => sum + row.plan, 0),
          actual: cells.reduce((sum, row) => sum + row.actual, 0),
        };
      });
      const lineIdsSeen = [...new Set(planByDayLine.map((row) => row.lineId))];
      const planByLine = lineIdsSeen
        .map((lineId) => {
          const cells = planByDayLine.filter((row) => row.lineId === lineId);
          const plan = cells.reduce((sum, row) => sum + row.plan, 0);
          const actual = cells.reduce((sum, row) => sum + row.actual, 0);
          return { lineId, ...refParts(lines, lineId), plan, actual, rate: ratio(actual, plan) };
        })
        .sort((a, b) => a.code.localeCompare(b.code));

      const byHour = new Map(output.byHour.map((row) => [row.hour, row.good]));
      const phenomenonSums = sumBy(defects, (row) => row.badPhenomenonId);
      const typeSums = sumBy(defects, (row) => row.defectTypeId);
      const processTotals = totals.filter((row) => row.stationId === null);

      return {
        timeZone: range.timeZone,
        startDate: range.startDate,
        endDate: range.endDate,
        summary: {
          good: output.total,
          scanned: yields.total.scanned,
          firstPass: yields.total.firstPass,
          firstPassYield: ratio(yields.total.firstPass, yields.total.scanned),
          defects: defects.reduce((sum, row) => sum + row.quantity, 0),
          plan: planTotals.reduce((sum, row) => sum + row.planQuantity, 0),
          reportGood: processTotals.reduce((sum, row) => sum + row.goodQuantity, 0),
          reportBad: processTotals.reduce((sum, row) => sum + row.badQuantity, 0),
          reportScrap: processTotals.reduce((sum, row) => sum + row.scrapQuantity, 0),
          reportTimeSpent: processTotals.reduce((sum, row) => sum + row.timeSpent, 0),
        },
        outputByHour: Array.from({ length: 24 }, (_, hour) => ({ hour, good: byHour.get(hour) ?? 0 })),
        outputByShift: output.byShift
          .map((row) => {
            const shift = row.shiftId ? refParts(shifts, row.shiftId) : null;
            return { shiftId: row.shiftId, code: shift?.code ?? null, name: shift?.name ?? null, good: row.good };
          })
          .sort((a, b) => (a.code ?? '\uffff').localeCompare(b.code ?? '\uffff')),
        outputByLine: output.byLine
          .map((row) => ({ lineId: row.lineId, ...refParts(lines, row.lineId), good: row.good }))
          .sort((a, b) => a.code.localeCompare(b.code)),
        yieldByProcess: yields.byProcess
          .map((row) => ({
            processId: row.processId,
            ...refParts(processes, row.processId),
            scanned: row.scanned,
            firstPass: row.firstPass,
            rate: ratio(row.firstPass, row.scanned),
          }))
          .sort((a, b) => a.code.localeCompare(b.code)),
        yieldByLine: yields.byLine
          .map((row) => ({
            lineId: row.lineId,
            ...refParts(lines, row.lineId),
            scanned: row.scanned,
            firstPass: row.firstPass,
            rate: ratio(row.firstPass, row.scanned),
          }))
          .sort((a, b) => a.code.localeCompare(b.code)),
        yieldByLineProcess: yields.byLineProcess
          .map((row) => {
            const line = refParts(lines, row.lineId);
            const process = refParts(processes, row.processId);
            return {
              lineId: row.lineId,
              lineCode: line.code,
              lineName: line.name,
              processId: row.processId,
              processCode: process.code,
              processName: process.name,
              scanned: row.scanned,
              firstPass: row.firstPass,
              rate: ratio(row.firstPass, row.scanned),
            };
          })
          .sort((a, b) => a.lineCode.localeCompare(b.lineCode) || a.processCode.localeCompare(b.processCode)),
        paretoByPhenomenon: paretoRows(
          [...phenomenonSums].map(([id, quantity]) => ({ id, ...refParts(phenomena, id), quantity })),
        ),
        paretoByType: paretoRows(
          [...typeSums].map(([id, quantity]) =>
            id ? { id, ...refParts(types, id), quantity } : { id: null, code: null, name: null, quantity },
          ),
        ),
        planByDay,
        planByLine,
        planByDayLine: planByDayLine.map(({ date, lineId, plan, actual }) => ({ date, lineId, plan, actual })),
        orders: planned.map((order) => ({
          id: order.id,
          code: order.code,
          status: order.status,
          planDate: order.planDate,
          lineId: order.lineId,
          lineCode: order.lineCode,
          lineName: order.lineName,
          productCode: order.productCode,
          productName: order.productName,
          planQuantity: order.planQuantity,
          goodQuantity: order.goodQuantity,
          rate: ratio(order.goodQuantity, order.planQuantity),
        })),
        reportsByProcess: processTotals
          .map((row) => ({
            processId: row.processId,
            ...refParts(processes, row.processId),
            reports: row.reports,
            goodQuantity: row.goodQuantity,
            badQuantity: row.badQuantity,
            scrapQuantity: row.scrapQuantity,
            timeSpent: row.timeSpent,
          }))
          .sort((a, b) => a.code.localeCompare(b.code)),
        reportsByStation: totals
          .filter((row): row is typeof row & { stationId: string } => row.stationId !== null)
          .map((row) => {
            const process = refParts(processes, row.processId);
            const station = refParts(stations, row.stationId);
            return {
              processId: row.processId,
              processCode: process.code,
              processName: process.name,
              stationId: row.stationId,
              stationCode: station.code,
              stationName: station.name,
              reports: row.reports,
              goodQuantity: row.goodQuantity,
              badQuantity: row.badQuantity,
              scrapQuantity: row.scrapQuantity,
              timeSpent: row.timeSpent,
            };
          })
          .sort((a, b) => a.processCode.localeCompare(b.processCode) || a.stationCode.localeCompare(b.stationCode)),
      };
    });
  }
}
