import type { IotRuleCondition } from '@takt/contracts';

/** What a rule compares, as the engine reads it from its row. */
export interface RuleLimits {
  condition: IotRuleCondition;
  limit: number | null;
  lower: number | null;
  upper: number | null;
  hysteresis: number;
  durationSeconds: number;
  offlineSeconds: number | null;
}

/** The engine's memory of one rule on one device (`alarmId` set while its alarm is active). */
export interface RuleState {
  pendingSince: Date | null;
  alarmId: string | null;
  lastValue: number | null;
  lastAt: Date | null;
}

/** One step's outcome: the next state, and whether the alarm fires (opens) or clears. */
export interface RuleStep {
  state: RuleState;
  fire?: { value: number | null; at: Date };
  clear?: { value: number | null; at: Date };
}

/** The alarm id a step puts in the state when it fires; the engine replaces it by the record's id. */
export const FIRING = 'firing';

/** The figure a condition compares: the value, or its change per minute since the previous one (rateAbove). */
function measure(rule: RuleLimits, state: RuleState, value: number, at: Date): number | null {
  if (rule.condition !== 'rateAbove') return value;
  if (state.lastAt === null || state.lastValue === null || at <= state.lastAt) return null;
  return Math.abs(value - state.lastValue) / ((at.getTime() - state.lastAt.getTime()) / 60_000);
}

function breaches(rule: RuleLimits, x: number): boolean {
  switch (rule.condition) {
    case 'above':
    case 'rateAbove':
      return x > (rule.limit ?? Number.POSITIVE_INFINITY);
    case 'below':
      return x < (rule.limit ?? Number.NEGATIVE_INFINITY);
    case 'outside':
      return x < (rule.lower ?? Number.NEGATIVE_INFINITY) || x > (rule.upper ?? Number.POSITIVE_INFINITY);
    case 'offline':
      return false;
  }
}

/** Back inside the limit by the hysteresis band: only then does an active alarm clear. */
function clears(rule: RuleLimits, x: number): boolean {
  const h = rule.hysteresis;
  switch (rule.condition) {
    case 'above':
    case 'rateAbove':
      return x <= (rule.limit ?? Number.POSITIVE_INFINITY) - h;
    case 'below':
      return x >= (rule.limit ?? Number.NEGATIVE_INFINITY) + h;
    case 'outside':
      return x >= (rule.lower ?? Number.NEGATIVE_INFINITY) + h && x <= (rule.upper ?? Number.POSITIVE_INFINITY) - h;
    case 'offline':
      return true;
  }
}

/**
 * A reading of the rule's metric: fires once the condition has held for the rule's duration
 * (counted from the first reading that breached, reset by one that does not), clears once the
 * value is back inside by the hysteresis. A reading older than the last one is ignored.
 */
export function stepReading(rule: RuleLimits, state: RuleState, value: number, at: Date): RuleStep {
  if (state.lastAt !== null && at < state.lastAt) return { state };
  const x = measure(rule, state, value, at);
  const next: RuleState = { ...state, lastValue: value, lastAt: at };
  if (x === null) return { state: next };
  if (state.alarmId !== null) {
    if (!clears(rule, x)) return { state: next };
    return { state: { ...next, alarmId: null, pendingSince: null }, clear: { value, at } };
  }
  if (!breaches(rule, x)) return { state: { ...next, pendingSince: null } };
  const since = state.pendingSince ?? at;
  if (at.getTime() - since.getTime() < rule.durationSeconds * 1000) return { state: { ...next, pendingSince: since } };
  return { state: { ...next, pendingSince: null, alarmId: FIRING }, fire: { value, at } };
}

/**
 * An offline rule's look at a device last seen at `lastSeen` (null: never, not judged): fires
 * once nothing came for the rule's seconds (the alarm starts when that time ran out), clears as
 * soon as the device is heard again.
 */
export function stepPresence(rule: RuleLimits, state: RuleState, lastSeen: Date | null, now: Date): RuleStep {
  if (lastSeen === null) return { state };
  const silentUntil = new Date(lastSeen.getTime() + (rule.offlineSeconds ?? 0) * 1000);
  const offline = now > silentUntil;
  const next: RuleState = { ...state, lastAt: lastSeen };
  if (state.alarmId !== null && !offline) {
    return { state: { ...next, alarmId: null }, clear: { value: null, at: lastSeen } };
  }
  if (state.alarmId === null && offline) {
    return { state: { ...next, alarmId: FIRING }, fire: { value: null, at: silentUntil } };
  }
  return { state: next };
}
