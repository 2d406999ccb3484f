import type {
  CodedRef,
  PackageDetail,
  ProcessType,
  RefKind,
  StationContext,
  StationOrder,
  UnitDetail,
  WorkOrder,
} from '@takt/contracts';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors.js';
import type { WorkOrderService } from '../work-orders/work-order.service.js';
import type { ScanService } from './scan.service.js';
import { orderProgress, packageState, unitState } from './scan-answers.rules.js';
import type { ScanMasterData } from './scan-master-data.service.js';
import type { ProductionRepository } from './stations.repository.js';

/** The start of the calendar day of `now` in `timeZone`. */
export function startOfDay(now: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  const offset = wall - Math.floor(now.getTime() / 1000) * 1000;
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')) - offset);
}

const urgency = (order: WorkOrder) => (order.type === 'urgent' ? 0 : 1);

/** What the station screens look up around their scans (read only). */
export class StationService {
  constructor(
    private readonly db: Database,
    private readonly repo: ProductionRepository,
    private readonly master: ScanMasterData,
    private readonly scans: ScanService,
    private readonly orders: Pick<WorkOrderService, 'forScan' | 'openOnLine' | 'settings'>,
  ) {}

  /** `orderId`: the order the screen has chosen, kept in the answer once it is no longer open. */
  context(
    tenantId: string,
    stationId: string,
    options: { orderId?: string | undefined; now?: Date } = {},
  ): Promise<StationContext> {
    const now = options.now ?? new Date();
    return this.db.tenant(tenantId, async () => {
      const station = await this.master.station(tenantId, stationId);
      const line = await this.master.ref(tenantId, 'line', station.lineId);
      const processes = [];
      for (const ref of station.processes) {
        const process = await this.master.process(tenantId, ref.id);
        processes.push({ ...ref, type: process.type as ProcessType, mandatoryScan: process.mandatoryScan });
      }
      const orders = [...(await this.orders.openOnLine(tenantId, station.lineId))].sort(
        (a, b) => urgency(a) - urgency(b) || a.planDate.localeCompare(b.planDate) || a.code.localeCompare(b.code),
      );
      const chosenOrder =
        options.orderId && !orders.some((order) => order.id === options.orderId)
          ? await this.closedOrder(tenantId, options.orderId, station.lineId)
          : null;
      const since = startOfDay(now, await this.master.timeZone(tenantId));
      const counts = await this.repo.stationCounts(tenantId, stationId, since);
      const settings = await this.orders.settings(tenantId);
      return {
        station: { id: station.id, code: station.code, name: station.name },
        line,
        processes,
        orders: orders.map(
          (order): StationOrder => ({
            id: order.id,
            code: order.code,
            status: order.status,
            lineId: order.lineId,
            productId: order.productId,
            productCode: order.productCode,
            productName: order.productName,
            planQuantity: order.planQuantity,
            inputQuantity: order.inputQuantity,
            goodQuantity: order.goodQuantity,
            badQuantity: order.badQuantity,
            scrapQuantity: order.scrapQuantity,
            type: order.type,
            planDate: order.planDate,
            routingVersionId: order.routingVersionId,
          }),
        ),
        chosenOrder,
        settings: {
          boxCapacity: settings.boxCapacity,
          carrierCapacity: settings.carrierCapacity,
          autoAdvance: settings.autoAdvance,
        },
        today: {
          since: since.toISOString(),
          pass: counts.get('pass') ?? 0,
          fail: counts.get('fail') ?? 0,
          total: [...counts.values()].reduce((sum, n) => sum + n, 0),
        },
      };
    });
  }

  /** An order of the line that is no longer open (completed or closed), else null. */
  private async closedOrder(tenantId: string, orderId: string, lineId: string) {
    const order = await this.orders.forScan(tenantId, orderId);
    if (!order || order.lineId !== lineId || (order.status !== 'completed' && order.status !== 'closed')) return null;
    return orderProgress(order, await this.master.ref(tenantId, 'product', order.productId));
  }

