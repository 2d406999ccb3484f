import { describe, expect, it } from 'vitest';
import type { ProcessType } from './process.schema.js';
import { type RuleStep, routingIssues } from './routing.rules.js';

const main = (processId: string, processType: ProcessType = 'normal'): RuleStep => ({
  processId,
  processType,
  repair: false,
  returnToStepNo: null,
});
const repair = (processId: string, returnToStepNo: number | null, processType: ProcessType = 'repair'): RuleStep => ({
  processId,
  processType,
  repair: true,
  returnToStepNo,
});

describe('routingIssues', () => {
  it('accepts a line with a repair branch back to an earlier step', () => {
    expect(routingIssues([main('a'), main('b', 'test'), main('c'), repair('r', 2)], 10)).toEqual([]);
    expect(routingIssues([main('a'), repair('r', 1), main('b'), repair('s', 3)], 10)).toEqual([]);
  });

  it('needs steps, a main step and at most the maximum', () => {
    expect(routingIssues([], 10)).toEqual([{ rule: 'noSteps' }]);
    expect(routingIssues([repair('r', null)], 10)).toContainEqual({ rule: 'noMainStep' });
    expect(routingIssues([main('a'), main('b'), main('c')], 2)).toEqual([{ rule: 'tooManySteps', max: 2 }]);
  });

  it('finds every broken rule with its step numbers', () => {
    expect(
      routingIssues(
        [
          main('a'),
          main('a'),
          { ...main('b'), returnToStepNo: 1 },
          repair('c', 1, 'inspection'),
          repair('r', null),
          repair('s', 6),
          repair('t', 5),
          repair('u', 0),
        ],
        20,
      ),
    ).toEqual([
      { rule: 'duplicateProcess', step: 2, first: 1 },
      { rule: 'returnOnMainStep', step: 3 },
      { rule: 'repairNotRepairType', step: 4 },
      { rule: 'repairWithoutReturn', step: 5 },
      { rule: 'returnNotBefore', step: 6, target: 6 },
      { rule: 'returnToRepair', step: 7, target: 5 },
      { rule: 'repairWithoutReturn', step: 8 },
    ]);
  });

  it('leaves the process type unchecked when it is unknown (a process not loaded yet)', () => {
    expect(routingIssues([main('a'), { ...repair('r', 1), processType: undefined }], 10)).toEqual([]);
  });
});
