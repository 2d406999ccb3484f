import {
  type CodedRef,
  type PageResult,
  type ProductionReport,
  REPORT_EXPORT_MAX,
  type ReportCalendar,
  type ReportOrderOption,
  type ReportQuantityProblem,
  type RoutingDetail,
  type reportAddSchema,
  type reportEditSchema,
  type reportListQuerySchema,
  type reportOrderOptionsQuerySchema,
  type reportPageQuerySchema,
  type reportProcessOptionsQuerySchema,
  reportQuantityProblems,
  type reportStationOptionsQuerySchema,
  type Station,
} from '@takt/contracts';
import type { z } from 'zod';
import { groupBy } from '../../platform/collections/group-by.js';
import type { Database } from '../../platform/db/database.js';
import { businessRule, conflict, invalid, notFound } from '../../platform/errors.js';
import { lookupRefs, refParts } from '../../platform/references/ref-lookup.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { TimeZoneService } from '../preferences/time-zone.service.js';
import type { ShiftResolveService } from '../shifts/shift-resolve.service.js';
import type { ReportOrder, ReportOrderSource } from './report-orders.js';
import { queryWindow, zonedDay } from './report-time.js';
import type {
  ReportDefectRow,
  ReportFilter,
  ReportRepository,
  ReportRow,
  ReportWritable,
} from './reports.repository.js';

type AddInput = z.output<typeof reportAddSchema>;
type EditInput = z.output<typeof reportEditSchema>;
type ListQuery = z.output<typeof reportListQuerySchema>;
type PageQuery = z.output<typeof reportPageQuerySchema>;

/** A report time may run ahead of the server's clock by this much (a client's clock drift). */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

/** Who is reporting (the signed-in user). */
export interface Reporter {
  tenantId: string;
  userId: string;
}

/** A workstation as reporting sees it: its line and the processes it carries. */
export type ReportStation = Pick<Station, 'id' | 'code' | 'name' | 'lineId' | 'processes'>;

/** What reports ask of the organisations and factory areas. */
export interface ReportLookups {
  /** The names of the enterprise's users by id (those a report may name as its reporter). */
  userNames(tenantId: string, ids: readonly string[]): Promise<Map<string, string>>;
  /** Like {@link userNames}, users deleted since included by the name they had (reports made). */
  userNamesEver(tenantId: string, ids: readonly string[]): Promise<Map<string, string>>;
  /** A workstation (known to exist) with its line and processes. */
  station(tenantId: string, stationId: string): Promise<ReportStation>;
  /** The workstations of a line with their processes. */
  lineStations(tenantId: string, lineId: string): Promise<ReportStation[]>;
  /** A version of a routing with its steps (versions a work order was issued on never change). */
  routingVersion(
    tenantId: string,
    routingId: string,
    versionNo: number,
  ): Promise<Pick<RoutingDetail, 'code' | 'versionId' | 'versionNo' | 'steps'>>;
}

/** A report may name a workstation only when it carries the report's process. */
const carries = (station: ReportStation, processId: string) => station.processes.some((ref) => ref.id === processId);

/** The refusal of a report's quantities, in the reader's language. */
function quantityError(problem: ReportQuantityProblem) {
  switch (problem.rule) {
    case 'empty':
      return invalid('reports.quantity.empty');
    case 'itemTooLarge':
      return invalid('reports.quantity.itemTooLarge', {
        item: problem.index + 1,
        quantity: problem.quantity,
        total: problem.total,
      });
    case 'itemsMismatch':
      return invalid('reports.quantity.itemsMismatch', { sum: problem.sum, total: problem.total });
    case 'duplicateItem':
      return invalid('reports.quantity.duplicateItem', { item: problem.index + 1 });
  }
}

/**
 * Production reports: a work order's good, bad and scrap quantities at a process and workstation,
 * with their defect items (which must add up to bad + scrap) and time spent. The shift is
 * resolved from the order's line and the report time; codes are generated when left blank.
 */
export class ReportService {
  constructor(
    private readonly db: Database,
    private readonly repo: ReportRepository,
    private readonly references: ReferenceRegistry,
    private readonly orders: ReportOrderSource,
    private readonly shifts: Pick<ShiftResolveService, 'resolve' | 'timeZone'>,
    private readonly lookups: ReportLookups,
    /** The zone a user reads days and hours in (their preference, else the enterprise's). */
    private readonly timeZones: Pick<TimeZoneService, 'effective'>,
  ) {}

  /** The zone of a reader's days and hours; the enterprise's when no reader is named (seeding). */
  private zone(tenantId: string, userId?: string): Promise<string> {
    return userId ? this.timeZones.effective(tenantId, userId) : this.shifts.timeZone(tenantId);
  }

