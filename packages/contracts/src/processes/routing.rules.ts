import type { ProcessType } from './process.schema.js';

/** What the routing rules know of a step: its process (type included) and its repair branch. */
export interface RuleStep {
  processId: string;
  processType: ProcessType | undefined;
  repair: boolean;
  returnToStepNo: number | null | undefined;
}

/** A broken routing rule; `step` and `target` are 1-based step numbers. */
export type RoutingIssue =
  | { rule: 'noSteps' }
  | { rule: 'noMainStep' }
  | { rule: 'tooManySteps'; max: number }
  | { rule: 'duplicateProcess'; step: number; first: number }
  | { rule: 'repairNotRepairType'; step: number }
  | { rule: 'repairWithoutReturn'; step: number }
  | { rule: 'returnOnMainStep'; step: number }
  | { rule: 'returnNotBefore'; step: number; target: number }
  | { rule: 'returnToRepair'; step: number; target: number };

/**
 * The rules of a routing's steps, shared by the server (which refuses the first issue) and the
 * editor (which shows them all while you build): at least one step and one that is not a repair
 * step, a process at most once, repair steps use repair processes and return to an earlier step
 * that is not itself a repair step, only repair steps return.
 */
export function routingIssues(steps: readonly RuleStep[], maxSteps: number): RoutingIssue[] {
  const issues: RoutingIssue[] = [];
  if (steps.length === 0) return [{ rule: 'noSteps' }];
  if (steps.length > maxSteps) issues.push({ rule: 'tooManySteps', max: maxSteps });
  if (steps.every((step) => step.repair)) issues.push({ rule: 'noMainStep' });
  const firstOf = new Map<string, number>();
  steps.forEach((step, index) => {
    const stepNo = index + 1;
    const first = firstOf.get(step.processId);
    if (first === undefined) firstOf.set(step.processId, stepNo);
    else issues.push({ rule: 'duplicateProcess', step: stepNo, first });
    const target = step.returnToStepNo ?? null;
    if (!step.repair) {
      if (target !== null) issues.push({ rule: 'returnOnMainStep', step: stepNo });
      return;
    }
    if (step.processType !== undefined && step.processType !== 'repair')
      issues.push({ rule: 'repairNotRepairType', step: stepNo });
    if (target === null || target < 1) issues.push({ rule: 'repairWithoutReturn', step: stepNo });
    else if (target >= stepNo) issues.push({ rule: 'returnNotBefore', step: stepNo, target });
    else if (steps[target - 1]?.repair) issues.push({ rule: 'returnToRepair', step: stepNo, target });
  });
  return issues;
}
