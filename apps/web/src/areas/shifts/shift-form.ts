import {
  CLOCK_PATTERN,
  MINUTES_PER_DAY,
  minutesAfter,
  type Shift,
  type ShiftAdd,
  type ShiftProblem,
  type SlotKind,
  shiftProblems,
  spanMinutes,
} from '@takt/contracts';
import type { TFunction } from 'i18next';
import { type DurationTexts, durationText } from '../../app/duration';

/** The shift form's values (antd form fields). */
export interface ShiftFormValues extends Record<string, unknown> {
  code: string;
  name: string;
  start: string;
  end: string;
  overtimeAllowed?: boolean;
  overtimeMinutes?: number | null;
  slots?: { kind: SlotKind; name?: string | null; start: string; end: string }[];
  remark?: string | null;
}

/** The add/edit body of the shift form's values (trimmed; overtime minutes only when allowed). */
export function shiftBody(values: ShiftFormValues): ShiftAdd {
  const overtimeAllowed = values.overtimeAllowed ?? false;
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    start: values.start,
    end: values.end,
    overtimeAllowed,
    overtimeMinutes: overtimeAllowed ? (values.overtimeMinutes ?? 0) : 0,
    slots: (values.slots ?? []).map((slot) => ({
      kind: slot.kind,
      name: slot.name?.trim() || null,
      start: slot.start,
      end: slot.end,
    })),
    remark: values.remark?.trim() || null,
  };
}

/** Minutes as "7 h 30 min" in the interface language. */
export const minutesText = (t: DurationTexts, minutes: number) => durationText(t, minutes * 60, { smallest: 'min' });

/** The first broken time rule of the form's values in the interface language, or null (also when times are incomplete). */
export function shiftProblemText(t: TFunction, values: ShiftFormValues): string | null {
  const body = shiftBody({ ...values, code: values.code ?? '', name: values.name ?? '' });
  const clocks = [body.start, body.end, ...(body.slots ?? []).flatMap((slot) => [slot.start, slot.end])];
  if (!clocks.every((clock) => typeof clock === 'string' && CLOCK_PATTERN.test(clock))) return null;
  const [problem] = shiftProblems({
    start: body.start,
    end: body.end,
    overtimeMinutes: body.overtimeMinutes ?? 0,
    slots: (body.slots ?? []).map((slot) => ({ kind: slot.kind, start: slot.start, end: slot.end })),
  });
  return problem ? problemText(t, problem, body) : null;
}

function problemText(t: TFunction, problem: ShiftProblem, body: ShiftAdd): string {
  switch (problem.rule) {
    case 'startEqualsEnd':
      return t('shifts.rule.startEqualsEnd');
    case 'tooLong':
      return t('shifts.rule.tooLong', { length: minutesText(t, problem.minutes) });
    case 'slotEmpty':
      return t('shifts.rule.slotEmpty', { slot: problem.slot });
    case 'slotOutside': {
      const slot = body.slots![problem.slot - 1]!;
      return t('shifts.rule.slotOutside', {
        slot: problem.slot,
        start: slot.start,
        end: slot.end,
        shiftStart: body.start,
        shiftEnd: body.end,
      });
    }
    case 'slotsOverlap':
      return t('shifts.rule.slotsOverlap', { slot: problem.slot, other: problem.other });
  }
}

/** One coloured piece of a 24-hour bar: left and width in percent of the day. */
export interface Segment {
  kind: 'shift' | 'work' | 'break' | 'overtime';
  left: number;
  width: number;
  label: string;
  /** Overrides the kind's colour (e.g. one colour per shift of a regime). */
  colour?: string;
}

/**
 * The pieces of a 24-hour bar (starting at `origin`, e.g. the production day start) showing a
 * shift, its breaks and its overtime; a piece passing the end of the bar wraps to its start.
 */
export function shiftSegments(
  shift: { code: string; start: string; end: string; overtimeMinutes?: number; slots?: Shift['slots'] },
  origin = '00:00',
): Segment[] {
  const segments: Segment[] = [];
  const push = (kind: Segment['kind'], from: number, length: number, label: string) => {
    const start = from % MINUTES_PER_DAY;
    const first = Math.min(length, MINUTES_PER_DAY - start);
    segments.push({ kind, left: (start / MINUTES_PER_DAY) * 100, width: (first / MINUTES_PER_DAY) * 100, label });
    if (length > first) segments.push({ kind, left: 0, width: ((length - first) / MINUTES_PER_DAY) * 100, label });
  };
  const from = minutesAfter(origin, shift.start);
  const length = spanMinutes(shift.start, shift.end);
  push('shift', from, length, `${shift.code} ${shift.start}–${shift.end}`);
  for (const slot of shift.slots ?? [])
    if (slot.kind === 'break')
      push(
        'break',
        minutesAfter(origin, slot.start),
        spanMinutes(slot.start, slot.end),
        `${slot.name ?? ''} ${slot.start}–${slot.end}`.trim(),
      );
  if (shift.overtimeMinutes) push('overtime', from + length, shift.overtimeMinutes, `+${shift.overtimeMinutes}′`);
  return segments;
}

const SHIFT_COLOURS = ['#1677ff', '#722ed1', '#13c2c2', '#52c41a', '#eb2f96', '#fa8c16'];

/** The shifts of a regime on one 24-hour bar from its production day start, one colour per shift. */
export function regimeSegments(shifts: readonly { code: string; start: string; end: string }[], dayStart: string) {
  return shifts.flatMap((shift, index) =>
    shiftSegments(shift, dayStart).map((segment) => ({
      ...segment,
      colour: SHIFT_COLOURS[index % SHIFT_COLOURS.length],
    })),
  );
}
