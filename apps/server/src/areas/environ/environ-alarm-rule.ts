import type { EnvironDirection, EnvironLimits, EnvironMetric } from '@takt/contracts';

/** One measure's limits as the rule reads them. */
export interface MeasureLimits {
  lower: number;
  upper: number;
  /** How far back inside a limit a value must come to end an alarm. */
  band: number;
  delayMs: number;
}

export function measureLimits(limits: EnvironLimits, metric: EnvironMetric): MeasureLimits {
  return metric === 'temperature'
    ? {
        lower: limits.temperatureLower,
        upper: limits.temperatureUpper,
        band: limits.temperatureHysteresis,
        delayMs: limits.delaySeconds * 1000,
      }
    : {
        lower: limits.humidityLower,
        upper: limits.humidityUpper,
        band: limits.humidityHysteresis,
        delayMs: limits.delaySeconds * 1000,
      };
}

/** Out of range since `since`, not long enough yet to be an alarm. */
export interface Excursion {
  direction: EnvironDirection;
  since: Date;
  peak: number;
}

/** An alarm of the measure (`id` null until stored). */
export interface MeasureAlarm {
  id: string | null;
  direction: EnvironDirection;
  limit: number;
  peak: number;
  startedAt: Date;
  endedAt: Date | null;
}

/** What the rule keeps per device and measure, and what a batch changed. */
export interface MeasureState {
  excursion: Excursion | null;
  alarm: MeasureAlarm | null;
  /** Alarms this batch ended. */
  ended: MeasureAlarm[];
  /** Whether the open alarm's peak moved in this batch. */
  alarmChanged: boolean;
}

const farther = (direction: EnvironDirection, a: number, b: number) =>
  direction === 'high' ? Math.max(a, b) : Math.min(a, b);

/**
 * One sample through the alarm rule (samples in time order). An alarm opens once the value has
 * stayed past a limit for the delay (it starts when the value crossed); it ends only when the value
 * is back inside by the hysteresis band, so a value hovering at the limit does not flap.
 */
export function applySample(state: MeasureState, value: number, at: Date, limits: MeasureLimits): void {
  const alarm = state.alarm;
  if (alarm) {
    const back = alarm.direction === 'high' ? value <= limits.upper - limits.band : value >= limits.lower + limits.band;
    if (!back) {
      const peak = farther(alarm.direction, alarm.peak, value);
      if (peak !== alarm.peak) {
        alarm.peak = peak;
        state.alarmChanged = true;
      }
      return;
    }
    alarm.endedAt = at;
    state.ended.push(alarm);
    state.alarm = null;
    state.alarmChanged = false;
  }
  const direction: EnvironDirection | null = value > limits.upper ? 'high' : value < limits.lower ? 'low' : null;
  if (!direction) {
    state.excursion = null;
    return;
  }
  const excursion =
    state.excursion?.direction === direction
      ? { ...state.excursion, peak: farther(direction, state.excursion.peak, value) }
      : { direction, since: at, peak: value };
  if (at.getTime() - excursion.since.getTime() < limits.delayMs) {
    state.excursion = excursion;
    return;
  }
  state.excursion = null;
  state.alarm = {
    id: null,
    direction,
    limit: direction === 'high' ? limits.upper : limits.lower,
    peak: excursion.peak,
    startedAt: excursion.since,
    endedAt: null,
  };
}
