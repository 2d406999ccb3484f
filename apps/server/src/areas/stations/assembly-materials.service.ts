import {
  checkScan,
  type RoutingStep,
  recordScan,
  type ScanConfigDetail,
  type ScanProgress,
  type ScanRemaining,
  scansRemaining,
} from '@takt/contracts';
import { toScanPlan } from '../bom/scan-config.service.js';
import { unitOutcome } from './scan-answers.rules.js';
import {
  type AssemblyScan,
  type Draft,
  draftText,
  type OutcomeBody,
  recordUnitEvent,
  refused,
  type UnbindRequest,
  type UnitScope,
} from './scan-draft.rules.js';
import type { ScanUnits } from './scan-units.service.js';
import type { ProductionRepository, UnitRow } from './stations.repository.js';

/**
 * The materials built into units at assembly processes, per the product's scan configuration:
 * the assembly scan (serial, then each material barcode; used and cancelled barcodes refused),
 * taking a material out again (its barcode cancelled for good), what remains to scan at a
 * process, and the check that a unit has all its materials before it passes the process.
 */
export class AssemblyMaterials {
  constructor(
    private readonly repo: ProductionRepository,
    private readonly units: ScanUnits,
  ) {}

  /** The assembly scan: the serial alone starts the unit at the process, a barcode builds a material in. */
  async scan(draft: Draft, request: AssemblyScan): Promise<OutcomeBody> {
    const { tenantId } = draft;
    const scope = await this.units.unitAtProcess(draft, request);
    const { step, config, rules } = scope;
    const plan = config ? toScanPlan(config) : null;
    let progress = await this.progressAt(tenantId, scope.unit, step.processId, plan?.scanSerial ?? false);
    let message: string;
    let done: boolean;
    let materialId: string | null = null;
    if (request.barcode === undefined) {
      done = !plan || scansRemaining(plan, progress).total === 0;
      if (!done) {
        recordUnitEvent(draft, scope, 'start', step);
        await this.units.saveUnit(draft, scope, {});
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
      recordUnitEvent(draft, scope, 'material', step, { barcode: request.barcode, materialId });
      progress = recordScan(progress, verdict.target);
      done = verdict.done;
      if (!done) await this.units.saveUnit(draft, scope, {});
    }
    const remaining = this.remainingView(config, progress);
    if (done) {
      await this.units.passStep(draft, scope, step);
      message = this.units.passMessage(draft, scope, step);
    } else if (request.barcode !== undefined) {
      const material = config?.materials.find((line) => line.materialId === materialId);
      message = draftText(draft, 'production.scan.material', {
        serial: scope.unit.serial,
        material: material ? `${material.materialCode} ${material.materialName}` : '',
        barcode: request.barcode,
        remaining: remaining.total,
      });
    } else {
      message = draftText(draft, 'production.scan.start', {
        serial: scope.unit.serial,
        process: `${step.processCode} ${step.processName}`,
        remaining: remaining.total,
      });
    }
    return unitOutcome(this.repo, draft, scope, {
      action: done ? 'pass' : request.barcode === undefined ? 'start' : 'material',
      message,
      stepDone: done,
      remaining,
    });
  }

  /** Takes a bound material out of the unit (a reason given); its barcode can never be scanned again. */
  async unbind(draft: Draft, request: UnbindRequest): Promise<OutcomeBody> {
    const { tenantId } = draft;
    const scope = await this.units.lockedUnit(tenantId, request.serial);
    const material = (await this.repo.boundMaterials(tenantId, scope.unit.id)).find(
      (row) => row.barcode === request.barcode,
    );
    if (!material) throw refused('production.barcodeNotBound', { barcode: request.barcode, serial: scope.unit.serial });
    await this.repo.unbindMaterial(tenantId, material.id, {
      unboundAt: draft.at,
      unboundBy: draft.actor.userId,
      unbindReason: request.reason,
    });
    recordUnitEvent(
      draft,
      scope,
      'unbind',
      { stepNo: material.stepNo, processId: material.processId, repair: false, returnToStepNo: null },
      { barcode: material.barcode, materialId: material.materialId, reason: request.reason },
    );
    await this.units.saveUnit(draft, scope, {});
    return unitOutcome(this.repo, draft, scope, {
      action: 'unbind',
      message: draftText(draft, 'production.scan.unbind', { barcode: material.barcode, serial: scope.unit.serial }),
      stepDone: false,
    });
  }

  /** The unit's scans so far at a process: the serial (part of every scan) and its bound materials there. */
  async progressAt(tenantId: string, unit: UnitRow, processId: string, scanSerial: boolean): Promise<ScanProgress> {
    const materials: Record<string, number> = {};
    for (const row of await this.repo.boundMaterials(tenantId, unit.id))
      if (row.processId === processId) materials[row.materialId] = (materials[row.materialId] ?? 0) + 1;
    return { serial: scanSerial ? 1 : 0, materials };
  }

  /** What remains to scan, per material with its code and name. */
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
  async assertComplete(draft: Draft, scope: UnitScope, config: ScanConfigDetail | null, step: RoutingStep) {
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
}
