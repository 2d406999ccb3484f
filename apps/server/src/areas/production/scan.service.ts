import {
  type assemblyScanSchema,
  barcodeFitsRule,
  type CodedRef,
  checkScan,
  type encasementScanSchema,
  type Language,
  type maintainScanSchema,
  type newBoxSchema,
  OFFLINE_SCAN_MAX_AGE_HOURS,
  type OrderProgress,
  type PackageState,
  type packScanSchema,
  type passingScanSchema,
  type RoutingStep,
  recordScan,
  type returnScanSchema,
  type ScanAction,
  type ScanCheckContext,
  type ScanConfigDetail,
  type ScanOutcome,
  type ScanPlan,
  type ScanProgress,
  type ScanRemaining,
  type StationKind,
  scansRemaining,
  type UnitState,
  type unbindSchema,
  type unpackSchema,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { type AppError, businessRule, conflict, invalid, notFound } from '../../platform/errors.js';
import { type MessageKey, type MessageParams, translate } from '../../platform/i18n/messages.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { BarcodeRuleService } from '../barcodes/barcode-rule.service.js';
import { toScanPlan } from '../bom/scan-config.service.js';
import type { ScanOrder, WorkOrderService } from '../work-orders/work-order.service.js';
import type { EventInsert, PackageRow, ProductionRepository, UnitChanges, UnitRow } from './production.repository.js';
import type { ProgressAnnouncer } from './progress-announcer.js';
import type { ScanMasterData, ScanStation } from './scan-master-data.js';
import {
  canReturnTo,
  type FlowStep,
  firstMainStep,
  nextStepAfter,
  repairReturnStep,
  repairStepFor,
  stepAtProcess,
} from './unit-flow.js';

export type AssemblyScan = z.output<typeof assemblyScanSchema>;
export type PassingScan = z.output<typeof passingScanSchema>;
export type EncasementScan = z.output<typeof encasementScanSchema>;
export type PackScan = z.output<typeof packScanSchema>;
export type MaintainScan = z.output<typeof maintainScanSchema>;
export type ReturnScan = z.output<typeof returnScanSchema>;
export type UnbindRequest = z.output<typeof unbindSchema>;
export type UnpackRequest = z.output<typeof unpackSchema>;

/** The request of each station kind's scan route. */
export interface ScanRequestOf {
  assembly: AssemblyScan;
  passing: PassingScan;
  encasement: EncasementScan;
  pack: PackScan;
  maintain: MaintainScan;
  return: ReturnScan;
}

/** Who scans: the signed-in user (operator of the scan events). */
export interface ScanActor {
  userId: string;
  name: string;
}

/** What the scan path needs of the work-orders area (its service joins the scan's transaction). */
export type ScanOrders = Pick<WorkOrderService, 'forScan' | 'applyProgress' | 'scanRefusal'>;

export interface ScanServiceDeps {
  orders: ScanOrders;
  references: ReferenceRegistry;
  barcodeRules: Pick<BarcodeRuleService, 'generate'>;
  announcer: Pick<ProgressAnnouncer, 'announce'>;
}

/**
 * How a trusted caller (the demo seed, never a route) may run a scan: `trustedTime` records a
 * `scannedAt` older than OFFLINE_SCAN_MAX_AGE_HOURS (a time in the future is still refused).
 */
export interface ScanOptions {
  trustedTime?: boolean;
}

/** A scan sent from an offline queue may be this far ahead of the server's clock. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

interface Delta {
  input: number;
  good: number;
  bad: number;
  scrap: number;
}

/** One scan in the making: what it read, what it will write, what it answers. */
interface Draft {
  tenantId: string;
  actor: ScanActor;
  language: Language;
  station: ScanStation;
  at: Date;
  clientScanId: string;
  shiftId: string | null;
  events: EventInsert[];
  delta: Delta;
  /** A repair or scrap: allowed on a completed order (finishing its leftovers is not new production). */
  leftover: boolean;
}

type OutcomeBody = Omit<ScanOutcome, 'clientScanId' | 'replayed' | 'scannedAt'>;

/** A unit with its order and the steps of its routing version. */
interface UnitScope {
  unit: UnitRow;
  order: ScanOrder;
  product: CodedRef;
  steps: RoutingStep[];
}

const noDelta = (): Delta => ({ input: 0, good: 0, bad: 0, scrap: 0 });
const refused = (key: string, params?: MessageParams) => businessRule(key as MessageKey, params);

/**
 * Station scanning. Each scan runs in one transaction: its client scan id is claimed first
 * (a retry finds the stored answer; a concurrent twin waits for this one and then finds it),
 * then the master data is read, then the unit is locked (`FOR UPDATE`; a new serial is inserted
 * with `ON CONFLICT DO NOTHING` and locked), then boxes and carriers, and the order's counters
 * are changed last in one atomic UPDATE (the work-orders area's `applyProgress`). Every lock is
 * taken in that order, so concurrent scans queue instead of deadlocking. A refusal throws: the
 * transaction rolls back and nothing, the claimed id included, is kept.
 */
export class ScanService {
  constructor(
    private readonly db: Database,
    private readonly repo: ProductionRepository,
    private readonly master: ScanMasterData,
    private readonly deps: ScanServiceDeps,
  ) {}

  /** One scan of a station kind (the routes call this; so can the demo seed and the benchmark). */
  scan<K extends StationKind>(
    tenantId: string,
    actor: ScanActor,
    kind: K,
    request: ScanRequestOf[K],
    language: Language = 'en-US',
    options: ScanOptions = {},
  ): Promise<ScanOutcome> {
    return this.run(tenantId, actor, request, language, options, (draft) => {
      switch (kind) {
        case 'assembly':
          return this.assembly(draft, request as AssemblyScan);
        case 'passing':
          return this.passing(draft, request as PassingScan);
        case 'encasement':
          return this.encasement(draft, request as EncasementScan);
        case 'pack':
          return this.pack(draft, request as PackScan);
        case 'maintain':
          return this.maintain(draft, request as MaintainScan);
        default:
          return this.returnToStep(draft, request as ReturnScan);
      }
    });
  }

  /** Assembly: takes a material out of a unit; its barcode is cancelled for good. */
  unbind(
    tenantId: string,
    actor: ScanActor,
    request: UnbindRequest,
    language: Language = 'en-US',
    options: ScanOptions = {},
  ) {
    return this.run(tenantId, actor, request, language, options, (draft) => this.unbindMaterial(draft, request));
  }

  /** Encasement: takes a unit out of its box; it waits at the packing step again. */
  unpack(
    tenantId: string,
    actor: ScanActor,
    request: UnpackRequest,
    language: Language = 'en-US',
    options: ScanOptions = {},
  ) {
    return this.run(tenantId, actor, request, language, options, (draft) => this.unpackUnit(draft, request));
  }

  /** Seals a box or a carrier before it is full (a sealed one is answered as it is). */
  seal(tenantId: string, stationId: string, kind: 'box' | 'carrier', code: string): Promise<PackageState> {
    return this.db.tenant(tenantId, async () => {
      await this.master.station(tenantId, stationId);
      const row = await this.repo.packageByCode(tenantId, code, { lock: true });
      if (!row) throw notFound('production.packageNotFound', { code });
      if (row.kind !== kind) throw refused(kind === 'box' ? 'production.notABox' : 'production.notACarrier', { code });
      if (row.status === 'sealed') return this.packageState(tenantId, row);
      if (row.quantity === 0) throw refused('production.boxEmpty', { box: code });
      return this.packageState(
        tenantId,
        await this.repo.updatePackage(tenantId, row.id, { status: 'sealed', sealedAt: new Date() }),
      );
    });
  }

  /** The next box code of a barcode rule (a generation of one code, counted like any other). */
  newBox(tenantId: string, actor: ScanActor, input: z.output<typeof newBoxSchema>): Promise<{ code: string }> {
    return this.db.tenant(tenantId, async () => {
      await this.master.station(tenantId, input.stationId);
      let productCode: string | null = null;
      let orderNumber: string | null = null;
      if (input.workOrderId) {
        const order = await this.deps.orders.forScan(tenantId, input.workOrderId);
        if (!order) throw notFound();
        orderNumber = order.code;
        productCode = (await this.master.ref(tenantId, 'product', order.productId)).code;
      }
      const batch = await this.deps.barcodeRules.generate(tenantId, actor, {
        ruleId: input.ruleId,
        count: 1,
        productCode,
        orderNumber,
      });
      return { code: batch.codes[0]! };
    });
  }

  // ── the frame of every scan ────────────────────────────────────────────────────────────

  private run(
    tenantId: string,
    actor: ScanActor,
    request: { clientScanId: string; stationId: string; scannedAt?: string | undefined },
    language: Language,
    options: ScanOptions,
    work: (draft: Draft) => Promise<OutcomeBody>,
  ): Promise<ScanOutcome> {
    return this.db.tenant(tenantId, async () => {
      const { clientScanId, stationId } = request;
      if (!(await this.repo.claimRequest(tenantId, clientScanId, stationId))) {
        const stored = await this.repo.storedRequest(tenantId, clientScanId);
        if (!stored || stored.stationId !== stationId) throw conflict('production.scanIdReused');
        return { ...(stored.response as ScanOutcome), replayed: true };
      }
      const at = scanTime(request.scannedAt, options);
      const station = await this.master.station(tenantId, stationId);
      const shiftId = await this.master.shiftId(tenantId, station.lineId, at);
      const draft: Draft = {
        tenantId,
        actor,
        language,
        station,
        at,
        clientScanId,
        shiftId,
        events: [],
        delta: noDelta(),
        leftover: false,
      };
      const body = await work(draft);
      await this.repo.insertEvents(tenantId, draft.events);
      const orderId = body.order?.id ?? body.unit?.workOrderId ?? null;
      let order = body.order;
      const { input, good, bad, scrap } = draft.delta;
      if (orderId && (input || good || bad || scrap)) {
        // Last: the order's row is the one every scan of the order queues on.
        // The order completes itself only when none of its units is left in process or in repair.
        const counts = await this.deps.orders.applyProgress(tenantId, orderId, draft.delta, at, {
          unitsOpen: () => this.repo.hasOpenUnits(tenantId, orderId),
          leftover: draft.leftover,
        });
        if (!counts) {
          const current = await this.deps.orders.forScan(tenantId, orderId);
          throw this.deps.orders.scanRefusal(current?.status ?? 'closed') ?? notFound();
        }
        if (order) order = { ...order, ...pickCounts(counts), status: counts.status };
      }
      const outcome: ScanOutcome = {
        clientScanId,
        replayed: false,
        scannedAt: at.toISOString(),
        ...body,
        order,
      };
      await this.repo.saveResponse(tenantId, clientScanId, outcome as unknown as Record<string, unknown>);
      if (orderId) this.db.afterCommit(async () => this.deps.announcer.announce(tenantId, [orderId]));
      return outcome;
    });
  }

  private event(
    draft: Draft,
    action: ScanAction,
    values: Partial<Omit<EventInsert, 'action' | 'scannedAt' | 'stationId'>>,
  ): void {
    draft.events.push({
      scannedAt: draft.at,
      action,
      stationId: draft.station.id,
      lineId: draft.station.lineId,
      operatorId: draft.actor.userId,
      shiftId: draft.shiftId,
      clientScanId: draft.clientScanId,
      ...values,
    });
  }

  private unitEvent(draft: Draft, scope: UnitScope, action: ScanAction, step: FlowStep | null, detail?: object) {
    this.event(draft, action, {
      unitId: scope.unit.id,
      serial: scope.unit.serial,
      workOrderId: scope.unit.workOrderId,
      productId: scope.unit.productId,
      processId: step?.processId ?? null,
      stepNo: step?.stepNo ?? null,
      detail: detail ? (detail as Record<string, unknown>) : null,
    });
  }

  private text(draft: Draft, key: string, params: MessageParams): string {
    return translate(draft.language, key as MessageKey, params);
  }

  // ── orders, units, steps ───────────────────────────────────────────────────────────────

  /**
   * An order of the enterprise that can be scanned now (404 / the order's refusal otherwise);
   * with `leftover` a completed one too.
   */
  private async scannableOrder(tenantId: string, orderId: string, leftover = false): Promise<ScanOrder> {
    const order = await this.deps.orders.forScan(tenantId, orderId);
    if (!order) throw notFound();
    const refusal: AppError | null =
      leftover && order.status === 'completed' ? null : this.deps.orders.scanRefusal(order.status);
    if (refusal) throw refusal;
    if (!order.routingVersionId || order.routingVersionNo === null)
      throw refused('production.noRouting', { order: order.code });
    return order;
  }

  private async stepsOf(tenantId: string, order: ScanOrder, versionId: string): Promise<RoutingStep[]> {
    if (order.routingVersionId !== versionId || order.routingVersionNo === null)
      throw new Error(
        `unit of order ${order.id} is on routing version ${versionId}, the order on ${order.routingVersionId}`,
      );
    return this.master.routingSteps(tenantId, order.routingId, versionId, order.routingVersionNo);
  }

  /** The unit with this serial, locked, with its scannable order and steps (404 when there is none). */
  private async lockedUnit(tenantId: string, serial: string, leftover = false): Promise<UnitScope> {
    const unit = await this.repo.unitBySerial(tenantId, serial, { lock: true });
    if (!unit) throw notFound('production.unitNotFound', { serial });
    return this.scopeOf(tenantId, unit, leftover);
  }

  private async scopeOf(tenantId: string, unit: UnitRow, leftover = false): Promise<UnitScope> {
    const order = await this.scannableOrder(tenantId, unit.workOrderId, leftover);
    const steps = await this.stepsOf(tenantId, order, unit.routingVersionId);
    return { unit, order, product: await this.master.ref(tenantId, 'product', unit.productId), steps };
  }

  /** Steps that may be passed over: main steps whose process is not a mandatory-scan process. */
  private async skippable(tenantId: string, steps: readonly RoutingStep[]): Promise<(step: FlowStep) => boolean> {
    const optional = new Set<string>();
    for (const step of steps) {
      if (step.repair) continue;
      if (!(await this.master.process(tenantId, step.processId)).mandatoryScan) optional.add(step.processId);
    }
    return (step) => optional.has(step.processId);
  }

  private assertUnitWaits(unit: UnitRow): void {
    if (unit.status === 'in_repair') throw refused('production.unitInRepair', { serial: unit.serial });
    if (unit.status === 'scrapped') throw refused('production.unitScrapped', { serial: unit.serial });
    if (unit.status !== 'in_process' || unit.nextStepNo === null) throw refused('bom.scan.order');
  }

  /**
   * The unit a process station scans: the existing one (locked), or a new one of the request's
   * order when the serial is new and the process is where the order's routing starts. Checks
   * station, line, order status, step and the serial against the scan configuration.
   */
  private async unitAtProcess(
    draft: Draft,
    request: { processId: string; workOrderId: string; serial: string },
  ): Promise<UnitScope & { step: RoutingStep; config: ScanConfigDetail | null; rules: ScanCheckContext }> {
    const { tenantId, station } = draft;
    if (!station.processes.some((process) => process.id === request.processId))
      throw invalid('production.processNotAtStation', { process: request.processId, station: station.code });
    let unit = await this.repo.unitBySerial(tenantId, request.serial, { lock: true });
    let scope: UnitScope;
    if (unit) scope = await this.scopeOf(tenantId, unit);
    else {
      const order = await this.scannableOrder(tenantId, request.workOrderId);
      const steps = await this.stepsOf(tenantId, order, order.routingVersionId!);
      const first = firstMainStep(steps)!;
      const skippable = await this.skippable(tenantId, steps);
      if (order.lineId !== station.lineId)
        throw refused('production.otherLine', { order: order.code, station: station.code });
      if (!stepAtProcess(steps, first.stepNo, request.processId, skippable)) throw refused('bom.scan.order');
      unit = await this.repo.insertUnit(tenantId, {
        serial: request.serial,
        workOrderId: order.id,
        productId: order.productId,
        lineId: order.lineId,
        routingVersionId: order.routingVersionId!,
        status: 'in_process',
        nextStepNo: first.stepNo,
      });
      if (unit) {
        draft.delta.input += 1;
        scope = { unit, order, product: await this.master.ref(tenantId, 'product', order.productId), steps };
      } else {
        // Another station created it a moment ago: it is an existing unit now.
        unit = (await this.repo.unitBySerial(tenantId, request.serial, { lock: true }))!;
        scope = await this.scopeOf(tenantId, unit);
      }
    }
    this.assertUnitWaits(scope.unit);
    if (scope.order.lineId !== station.lineId)
      throw refused('production.otherLine', { order: scope.order.code, station: station.code });
    const step = stepAtProcess(
      scope.steps,
      scope.unit.nextStepNo!,
      request.processId,
      await this.skippable(tenantId, scope.steps),
    );
    if (!step) throw refused('bom.scan.order');
    const config = await this.master.scanConfig(tenantId, scope.unit.productId, request.processId);
    const rules = await this.ruleContext(tenantId, config);
    if (config?.scanSerial) {
      const serialOnly: ScanPlan = { ...toScanPlan(config), materials: [] };
      const verdict = checkScan(serialOnly, { serial: 0, materials: {} }, request.serial, rules);
      if (!verdict.ok) throw refused(`bom.scan.${verdict.reason}`);
    }
    return { ...scope, step, config, rules };
  }

  private async ruleContext(tenantId: string, config: ScanConfigDetail | null): Promise<ScanCheckContext> {
    const ids = new Set<string>();
    if (config?.serialRuleId) ids.add(config.serialRuleId);
    for (const line of config?.materials ?? []) if (line.barcodeRuleId) ids.add(line.barcodeRuleId);
    const rules = new Map<string, Awaited<ReturnType<ScanMasterData['barcodeRule']>>>();
    for (const id of ids) rules.set(id, await this.master.barcodeRule(tenantId, id));
    return {
      ruleMatches: (ruleId, barcode) => {
        const rule = rules.get(ruleId);
        return rule ? barcodeFitsRule(rule, barcode) : false;
      },
    };
  }

  /** The unit's scans so far at a process: the serial (part of every scan) and its bound materials there. */
  async progressAt(tenantId: string, unit: UnitRow, processId: string, scanSerial: boolean): Promise<ScanProgress> {
    const materials: Record<string, number> = {};
    for (const row of await this.repo.boundMaterials(tenantId, unit.id))
      if (row.processId === processId) materials[row.materialId] = (materials[row.materialId] ?? 0) + 1;
    return { serial: scanSerial ? 1 : 0, materials };
  }

  remainingView(config: ScanConfigDetail | null, progress: ScanProgress): ScanRemaining {
    if (!config) return { serial: 0, materials: [], total: 0 };
    const remaining = scansRemaining(toScanPlan(config), progress);
    return {
      serial: remaining.serial,
      total: remaining.total,
      materials: remaining.materials.map((line) => {
        const material = config.materials.find((candidate) => candidate.materialId === line.materialId);
        return {
          materialId: line.materialId,
          materialCode: material?.materialCode ?? line.materialId,
          materialName: material?.materialName ?? '',
          remaining: line.remaining,
        };
      }),
    };
  }

  /** A passing or encasement station cannot pass a unit still missing its materials at the process. */
  private async assertMaterialsComplete(
    draft: Draft,
    scope: UnitScope,
    config: ScanConfigDetail | null,
    step: RoutingStep,
  ) {
    if (!config || config.materials.length === 0) return;
    const progress = await this.progressAt(draft.tenantId, scope.unit, step.processId, config.scanSerial);
    const remaining = this.remainingView(config, progress);
    const missing = remaining.materials.filter((line) => line.remaining > 0);
    if (missing.length > 0)
      throw refused('production.materialsMissing', {
        serial: scope.unit.serial,
        process: `${step.processCode} ${step.processName}`,
        materials: missing.map((line) => `${line.materialCode} ×${line.remaining}`).join(', '),
      });
  }

  /** The unit passes `step`: it waits for the next step, or is finished (order good +1). */
  private async passStep(draft: Draft, scope: UnitScope, step: RoutingStep, changes: UnitChanges = {}) {
    const next = nextStepAfter(scope.steps, step.stepNo, await this.skippable(draft.tenantId, scope.steps));
    if (next === null) draft.delta.good += 1;
    this.unitEvent(draft, scope, 'pass', step);
    return this.saveUnit(draft, scope, {
      ...changes,
      status: next === null ? 'completed' : 'in_process',
      nextStepNo: next,
      completedAt: next === null ? draft.at : null,
    });
  }

  private async saveUnit(draft: Draft, scope: UnitScope, changes: UnitChanges): Promise<UnitRow> {
    scope.unit = await this.repo.updateUnit(draft.tenantId, scope.unit.id, {
      ...changes,
      lastStationId: draft.station.id,
      lastScannedAt: draft.at,
    });
    return scope.unit;
  }

  private passMessage(draft: Draft, scope: UnitScope, step: RoutingStep): string {
    const params = { serial: scope.unit.serial, process: `${step.processCode} ${step.processName}` };
    return this.text(
      draft,
      scope.unit.status === 'completed' ? 'production.scan.completed' : 'production.scan.pass',
      params,
    );
  }

  // ── station kinds ──────────────────────────────────────────────────────────────────────

  private async assembly(draft: Draft, request: AssemblyScan): Promise<OutcomeBody> {
    const { tenantId } = draft;
    const scope = await this.unitAtProcess(draft, request);
    const { step, config, rules } = scope;
    const plan = config ? toScanPlan(config) : null;
    let progress = await this.progressAt(tenantId, scope.unit, step.processId, plan?.scanSerial ?? false);
    let message: string;
    let done: boolean;
    let materialId: string | null = null;
    if (request.barcode === undefined) {
      done = !plan || scansRemaining(plan, progress).total === 0;
      if (!done) {
        this.unitEvent(draft, scope, 'start', step);
        await this.saveUnit(draft, scope, {});
      }
    } else {
      if (!plan) throw refused('bom.scan.unqualified');
      await this.repo.lockBarcode(tenantId, request.barcode);
      const state = await this.repo.barcodeState(tenantId, request.barcode);
      if (state.cancelled) throw refused('production.barcodeCancelled');
      const verdict = checkScan(plan, progress, request.barcode, { ...rules, usedBefore: state.bound });
      if (!verdict.ok) throw refused(`bom.scan.${verdict.reason}`);
      if (verdict.target.kind !== 'material') throw refused('bom.scan.complete');
      materialId = verdict.target.materialId;
      await this.repo.insertMaterial(tenantId, {
        unitId: scope.unit.id,
        workOrderId: scope.unit.workOrderId,
        materialId,
        barcode: request.barcode,
        lot: request.barcode,
        processId: step.processId,
        stepNo: step.stepNo,
        stationId: draft.station.id,
        operatorId: draft.actor.userId,
        boundAt: draft.at,
      });
      this.unitEvent(draft, scope, 'material', step, { barcode: request.barcode, materialId });
      progress = recordScan(progress, verdict.target);
      done = verdict.done;
      if (!done) await this.saveUnit(draft, scope, {});
    }
    const remaining = this.remainingView(config, progress);
    if (done) {
      await this.passStep(draft, scope, step);
      message = this.passMessage(draft, scope, step);
    } else if (request.barcode !== undefined) {
      const material = config?.materials.find((line) => line.materialId === materialId);
      message = this.text(draft, 'production.scan.material', {
        serial: scope.unit.serial,
        material: material ? `${material.materialCode} ${material.materialName}` : '',
        barcode: request.barcode,
        remaining: remaining.total,
      });
    } else {
      message = this.text(draft, 'production.scan.start', {
        serial: scope.unit.serial,
        process: `${step.processCode} ${step.processName}`,
        remaining: remaining.total,
      });
    }
    return this.outcome(draft, scope, {
      action: done ? 'pass' : request.barcode === undefined ? 'start' : 'material',
      message,
      stepDone: done,
      remaining,
    });
  }

  private async passing(draft: Draft, request: PassingScan): Promise<OutcomeBody> {
    const { tenantId } = draft;
    if (request.result === 'fail') await this.checkDefects(tenantId, request.defects);
    const scope = await this.unitAtProcess(draft, request);
    const { step, config } = scope;
    await this.assertMaterialsComplete(draft, scope, config, step);
    if (request.result === 'pass') {
      await this.passStep(draft, scope, step);
      return this.outcome(draft, scope, {
        action: 'pass',
        message: this.passMessage(draft, scope, step),
        stepDone: true,
      });
    }
    const repairStep = repairStepFor(scope.steps, step.stepNo);
    const repair = await this.repo.insertRepair(tenantId, {
      unitId: scope.unit.id,
      workOrderId: scope.unit.workOrderId,
      lineId: draft.station.lineId,
      failedStepNo: step.stepNo,
      failedProcessId: step.processId,
      failedStationId: draft.station.id,
      failedAt: draft.at,
      failedBy: draft.actor.userId,
      status: 'open',
      returnStepNo: repairStep?.returnToStepNo ?? step.stepNo,
      remark: request.remark || null,
    });
    await this.repo.insertDefects(
      tenantId,
      request.defects.map((defect) => ({
        repairId: repair.id,
        unitId: scope.unit.id,
        workOrderId: scope.unit.workOrderId,
        lineId: draft.station.lineId,
        processId: step.processId,
        stationId: draft.station.id,
        badPhenomenonId: defect.badPhenomenonId,
        defectTypeId: defect.defectTypeId ?? null,
        recordedAt: draft.at,
        quantity: 1,
      })),
    );
    draft.delta.bad += 1;
    this.unitEvent(draft, scope, 'fail', step, {
      repairId: repair.id,
      defects: request.defects.map((defect) => ({
        badPhenomenonId: defect.badPhenomenonId,
        defectTypeId: defect.defectTypeId ?? null,
      })),
      ...(request.remark ? { remark: request.remark } : {}),
    });
    await this.saveUnit(draft, scope, {
      status: 'in_repair',
      failedStepNo: step.stepNo,
      nextStepNo: repairStep?.stepNo ?? null,
    });
    return this.outcome(draft, scope, {
      action: 'fail',
      message: this.text(draft, 'production.scan.fail', {
        serial: scope.unit.serial,
        process: `${step.processCode} ${step.processName}`,
      }),
      stepDone: true,
    });
  }

  private async checkDefects(tenantId: string, defects: PassingScan['defects']): Promise<void> {
    await this.deps.references.resolve(
      tenantId,
      'badPhenomenon',
      defects.map((defect) => defect.badPhenomenonId),
      'defects.badPhenomenonId',
    );
    await this.deps.references.resolve(
      tenantId,
      'defectType',
      defects.map((defect) => defect.defectTypeId ?? ''),
      'defects.defectTypeId',
    );
  }

  private async encasement(draft: Draft, request: EncasementScan): Promise<OutcomeBody> {
    const { tenantId } = draft;
    const scope = await this.unitAtProcess(draft, request);
    const { step, config } = scope;
    await this.assertMaterialsComplete(draft, scope, config, step);
    const box = await this.repo.lockOrCreatePackage(tenantId, {
      code: request.boxCode,
      kind: 'box',
      capacity: request.capacity,
      workOrderId: scope.unit.workOrderId,
      productId: scope.unit.productId,
      lineId: draft.station.lineId,
      stationId: draft.station.id,
      createdBy: draft.actor.userId,
    });
    if (box.kind !== 'box') throw refused('production.notABox', { code: box.code });
    if (box.status === 'sealed' || box.parentId || box.quantity >= box.capacity)
      throw refused('production.boxSealed', { box: box.code });
    if (box.workOrderId !== scope.unit.workOrderId) {
      const other = box.workOrderId ? await this.deps.orders.forScan(tenantId, box.workOrderId) : null;
      throw refused('production.boxOtherOrder', { box: box.code, order: other?.code ?? '' });
    }
    const quantity = box.quantity + 1;
    const full = quantity >= box.capacity;
    const updated = await this.repo.updatePackage(tenantId, box.id, {
      quantity,
      ...(full ? { status: 'sealed', sealedAt: draft.at } : {}),
    });
    await this.passStep(draft, scope, step, { packageId: box.id });
    this.unitEvent(draft, scope, 'encase', step, { boxCode: box.code, ...(full ? { sealed: true } : {}) });
    return this.outcome(
      draft,
      scope,
      {
        action: 'encase',
        message: this.text(draft, full ? 'production.scan.encaseFull' : 'production.scan.encase', {
          serial: scope.unit.serial,
          box: box.code,
          quantity,
          capacity: box.capacity,
        }),
        stepDone: true,
      },
      updated,
    );
  }

  private async pack(draft: Draft, request: PackScan): Promise<OutcomeBody> {
    const { tenantId } = draft;
    const box = await this.repo.packageByCode(tenantId, request.boxCode, { lock: true });
    if (!box) throw notFound('production.packageNotFound', { code: request.boxCode });
    if (box.kind !== 'box') throw refused('production.notABox', { code: box.code });
    if (box.parentId) {
      const [carrier] = await this.repo.packagesByIds(tenantId, [box.parentId]);
      throw refused('production.boxOnCarrier', { box: box.code, carrier: carrier?.code ?? '' });
    }
    if (box.status !== 'sealed') throw refused('production.boxNotSealed', { box: box.code });
    const carrier = await this.repo.lockOrCreatePackage(tenantId, {
      code: request.carrierCode,
      kind: 'carrier',
      capacity: request.capacity,
      workOrderId: box.workOrderId,
      productId: box.productId,
      lineId: box.lineId,
      stationId: draft.station.id,
      createdBy: draft.actor.userId,
    });
    if (carrier.kind !== 'carrier') throw refused('production.notACarrier', { code: carrier.code });
    if (carrier.status === 'sealed' || carrier.quantity >= carrier.capacity)
      throw refused('production.carrierSealed', { carrier: carrier.code });
    await this.repo.updatePackage(tenantId, box.id, { parentId: carrier.id });
    const quantity = carrier.quantity + 1;
    const full = quantity >= carrier.capacity;
    const updated = await this.repo.updatePackage(tenantId, carrier.id, {
      quantity,
      ...(full ? { status: 'sealed', sealedAt: draft.at } : {}),
    });
    this.event(draft, 'pack', {
      workOrderId: box.workOrderId,
      productId: box.productId,
      detail: { boxCode: box.code, carrierCode: carrier.code, ...(full ? { sealed: true } : {}) },
    });
    return {
      action: 'pack',
      message: this.text(draft, full ? 'production.scan.packFull' : 'production.scan.pack', {
        box: box.code,
        carrier: carrier.code,
        quantity,
        capacity: carrier.capacity,
      }),
      stepDone: true,
      unit: null,
      order: null,
      package: await this.packageState(tenantId, updated),
      remaining: null,
    };
  }

  private async maintain(draft: Draft, request: MaintainScan): Promise<OutcomeBody> {
    const { tenantId } = draft;
    for (const [kind, id, field] of [
      ['defectCause', request.causeId, 'causeId'],
      ['responsibleUnit', request.responsibleUnitId, 'responsibleUnitId'],
      ['solution', request.solutionId, 'solutionId'],
    ] as const)
      if (id) await this.deps.references.resolveOne(tenantId, kind, id, field);
    draft.leftover = true;
    const scope = await this.lockedUnit(tenantId, request.serial, true);
    const { unit } = scope;
    if (unit.status !== 'in_repair') throw refused('production.notInRepair', { serial: unit.serial });
    const failedStepNo = unit.failedStepNo ?? unit.nextStepNo ?? firstMainStep(scope.steps)!.stepNo;
    const repairStep = repairStepFor(scope.steps, failedStepNo);
    const repair = await this.repo.openRepair(tenantId, unit.id);
    const closing = {
      repairStationId: draft.station.id,
      repairedBy: draft.actor.userId,
      repairedAt: draft.at,
      causeId: request.causeId ?? null,
      responsibleUnitId: request.responsibleUnitId ?? null,
      solutionId: request.solutionId ?? null,
      ...(request.remark ? { remark: request.remark } : {}),
    };
    if (request.outcome === 'scrapped') {
      if (repair) await this.repo.updateRepair(tenantId, repair.id, { ...closing, status: 'scrapped' });
      const box = await this.leaveBox(draft, scope);
      draft.delta.scrap += 1;
      this.unitEvent(draft, scope, 'scrap', repairStep, {
        ...(repair ? { repairId: repair.id } : {}),
        ...(box ? { boxCode: box.code } : {}),
        ...(request.remark ? { remark: request.remark } : {}),
      });
      await this.saveUnit(draft, scope, {
        status: 'scrapped',
        nextStepNo: null,
        failedStepNo: null,
        packageId: null,
        repairCount: unit.repairCount + 1,
      });
      return this.outcome(draft, scope, {
        action: 'scrap',
        message: this.text(draft, 'production.scan.scrap', { serial: unit.serial }),
        stepDone: true,
      });
    }
    const target = repairReturnStep(scope.steps, failedStepNo, repairStep, request.returnStepNo);
    if (target === undefined) throw refused('production.badStep', { serial: unit.serial, step: request.returnStepNo! });
    if (repair)
      await this.repo.updateRepair(tenantId, repair.id, { ...closing, status: 'repaired', returnStepNo: target });
    this.unitEvent(draft, scope, 'repair', repairStep, {
      ...(repair ? { repairId: repair.id } : {}),
      returnStepNo: target,
      ...(request.remark ? { remark: request.remark } : {}),
    });
    await this.saveUnit(draft, scope, {
      status: 'in_process',
      nextStepNo: target,
      failedStepNo: null,
      repairCount: unit.repairCount + 1,
    });
    const back = scope.steps.find((step) => step.stepNo === target)!;
    return this.outcome(draft, scope, {
      action: 'repair',
      message: this.text(draft, 'production.scan.repair', {
        serial: unit.serial,
        step: target,
        process: `${back.processCode} ${back.processName}`,
      }),
      stepDone: true,
    });
  }

  private async returnToStep(draft: Draft, request: ReturnScan): Promise<OutcomeBody> {
    const scope = await this.lockedUnit(draft.tenantId, request.serial);
    const { unit } = scope;
    if (unit.status === 'in_repair') throw refused('production.unitInRepair', { serial: unit.serial });
    if (unit.status === 'scrapped') throw refused('production.unitScrapped', { serial: unit.serial });
    const finished = unit.status === 'completed';
    if (!canReturnTo(scope.steps, finished ? null : unit.nextStepNo, request.toStepNo))
      throw refused('production.badStep', { serial: unit.serial, step: request.toStepNo });
    if (finished) draft.delta.good -= 1;
    const box = await this.leaveBox(draft, scope);
    const step = scope.steps.find((candidate) => candidate.stepNo === request.toStepNo)!;
    this.unitEvent(draft, scope, 'return', step, {
      fromStepNo: unit.nextStepNo,
      ...(box ? { boxCode: box.code } : {}),
      ...(request.remark ? { remark: request.remark } : {}),
    });
    await this.saveUnit(draft, scope, {
      status: 'in_process',
      nextStepNo: step.stepNo,
      completedAt: null,
      packageId: null,
    });
    return this.outcome(draft, scope, {
      action: 'return',
      message: this.text(draft, 'production.scan.return', {
        serial: unit.serial,
        step: step.stepNo,
        process: `${step.processCode} ${step.processName}`,
      }),
      stepDone: true,
    });
  }

  private async unbindMaterial(draft: Draft, request: UnbindRequest): Promise<OutcomeBody> {
    const { tenantId } = draft;
    const scope = await this.lockedUnit(tenantId, request.serial);
    const material = (await this.repo.boundMaterials(tenantId, scope.unit.id)).find(
      (row) => row.barcode === request.barcode,
    );
    if (!material) throw refused('production.barcodeNotBound', { barcode: request.barcode, serial: scope.unit.serial });
    await this.repo.unbindMaterial(tenantId, material.id, {
      unboundAt: draft.at,
      unboundBy: draft.actor.userId,
      unbindReason: request.reason,
    });
    this.unitEvent(
      draft,
      scope,
      'unbind',
      { stepNo: material.stepNo, processId: material.processId, repair: false, returnToStepNo: null },
      { barcode: material.barcode, materialId: material.materialId, reason: request.reason },
    );
    await this.saveUnit(draft, scope, {});
    return this.outcome(draft, scope, {
      action: 'unbind',
      message: this.text(draft, 'production.scan.unbind', { barcode: material.barcode, serial: scope.unit.serial }),
      stepDone: false,
    });
  }

  private async unpackUnit(draft: Draft, request: UnpackRequest): Promise<OutcomeBody> {
    const { tenantId } = draft;
    const scope = await this.lockedUnit(tenantId, request.serial);
    const { unit } = scope;
    if (!unit.packageId) throw refused('production.notInBox', { serial: unit.serial });
    const [found] = await this.repo.packagesByIds(tenantId, [unit.packageId]);
    const box = found ? await this.repo.packageByCode(tenantId, found.code, { lock: true }) : undefined;
    if (box?.parentId) {
      const [carrier] = await this.repo.packagesByIds(tenantId, [box.parentId]);
      throw refused('production.boxPacked', { box: box.code, carrier: carrier?.code ?? '' });
    }
    const updated = box
      ? await this.repo.updatePackage(tenantId, box.id, {
          quantity: Math.max(0, box.quantity - 1),
          status: 'open',
          sealedAt: null,
        })
      : null;
    const stepNo =
      (await this.repo.lastEventStep(tenantId, unit.id, 'encase')) ??
      scope.steps.filter((step) => !step.repair).at(-1)!.stepNo;
    const step = scope.steps.find((candidate) => candidate.stepNo === stepNo)!;
    if (unit.status === 'completed') draft.delta.good -= 1;
    this.unitEvent(draft, scope, 'unpack', step, { boxCode: box?.code ?? null });
    await this.saveUnit(draft, scope, {
      status: unit.status === 'completed' ? 'in_process' : unit.status,
      nextStepNo: unit.status === 'completed' || unit.status === 'in_process' ? stepNo : unit.nextStepNo,
      completedAt: null,
      packageId: null,
    });
    return this.outcome(
      draft,
      scope,
      {
        action: 'unpack',
        message: this.text(draft, 'production.scan.unpack', { serial: unit.serial, box: box?.code ?? '' }),
        stepDone: true,
      },
      updated,
    );
  }

  /** Takes a unit out of its box (return, scrap): the box keeps its state, one unit fewer. */
  private async leaveBox(draft: Draft, scope: UnitScope): Promise<PackageRow | null> {
    if (!scope.unit.packageId) return null;
    const [found] = await this.repo.packagesByIds(draft.tenantId, [scope.unit.packageId]);
    if (!found) return null;
    const box = (await this.repo.packageByCode(draft.tenantId, found.code, { lock: true }))!;
    return this.repo.updatePackage(draft.tenantId, box.id, { quantity: Math.max(0, box.quantity - 1) });
  }

  // ── answers ────────────────────────────────────────────────────────────────────────────

  private async outcome(
    draft: Draft,
    scope: UnitScope,
    body: Pick<OutcomeBody, 'action' | 'message' | 'stepDone'> & { remaining?: ScanRemaining },
    box?: PackageRow | null,
  ): Promise<OutcomeBody> {
    const { tenantId } = draft;
    let packageRow = box ?? null;
    if (!packageRow && scope.unit.packageId)
      packageRow = (await this.repo.packagesByIds(tenantId, [scope.unit.packageId]))[0] ?? null;
    const packageState = packageRow ? await this.packageState(tenantId, packageRow) : null;
    return {
      action: body.action,
      message: body.message,
      stepDone: body.stepDone,
      unit: unitState(scope, scope.unit.packageId ? (packageState?.code ?? null) : null),
      order: orderProgress(scope.order, scope.product),
      package: packageState,
      remaining: body.remaining ?? null,
    };
  }

  async packageState(tenantId: string, row: PackageRow): Promise<PackageState> {
    let parentCode: string | null = null;
    if (row.parentId) parentCode = (await this.repo.packagesByIds(tenantId, [row.parentId]))[0]?.code ?? null;
    return {
      id: row.id,
      code: row.code,
      kind: row.kind as PackageState['kind'],
      status: row.status as PackageState['status'],
      capacity: row.capacity,
      quantity: row.quantity,
      parentCode,
    };
  }
}

/**
 * When the scan was made: now, or the time an offline queue kept (not ahead of now, not older
 * than OFFLINE_SCAN_MAX_AGE_HOURS unless the caller is trusted).
 */
export function scanTime(scannedAt: string | undefined, options: ScanOptions = {}, now = Date.now()): Date {
  if (!scannedAt) return new Date(now);
  const at = new Date(scannedAt);
  if (at.getTime() > now + FUTURE_TOLERANCE_MS) throw refused('production.scanInFuture', { at: scannedAt });
  if (!options.trustedTime && at.getTime() < now - OFFLINE_SCAN_MAX_AGE_HOURS * 3_600_000)
    throw refused('production.scanTooOld', { at: scannedAt, hours: OFFLINE_SCAN_MAX_AGE_HOURS });
  return at;
}

function pickCounts(counts: Pick<OrderProgress, 'inputQuantity' | 'goodQuantity' | 'badQuantity' | 'scrapQuantity'>) {
  return {
    inputQuantity: counts.inputQuantity,
    goodQuantity: counts.goodQuantity,
    badQuantity: counts.badQuantity,
    scrapQuantity: counts.scrapQuantity,
  };
}

export function orderProgress(order: ScanOrder, product: CodedRef): OrderProgress {
  return {
    id: order.id,
    code: order.code,
    status: order.status,
    productId: order.productId,
    productCode: product.code,
    productName: product.name,
    planQuantity: order.planQuantity,
    ...pickCounts(order),
  };
}

export function unitState(scope: UnitScope, packageCode: string | null): UnitState {
  const { unit, order, product, steps } = scope;
  const next = unit.nextStepNo === null ? undefined : steps.find((step) => step.stepNo === unit.nextStepNo);
  return {
    id: unit.id,
    serial: unit.serial,
    status: unit.status as UnitState['status'],
    workOrderId: unit.workOrderId,
    workOrderCode: order.code,
    productId: unit.productId,
    productCode: product.code,
    productName: product.name,
    nextStepNo: unit.nextStepNo,
    nextProcessId: next?.processId ?? null,
    nextProcessCode: next?.processCode ?? null,
    nextProcessName: next?.processName ?? null,
    failedStepNo: unit.failedStepNo,
    repairCount: unit.repairCount,
    packageCode,
    lastScannedAt: unit.lastScannedAt?.toISOString() ?? null,
  };
}
