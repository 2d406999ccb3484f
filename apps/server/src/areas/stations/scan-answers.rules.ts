import type { CodedRef, OrderProgress, PackageState, ScanRemaining, UnitState } from '@takt/contracts';
import type { ScanOrder } from '../work-orders/work-order.service.js';
import type { Draft, OutcomeBody, UnitScope } from './scan-draft.rules.js';
import type { PackageRow, ProductionRepository } from './stations.repository.js';

/** How scans and the station look-ups show an order, a unit and a box or carrier. */

export function pickCounts(
  counts: Pick<OrderProgress, 'inputQuantity' | 'goodQuantity' | 'badQuantity' | 'scrapQuantity'>,
) {
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
    type: order.type,
    status: order.status,
    lineId: order.lineId,
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

/** A box or carrier with the code of the carrier it is on. */
export async function packageState(
  repo: ProductionRepository,
  tenantId: string,
  row: PackageRow,
): Promise<PackageState> {
  let parentCode: string | null = null;
  if (row.parentId) parentCode = (await repo.packagesByIds(tenantId, [row.parentId]))[0]?.code ?? null;
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

/** The answer to a scan of a unit: its state, its order, its box (`box`, else the one it is in). */
export async function unitOutcome(
  repo: ProductionRepository,
  draft: Draft,
  scope: UnitScope,
  body: Pick<OutcomeBody, 'action' | 'message' | 'stepDone'> & { remaining?: ScanRemaining },
  box?: PackageRow | null,
): Promise<OutcomeBody> {
  const { tenantId } = draft;
  let packageRow = box ?? null;
  if (!packageRow && scope.unit.packageId)
    packageRow = (await repo.packagesByIds(tenantId, [scope.unit.packageId]))[0] ?? null;
  const state = packageRow ? await packageState(repo, tenantId, packageRow) : null;
  return {
    action: body.action,
    message: body.message,
    stepDone: body.stepDone,
    unit: unitState(scope, scope.unit.packageId ? (state?.code ?? null) : null),
    order: orderProgress(scope.order, scope.product),
    package: state,
    remaining: body.remaining ?? null,
  };
}