  /** A unit by serial with what its screens show; `processId`: what remains to scan there. */
  unit(tenantId: string, serial: string, processId?: string): Promise<UnitDetail> {
    return this.db.tenant(tenantId, async () => {
      const unit = await this.repo.unitBySerial(tenantId, serial);
      if (!unit) throw notFound('production.unitNotFound', { serial });
      const order = await this.orders.forScan(tenantId, unit.workOrderId);
      if (!order || order.routingVersionNo === null) throw notFound('production.unitNotFound', { serial });
      const steps = await this.master.routingSteps(
        tenantId,
        order.routingId,
        unit.routingVersionId,
        order.routingVersionNo,
      );
      const product = await this.master.ref(tenantId, 'product', unit.productId);
      const [box] = unit.packageId ? await this.repo.packagesByIds(tenantId, [unit.packageId]) : [];
      const materials = await this.repo.boundMaterials(tenantId, unit.id);
      const materialRefs = await this.refs(
        tenantId,
        'material',
        materials.map((row) => row.materialId),
      );
      const at = processId ?? steps.find((step) => step.stepNo === unit.nextStepNo && !step.repair)?.processId;
      let remaining = null;
      if (at) {
        const config = await this.master.scanConfig(tenantId, unit.productId, at);
        const progress = await this.scans.materials.progressAt(tenantId, unit, at, config?.scanSerial ?? false);
        remaining = this.scans.materials.remainingView(config, progress);
      }
      return {
        unit: unitState({ unit, order, product, steps }, box?.code ?? null),
        order: orderProgress(order, product),
        package: box ? await packageState(this.repo, tenantId, box) : null,
        steps: steps.map((step) => ({
          stepNo: step.stepNo,
          processId: step.processId,
          processCode: step.processCode,
          processName: step.processName,
          repair: step.repair,
          returnToStepNo: step.returnToStepNo,
        })),
        materials: materials.map((row) => ({
          id: row.id,
          materialId: row.materialId,
          materialCode: materialRefs.get(row.materialId)?.code ?? row.materialId,
          materialName: materialRefs.get(row.materialId)?.name ?? '',
          barcode: row.barcode,
          processId: row.processId,
          stepNo: row.stepNo,
          boundAt: row.boundAt.toISOString(),
        })),
        remaining,
        repair: unit.status === 'in_repair' ? await this.openRepair(tenantId, unit.id) : null,
      };
    });
  }

  private async openRepair(tenantId: string, unitId: string): Promise<UnitDetail['repair']> {
    const repair = await this.repo.openRepair(tenantId, unitId);
    if (!repair) return null;
    const defects = await this.repo.defectsOf(tenantId, repair.id);
    const phenomena = await this.refs(
      tenantId,
      'badPhenomenon',
      defects.map((row) => row.badPhenomenonId),
    );
    const types = await this.refs(
      tenantId,
      'defectType',
      defects.map((row) => row.defectTypeId ?? ''),
    );
    const process = await this.master.ref(tenantId, 'process', repair.failedProcessId);
    return {
      id: repair.id,
      status: repair.status as 'open',
      failedStepNo: repair.failedStepNo,
      failedProcess: process,
      failedStationId: repair.failedStationId,
      failedAt: repair.failedAt.toISOString(),
      returnStepNo: repair.returnStepNo,
      defects: defects.map((row) => ({
        badPhenomenon: phenomena.get(row.badPhenomenonId) ?? {
          id: row.badPhenomenonId,
          code: row.badPhenomenonId,
          name: '',
        },
        defectType: row.defectTypeId ? (types.get(row.defectTypeId) ?? null) : null,
        quantity: row.quantity,
      })),
    };
  }

  /** A box with its serials, or a carrier with its boxes. */
  package(tenantId: string, code: string): Promise<PackageDetail> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.packageByCode(tenantId, code);
      if (!row) throw notFound('production.packageNotFound', { code });
      const contents =
        row.kind === 'box'
          ? await this.repo.serialsInBox(tenantId, row.id)
          : await this.repo.boxesOnCarrier(tenantId, row.id);
      return { package: await packageState(this.repo, tenantId, row), contents };
    });
  }

  private async refs(tenantId: string, kind: RefKind, ids: readonly string[]): Promise<Map<string, CodedRef>> {
    const wanted = [...new Set(ids)].filter((id) => id !== '');
    if (wanted.length === 0) return new Map();
    const found = await this.master.refsOf(tenantId, kind, wanted);
    return new Map(found.map((ref) => [ref.id, ref]));
  }
}
