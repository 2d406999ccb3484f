import {
  CHAIN_UNITS_MAX,
  type ChainMatch,
  type ChainNode,
  type DataChain,
  type EsdState,
  type LotPage,
  ORDER_TRACE_LOTS_MAX,
  type ProductTrace,
  type RecallRow,
  type ScanAction,
  TRACE_EVENTS_MAX,
  type TraceOrder,
  type TracePackage,
  type TraceUnitRow,
  type UnitStatus,
  type WorkOrderStatus,
  type WorkOrderTrace,
  type WorkOrderType,
} from '@takt/contracts';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { type LotFilter, type RecallDbRow, RecallRepository } from './recall.repository.js';
import {
  eventsSince,
  type MaterialRow,
  type PackageRow,
  TraceRepository,
  type UnitPageQuery,
  type UnitRow,
  type WipFilter,
} from './trace.repository.js';
import { NameCache, TraceNames, type UserNames } from './trace-names.service.js';

/** A work order as trace needs it, from the work-orders area. */
export interface TraceOrderInfo {
  id: string;
  code: string;
  type: WorkOrderType | null;
  status: WorkOrderStatus | null;
  planQuantity: number | null;
  productId: string | null;
  lineId: string | null;
}

/** What trace reads from other areas (never their tables). */
export interface TraceDeps {
  references: ReferenceRegistry;
  userNames: UserNames;
  orders: {
    byIds(tenantId: string, ids: readonly string[]): Promise<TraceOrderInfo[]>;
    byCode(tenantId: string, code: string): Promise<TraceOrderInfo | undefined>;
  };
  /** The steps of the routing versions these orders pinned (step number → process), by version id. */
  steps: {
    ofOrders(
      tenantId: string,
      orderIds: readonly string[],
    ): Promise<Map<string, { stepNo: number; processId: string; repair: boolean }[]>>;
  };
}

const iso = (at: Date | string | null | undefined): string | null => (at ? new Date(at).toISOString() : null);
const isoOf = (at: Date | string): string => new Date(at).toISOString();
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Traceability (unit, data chain, order), recall by lot and the work-in-progress list. */
export class TraceService {
  private readonly repo: TraceRepository;
  private readonly recall: RecallRepository;
  private readonly nameCache = new NameCache();

  constructor(
    private readonly db: Database,
    private readonly deps: TraceDeps,
  ) {
    this.repo = new TraceRepository(db);
    this.recall = new RecallRepository(db);
  }

  private names() {
    return new TraceNames(this.deps.references, this.deps.userNames, this.nameCache);
  }

