import {
  type Process,
  type ProcessType,
  ROUTING_STEPS_MAX,
  type RoutingIssue,
  type RoutingStep,
  type RoutingStepInput,
  routingIssues,
} from '@takt/contracts';

/**
 * The routing editor's model: steps keyed locally so a repair step's return target follows the
 * step it points at when steps move; step numbers are made only when saving.
 */
export interface EditorStep {
  key: string;
  processId: string;
  repair: boolean;
  /** The key of the step a repair step returns to. */
  returnTo: string | null;
}

let counter = 0;
export const newKey = () => `s${++counter}`;

export function fromSteps(steps: readonly RoutingStep[]): EditorStep[] {
  const keys = steps.map(() => newKey());
  return steps.map((step, index) => ({
    key: keys[index]!,
    processId: step.processId,
    repair: step.repair,
    returnTo: step.returnToStepNo ? (keys[step.returnToStepNo - 1] ?? null) : null,
  }));
}

export function toInput(steps: readonly EditorStep[]): RoutingStepInput[] {
  const numberOf = new Map(steps.map((step, index) => [step.key, index + 1]));
  return steps.map((step) => ({
    processId: step.processId,
    repair: step.repair,
    returnToStepNo: step.repair && step.returnTo ? (numberOf.get(step.returnTo) ?? null) : null,
  }));
}

/** The nearest earlier step that is not a repair step (a new repair step's default target). */
function defaultTarget(steps: readonly EditorStep[], index: number, process: Process | undefined): string | null {
  const earlier = steps.slice(0, index).filter((step) => !step.repair);
  const preferred = process?.returnProcessId && earlier.find((step) => step.processId === process.returnProcessId);
  return preferred ? preferred.key : (earlier.at(-1)?.key ?? null);
}

/**
 * Inserts a process at `index` (the end when absent). A repair process comes in as a repair
 * step returning to its own return process when that is earlier in the routing, else to the
 * nearest earlier step.
 */
export function insertProcess(steps: readonly EditorStep[], process: Process, index = steps.length): EditorStep[] {
  const at = Math.max(0, Math.min(index, steps.length));
  const repair = process.type === 'repair';
  const step: EditorStep = {
    key: newKey(),
    processId: process.id,
    repair,
    returnTo: repair ? defaultTarget(steps, at, process) : null,
  };
  return [...steps.slice(0, at), step, ...steps.slice(at)];
}

export function moveStep(steps: readonly EditorStep[], from: number, to: number): EditorStep[] {
  if (from === to || from < 0 || to < 0 || from >= steps.length || to >= steps.length) return [...steps];
  const next = [...steps];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** Removes a step; repair steps that returned to it lose their target. */
export function removeStep(steps: readonly EditorStep[], key: string): EditorStep[] {
  return steps
    .filter((step) => step.key !== key)
    .map((step) => (step.returnTo === key ? { ...step, returnTo: null } : step));
}

export function setRepair(steps: readonly EditorStep[], key: string, repair: boolean, processes: ProcessIndex) {
  return steps.map((step, index) =>
    step.key === key
      ? {
          ...step,
          repair,
          returnTo: repair ? (step.returnTo ?? defaultTarget(steps, index, processes.get(step.processId))) : null,
        }
      : // A step that becomes a repair step is no longer a return target.
        repair && step.returnTo === key
        ? { ...step, returnTo: null }
        : step,
  );
}

export function setReturnTo(steps: readonly EditorStep[], key: string, target: string | null): EditorStep[] {
  return steps.map((step) => (step.key === key ? { ...step, returnTo: target } : step));
}

export type ProcessIndex = ReadonlyMap<string, Process>;

/** The routing rules of contracts over the editor's steps (the same the server applies). */
export function editorIssues(steps: readonly EditorStep[], processes: ProcessIndex): RoutingIssue[] {
  return routingIssues(
    toInput(steps).map((step) => ({
      processId: step.processId,
      processType: processes.get(step.processId)?.type as ProcessType | undefined,
      repair: step.repair ?? false,
      returnToStepNo: step.returnToStepNo,
    })),
    ROUTING_STEPS_MAX,
  );
}

/** Whether two step lists save the same routing. */
export function sameInput(a: readonly EditorStep[], b: readonly EditorStep[]): boolean {
  return JSON.stringify(toInput(a)) === JSON.stringify(toInput(b));
}

/** The layout of the flow canvas: fixed node size and gaps so arrows are drawn without measuring. */
export const FLOW = {
  nodeWidth: 128,
  nodeHeight: 96,
  gap: 40,
  padX: 24,
  /** Room above the nodes for the NG arrows (one lane per repair step). */
  padTop: 64,
  returnDepth: 40,
  ngRise: 16,
  lane: 14,
} as const;

export function nodeX(index: number): number {
  return FLOW.padX + index * (FLOW.nodeWidth + FLOW.gap);
}

/** The SVG path of a return arrow under the nodes, from a repair step back to its target. */
export function returnPath(fromIndex: number, toIndex: number, lane: number): string {
  const bottom = FLOW.padTop + FLOW.nodeHeight;
  const x1 = nodeX(fromIndex) + FLOW.nodeWidth / 2 - 10;
  const x2 = nodeX(toIndex) + FLOW.nodeWidth / 2 + 10;
  const depth = bottom + FLOW.returnDepth + lane * 18;
  return `M ${x1} ${bottom} L ${x1} ${depth - 10} Q ${x1} ${depth} ${x1 - 10} ${depth} L ${x2 + 10} ${depth} Q ${x2} ${depth} ${x2} ${depth - 10} L ${x2} ${bottom + 6}`;
}

/** Steps whose processes judge units: where they fail. */
const JUDGING: readonly ProcessType[] = ['test', 'inspection'];

/**
 * Where a repair step's NG arrow starts: the step whose failures it repairs, the nearest earlier
 * test or inspection step (a unit fails there); without one, the nearest earlier step that is not
 * a repair step. -1 when there is none.
 */
export function ngSource(steps: readonly EditorStep[], index: number, processes: ProcessIndex): number {
  const earlier = steps.slice(0, index).map((step, at) => ({ step, at }));
  const candidates = earlier.filter(({ step }) => !step.repair);
  const judging = candidates.filter(({ step }) => {
    const type = processes.get(step.processId)?.type;
    return type !== undefined && JUDGING.includes(type);
  });
  return (judging.at(-1) ?? candidates.at(-1))?.at ?? -1;
}

/** The SVG path of an NG arrow over the nodes, from the failing step to its repair step. */
export function ngPath(fromIndex: number, toIndex: number, lane: number): string {
  const top = FLOW.padTop;
  const x1 = nodeX(fromIndex) + FLOW.nodeWidth / 2 + 10;
  const x2 = nodeX(toIndex) + FLOW.nodeWidth / 2 - 10;
  const rise = top - FLOW.ngRise - lane * FLOW.lane;
  return `M ${x1} ${top} L ${x1} ${rise + 10} Q ${x1} ${rise} ${x1 + 10} ${rise} L ${x2 - 10} ${rise} Q ${x2} ${rise} ${x2} ${rise + 10} L ${x2} ${top - 6}`;
}

/**
 * Why a step's repair switch cannot be turned on, or null when it can (or is on: it can always be
 * turned off while editing): the routing is read-only, or the step's process is not a repair process.
 */
export function repairSwitchBlock(
  step: EditorStep,
  process: Process | undefined,
  editable: boolean,
): 'readOnly' | 'notRepairProcess' | null {
  if (!editable) return 'readOnly';
  if (!step.repair && process?.type !== 'repair') return 'notRepairProcess';
  return null;
}
