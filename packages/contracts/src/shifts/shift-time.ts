/**
 * Times of day on a 24-hour clock ("HH:mm", wall-clock time in the enterprise's time zone) and
 * the pure rules of shifts, breaks and shift regimes, shared by the server and the forms.
 */

export const MINUTES_PER_DAY = 1440;
/** "HH:mm", 00:00 to 23:59. */
export const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes after midnight of an "HH:mm" time. */
export function clockMinutes(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** "HH:mm" of minutes after midnight (any integer, taken modulo one day). */
export function formatClock(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Whether a span from `start` to `end` passes midnight (an end at or before the start). */
export function crossesMidnight(start: string, end: string): boolean {
  return clockMinutes(end) <= clockMinutes(start);
}

/** Length in minutes of the span from `start` to `end`; an end at or before the start is on the next day (equal: 24 h). */
export function spanMinutes(start: string, end: string): number {
  const length = clockMinutes(end) - clockMinutes(start);
  return length > 0 ? length : length + MINUTES_PER_DAY;
}

/** Minutes from `origin` forward to `clock` (0 to 1439). */
export function minutesAfter(origin: string, clock: string): number {
  return (clockMinutes(clock) - clockMinutes(origin) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

/** Formats minutes as "8 h", "45 min" or "7 h 30 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export type SlotKind = 'work' | 'break';

export interface SlotTimes {
  kind: SlotKind;
  start: string;
  end: string;
}

export interface ShiftTimes {
  start: string;
  end: string;
  overtimeMinutes: number;
  slots: readonly SlotTimes[];
}

/** A broken rule of a shift; `slot` is the 1-based number of the slot concerned, `other` of the slot it overlaps. */
export type ShiftProblem =
  | { rule: 'startEqualsEnd' }
  | { rule: 'tooLong'; minutes: number }
  | { rule: 'slotEmpty'; slot: number }
  | { rule: 'slotOutside'; slot: number }
  | { rule: 'slotsOverlap'; slot: number; other: number };

/** Offsets of a slot from the shift's start, in minutes: [from, to). */
export function slotOffsets(shiftStart: string, slot: { start: string; end: string }): [number, number] {
  const from = minutesAfter(shiftStart, slot.start);
  return [from, from + spanMinutes(slot.start, slot.end)];
}

/**
 * The rules a shift must keep: start and end differ; the shift plus its overtime lasts at most
 * 24 h; every slot (working time or break) lies inside the shift and no two slots overlap.
 * Empty when the shift is fine.
 */
export function shiftProblems(shift: ShiftTimes): ShiftProblem[] {
  if (shift.start === shift.end) return [{ rule: 'startEqualsEnd' }];
  const problems: ShiftProblem[] = [];
  const length = spanMinutes(shift.start, shift.end);
  if (length + shift.overtimeMinutes > MINUTES_PER_DAY)
    problems.push({ rule: 'tooLong', minutes: length + shift.overtimeMinutes });
  const spans: [number, number, number][] = [];
  shift.slots.forEach((slot, index) => {
    if (slot.start === slot.end) {
      problems.push({ rule: 'slotEmpty', slot: index + 1 });
      return;
    }
    const [from, to] = slotOffsets(shift.start, slot);
    if (to > length) problems.push({ rule: 'slotOutside', slot: index + 1 });
    else spans.push([from, to, index + 1]);
  });
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) {
    const [prev, cur] = [spans[i - 1]!, spans[i]!];
    if (cur[0] < prev[1])
      problems.push({ rule: 'slotsOverlap', slot: Math.min(prev[2], cur[2]), other: Math.max(prev[2], cur[2]) });
  }
  return problems;
}

/** Working minutes of a shift: its work slots when it has any, else the whole shift; breaks deducted. */
export function workingMinutes(shift: ShiftTimes): number {
  const works = shift.slots.filter((slot) => slot.kind === 'work');
  const breaks = shift.slots.filter((slot) => slot.kind === 'break');
  const gross =
    works.length > 0
      ? works.reduce((sum, slot) => sum + spanMinutes(slot.start, slot.end), 0)
      : spanMinutes(shift.start, shift.end);
  // Slots never overlap, so breaks only cut into the whole shift (no work slots).
  const cut = works.length > 0 ? 0 : breaks.reduce((sum, slot) => sum + spanMinutes(slot.start, slot.end), 0);
  return gross - cut;
}

/**
 * The first pair of shifts of a regime whose times overlap on the 24-hour clock (overtime not
 * counted: it only applies when no other shift is on), as indexes into `shifts`; null when none.
 */
export function overlappingShifts(shifts: readonly { start: string; end: string }[]): [number, number] | null {
  for (let i = 0; i < shifts.length; i++)
    for (let j = i + 1; j < shifts.length; j++) {
      const a = shifts[i]!;
      const b = shifts[j]!;
      const bFromA = minutesAfter(a.start, b.start);
      const aFromB = minutesAfter(b.start, a.start);
      if (bFromA < spanMinutes(a.start, a.end) || aFromB < spanMinutes(b.start, b.end)) return [i, j];
    }
  return null;
}
