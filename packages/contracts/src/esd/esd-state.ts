/**
 * ESD monitoring (spec 001 §3-§5, §9): the states of a collector, the order they are judged in,
 * the limits of §5 and the metrics stored in `device_readings`.
 */

/** Spec 001 §4: normal, abnormal, ground disconnected, operator left (off duty), device offline. */
export const ESD_STATES = ['normal', 'abnormal', 'groundDisconnected', 'offDuty', 'offline'] as const;
export type EsdState = (typeof ESD_STATES)[number];

/** The states an alarm record is opened for (off duty is not a fault: the operator left the bench). */
export const ESD_ALARM_STATES = ['abnormal', 'groundDisconnected', 'offline'] as const;
export type EsdAlarmState = (typeof ESD_ALARM_STATES)[number];

export function isEsdAlarmState(state: EsdState): state is EsdAlarmState {
  return (ESD_ALARM_STATES as readonly string[]).includes(state);
}

/** How bad a state is: a workstation shows (and the scan interlock judges) its worst collector's. */
export const ESD_STATE_SEVERITY: Record<EsdState, number> = {
  normal: 0,
  offDuty: 1,
  offline: 2,
  abnormal: 3,
  groundDisconnected: 4,
};

/** The worst of some states, or null when there are none. */
export function worstEsdState(states: readonly EsdState[]): EsdState | null {
  let worst: EsdState | null = null;
  for (const state of states)
    if (worst === null || ESD_STATE_SEVERITY[state] > ESD_STATE_SEVERITY[worst]) worst = state;
  return worst;
}

/** What a collector measures: a wrist strap's loop, a mat's or bench's ground, an ioniser's balance. */
export const ESD_COLLECTOR_KINDS = ['wristStrap', 'groundMonitor', 'ioniser'] as const;
export type EsdCollectorKind = (typeof ESD_COLLECTOR_KINDS)[number];

/**
 * Spec 001 §5 "ESD warning threshold 1-50": how many consecutive samples outside the limits turn
 * a collector abnormal (and open an alarm). 1 alarms at the first bad sample.
 */
export const ESD_WARNING_THRESHOLD_MIN = 1;
export const ESD_WARNING_THRESHOLD_MAX = 50;
/** Spec 001 §5 / §9 "air volume level (wind level) 1-5" of an ioniser. */
export const ESD_AIR_VOLUME_LEVEL_MIN = 1;
export const ESD_AIR_VOLUME_LEVEL_MAX = 5;

/** Limits of the measures (the same bounds the device bus accepts in a sample). */
export const ESD_RESISTANCE_MAX = 1_000_000;
export const ESD_VOLTAGE_MAX = 10_000;
/** The offset added to the collector's measure (spec 001 §5: it may be negative). */
export const ESD_OFFSET_MAX = 1_000;
/** Decimals kept in limits and offsets. */
export const ESD_DECIMALS = 3;
/** Cleaning of an ioniser's emitter pins: every N minutes (at most a week) for M seconds (at most an hour). */
export const ESD_CLEANING_INTERVAL_MAX_MINUTES = 10_080;
export const ESD_CLEANING_DURATION_MAX_SECONDS = 3_600;

/**
 * Hysteresis: an abnormal collector turns normal again only once its value is back inside the
 * limits by this fraction of the limits' span (5%: limits 1-35 MΩ return between 2.7 and 33.3), so a
 * value hovering at a limit does not open and close alarms in turn.
 */
export const ESD_HYSTERESIS_FRACTION = 0.05;

/** The band of a limit pair: where an abnormal value must come back to before it counts as normal. */
export function esdReturnBand(lower: number, upper: number): { lower: number; upper: number } {
  const band = (upper - lower) * ESD_HYSTERESIS_FRACTION;
  return { lower: lower + band, upper: upper - band };
}

/** Metrics stored in `device_readings` per collector (source = the collector's id), after the offset. */
export const ESD_METRICS = ['resistance', 'voltage'] as const;
export type EsdMetric = (typeof ESD_METRICS)[number];

export const ESD_CODE_MAX = 50;
export const ESD_NAME_MAX = 50;
export const ESD_REMARK_MAX = 200;
