import type { RoutingStep } from '@takt/contracts';
import type { AppError, ErrorDetail } from '../../platform/errors.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import { type Draft, refused, type UnitScope } from './scan-draft.rules.js';
import type { ScanMasterData } from './scan-master-data.service.js';

/**
 * "Scanning order error" (spec 001 §8) with what the operator can act on under it: the code is
 * unknown to the enterprise, the unit belongs to another work order, has passed this process
 * already or not reached it yet, or is finished; and which step and process come next, at which
 * workstations of its line.
 */

const processText = (step: Pick<RoutingStep, 'processCode' | 'processName'>) =>
  `${step.processCode} ${step.processName}`;

const detail = (key: string, params: ErrorDetail['params']): ErrorDetail => ({
  key: `production.refusal.${key}` as MessageKey,
  params,
});

/** Where `step` is done: the workstations of the line that perform its process. */
async function nextAt(master: ScanMasterData, tenantId: string, lineId: string, step: RoutingStep) {
  const stations = await master.stationsWith(tenantId, lineId, step.processId);
  const common = { step: step.stepNo, process: processText(step) };
  if (stations.length > 0)
    return detail('next', { ...common, stations: stations.map((s) => `${s.code} ${s.name}`).join(', ') });
  const line = await master.ref(tenantId, 'line', lineId);
  return detail('nextNowhere', { ...common, line: `${line.code} ${line.name}`.trim() });
}

/** A new serial scanned at a process where its order's routing does not start. */
export async function unknownSerialError(
  master: ScanMasterData,
  draft: Draft,
  scope: Omit<UnitScope, 'unit'>,
  serial: string,
  first: RoutingStep,
): Promise<AppError> {
  return refused('bom.scan.order', undefined, [
    detail('unknownSerial', { serial, order: scope.order.code }),
    await nextAt(master, draft.tenantId, scope.order.lineId, first),
  ]);
}

/** An existing unit that does not wait for `processId` (or waits for nothing any more). */
export async function unitOrderError(
  master: ScanMasterData,
  draft: Draft,
  scope: UnitScope,
  request: { processId: string; workOrderId: string },
): Promise<AppError> {
  const { unit, order, product, steps } = scope;
  const next = unit.nextStepNo === null ? undefined : steps.find((step) => step.stepNo === unit.nextStepNo);
  if (unit.status === 'completed' || !next)
    return refused('bom.scan.order', undefined, [detail('completed', { serial: unit.serial, order: order.code })]);
  const here = steps.filter((step) => !step.repair && step.processId === request.processId);
  const scanned = here[0] ?? (await master.process(draft.tenantId, request.processId));
  const process = 'processCode' in scanned ? processText(scanned) : `${scanned.code} ${scanned.name}`;
  let what: ErrorDetail;
  if (unit.workOrderId !== request.workOrderId)
    what = detail('otherOrder', {
      serial: unit.serial,
      order: order.code,
      product: `${product.code} ${product.name}`.trim(),
    });
  else if (here.some((step) => step.stepNo < next.stepNo)) what = detail('passed', { serial: unit.serial, process });
  else if (here.length > 0) what = detail('notReached', { serial: unit.serial, process });
  else what = detail('notInRouting', { order: order.code, process });
  return refused('bom.scan.order', undefined, [what, await nextAt(master, draft.tenantId, unit.lineId, next)]);
}
