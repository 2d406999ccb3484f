import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { AssemblyMaterials } from './assembly-materials.service.js';
import type { Packing } from './packing.service.js';
import { unitOutcome } from './scan-answers.rules.js';
import {
  type Draft,
  draftText,
  type MaintainScan,
  type OutcomeBody,
  type PassingScan,
  type ReturnScan,
  recordUnitEvent,
  refused,
  type UnitScope,
} from './scan-draft.rules.js';
import type { ScanUnits } from './scan-units.service.js';
import type { ProductionRepository } from './stations.repository.js';
import { canReturnTo, firstMainStep, repairReturnStep, repairStepFor } from './unit-flow.util.js';

/**
 * Where a unit passes a process or leaves the line and comes back: a pass or a failure (with
 * its defects, opening a repair) at a passing station, the repair (back to a return step) or
 * scrap at a maintain station, and a return to an earlier step of its routing.
 */
export class PassingAndRepair {
  constructor(
    private readonly repo: ProductionRepository,
    private readonly units: ScanUnits,
    private readonly materials: AssemblyMaterials,
    private readonly packing: Packing,
    private readonly references: ReferenceRegistry,
  ) {}

  /** The unit passes the process, or fails it with its defects and waits at the repair step. */
  async passing(draft: Draft, request: PassingScan): Promise<OutcomeBody> {
    const { tenantId } = draft;
    if (request.result === 'fail') await this.checkDefects(tenantId, request.defects);
    const scope = await this.units.unitAtProcess(draft, request);
    const { step, config } = scope;
    await this.materials.assertComplete(draft, scope, config, step);
    if (request.result === 'pass') {
      await this.units.passStep(draft, scope, step);
      return unitOutcome(this.repo, draft, scope, {
        action: 'pass',
        message: this.units.passMessage(draft, scope, step),
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
    recordUnitEvent(draft, scope, 'fail', step, {
      repairId: repair.id,
      defects: request.defects.map((defect) => ({
        badPhenomenonId: defect.badPhenomenonId,
        defectTypeId: defect.defectTypeId ?? null,
      })),
      ...(request.remark ? { remark: request.remark } : {}),
    });
    await this.units.saveUnit(draft, scope, {
      status: 'in_repair',
      failedStepNo: step.stepNo,
      nextStepNo: repairStep?.stepNo ?? null,
    });
    return unitOutcome(this.repo, draft, scope, {
      action: 'fail',
      message: draftText(draft, 'production.scan.fail', {
        serial: scope.unit.serial,
        process: `${step.processCode} ${step.processName}`,
      }),
      stepDone: true,
    });
  }

  /**
   * The unit in repair is repaired (back to the return step) or scrapped; also a unit of a
   * completed order (a leftover).
   */
  async maintain(draft: Draft, request: MaintainScan): Promise<OutcomeBody> {
    const { tenantId } = draft;
    for (const [kind, id, field] of [
      ['defectCause', request.causeId, 'causeId'],
      ['responsibleUnit', request.responsibleUnitId, 'responsibleUnitId'],
      ['solution', request.solutionId, 'solutionId'],
    ] as const)
      if (id) await this.references.resolveOne(tenantId, kind, id, field);
    draft.leftover = true;
    const scope = await this.units.lockedUnit(tenantId, request.serial, true);
    const { unit } = scope;
    if (unit.status !== 'in_repair') throw refused('production.notInRepair', { serial: unit.serial });
    await this.assertServes(draft, scope);
    const failedStepNo = unit.failedStepNo ?? unit.nextStepNo ?? firstMainStep(scope.steps)!.stepNo;
    const repairStep = repairStepFor(scope.steps, failedStepNo);
    const repair = await this.repo.openRepair(tenantId, unit.id);
    const closing = {
      repairStationId: draft.station.id,
      repairLineId: draft.station.lineId,
      repairedBy: draft.actor.userId,
      repairedAt: draft.at,
      causeId: request.causeId ?? null,
      responsibleUnitId: request.responsibleUnitId ?? null,
      solutionId: request.solutionId ?? null,
      ...(request.remark ? { remark: request.remark } : {}),
    };
    if (request.outcome === 'scrapped') {
      if (repair) await this.repo.updateRepair(tenantId, repair.id, { ...closing, status: 'scrapped' });
      const box = await this.packing.leaveBox(draft, scope);
      draft.delta.scrap += 1;
      recordUnitEvent(draft, scope, 'scrap', repairStep, {
        ...(repair ? { repairId: repair.id } : {}),
        ...(box ? { boxCode: box.code } : {}),
        ...(request.remark ? { remark: request.remark } : {}),
      });
      await this.units.saveUnit(draft, scope, {
        status: 'scrapped',
        nextStepNo: null,
        failedStepNo: null,
        packageId: null,
        repairCount: unit.repairCount + 1,
      });
      return unitOutcome(this.repo, draft, scope, {
        action: 'scrap',
        message: draftText(draft, 'production.scan.scrap', { serial: unit.serial }),
        stepDone: true,
      });
    }
    const target = repairReturnStep(scope.steps, failedStepNo, repairStep, request.returnStepNo);
    if (target === undefined) throw refused('production.badStep', { serial: unit.serial, step: request.returnStepNo! });
    if (repair)
      await this.repo.updateRepair(tenantId, repair.id, { ...closing, status: 'repaired', returnStepNo: target });
    recordUnitEvent(draft, scope, 'repair', repairStep, {
      ...(repair ? { repairId: repair.id } : {}),
      returnStepNo: target,
      ...(request.remark ? { remark: request.remark } : {}),
    });
    await this.units.saveUnit(draft, scope, {
      status: 'in_process',
      nextStepNo: target,
      failedStepNo: null,
      repairCount: unit.repairCount + 1,
    });
    const back = scope.steps.find((step) => step.stepNo === target)!;
    return unitOutcome(this.repo, draft, scope, {
      action: 'repair',
      message: draftText(draft, 'production.scan.repair', {
        serial: unit.serial,
        step: target,
        process: `${back.processCode} ${back.processName}`,
      }),
      stepDone: true,
    });
  }

  /** The unit goes back to an earlier main step (a finished one counts out of the good units) and leaves its box. */
  async returnToLine(draft: Draft, request: ReturnScan): Promise<OutcomeBody> {
    const scope = await this.units.lockedUnit(draft.tenantId, request.serial);
    const { unit } = scope;
    if (unit.status === 'in_repair') throw refused('production.unitInRepair', { serial: unit.serial });
    if (unit.status === 'scrapped') throw refused('production.unitScrapped', { serial: unit.serial });
    const finished = unit.status === 'completed';
    if (!canReturnTo(scope.steps, finished ? null : unit.nextStepNo, request.toStepNo))
      throw refused('production.badStep', { serial: unit.serial, step: request.toStepNo });
    if (finished) draft.delta.good -= 1;
    const box = await this.packing.leaveBox(draft, scope);
    const step = scope.steps.find((candidate) => candidate.stepNo === request.toStepNo)!;
    recordUnitEvent(draft, scope, 'return', step, {
      fromStepNo: unit.nextStepNo,
      ...(box ? { boxCode: box.code } : {}),
      ...(request.remark ? { remark: request.remark } : {}),
    });
    await this.units.saveUnit(draft, scope, {
      status: 'in_process',
      nextStepNo: step.stepNo,
      completedAt: null,
      packageId: null,
    });
    return unitOutcome(this.repo, draft, scope, {
      action: 'return',
      message: draftText(draft, 'production.scan.return', {
        serial: unit.serial,
        step: step.stepNo,
        process: `${step.processCode} ${step.processName}`,
      }),
      stepDone: true,
    });
  }

  /** A repair station serves its own line and the lines it is configured for. */
  private async assertServes(draft: Draft, scope: UnitScope): Promise<void> {
    const { station, tenantId } = draft;
    const lineId = scope.unit.lineId;
    if (lineId === station.lineId || station.servedLines.some((line) => line.id === lineId)) return;
    const lines = await this.references.options(tenantId, { kind: 'line', ids: [lineId, station.lineId], limit: 2 });
    const named = (id: string) => {
      const line = lines.find((candidate) => candidate.id === id) ?? station.servedLines.find((c) => c.id === id);
      return line ? `${line.code} ${line.name}` : id;
    };
    throw refused('production.repairOtherLine', {
      serial: scope.unit.serial,
      line: named(lineId),
      station: `${station.code} ${station.name}`,
      lines: [station.lineId, ...station.servedLines.map((line) => line.id)].map(named).join(', '),
    });
  }

  private async checkDefects(tenantId: string, defects: PassingScan['defects']): Promise<void> {
    await this.references.resolve(
      tenantId,
      'badPhenomenon',
      defects.map((defect) => defect.badPhenomenonId),
      'defects.badPhenomenonId',
    );
    await this.references.resolve(
      tenantId,
      'defectType',
      defects.map((defect) => defect.defectTypeId ?? ''),
      'defects.defectTypeId',
    );
  }
}
