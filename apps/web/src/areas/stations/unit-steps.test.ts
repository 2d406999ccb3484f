import type { UnitDetail } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { lineReturnSteps, repairReturnSteps, stepState } from './unit-steps';

const step = (stepNo: number, repair = false) => ({
  stepNo,
  processId: String(stepNo),
  processCode: `P${stepNo}`,
  processName: `Process ${stepNo}`,
  repair,
  returnToStepNo: null,
});
const steps = [step(10), step(20), step(30), step(40, true), step(50)];

function unit(status: UnitDetail['unit']['status'], nextStepNo: number | null, failedStepNo: number | null = null) {
  return { status, nextStepNo, failedStepNo } as UnitDetail['unit'];
}

describe('unit steps', () => {
  it('a repaired unit goes back to a main step not after the failed one', () => {
    const detail = { steps, unit: unit('in_repair', null, 30), repair: { failedStepNo: 30 } as UnitDetail['repair'] };
    expect(repairReturnSteps(detail).map((s) => s.stepNo)).toEqual([10, 20, 30]);
  });

  it('return to line offers the main steps before the one the unit waits for', () => {
    expect(lineReturnSteps({ steps, unit: unit('in_process', 30) }).map((s) => s.stepNo)).toEqual([10, 20]);
    expect(lineReturnSteps({ steps, unit: unit('completed', null) }).map((s) => s.stepNo)).toEqual([10, 20, 30, 50]);
    expect(lineReturnSteps({ steps, unit: unit('in_repair', null, 20) })).toEqual([]);
    expect(lineReturnSteps({ steps, unit: unit('scrapped', null) })).toEqual([]);
  });

  it('marks steps done, current or ahead', () => {
    const detail = { unit: unit('in_process', 30) };
    expect([10, 30, 50].map((n) => stepState(detail, n))).toEqual(['done', 'current', 'ahead']);
    expect(stepState({ unit: unit('completed', null) }, 50)).toBe('done');
  });
});