  private async ordersById(tenantId: string, ids: Iterable<string>): Promise<Map<string, TraceOrderInfo>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    return new Map((await this.deps.orders.byIds(tenantId, wanted)).map((order) => [order.id, order]));
  }

  /** An order as trace shows it; its line is the unit's when the order answers none. */
  private orderOf(info: TraceOrderInfo | undefined, names: TraceNames, unitLineId?: string): TraceOrder | null {
    if (!info) return null;
    return {
      id: info.id,
      code: info.code,
      type: info.type,
      status: info.status,
      planQuantity: info.planQuantity,
      product: names.ref('product', info.productId),
      line: names.ref('line', info.lineId ?? unitLineId),
    };
  }

  private packageOf(row: PackageRow | undefined, names: TraceNames): TracePackage | null {
    if (!row) return null;
    return {
      id: row.id,
      code: row.code,
      kind: row.kind as TracePackage['kind'],
      status: row.status as TracePackage['status'],
      capacity: row.capacity,
      quantity: row.quantity,
      station: names.ref('station', row.stationId),
      createdAt: isoOf(row.createdAt),
      sealedAt: iso(row.sealedAt),
    };
  }

  /** Next-step processes of units, by `versionId:stepNo`. */
  private async nextProcesses(tenantId: string, units: readonly UnitRow[]): Promise<Map<string, string>> {
    const orders = [...new Set(units.filter((unit) => unit.nextStepNo !== null).map((unit) => unit.workOrderId))];
    const byKey = new Map<string, string>();
    if (orders.length === 0) return byKey;
    const steps = await this.deps.steps.ofOrders(tenantId, orders);
    for (const [versionId, list] of steps)
      for (const step of list) byKey.set(`${versionId}:${step.stepNo}`, step.processId);
    return byKey;
  }

  // ---- Product trace ---------------------------------------------------------------------

  product(tenantId: string, serial: string): Promise<ProductTrace> {
    return this.db.tenant(tenantId, async () => {
      const found = await this.repo.unitWithPackages(tenantId, serial);
      if (!found) throw notFound('trace.unitNotFound', { serial });
      const { unit } = found;
      const box = found.box ?? undefined;
      const carrier = found.carrier ?? undefined;
      const { events, materials, repairs, defects } = await this.repo.historyOfUnit(
        tenantId,
        unit,
        TRACE_EVENTS_MAX + 1,
      );
      const eventsTruncated = events.length > TRACE_EVENTS_MAX;
      if (eventsTruncated) events.length = TRACE_EVENTS_MAX;
      const order = (await this.ordersById(tenantId, [unit.workOrderId])).get(unit.workOrderId);
      const nextProcess = (await this.nextProcesses(tenantId, [unit])).get(
        `${unit.routingVersionId}:${unit.nextStepNo}`,
      );

      const names = this.names()
        .want('product', unit.productId, order?.productId)
        .want('line', unit.lineId, order?.lineId)
        .want('process', nextProcess)
        .want('station', unit.lastStationId, box?.stationId, carrier?.stationId);
      for (const event of events) {
        names.want('process', event.processId).want('station', event.stationId).want('line', event.lineId);
        names.want('shift', event.shiftId).wantUser(event.operatorId);
      }
      for (const material of materials) {
        names.want('material', material.materialId).want('process', material.processId);
        names.want('station', material.stationId).wantUser(material.operatorId, material.unboundBy);
      }
      for (const repair of repairs) {
        names.want('process', repair.failedProcessId).want('station', repair.failedStationId, repair.repairStationId);
        names.want('line', repair.repairLineId);
        names.want('defectCause', repair.causeId).want('responsibleUnit', repair.responsibleUnitId);
        names.want('solution', repair.solutionId).wantUser(repair.failedBy, repair.repairedBy);
      }
      for (const defect of defects)
        names.want('badPhenomenon', defect.badPhenomenonId).want('defectType', defect.defectTypeId);
      await names.load(tenantId);

      return {
        unit: {
          id: unit.id,
          serial: unit.serial,
          status: unit.status as UnitStatus,
          nextStepNo: unit.nextStepNo,
          nextProcess: names.ref('process', nextProcess),
          repairCount: unit.repairCount,
          product: names.ref('product', unit.productId),
          line: names.ref('line', unit.lineId),
          lastStation: names.ref('station', unit.lastStationId),
          lastScannedAt: iso(unit.lastScannedAt),
          completedAt: iso(unit.completedAt),
          createdAt: isoOf(unit.createdAt),
        },
        order: this.orderOf(order, names, unit.lineId),
        events: events.map((event) => {
          const detail = event.detail ?? {};
          return {
            id: event.id,
            scannedAt: isoOf(event.scannedAt),
            action: event.action as ScanAction,
            stepNo: event.stepNo,
            process: names.ref('process', event.processId),
            station: names.ref('station', event.stationId),
            line: names.ref('line', event.lineId),
            operator: names.user(event.operatorId),
            shift: names.ref('shift', event.shiftId),
            barcode: text(detail.barcode),
            packageCode: text(detail.boxCode) ?? text(detail.carrierCode) ?? text(detail.packageCode),
            remark: text(detail.remark) ?? text(detail.reason),
            esd: text(detail.esd) as EsdState | null,
          };
        }),
        eventsTruncated,
        materials: materials.map((material) => ({
          id: material.id,
          material: names.ref('material', material.materialId),
          barcode: material.barcode,
          lot: material.lot,
          stepNo: material.stepNo,
          process: names.ref('process', material.processId),
          station: names.ref('station', material.stationId),
          operator: names.user(material.operatorId),
          boundAt: isoOf(material.boundAt),
          unboundAt: iso(material.unboundAt),
          unboundBy: names.user(material.unboundBy),
          unbindReason: material.unbindReason,
        })),
        box: this.packageOf(box, names),
        carrier: this.packageOf(carrier, names),
        repairs: repairs.map((repair) => ({
          id: repair.id,
          status: repair.status as ProductTrace['repairs'][number]['status'],
          failedAt: isoOf(repair.failedAt),
          failedStepNo: repair.failedStepNo,
          failedProcess: names.ref('process', repair.failedProcessId),
          failedStation: names.ref('station', repair.failedStationId),
          failedBy: names.user(repair.failedBy),
          defects: defects
            .filter((defect) => defect.repairId === repair.id)
            .map((defect) => ({
              id: defect.id,
              badPhenomenon: names.ref('badPhenomenon', defect.badPhenomenonId),
              defectType: names.ref('defectType', defect.defectTypeId),
              quantity: defect.quantity,
              recordedAt: isoOf(defect.recordedAt),
            })),
          cause: names.ref('defectCause', repair.causeId),
          responsibleUnit: names.ref('responsibleUnit', repair.responsibleUnitId),
          solution: names.ref('solution', repair.solutionId),
          repairStation: names.ref('station', repair.repairStationId),
          repairLine: names.ref('line', repair.repairLineId),
          repairedBy: names.user(repair.repairedBy),
          repairedAt: iso(repair.repairedAt),
          returnStepNo: repair.returnStepNo,
          remark: repair.remark,
        })),
      };
    });
  }

  // ---- Data chain ------------------------------------------------------------------------

  chain(tenantId: string, code: string): Promise<DataChain> {
    return this.db.tenant(tenantId, async () => {
      const limit = CHAIN_UNITS_MAX;
      const matches: ChainMatch[] = [];
      const unitIds = new Set<string>();
      const matchedUnits = new Set<string>();
      const matchedPackages = new Set<string>();
      const matchedBindings = new Set<string>();
      const matchedOrders = new Set<string>();
      const packages = new Map<string, PackageRow>();
      let unitCount = 0;
      let lotMatched = false;
      const addUnits = (rows: readonly UnitRow[]) => {
        for (const row of rows) if (unitIds.size < limit) unitIds.add(row.id);
      };

      const unit = await this.repo.unitBySerial(tenantId, code);
      if (unit) {
        matches.push('serial');
        matchedUnits.add(unit.id);
        unitIds.add(unit.id);
        unitCount += 1;
      }
      const pkg = await this.repo.packageByCode(tenantId, code);
      if (pkg) {
        matches.push(pkg.kind === 'carrier' ? 'carrier' : 'box');
        matchedPackages.add(pkg.id);
        packages.set(pkg.id, pkg);
        const boxes = pkg.kind === 'carrier' ? await this.repo.boxesOn(tenantId, [pkg.id]) : [pkg];
        for (const box of boxes) packages.set(box.id, box);
        const inside = await this.repo.unitsIn(
          tenantId,
          boxes.map((box) => box.id),
          limit,
        );
        addUnits(inside.rows);
        unitCount += inside.total;
      }
      const bindings = await this.repo.bindingsByBarcode(tenantId, code, limit);
      if (bindings.length > 0) {
        matches.push('barcode');
        for (const binding of bindings) {
          matchedBindings.add(binding.id);
          if (unitIds.size < limit) unitIds.add(binding.unitId);
        }
        unitCount += new Set(bindings.map((binding) => binding.unitId)).size;
      }
      const lot = await this.repo.unitIdsOfLot(tenantId, code, limit);
      if (lot.total > 0) {
        matches.push('lot');
        lotMatched = true;
        for (const id of lot.ids) if (unitIds.size < limit) unitIds.add(id);
        unitCount += lot.total;
      }
      const order = await this.deps.orders.byCode(tenantId, code);
      if (order) {
        matches.push('order');
        matchedOrders.add(order.id);
        const ofOrder = await this.repo.unitsOfOrder(tenantId, order.id, limit);
        addUnits(ofOrder.rows);
        unitCount += ofOrder.total;
      }

      const units = await this.repo.unitsByIds(tenantId, [...unitIds]);
      const materials = await this.repo.materialsOfUnits(tenantId, [...unitIds]);
      const boxIds = units.map((row) => row.packageId).filter((id): id is string => id !== null && !packages.has(id));
      for (const box of await this.repo.packagesByIds(tenantId, boxIds)) packages.set(box.id, box);
      const carrierIds = [...packages.values()]
        .map((row) => row.parentId)
        .filter((id): id is string => id !== null && !packages.has(id));
      for (const carrier of await this.repo.packagesByIds(tenantId, carrierIds)) packages.set(carrier.id, carrier);

      const orderIds = new Set<string>([...matchedOrders, ...units.map((row) => row.workOrderId)]);
      for (const row of packages.values()) if (row.workOrderId) orderIds.add(row.workOrderId);
      const orders = await this.ordersById(tenantId, orderIds);
      if (order) orders.set(order.id, order);
      const names = this.names();
      for (const row of units) names.want('product', row.productId);
      for (const row of materials) names.want('material', row.materialId);
      for (const info of orders.values()) names.want('product', info.productId);
      await names.load(tenantId);

      const materialNodes = (row: UnitRow): ChainNode[] =>
        materials
          .filter((material) => material.unitId === row.id)
          .map((material: MaterialRow) => ({
            key: `material:${material.id}`,
            kind: 'material',
            id: material.id,
            code: material.barcode,
            name: names.ref('material', material.materialId)?.name ?? null,
            lot: material.lot,
            status: material.unboundAt ? 'unbound' : 'bound',
            matched: matchedBindings.has(material.id) || (lotMatched && material.lot === code),
            more: 0,
            children: [],
          }));
      const unitNode = (row: UnitRow): ChainNode => ({
        key: `unit:${row.id}`,
        kind: 'unit',
        id: row.id,
        code: row.serial,
        name: names.ref('product', row.productId)?.name ?? null,
        lot: null,
        status: row.status,
        matched: matchedUnits.has(row.id),
        more: 0,
        children: materialNodes(row),
      });
      // A box counts its units, a carrier its boxes (never taken off again): what is not drawn is `more`.
      const packageNode = (row: PackageRow, children: ChainNode[], path: string): ChainNode => {
        const shown = children.filter((child) => child.kind === (row.kind === 'carrier' ? 'box' : 'unit')).length;
        return {
          key: `${path}${row.kind}:${row.id}`,
          kind: row.kind === 'carrier' ? 'carrier' : 'box',
          id: row.id,
          code: row.code,
          name: null,
          lot: null,
          status: row.status,
          matched: matchedPackages.has(row.id),
          more: Math.max(0, row.quantity - shown),
          children,
        };
      };

      // Order → carriers → boxes → units → materials; a box without a carrier hangs under the
      // order, a unit without a box too; packages of no order stand at the root.
      const boxesOf = (orderId: string | null) =>
        [...packages.values()].filter(
          (row) =>
            row.kind === 'box' &&
            (units.some((u) => u.packageId === row.id && u.workOrderId === orderId) ||
              (row.workOrderId === orderId && !units.some((u) => u.packageId === row.id))),
        );
      const subtree = (orderId: string | null, path: string): ChainNode[] => {
        const ownUnits = units.filter((row) => row.workOrderId === orderId);
        const boxes = boxesOf(orderId);
        const boxNode = (box: PackageRow, prefix: string) =>
          packageNode(box, ownUnits.filter((row) => row.packageId === box.id).map(unitNode), prefix);
        const carriers = [...packages.values()].filter(
          (row) =>
            row.kind === 'carrier' &&
            (boxes.some((box) => box.parentId === row.id) ||
              (row.workOrderId === orderId && ![...packages.values()].some((box) => box.parentId === row.id))),
        );
        return [
          ...carriers.map((carrier) =>
            packageNode(
              carrier,
              boxes
                .filter((box) => box.parentId === carrier.id)
                .map((box) => boxNode(box, `${path}carrier:${carrier.id}/`)),
              path,
            ),
          ),
          ...boxes.filter((box) => !box.parentId || !packages.has(box.parentId)).map((box) => boxNode(box, path)),
          ...ownUnits.filter((row) => !row.packageId || !packages.has(row.packageId)).map(unitNode),
        ];
      };

      const roots: ChainNode[] = [...orders.values()]
        .sort((a, b) => a.code.localeCompare(b.code))
        .map((info) => {
          const children = subtree(info.id, `order:${info.id}/`);
          const shownUnits = units.filter((row) => row.workOrderId === info.id).length;
          return {
            key: `order:${info.id}`,
            kind: 'order',
            id: info.id,
            code: info.code,
            name: names.ref('product', info.productId)?.name ?? null,
            lot: null,
            status: info.status,
            matched: matchedOrders.has(info.id),
            more: matchedOrders.has(info.id) ? Math.max(0, unitCount - shownUnits) : 0,
            children,
          };
        });
      roots.push(...subtree(null, ''));
      return { code, matches, roots, unitCount: Math.max(unitCount, units.length) };
    });
  }

  // ---- Lot trace and recall --------------------------------------------------------------

  /** Recall rows as shown; `names` may carry more ids to load at once (a page's summary materials). */
  private async recallRows(tenantId: string, rows: readonly RecallDbRow[], names = this.names()): Promise<RecallRow[]> {
    const orders = await this.ordersById(
      tenantId,
      rows.map((row) => row.workOrderId),
    );
    for (const row of rows) names.want('material', row.materialId).want('line', row.lineId);
    for (const info of orders.values()) names.want('product', info.productId).want('line', info.lineId);
    await names.load(tenantId);
    return rows.map((row) => ({
      id: row.id,
      unitId: row.unitId,
      serial: row.serial,
      unitStatus: row.unitStatus,
      order: this.orderOf(orders.get(row.workOrderId), names, row.lineId),
      material: names.ref('material', row.materialId),
      barcode: row.barcode,
      lot: row.lot,
      boxCode: row.boxCode,
      carrierCode: row.carrierCode,
      boundAt: isoOf(row.boundAt),
      unboundAt: iso(row.unboundAt),
    }));
  }

  lotPage(
    tenantId: string,
    filter: LotFilter,
    query: { pageNo: number; pageSize: number; sortField?: 'boundAt' | 'serial'; sortOrder?: 'ascend' | 'descend' },
  ): Promise<LotPage> {
    return this.db.tenant(tenantId, async () => {
      const counts = await this.recall.pageWithCounts(tenantId, filter, query);
      const materialIds = counts.materialIds ?? [];
      const names = this.names().want('material', ...materialIds);
      return {
        rows: await this.recallRows(tenantId, counts.rows, names),
        totalRows: counts.bindings,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        summary: {
          units: counts.units,
          boxes: counts.boxes,
          carriers: counts.carriers,
          orders: counts.orders,
          byStatus: counts.byStatus ?? {},
          materials: materialIds.map((id) => names.ref('material', id)).filter((ref) => ref !== null),
        },
      };
    });
  }

  /** The whole recall list of a lot (an export), at most `limit` rows, with its summary. */
  lotList(tenantId: string, filter: LotFilter, limit: number) {
    return this.db.tenant(tenantId, async () => {
      const page = await this.lotPage(tenantId, filter, { pageNo: 1, pageSize: 1 });
      const rows = await this.recallRows(tenantId, await this.recall.list(tenantId, filter, limit));
      return { summary: page.summary, total: page.totalRows, rows };
    });
  }

  // ---- Work order trace ------------------------------------------------------------------

  private async findOrder(tenantId: string, query: { workOrderId?: string; code?: string }) {
    const order = query.workOrderId
      ? (await this.deps.orders.byIds(tenantId, [query.workOrderId]))[0]
      : await this.deps.orders.byCode(tenantId, query.code!);
    if (!order) throw notFound('trace.orderNotFound', { code: query.code ?? query.workOrderId ?? '' });
    return order;
  }

  workOrder(tenantId: string, query: { workOrderId?: string; code?: string }): Promise<WorkOrderTrace> {
    return this.db.tenant(tenantId, async () => {
      const order = await this.findOrder(tenantId, query);
      const counts = await this.repo.orderCounts(tenantId, order.id);
      const steps = counts.firstUnitAt
        ? await this.repo.stepStats(tenantId, order.id, eventsSince(counts.firstUnitAt))
        : [];
      const defects = await this.repo.orderDefects(tenantId, order.id);
      const materials = await this.repo.orderMaterials(tenantId, order.id, ORDER_TRACE_LOTS_MAX);
      const names = this.names().want('product', order.productId).want('line', order.lineId);
      for (const step of steps) names.want('process', step.processId);
      for (const defect of defects)
        names.want('badPhenomenon', defect.badPhenomenonId).want('defectType', defect.defectTypeId);
      for (const material of materials) names.want('material', material.materialId);
      await names.load(tenantId);
      return {
        order: this.orderOf(order, names)!,
        units: counts.byStatus,
        unitTotal: Object.values(counts.byStatus).reduce((sum, n) => sum + n, 0),
        boxes: counts.boxes,
        steps: steps.map((step) => ({
          stepNo: step.stepNo,
          process: names.ref('process', step.processId),
          units: step.units,
          passed: step.passed,
          failed: step.failed,
          firstPass: step.firstPass,
          failEvents: step.failEvents,
          firstPassYield: step.units > 0 ? step.firstPass / step.units : null,
        })),
        defects: defects.map((defect) => ({
          badPhenomenon: names.ref('badPhenomenon', defect.badPhenomenonId),
          defectType: names.ref('defectType', defect.defectTypeId),
          quantity: defect.quantity,
          units: defect.units,
        })),
        materials: materials.map((material) => ({
          material: names.ref('material', material.materialId),
          quantity: material.quantity,
          unbound: material.unbound,
          units: material.units,
          lotCount: material.lotCount,
          lots: material.lots,
        })),
      };
    });
  }

  private async unitRows(tenantId: string, units: readonly UnitRow[]): Promise<TraceUnitRow[]> {
    const orders = await this.ordersById(
      tenantId,
      units.map((row) => row.workOrderId),
    );
    const next = await this.nextProcesses(tenantId, units);
    const boxes = new Map(
      (
        await this.repo.packagesByIds(tenantId, [
          ...new Set(units.map((row) => row.packageId).filter((id): id is string => id !== null)),
        ])
      ).map((box) => [box.id, box]),
    );
    const names = this.names();
    for (const row of units) {
      names.want('product', row.productId).want('line', row.lineId).want('station', row.lastStationId);
      names.want('process', next.get(`${row.routingVersionId}:${row.nextStepNo}`));
    }
    for (const info of orders.values()) names.want('product', info.productId).want('line', info.lineId);
    await names.load(tenantId);
    return units.map((row) => ({
      id: row.id,
      serial: row.serial,
      status: row.status as UnitStatus,
      order: this.orderOf(orders.get(row.workOrderId), names, row.lineId),
      product: names.ref('product', row.productId),
      line: names.ref('line', row.lineId),
      nextStepNo: row.nextStepNo,
      nextProcess: names.ref('process', next.get(`${row.routingVersionId}:${row.nextStepNo}`)),
      failedStepNo: row.failedStepNo,
      repairCount: row.repairCount,
      boxCode: row.packageId ? (boxes.get(row.packageId)?.code ?? null) : null,
      lastStation: names.ref('station', row.lastStationId),
      lastScannedAt: iso(row.lastScannedAt),
      createdAt: isoOf(row.createdAt),
    }));
  }

  orderUnits(tenantId: string, query: UnitPageQuery & { workOrderId: string; status?: UnitStatus }) {
    return this.db.tenant(tenantId, async () => {
      await this.findOrder(tenantId, { workOrderId: query.workOrderId });
      const page = await this.repo.orderUnitsPage(tenantId, query.workOrderId, query.status, query);
      return {
        rows: await this.unitRows(tenantId, page.rows),
        totalRows: page.totalRows,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    });
  }

  /** All units of an order (an export), at most `limit`. */
  orderUnitList(tenantId: string, workOrderId: string, limit: number) {
    return this.db.tenant(tenantId, async () =>
      this.unitRows(
        tenantId,
        (await this.repo.orderUnitsPage(tenantId, workOrderId, undefined, { pageNo: 1, pageSize: limit })).rows,
      ),
    );
  }

  // ---- Work in progress ------------------------------------------------------------------

  private async wipFilter(tenantId: string, query: WipFilter & { processId?: string }): Promise<WipFilter> {
    const { processId, ...filter } = query;
    if (!processId) return filter;
    const steps = await this.deps.steps.ofOrders(tenantId, await this.repo.wipOrders(tenantId, filter));
    const pairs: { versionId: string; stepNo: number }[] = [];
    for (const [versionId, list] of steps)
      for (const step of list) if (step.processId === processId) pairs.push({ versionId, stepNo: step.stepNo });
    return { ...filter, steps: pairs };
  }

  wipPage(tenantId: string, query: UnitPageQuery & WipFilter & { processId?: string }) {
    return this.db.tenant(tenantId, async () => {
      const page = await this.repo.wipPage(tenantId, await this.wipFilter(tenantId, query), query);
      return {
        rows: await this.unitRows(tenantId, page.rows),
        totalRows: page.totalRows,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    });
  }

  wipList(tenantId: string, query: WipFilter & { processId?: string }, limit: number) {
    return this.db.tenant(tenantId, async () =>
      this.unitRows(tenantId, await this.repo.wipList(tenantId, await this.wipFilter(tenantId, query), limit)),
    );
  }
}
