import { describe, expect, it } from 'vitest';
import {
  crossesMidnight,
  formatClock,
  formatDuration,
  overlappingShifts,
  type ShiftTimes,
  shiftProblems,
  spanMinutes,
  workingMinutes,
} from './shift-time.js';

const shift = (start: string, end: string, slots: ShiftTimes['slots'] = [], overtimeMinutes = 0): ShiftTimes => ({
  start,
  end,
  overtimeMinutes,
  slots,
});

describe('clock arithmetic', () => {
  it('spans, midnight, formatting', () => {
    expect(spanMinutes('08:00', '20:00')).toBe(720);
    expect(spanMinutes('20:00', '08:00')).toBe(720);
    expect(spanMinutes('23:59', '00:00')).toBe(1);
    expect(crossesMidnight('20:00', '08:00')).toBe(true);
    expect(crossesMidnight('16:00', '00:00')).toBe(true);
    expect(crossesMidnight('00:00', '08:00')).toBe(false);
    expect(formatClock(-60)).toBe('23:00');
    expect(formatClock(1500)).toBe('01:00');
    expect(formatDuration(450)).toBe('7 h 30 min');
    expect(formatDuration(45)).toBe('45 min');
  });
});

describe('shiftProblems', () => {
  it('accepts a night shift with slots across midnight', () => {
    const night = shift('20:00', '08:00', [
      { kind: 'work', start: '20:00', end: '23:30' },
      { kind: 'break', start: '23:30', end: '00:30' },
      { kind: 'work', start: '00:30', end: '08:00' },
    ]);
    expect(shiftProblems(night)).toEqual([]);
    expect(workingMinutes(night)).toBe(660);
    expect(workingMinutes(shift('08:00', '17:00', [{ kind: 'break', start: '12:00', end: '13:00' }]))).toBe(480);
  });

  it('refuses equal start and end, more than 24 h with overtime, slots outside, empty or overlapping', () => {
    expect(shiftProblems(shift('08:00', '08:00'))).toEqual([{ rule: 'startEqualsEnd' }]);
    expect(shiftProblems(shift('08:00', '20:00', [], 720))).toEqual([]);
    expect(shiftProblems(shift('08:00', '20:00', [], 721))).toEqual([{ rule: 'tooLong', minutes: 1441 }]);
    expect(shiftProblems(shift('08:00', '17:00', [{ kind: 'work', start: '07:59', end: '12:00' }]))).toEqual([
      { rule: 'slotOutside', slot: 1 },
    ]);
    expect(shiftProblems(shift('08:00', '17:00', [{ kind: 'work', start: '16:00', end: '17:01' }]))).toEqual([
      { rule: 'slotOutside', slot: 1 },
    ]);
    expect(shiftProblems(shift('08:00', '17:00', [{ kind: 'work', start: '16:00', end: '17:00' }]))).toEqual([]);
    expect(shiftProblems(shift('08:00', '17:00', [{ kind: 'break', start: '12:00', end: '12:00' }]))).toEqual([
      { rule: 'slotEmpty', slot: 1 },
    ]);
    expect(
      shiftProblems(
        shift('20:00', '08:00', [
          { kind: 'work', start: '00:00', end: '02:00' },
          { kind: 'break', start: '23:30', end: '00:30' },
        ]),
      ),
    ).toEqual([{ rule: 'slotsOverlap', slot: 1, other: 2 }]);
  });
});

describe('overlappingShifts', () => {
  it('finds overlaps on the 24-hour clock, touching ends are fine', () => {
    expect(overlappingShifts([shift('08:00', '20:00'), shift('20:00', '08:00')])).toBeNull();
    expect(overlappingShifts([shift('08:00', '20:00'), shift('19:00', '07:00')])).toEqual([0, 1]);
    expect(overlappingShifts([shift('20:00', '08:00'), shift('07:00', '12:00')])).toEqual([0, 1]);
    expect(overlappingShifts([shift('08:00', '16:00'), shift('16:00', '00:00'), shift('00:00', '08:00')])).toBeNull();
    expect(overlappingShifts([shift('22:00', '02:00'), shift('01:00', '03:00')])).toEqual([0, 1]);
    expect(overlappingShifts([shift('08:00', '12:00'), shift('08:00', '12:00')])).toEqual([0, 1]);
  });
});
