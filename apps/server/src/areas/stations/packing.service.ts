import { barcodeFitsRule, type newBoxSchema, type PackageState, ResultCode } from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { BarcodeRuleService } from '../barcodes/barcode-rule.service.js';
import type { WorkOrderService } from '../work-orders/work-order.service.js';
import type { AssemblyMaterials } from './assembly-materials.service.js';
import { packageState, unitOutcome } from './scan-answers.rules.js';
import {
  type Draft,
  draftText,
  type EncasementScan,
  type OutcomeBody,
  type PackScan,
  recordEvent,
  recordUnitEvent,
  refused,
  type ScanActor,
  type UnitScope,
  type UnpackRequest,
} from './scan-draft.rules.js';
import type { ScanMasterData } from './scan-master-data.service.js';
import type { ScanUnits } from './scan-units.service.js';
import type { PackageRow, ProductionRepository } from './stations.repository.js';

export interface PackingDeps {
  orders: Pick<WorkOrderService, 'forScan' | 'settings'>;
  barcodeRules: Pick<BarcodeRuleService, 'generate'>;
}

/**
 * Boxes and carriers: a unit passes the packing process into a box (opened on its first unit,
 * sealed when full), a sealed box goes onto a carrier, a unit is taken out of its box again
 * (unpack; also when it is returned or scrapped), boxes and carriers are sealed early, and box
 * codes are drawn from a barcode rule. Locks: the unit first, then the box, then the carrier.
 */
export class Packing {
  constructor(
    private readonly db: Database,
    private readonly repo: ProductionRepository,
    private readonly master: ScanMasterData,
    private readonly units: ScanUnits,
    private readonly materials: AssemblyMaterials,
    private readonly deps: PackingDeps,
  ) {}

