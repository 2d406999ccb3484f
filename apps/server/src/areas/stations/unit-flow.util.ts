/**
 * How a unit moves through the steps of its routing version (pure). Main steps are done in
 * order; a main step whose process is not a mandatory-scan process may be passed over: a unit
 * waiting for it that is scanned at a later process has skipped it (e.g. a reflow oven nobody
 * scans at). A unit is finished when it passes a step after which no mandatory main step is
 * left. A failed unit waits at the repair step that follows the failed step (else the last
 * repair step of the routing) and returns to that step's return step, or to an earlier main step
 * the repair names.
 */

export interface FlowStep {
  stepNo: number;
  processId: string;
  repair: boolean;
  returnToStepNo: number | null;
}

/** Whether a step may be passed over (its process is not a mandatory-scan process). */
export type Skippable = (step: FlowStep) => boolean;

const mainSteps = <S extends FlowStep>(steps: readonly S[]) => steps.filter((step) => !step.repair);

/** The first main step (where a new unit starts waiting). */
export function firstMainStep<S extends FlowStep>(steps: readonly S[]): S | undefined {
  return mainSteps(steps)[0];
}

/**
 * The main step of `processId` a unit waiting at `fromStepNo` is at, passing over skippable
 * steps on the way; undefined when the process is not where the unit can be (a scanning order
 * error).
 */
export function stepAtProcess<S extends FlowStep>(
  steps: readonly S[],
  fromStepNo: number,
  processId: string,
  skippable: Skippable,
): S | undefined {
  for (const step of mainSteps(steps)) {
    if (step.stepNo < fromStepNo) continue;
    if (step.processId === processId) return step;
    if (!skippable(step)) return undefined;
  }
  return undefined;
}

/** The step a unit waits for after passing `stepNo`; null when it is finished. */
export function nextStepAfter(steps: readonly FlowStep[], stepNo: number, skippable: Skippable): number | null {
  const later = mainSteps(steps).filter((step) => step.stepNo > stepNo);
  if (later.every(skippable)) return null;
  return later[0]!.stepNo;
}

/** The repair step a unit failing at `stepNo` waits at (null: the routing has none). */
export function repairStepFor<S extends FlowStep>(steps: readonly S[], stepNo: number): S | null {
  const repairs = steps.filter((step) => step.repair);
  return repairs.find((step) => step.stepNo > stepNo) ?? repairs.at(-1) ?? null;
}

/**
 * Where a repaired unit goes back to: the step the repair names (a main step not after the one
 * it failed at), else the repair step's return step, else the failed step itself. Undefined
 * when the named step is not allowed.
 */
export function repairReturnStep(
  steps: readonly FlowStep[],
  failedStepNo: number,
  repairStep: FlowStep | null,
  requested: number | null | undefined,
): number | undefined {
  if (requested != null) {
    const step = steps.find((candidate) => candidate.stepNo === requested);
    return step && !step.repair && step.stepNo <= failedStepNo ? step.stepNo : undefined;
  }
  const target = repairStep?.returnToStepNo ?? failedStepNo;
  return steps.some((step) => step.stepNo === target && !step.repair) ? target : failedStepNo;
}

/**
 * Whether a unit may be sent back to main step `toStepNo`: before the step it waits for, or
 * any main step once it is finished (`waitingStepNo` null).
 */
export function canReturnTo(steps: readonly FlowStep[], waitingStepNo: number | null, toStepNo: number): boolean {
  const step = steps.find((candidate) => candidate.stepNo === toStepNo);
  if (!step || step.repair) return false;
  return waitingStepNo === null || toStepNo < waitingStepNo;
}
