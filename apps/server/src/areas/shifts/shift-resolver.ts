import {
  clockMinutes,
  formatClock,
  instantOfWallMinutes,
  MINUTES_PER_DAY,
  minutesAfter,
  type SlotKind,
  slotOffsets,
  spanMinutes,
  wallMinutes,
} from '@takt/contracts';

/** A shift as the resolver needs it. `overtimeMinutes` counts only when overtime is allowed (0 otherwise). */
export interface ResolverShift {
  id: string;
  code: string;
  name: string;
  start: string;
  end: string;
  overtimeMinutes: number;
  slots: readonly { kind: SlotKind; name: string | null; start: string; end: string }[];
}

/** A regime as the resolver needs it: its production day start and its (non-overlapping) shifts. */
export interface ResolverRegime {
  dayStart: string;
  shifts: readonly ResolverShift[];
}

/** The shift occurrence an instant falls in. */
export interface ShiftHit {
  shift: ResolverShift;
  /** Production day ("YYYY-MM-DD") the occurrence belongs to: the one in which it starts, days beginning at the regime's day start. */
  productionDay: string;
  /** Start and end of the shift occurrence (the end without overtime). */
  start: Date;
  end: Date;
  /** After the end, inside the shift's overtime and no other shift on. */
  overtime: boolean;
  /** The working time slot or break containing the instant (null in overtime or between slots). */
  slot: ResolverShift['slots'][number] | null;
}

const MS_PER_MINUTE = 60_000;

function dayString(day: number): string {
  return new Date(day * MINUTES_PER_DAY * MS_PER_MINUTE).toISOString().slice(0, 10);
}

/**
 * Which shift of a regime an instant falls in, in the enterprise's time zone; null in a gap
 * between shifts (or outside any overtime).
 *
 * - Shift times are wall-clock times in `timeZone`. A shift runs from its start (inclusive) to
 *   its end (exclusive); an end at or before the start is on the next day, so 20:00–08:00 covers
 *   23:59 and 00:00 alike and 08:00 belongs to the shift starting then.
 * - The production day of an occurrence is the day in which it starts, days beginning at the
 *   regime's `dayStart` (a night shift 20:00–08:00 belongs to the day it started on).
 * - Overtime (the minutes after a shift's end it allows) counts only when no shift is on; when
 *   two shifts' overtime would both apply, the one that ended last wins.
 */
export function resolveShift(regime: ResolverRegime, at: Date, timeZone: string): ShiftHit | null {
  const wall = wallMinutes(at, timeZone);
  const today = Math.floor(wall / MINUTES_PER_DAY);
  let regular: { shift: ResolverShift; from: number } | null = null;
  let overtime: { shift: ResolverShift; from: number; end: number } | null = null;
  for (const shift of regime.shifts) {
    const length = spanMinutes(shift.start, shift.end);
    for (const day of [today - 1, today]) {
      const from = day * MINUTES_PER_DAY + clockMinutes(shift.start);
      const end = from + length;
      if (wall >= from && wall < end) regular = { shift, from };
      else if (wall >= end && wall < end + shift.overtimeMinutes && (!overtime || end > overtime.end))
        overtime = { shift, from, end };
    }
  }
  const hit = regular ?? overtime;
  if (!hit) return null;
  const { shift, from } = hit;
  const length = spanMinutes(shift.start, shift.end);
  const offset = wall - from;
  const slot = regular
    ? (shift.slots.find((candidate) => {
        const [start, stop] = slotOffsets(shift.start, candidate);
        return offset >= start && offset < stop;
      }) ?? null)
    : null;
  const productionDay = Math.floor((from - clockMinutes(regime.dayStart)) / MINUTES_PER_DAY);
  return {
    shift,
    productionDay: dayString(productionDay),
    start: instantOfWallMinutes(from, timeZone),
    end: instantOfWallMinutes(from + length, timeZone),
    overtime: !regular,
    slot,
  };
}

/** The ranges (e.g. hour buckets) a shift is cut into by `step` minutes: start/end "HH:mm", the last one shorter when `step` does not divide the shift. */
export function cutShift(shift: { start: string; end: string }, step: number): { start: string; end: string }[] {
  const length = spanMinutes(shift.start, shift.end);
  const origin = clockMinutes(shift.start);
  const ranges: { start: string; end: string }[] = [];
  for (let offset = 0; offset < length; offset += step)
    ranges.push({ start: formatClock(origin + offset), end: formatClock(origin + Math.min(offset + step, length)) });
  return ranges;
}

/** Whether a span of the day lies inside a shift (both "HH:mm"; the span may cross midnight like the shift). */
export function insideShift(shift: { start: string; end: string }, span: { start: string; end: string }): boolean {
  const from = minutesAfter(shift.start, span.start);
  return from + spanMinutes(span.start, span.end) <= spanMinutes(shift.start, shift.end);
}
