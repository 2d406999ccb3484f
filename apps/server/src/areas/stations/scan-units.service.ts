import {
  barcodeFitsRule,
  checkScan,
  type RoutingStep,
  type ScanCheckContext,
  type ScanConfigDetail,
  type ScanPlan,
} from '@takt/contracts';
import { type AppError, invalid, notFound } from '../../platform/errors.js';
import { toScanPlan } from '../bom/scan-config.service.js';
import type { ScanOrder, WorkOrderService } from '../work-orders/work-order.service.js';
import { type Draft, draftText, recordUnitEvent, refused, type UnitScope } from './scan-draft.rules.js';
import type { ScanMasterData } from './scan-master-data.service.js';
import { unitOrderError, unknownSerialError } from './scan-order-error.rules.js';
import type { ProductionRepository, UnitChanges, UnitRow } from './stations.repository.js';
import { type FlowStep, firstMainStep, nextStepAfter, stepAtProcess } from './unit-flow.util.js';

/**
 * The unit a scan is about: found and locked (or started when the serial is new), with its
 * scannable order and the steps of its routing version; the checks every process station makes
 * (station, line, order status, step, serial rule); and moving it on to its next step.
 */
export class ScanUnits {
  constructor(
    private readonly repo: ProductionRepository,
    private readonly master: ScanMasterData,
    private readonly orders: Pick<WorkOrderService, 'forScan' | 'scanRefusal'>,
  ) {}

  /**
   * An order of the enterprise that can be scanned now (404 / the order's refusal otherwise);
   * with `leftover` a completed one too.
   */
  async scannableOrder(tenantId: string, orderId: string, leftover = false): Promise<ScanOrder> {
    const order = await this.orders.forScan(tenantId, orderId);
    if (!order) throw notFound();
    const refusal: AppError | null =
      leftover && order.status === 'completed' ? null : this.orders.scanRefusal(order.status);
    if (refusal) throw refusal;
    if (!order.routingVersionId || order.routingVersionNo === null)
      throw refused('production.noRouting', { order: order.code });
    return order;
  }

  /** The unit with this serial, locked, with its scannable order and steps (404 when there is none). */
  async lockedUnit(tenantId: string, serial: string, leftover = false): Promise<UnitScope> {
    const unit = await this.repo.unitBySerial(tenantId, serial, { lock: true });
    if (!unit) throw notFound('production.unitNotFound', { serial });
    return this.scopeOf(tenantId, unit, leftover);
  }

  /**
   * The unit a process station scans: the existing one (locked), or a new one of the request's
   * order when the serial is new and the process is where the order's routing starts. Checks
   * station, line, order status, step and the serial against the scan configuration.
   */
  async unitAtProcess(
    draft: Draft,
    request: { processId: string; workOrderId: string; serial: string },
  ): Promise<UnitScope & { step: RoutingStep; config: ScanConfigDetail | null; rules: ScanCheckContext }> {
    const { tenantId, station } = draft;
    if (!station.processes.some((process) => process.id === request.processId))
      throw invalid('production.processNotAtStation', { process: request.processId, station: station.code });
    let unit = await this.repo.unitBySerial(tenantId, request.serial, { lock: true });
    let scope: UnitScope;
    // A unit already started may finish on a completed order (a leftover); new units may not.
    if (unit) scope = await this.leftoverScope(draft, unit);
    else {
      const order = await this.scannableOrder(tenantId, request.workOrderId);
      const steps = await this.stepsOf(tenantId, order, order.routingVersionId!);
      const first = firstMainStep(steps)!;
      const skippable = await this.skippable(tenantId, steps);
      if (order.lineId !== station.lineId)
        throw refused('production.otherLine', { order: order.code, station: station.code });
      if (!stepAtProcess(steps, first.stepNo, request.processId, skippable))
        throw await unknownSerialError(
          this.master,
          draft,
          { order, product: await this.master.ref(tenantId, 'product', order.productId), steps },
          request.serial,
          first,
        );
      unit = await this.repo.insertUnit(tenantId, {
        serial: request.serial,
        workOrderId: order.id,
        productId: order.productId,
        lineId: order.lineId,
        routingVersionId: order.routingVersionId!,
        status: 'in_process',
        nextStepNo: first.stepNo,
        createdAt: draft.at,
      });
      if (unit) {
        draft.delta.input += 1;
        scope = { unit, order, product: await this.master.ref(tenantId, 'product', order.productId), steps };
      } else {
        // Another station created it a moment ago: it is an existing unit now.
        unit = (await this.repo.unitBySerial(tenantId, request.serial, { lock: true }))!;
        scope = await this.leftoverScope(draft, unit);
      }
    }
    await this.assertUnitWaits(draft, scope, request);
    if (scope.order.lineId !== station.lineId)
      throw refused('production.otherLine', { order: scope.order.code, station: station.code });
    const step = stepAtProcess(
      scope.steps,
      scope.unit.nextStepNo!,
      request.processId,
      await this.skippable(tenantId, scope.steps),
    );
    if (!step) throw await unitOrderError(this.master, draft, scope, request);
    const config = await this.master.scanConfig(tenantId, scope.unit.productId, request.processId);
    const rules = await this.ruleContext(tenantId, config);
    if (config?.scanSerial) {
      const serialOnly: ScanPlan = { ...toScanPlan(config), materials: [] };
      const verdict = checkScan(serialOnly, { serial: 0, materials: {} }, request.serial, rules);
      if (!verdict.ok) throw refused(`bom.scan.${verdict.reason}`);
    }
    return { ...scope, step, config, rules };
  }