  async calendar(tenantId: string, userId?: string): Promise<ReportCalendar> {
    const timeZone = await this.zone(tenantId, userId);
    return { timeZone, today: zonedDay(new Date(), timeZone) };
  }

  /** The checked query range of a list or analysis, as instants in the reader's time zone. */
  async window(tenantId: string, range: { startDate: string; endDate: string }, userId?: string) {
    return queryWindow(range.startDate, range.endDate, await this.zone(tenantId, userId));
  }

  private async filter(tenantId: string, query: ListQuery, userId: string): Promise<ReportFilter> {
    const { from, to } = await this.window(tenantId, query, userId);
    return {
      from,
      to,
      code: query.code,
      workOrderId: query.workOrderId,
      lineId: query.lineId,
      processId: query.processId,
      stationId: query.stationId,
      reporterId: query.reporterId,
    };
  }

  page(tenantId: string, query: PageQuery, userId: string): Promise<PageResult<ProductionReport>> {
    return this.db.tenant(tenantId, async () => {
      const { rows, totalRows } = await this.repo.page(tenantId, await this.filter(tenantId, query, userId), query);
      return { rows: await this.toDtos(tenantId, rows), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
    });
  }

  detail(tenantId: string, id: string): Promise<ProductionReport> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id);
      if (!row) throw notFound();
      return (await this.toDtos(tenantId, [row]))[0]!;
    });
  }

  /** The filtered reports for the export (at most REPORT_EXPORT_MAX), newest first. */
  exportRows(tenantId: string, query: ListQuery, userId: string): Promise<ProductionReport[]> {
    return this.db.tenant(tenantId, async () =>
      this.toDtos(
        tenantId,
        await this.repo.list(tenantId, await this.filter(tenantId, query, userId), REPORT_EXPORT_MAX),
      ),
    );
  }

  /** Work orders for the form's picker: one by id, or by code. */
  orderOptions(tenantId: string, query: z.output<typeof reportOrderOptionsQuerySchema>): Promise<ReportOrderOption[]> {
    return this.db.tenant(tenantId, async () => {
      const found = query.id
        ? [await this.orders.one(tenantId, query.id, 'id')]
        : await this.orders.search(tenantId, query.keyword, query.limit);
      return found.map((order) => ({
        id: order.id,
        code: order.code,
        status: order.status,
        productCode: order.productCode,
        productName: order.productName,
        lineId: order.lineId,
        lineCode: order.lineCode,
        lineName: order.lineName,
      }));
    });
  }

  /** The processes a report of this order may name (those {@link checked} lets through). */
  processOptions(tenantId: string, query: z.output<typeof reportProcessOptionsQuerySchema>): Promise<CodedRef[]> {
    return this.db.tenant(tenantId, async () => {
      const order = await this.orders.one(tenantId, query.workOrderId, 'workOrderId');
      return (await this.routingOf(tenantId, order))?.processes ?? [];
    });
  }

  /**
   * The routing version the order was issued on (none before it is issued) and its processes in
   * step order, each once.
   */
  private async routingOf(tenantId: string, order: ReportOrder) {
    if (!order.routingVersionId || order.routingVersionNo === null) return null;
    const version = await this.lookups.routingVersion(tenantId, order.routingId, order.routingVersionNo);
    if (version.versionId !== order.routingVersionId)
      throw new Error(`routing ${order.routingId} v${order.routingVersionNo} is not version ${order.routingVersionId}`);
    const processes = new Map<string, CodedRef>();
    for (const step of version.steps)
      processes.set(step.processId, { id: step.processId, code: step.processCode, name: step.processName });
    return { code: version.code, versionNo: version.versionNo, processes: [...processes.values()] };
  }

  /**
   * The workstations a report of this order and process may name (those {@link checked} lets
   * through): on the order's line and carrying the process, in the line's order.
   */
  stationOptions(tenantId: string, query: z.output<typeof reportStationOptionsQuerySchema>): Promise<CodedRef[]> {
    return this.db.tenant(tenantId, async () => {
      const order = await this.orders.one(tenantId, query.workOrderId, 'workOrderId');
      const stations = await this.lookups.lineStations(tenantId, order.lineId);
      return stations
        .filter((station) => carries(station, query.processId))
        .map(({ id, code, name }) => ({ id, code, name }));
    });
  }

  add(reporter: Reporter, input: AddInput): Promise<ProductionReport> {
    const { tenantId } = reporter;
    return this.db.tenant(tenantId, async () => {
      const values = await this.checked(reporter, input);
      const code = input.code ?? (await this.generateCode(tenantId, values.reportedAt, values.timeZone));
      await this.assertCodeFree(tenantId, code);
      const row = await this.repo.insert(tenantId, { ...values.row, code, createdBy: reporter.userId });
      await this.repo.replaceDefects(tenantId, row, values.defects);
      return (await this.toDtos(tenantId, [row]))[0]!;
    });
  }

  edit(reporter: Reporter, input: EditInput): Promise<ProductionReport> {
    const { tenantId } = reporter;
    return this.db.tenant(tenantId, async () => {
      const current = await this.repo.findById(tenantId, input.id, { lock: true });
      if (!current) throw notFound();
      await this.assertOrderOpen(tenantId, current.workOrderId);
      const values = await this.checked(reporter, input);
      const code = input.code ?? current.code;
      await this.assertCodeFree(tenantId, code, current.id);
      const row = await this.repo.update(tenantId, current.id, { ...values.row, code });
      if (!row) throw notFound();
      await this.repo.replaceDefects(tenantId, row, values.defects);
      return (await this.toDtos(tenantId, [row]))[0]!;
    });
  }

  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const current = await this.repo.findById(tenantId, id, { lock: true });
      if (!current) throw notFound();
      await this.assertOrderOpen(tenantId, current.workOrderId);
      await this.repo.delete(tenantId, id);
    });
  }

  /**
   * Checks a report (quantities, order, references, a process of the order's routing version, a
   * workstation on the order's line that carries the process, reporter, time) and resolves its shift
   * (locked against deletion, as the references are).
   */
  private async checked(reporter: Reporter, input: AddInput) {
    const { tenantId } = reporter;
    const [problem] = reportQuantityProblems(input);
    if (problem) throw quantityError(problem);
    const order = await this.orderFor(tenantId, input.workOrderId);
    const process = await this.references.resolveOne(tenantId, 'process', input.processId, 'processId');
    const routing = await this.routingOf(tenantId, order);
    if (!routing?.processes.some((step) => step.id === process.id))
      throw invalid('reports.processNotInRouting', {
        process: `${process.code} ${process.name}`,
        order: order.code,
        routing: routing?.code ?? order.routingId,
        version: routing?.versionNo ?? '',
      });
    const ref = await this.references.resolveOne(tenantId, 'station', input.stationId, 'stationId');
    const station = await this.lookups.station(tenantId, ref.id);
    if (station.lineId !== order.lineId)
      throw invalid('reports.stationNotOnLine', {
        station: `${station.code} ${station.name}`,
        order: order.code,
        line: `${order.lineCode} ${order.lineName}`,
      });
    if (!carries(station, process.id))
      throw invalid('reports.processNotAtStation', {
        process: `${process.code} ${process.name}`,
        station: `${station.code} ${station.name}`,
      });
    await this.references.resolve(
      tenantId,
      'badPhenomenon',
      input.defects.map((item) => item.badPhenomenonId),
      'defects.badPhenomenonId',
    );
    await this.references.resolve(
      tenantId,
      'defectType',
      input.defects.map((item) => item.defectTypeId ?? ''),
      'defects.defectTypeId',
    );
    const reporterId = input.reporterId ?? reporter.userId;
    if (input.reporterId && !(await this.lookups.userNames(tenantId, [reporterId])).has(reporterId))
      throw invalid('reports.reporterNotFound', { id: reporterId });
    const reportedAt = input.reportedAt ? new Date(input.reportedAt) : new Date();
    if (reportedAt.getTime() > Date.now() + FUTURE_TOLERANCE_MS) throw invalid('reports.future');
    const shift = await this.shifts.resolve(tenantId, order.lineId, reportedAt);
    // Locked like the other references: a shift delete meanwhile either sees this report or makes it fail.
    if (shift.shift) await this.references.resolveOne(tenantId, 'shift', shift.shift.id, 'shiftId');
    const row: Omit<ReportWritable, 'code'> = {
      workOrderId: order.id,
      productId: order.productId,
      lineId: order.lineId,
      processId: input.processId,
      stationId: input.stationId,
      reporterId,
      shiftId: shift.shift?.id ?? null,
      productionDay: shift.productionDay,
      reportedAt,
      goodQuantity: input.goodQuantity,
      badQuantity: input.badQuantity,
      scrapQuantity: input.scrapQuantity,
      timeSpent: input.timeSpent,
      remark: input.remark || null,
    };
    const defects = input.defects.map((item) => ({
      badPhenomenonId: item.badPhenomenonId,
      defectTypeId: item.defectTypeId ?? null,
      quantity: item.quantity,
    }));
    return { row, defects, reportedAt, timeZone: shift.timeZone };
  }

  /** The order reported for: it must exist, be issued (or later) and not closed. */
  private async orderFor(tenantId: string, workOrderId: string): Promise<ReportOrder> {
    const order = await this.orders.one(tenantId, workOrderId, 'workOrderId');
    if (order.status === 'closed') throw conflict('workOrders.closed');
    if (order.status === 'initial') throw businessRule('reports.orderNotIssued', { code: order.code });
    return order;
  }

  /** Reports of a closed order are kept as they are. */
  private async assertOrderOpen(tenantId: string, workOrderId: string): Promise<void> {
    if (!(await this.orders.codes(tenantId, [workOrderId])).has(workOrderId)) return;
    const order = await this.orders.one(tenantId, workOrderId, 'workOrderId');
    if (order.status === 'closed') throw conflict('workOrders.closed');
  }

  private async assertCodeFree(tenantId: string, code: string, exceptId?: string) {
    const existing = await this.repo.findByCode(tenantId, code);
    if (existing && existing.id !== exceptId) throw conflict('reports.codeTaken', { code });
  }

  /** `RP` + the report day in the enterprise's time zone + a daily count (skipping codes typed in by hand). */
  private async generateCode(tenantId: string, reportedAt: Date, timeZone: string): Promise<string> {
    const day = zonedDay(reportedAt, timeZone);
    for (;;) {
      const value = await this.repo.nextCounter(tenantId, day);
      const code = `RP${day.replaceAll('-', '')}${String(value).padStart(4, '0')}`;
      if (!(await this.repo.findByCode(tenantId, code))) return code;
    }
  }

  private async toDtos(tenantId: string, rows: ReportRow[]): Promise<ProductionReport[]> {
    if (rows.length === 0) return [];
    // One query after another: they share the caller's transaction.
    const defects = await this.repo.defectsOf(
      tenantId,
      rows.map((row) => row.id),
    );
    const orders = await this.orders.codes(
      tenantId,
      rows.map((row) => row.workOrderId),
    );
    const products = await lookupRefs(
      this.references,
      tenantId,
      'product',
      rows.map((row) => row.productId),
    );
    const lines = await lookupRefs(
      this.references,
      tenantId,
      'line',
      rows.map((row) => row.lineId),
    );
    const processes = await lookupRefs(
      this.references,
      tenantId,
      'process',
      rows.map((row) => row.processId),
    );
    const stations = await lookupRefs(
      this.references,
      tenantId,
      'station',
      rows.map((row) => row.stationId),
    );
    const shifts = await lookupRefs(
      this.references,
      tenantId,
      'shift',
      rows.map((row) => row.shiftId),
    );
    const phenomena = await lookupRefs(
      this.references,
      tenantId,
      'badPhenomenon',
      defects.map((item) => item.badPhenomenonId),
    );
    const types = await lookupRefs(
      this.references,
      tenantId,
      'defectType',
      defects.map((item) => item.defectTypeId),
    );
    const reporters = await this.lookups.userNamesEver(
      tenantId,
      rows.map((row) => row.reporterId),
    );
    const byReport = groupBy(defects, (item) => item.reportId);
    return rows.map((row) => {
      const product = refParts(products, row.productId);
      const line = refParts(lines, row.lineId);
      const process = refParts(processes, row.processId);
      const station = refParts(stations, row.stationId);
      const shift = row.shiftId ? refParts(shifts, row.shiftId) : null;
      return {
        id: row.id,
        code: row.code,
        workOrderId: row.workOrderId,
        workOrderCode: orders.get(row.workOrderId) ?? row.workOrderId,
        productId: row.productId,
        productCode: product.code,
        productName: product.name,
        lineId: row.lineId,
        lineCode: line.code,
        lineName: line.name,
        processId: row.processId,
        processCode: process.code,
        processName: process.name,
        stationId: row.stationId,
        stationCode: station.code,
        stationName: station.name,
        reporterId: row.reporterId,
        reporterName: reporters.get(row.reporterId) ?? row.reporterId,
        shiftId: row.shiftId,
        shiftCode: shift?.code ?? null,
        shiftName: shift?.name ?? null,
        productionDay: row.productionDay,
        reportedAt: row.reportedAt.toISOString(),
        goodQuantity: row.goodQuantity,
        badQuantity: row.badQuantity,
        scrapQuantity: row.scrapQuantity,
        defects: (byReport.get(row.id) ?? []).map((item) => {
          const phenomenon = refParts(phenomena, item.badPhenomenonId);
          const type = item.defectTypeId ? refParts(types, item.defectTypeId) : null;
          return {
            badPhenomenonId: item.badPhenomenonId,
            badPhenomenonCode: phenomenon.code,
            badPhenomenonName: phenomenon.name,
            defectTypeId: item.defectTypeId,
            defectTypeCode: type?.code ?? null,
            defectTypeName: type?.name ?? null,
            quantity: item.quantity,
          };
        }),
        timeSpent: row.timeSpent,
        remark: row.remark,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }
}
