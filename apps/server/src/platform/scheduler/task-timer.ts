import type { TaskExecutionType, TaskTimerType } from '@takt/contracts';
import { Cron } from 'croner';

/** What decides a task's ticks. */
export interface TaskTimer {
  timerType: TaskTimerType | string;
  intervalSeconds: number | null;
  expression: string | null;
  /** The zone a cron expression is read in. */
  timeZone: string;
}

/** A tick claimed later than this after its time was missed (every server was down, or all were stalled). */
export const MISSED_AFTER_MS = 60_000;

function cronOf(expression: string, timeZone: string): Cron {
  return new Cron(expression, { paused: true, timezone: timeZone });
}

/**
 * Why a cron expression cannot be used, or null: croner's own complaint, or `never` when it
 * names no time in the future (the 30th of February).
 */
export function cronProblem(expression: string, timeZone: string, now = new Date()): string | null {
  try {
    return cronOf(expression, timeZone).nextRun(now) ? null : 'never';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The first tick strictly after `after`; null when a cron expression has none left. */
export function tickAfter(timer: TaskTimer, after: Date): Date | null {
  if (timer.timerType === 'interval') return new Date(after.getTime() + (timer.intervalSeconds ?? 1) * 1000);
  return cronOf(timer.expression ?? '', timer.timeZone).nextRun(after);
}

/**
 * The first tick after `now` following `due` on the task's own rhythm: an interval task keeps
 * its phase (due + k × interval), so a late claim does not drift the schedule.
 */
export function nextTickAfter(timer: TaskTimer, due: Date, now: Date): Date | null {
  if (timer.timerType === 'interval') {
    const step = (timer.intervalSeconds ?? 1) * 1000;
    const behind = Math.max(0, now.getTime() - due.getTime());
    return new Date(due.getTime() + (Math.floor(behind / step) + 1) * step);
  }
  return cronOf(timer.expression ?? '', timer.timeZone).nextRun(now);
}

/** The first tick of a task being started: at once when it runs immediately, else its first tick. */
export function firstTick(timer: TaskTimer, runImmediately: boolean, now: Date): Date | null {
  return runImmediately ? now : tickAfter(timer, now);
}

/** Whether a tick claimed at `now` runs: a missed one only under `runOnce`. */
export function runsTick(due: Date, now: Date, executionType: TaskExecutionType | string): boolean {
  return executionType === 'runOnce' || now.getTime() - due.getTime() <= MISSED_AFTER_MS;
}
