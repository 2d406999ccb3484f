import type { Process } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import {
  editorIssues,
  FLOW,
  fromSteps,
  insertProcess,
  moveStep,
  ngPath,
  ngSource,
  removeStep,
  repairSwitchBlock,
  returnPath,
  sameInput,
  setRepair,
  setReturnTo,
  toInput,
} from './routing-editor';

const process = (id: string, type: Process['type'] = 'normal', returnProcessId: string | null = null): Process => ({
  id,
  code: `P${id}`,
  name: `Process ${id}`,
  type,
  counting: false,
  completion: false,
  mandatoryScan: false,
  returnProcessId,
  returnProcessCode: null,
  returnProcessName: null,
  remark: null,
  createdAt: '',
  updatedAt: '',
});
const a = process('1');
const b = process('2', 'test');
const c = process('3');
const r = process('9', 'repair');
const index = new Map([a, b, c, r].map((p) => [p.id, p]));

describe('routing editor model', () => {
  it('builds a line and a repair step returning to the nearest earlier step', () => {
    let steps = insertProcess([], a);
    steps = insertProcess(steps, b);
    steps = insertProcess(steps, r);
    expect(toInput(steps)).toEqual([
      { processId: '1', repair: false, returnToStepNo: null },
      { processId: '2', repair: false, returnToStepNo: null },
      { processId: '9', repair: true, returnToStepNo: 2 },
    ]);
    expect(editorIssues(steps, index)).toEqual([]);
  });

  it('prefers the repair process’s own return process when it is earlier', () => {
    const withReturn = process('9', 'repair', '1');
    const steps = insertProcess(insertProcess(insertProcess([], a), b), withReturn);
    expect(toInput(steps)[2]?.returnToStepNo).toBe(1);
  });

  it('inserts at a position and keeps the return target through moves', () => {
    let steps = insertProcess(insertProcess(insertProcess([], a), b), r);
    steps = insertProcess(steps, c, 0);
    expect(toInput(steps).map((s) => s.processId)).toEqual(['3', '1', '2', '9']);
    expect(toInput(steps)[3]?.returnToStepNo).toBe(3);
    steps = moveStep(steps, 2, 0);
    expect(toInput(steps).map((s) => s.processId)).toEqual(['2', '3', '1', '9']);
    expect(toInput(steps)[3]?.returnToStepNo).toBe(1);
    // Moving the repair step before its target breaks a rule the editor shows.
    steps = moveStep(steps, 3, 0);
    expect(editorIssues(steps, index)).toEqual([{ rule: 'returnNotBefore', step: 1, target: 2 }]);
    expect(moveStep(steps, 0, 9)).toEqual(steps);
  });

  it('removing a target leaves the repair step without one; toggling repair sets and clears it', () => {
    let steps = insertProcess(insertProcess(insertProcess([], a), b), r);
    steps = removeStep(steps, steps[1]!.key);
    expect(toInput(steps)[1]).toEqual({ processId: '9', repair: true, returnToStepNo: null });
    expect(editorIssues(steps, index)).toEqual([{ rule: 'repairWithoutReturn', step: 2 }]);
    steps = setReturnTo(steps, steps[1]!.key, steps[0]!.key);
    expect(editorIssues(steps, index)).toEqual([]);
    steps = setRepair(steps, steps[1]!.key, false, index);
    expect(toInput(steps)[1]).toEqual({ processId: '9', repair: false, returnToStepNo: null });
    steps = setRepair(steps, steps[1]!.key, true, index);
    expect(toInput(steps)[1]?.returnToStepNo).toBe(1);
  });

  it('loads saved steps and tells whether anything changed', () => {
    const saved = fromSteps([
      {
        stepNo: 1,
        processId: '1',
        processCode: 'P1',
        processName: '',
        processType: 'normal',
        repair: false,
        returnToStepNo: null,
      },
      {
        stepNo: 2,
        processId: '9',
        processCode: 'P9',
        processName: '',
        processType: 'repair',
        repair: true,
        returnToStepNo: 1,
      },
    ]);
    expect(saved[1]?.returnTo).toBe(saved[0]?.key);
    expect(sameInput(saved, fromSteps([]))).toBe(false);
    expect(sameInput(saved, [...saved])).toBe(true);
    expect(editorIssues([], index)).toEqual([{ rule: 'noSteps' }]);
    expect(editorIssues(insertProcess(insertProcess([], a), a), index)).toEqual([
      { rule: 'duplicateProcess', step: 2, first: 1 },
    ]);
  });

  it('draws the return arrow under the nodes from the repair step back to its target', () => {
    expect(returnPath(3, 1, 0)).toMatch(new RegExp(`^M \\d+ ${FLOW.padTop + FLOW.nodeHeight} L`));
    const [start, end] = [returnPath(3, 1, 0).split(' ')[1], returnPath(3, 1, 0).split(' ').at(-2)];
    expect(Number(start)).toBeGreaterThan(Number(end));
  });

  it('starts the NG arrow at the failing test step, not at the step just before the repair step', () => {
    // a, b (test), c, r (repair): units fail at b, so b's failures go to r.
    const steps = [a, b, c, r].reduce((list, p) => insertProcess(list, p), [] as ReturnType<typeof insertProcess>);
    expect(ngSource(steps, 3, index)).toBe(1);
    // No test step before the repair step: the nearest earlier ordinary step.
    const plain = [a, c, r].reduce((list, p) => insertProcess(list, p), [] as ReturnType<typeof insertProcess>);
    expect(ngSource(plain, 2, index)).toBe(1);
    expect(ngSource(plain, 0, index)).toBe(-1);
    // An inspection judges units too.
    const inspected = new Map([...index, ['5', process('5', 'inspection')]]);
    const withInspection = [a, process('5', 'inspection'), c, r].reduce(
      (list, p) => insertProcess(list, p),
      [] as ReturnType<typeof insertProcess>,
    );
    expect(ngSource(withInspection, 3, inspected)).toBe(1);
    // The path leaves the top of the test node and lands on the top of the repair node.
    const path = ngPath(1, 3, 0);
    expect(
      path.startsWith(`M ${FLOW.padX + (FLOW.nodeWidth + FLOW.gap) + FLOW.nodeWidth / 2 + 10} ${FLOW.padTop}`),
    ).toBe(true);
    expect(
      path.endsWith(`${FLOW.padX + 3 * (FLOW.nodeWidth + FLOW.gap) + FLOW.nodeWidth / 2 - 10} ${FLOW.padTop - 6}`),
    ).toBe(true);
  });

  it('says why the repair switch is off limits', () => {
    const [step] = insertProcess([], a);
    const [repairStep] = insertProcess([], r);
    expect(repairSwitchBlock(step!, a, true)).toBe('notRepairProcess');
    expect(repairSwitchBlock(repairStep!, r, true)).toBeNull();
    expect(repairSwitchBlock({ ...step!, repair: true }, a, true)).toBeNull();
    expect(repairSwitchBlock(repairStep!, r, false)).toBe('readOnly');
  });
});