  /** The unit passes `step`: it waits for the next step, or is finished (order good +1). */
  async passStep(draft: Draft, scope: UnitScope, step: RoutingStep, changes: UnitChanges = {}) {
    const next = nextStepAfter(scope.steps, step.stepNo, await this.skippable(draft.tenantId, scope.steps));
    if (next === null) draft.delta.good += 1;
    recordUnitEvent(draft, scope, 'pass', step);
    return this.saveUnit(draft, scope, {
      ...changes,
      status: next === null ? 'completed' : 'in_process',
      nextStepNo: next,
      completedAt: next === null ? draft.at : null,
    });
  }

  /** Saves the unit's changes with this station and time as its last scan. */
  async saveUnit(draft: Draft, scope: UnitScope, changes: UnitChanges): Promise<UnitRow> {
    scope.unit = await this.repo.updateUnit(draft.tenantId, scope.unit.id, {
      ...changes,
      lastStationId: draft.station.id,
      lastScannedAt: draft.at,
    });
    return scope.unit;
  }

  /** "SN passed P" or, when that finished it, "SN passed P and is finished". */
  passMessage(draft: Draft, scope: UnitScope, step: RoutingStep): string {
    const params = { serial: scope.unit.serial, process: `${step.processCode} ${step.processName}` };
    return draftText(
      draft,
      scope.unit.status === 'completed' ? 'production.scan.completed' : 'production.scan.pass',
      params,
    );
  }

  private async stepsOf(tenantId: string, order: ScanOrder, versionId: string): Promise<RoutingStep[]> {
    if (order.routingVersionId !== versionId || order.routingVersionNo === null)
      throw new Error(
        `unit of order ${order.id} is on routing version ${versionId}, the order on ${order.routingVersionId}`,
      );
    return this.master.routingSteps(tenantId, order.routingId, versionId, order.routingVersionNo);
  }

  private async leftoverScope(draft: Draft, unit: UnitRow): Promise<UnitScope> {
    const scope = await this.scopeOf(draft.tenantId, unit, true);
    if (scope.order.status === 'completed') draft.leftover = true;
    return scope;
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

  private async assertUnitWaits(
    draft: Draft,
    scope: UnitScope,
    request: { processId: string; workOrderId: string },
  ): Promise<void> {
    const { unit } = scope;
    if (unit.status === 'in_repair') throw refused('production.unitInRepair', { serial: unit.serial });
    if (unit.status === 'scrapped') throw refused('production.unitScrapped', { serial: unit.serial });
    if (unit.status !== 'in_process' || unit.nextStepNo === null)
      throw await unitOrderError(this.master, draft, scope, request);
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
}
