import { describe, expect, it } from 'vitest';
import {
  canReturnTo,
  type FlowStep,
  firstMainStep,
  nextStepAfter,
  repairReturnStep,
  repairStepFor,
  stepAtProcess,
} from './unit-flow.util.js';

const main = (stepNo: number, processId: string): FlowStep => ({
  stepNo,
  processId,
  repair: false,
  returnToStepNo: null,
});
const repair = (stepNo: number, processId: string, returnToStepNo: number): FlowStep => ({
  stepNo,
  processId,
  repair: true,
  returnToStepNo,
});

// P1 → P2 → (P3, not mandatory) → P4 → R1 (back to 2) → P5 → R2 (back to 5)
const steps = [
  main(1, 'P1'),
  main(2, 'P2'),
  main(3, 'P3'),
  main(4, 'P4'),
  repair(5, 'R1', 2),
  main(6, 'P5'),
  repair(7, 'R2', 6),
];
const skippable = (step: FlowStep) => step.processId === 'P3';
const never = () => false;

describe('unit flow', () => {
  it('starts at the first main step', () => {
    expect(firstMainStep([repair(1, 'R', 1), main(2, 'P')])?.stepNo).toBe(2);
  });

  it('finds the step of a process from where the unit waits, passing over steps that need no scan', () => {
    expect(stepAtProcess(steps, 1, 'P1', skippable)?.stepNo).toBe(1);
    expect(stepAtProcess(steps, 1, 'P2', skippable)).toBeUndefined();
    expect(stepAtProcess(steps, 3, 'P3', skippable)?.stepNo).toBe(3);
    expect(stepAtProcess(steps, 3, 'P4', skippable)?.stepNo).toBe(4);
    expect(stepAtProcess(steps, 3, 'P4', never)).toBeUndefined();
    expect(stepAtProcess(steps, 4, 'P5', skippable)).toBeUndefined();
    expect(stepAtProcess(steps, 4, 'R1', skippable)).toBeUndefined();
    expect(stepAtProcess(steps, 2, 'P1', skippable)).toBeUndefined();
  });

  it('moves to the next main step; finished when only steps needing no scan remain', () => {
    expect(nextStepAfter(steps, 2, skippable)).toBe(3);
    expect(nextStepAfter(steps, 4, skippable)).toBe(6);
    expect(nextStepAfter(steps, 6, skippable)).toBeNull();
    const tail = [main(1, 'P1'), main(2, 'P3')];
    expect(nextStepAfter(tail, 1, skippable)).toBeNull();
    expect(nextStepAfter(tail, 1, never)).toBe(2);
  });

  it('sends a failure to the repair step after it, else the last one', () => {
    expect(repairStepFor(steps, 2)?.stepNo).toBe(5);
    expect(repairStepFor(steps, 6)?.stepNo).toBe(7);
    expect(repairStepFor([main(1, 'P1'), repair(2, 'R', 1), main(3, 'P2')], 3)?.stepNo).toBe(2);
    expect(repairStepFor([main(1, 'P1')], 1)).toBeNull();
  });

  it('returns a repaired unit to the routing’s step or an earlier main step it names', () => {
    expect(repairReturnStep(steps, 4, steps[4]!, null)).toBe(2);
    expect(repairReturnStep(steps, 4, steps[4]!, 1)).toBe(1);
    expect(repairReturnStep(steps, 4, steps[4]!, 4)).toBe(4);
    expect(repairReturnStep(steps, 4, steps[4]!, 6)).toBeUndefined();
    expect(repairReturnStep(steps, 4, steps[4]!, 5)).toBeUndefined();
    expect(repairReturnStep(steps, 4, null, null)).toBe(4);
  });

  it('sends a unit back only to an earlier main step (any main step once finished)', () => {
    expect(canReturnTo(steps, 4, 2)).toBe(true);
    expect(canReturnTo(steps, 4, 4)).toBe(false);
    expect(canReturnTo(steps, 4, 5)).toBe(false);
    expect(canReturnTo(steps, null, 6)).toBe(true);
    expect(canReturnTo(steps, null, 7)).toBe(false);
    expect(canReturnTo(steps, null, 9)).toBe(false);
  });
});