  /** The unit passes the packing process into the box (opened on its first unit, sealed when full). */
  async encase(draft: Draft, request: EncasementScan): Promise<OutcomeBody> {
    const { tenantId } = draft;
    const scope = await this.units.unitAtProcess(draft, request);
    const { step, config } = scope;
    await this.materials.assertComplete(draft, scope, config, step);
    await this.assertPackageCode(draft, 'box', request.boxCode);
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
    await this.units.passStep(draft, scope, step, { packageId: box.id });
    recordUnitEvent(draft, scope, 'encase', step, { boxCode: box.code, ...(full ? { sealed: true } : {}) });
    return unitOutcome(
      this.repo,
      draft,
      scope,
      {
        action: 'encase',
        message: draftText(draft, full ? 'production.scan.encaseFull' : 'production.scan.encase', {
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

  /** A sealed box onto a carrier (opened on its first box, sealed when full). */
  async pack(draft: Draft, request: PackScan): Promise<OutcomeBody> {
    const { tenantId } = draft;
    const box = await this.repo.packageByCode(tenantId, request.boxCode, { lock: true });
    if (!box) throw notFound('production.packageNotFound', { code: request.boxCode });
    if (box.kind !== 'box') throw refused('production.notABox', { code: box.code });
    if (box.parentId) {
      const [carrier] = await this.repo.packagesByIds(tenantId, [box.parentId]);
      throw refused('production.boxOnCarrier', { box: box.code, carrier: carrier?.code ?? '' });
    }
    if (box.status !== 'sealed') throw refused('production.boxNotSealed', { box: box.code });
    await this.assertPackageCode(draft, 'carrier', request.carrierCode);
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
    recordEvent(draft, 'pack', {
      workOrderId: box.workOrderId,
      productId: box.productId,
      detail: { boxCode: box.code, carrierCode: carrier.code, ...(full ? { sealed: true } : {}) },
    });
    return {
      action: 'pack',
      message: draftText(draft, full ? 'production.scan.packFull' : 'production.scan.pack', {
        box: box.code,
        carrier: carrier.code,
        quantity,
        capacity: carrier.capacity,
      }),
      stepDone: true,
      unit: null,
      order: null,
      package: await packageState(this.repo, tenantId, updated),
      remaining: null,
    };
  }

  /** Takes the unit out of its box (not once the box is on a carrier); it waits at the packing step again. */
  async unpack(draft: Draft, request: UnpackRequest): Promise<OutcomeBody> {
    const { tenantId } = draft;
    const scope = await this.units.lockedUnit(tenantId, request.serial);
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
    recordUnitEvent(draft, scope, 'unpack', step, { boxCode: box?.code ?? null });
    await this.units.saveUnit(draft, scope, {
      status: unit.status === 'completed' ? 'in_process' : unit.status,
      nextStepNo: unit.status === 'completed' || unit.status === 'in_process' ? stepNo : unit.nextStepNo,
      completedAt: null,
      packageId: null,
    });
    return unitOutcome(
      this.repo,
      draft,
      scope,
      {
        action: 'unpack',
        message: draftText(draft, 'production.scan.unpack', { serial: unit.serial, box: box?.code ?? '' }),
        stepDone: true,
      },
      updated,
    );
  }

  /** Takes a unit out of its box (return, scrap): the box keeps its state, one unit fewer. */
  async leaveBox(draft: Draft, scope: UnitScope): Promise<PackageRow | null> {
    if (!scope.unit.packageId) return null;
    const [found] = await this.repo.packagesByIds(draft.tenantId, [scope.unit.packageId]);
    if (!found) return null;
    const box = (await this.repo.packageByCode(draft.tenantId, found.code, { lock: true }))!;
    return this.repo.updatePackage(draft.tenantId, box.id, { quantity: Math.max(0, box.quantity - 1) });
  }

  /**
   * A code scanned where a box or carrier code belongs: it fits the barcode rule the production
   * settings name for that kind (a package opened before the rule was set is still filled), and
   * is never a unit's serial; with no rule set, it is not a material lot either.
   */
  private async assertPackageCode(draft: Draft, kind: 'box' | 'carrier', code: string): Promise<void> {
    const { tenantId } = draft;
    if (await this.repo.unitBySerial(tenantId, code)) throw refused('production.codeIsSerial', { code });
    const settings = await this.deps.orders.settings(tenantId);
    const rule = await this.ruleOf(tenantId, kind === 'box' ? settings.boxRuleId : settings.carrierRuleId);
    if (rule) {
      if (barcodeFitsRule(rule, code) || (await this.repo.packageByCode(tenantId, code))) return;
      throw refused(kind === 'box' ? 'production.boxCodeOffRule' : 'production.carrierCodeOffRule', {
        code,
        rule: `${rule.code} ${rule.name}`,
      });
    }
    const material = await this.repo.barcodeState(tenantId, code);
    if (material.bound || material.cancelled) throw refused('production.codeIsLot', { code });
  }

  /** The rule the settings name (none when unset or deleted since). */
  private async ruleOf(tenantId: string, ruleId: string | null) {
    if (!ruleId) return null;
    try {
      return await this.master.barcodeRule(tenantId, ruleId);
    } catch (error) {
      if (error instanceof AppError && error.code === ResultCode.NOT_FOUND) return null;
      throw error;
    }
  }

  /** Seals a box or a carrier before it is full (a sealed one is answered as it is). */
  seal(tenantId: string, stationId: string, kind: 'box' | 'carrier', code: string): Promise<PackageState> {
    return this.db.tenant(tenantId, async () => {
      await this.master.station(tenantId, stationId);
      const row = await this.repo.packageByCode(tenantId, code, { lock: true });
      if (!row) throw notFound('production.packageNotFound', { code });
      if (row.kind !== kind) throw refused(kind === 'box' ? 'production.notABox' : 'production.notACarrier', { code });
      if (row.status === 'sealed') return packageState(this.repo, tenantId, row);
      if (row.quantity === 0) throw refused('production.boxEmpty', { box: code });
      return packageState(
        this.repo,
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
}
