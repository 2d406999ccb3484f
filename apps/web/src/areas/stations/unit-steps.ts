import type { UnitDetail } from '@takt/contracts';

type Steps = UnitDetail['steps'];

/** Repair: the main steps a repaired unit may go back to, those not after the step it failed at. */
export function repairReturnSteps(detail: Pick<UnitDetail, 'steps' | 'repair' | 'unit'>): Steps {
  const failed = detail.repair?.failedStepNo ?? detail.unit.failedStepNo ?? Number.POSITIVE_INFINITY;
  return detail.steps.filter((step) => !step.repair && step.stepNo <= failed);
}

/**
 * Return to line: the main steps the unit may be sent back to, those before the step it waits
 * for (every main step once it is finished); none while it is in repair or scrapped.
 */
export function lineReturnSteps(detail: Pick<UnitDetail, 'steps' | 'unit'>): Steps {
  const { status, nextStepNo } = detail.unit;
  if (status === 'in_repair' || status === 'scrapped') return [];
  const limit = status === 'completed' || nextStepNo === null ? Number.POSITIVE_INFINITY : nextStepNo;
  return detail.steps.filter((step) => !step.repair && step.stepNo < limit);
}

/** Where each step stands for the unit: done, the one it waits for, or ahead. */
export function stepState(detail: Pick<UnitDetail, 'unit'>, stepNo: number): 'done' | 'current' | 'ahead' {
  const { status, nextStepNo } = detail.unit;
  if (status === 'completed') return 'done';
  if (nextStepNo === null) return 'ahead';
  if (stepNo < nextStepNo) return 'done';
  return stepNo === nextStepNo ? 'current' : 'ahead';
}
