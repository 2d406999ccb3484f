import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { minutesText, shiftBody, shiftProblemText, shiftSegments } from './shift-form';

const t = ((key: string, params?: Record<string, unknown>) =>
  `${key}${params ? JSON.stringify(params) : ''}`) as TFunction;
const base = { code: ' N ', name: ' Night ', start: '20:00', end: '08:00' };

describe('shift form', () => {
  it('builds the body: trims, drops overtime minutes unless allowed, blank slot names become null', () => {
    expect(
      shiftBody({ ...base, overtimeMinutes: 30, slots: [{ kind: 'break', name: ' ', start: '00:00', end: '00:30' }] }),
    ).toEqual({
      code: 'N',
      name: 'Night',
      start: '20:00',
      end: '08:00',
      overtimeAllowed: false,
      overtimeMinutes: 0,
      slots: [{ kind: 'break', name: null, start: '00:00', end: '00:30' }],
      remark: null,
    });
    expect(shiftBody({ ...base, overtimeAllowed: true, overtimeMinutes: 30 }).overtimeMinutes).toBe(30);
  });

  it('names the first broken time rule, and nothing while times are incomplete', () => {
    expect(shiftProblemText(t, base)).toBeNull();
    expect(shiftProblemText(t, { ...base, end: '20:00' })).toBe('shifts.rule.startEqualsEnd');
    expect(shiftProblemText(t, { ...base, slots: [{ kind: 'work', start: '19:00', end: '21:00' }] })).toBe(
      'shifts.rule.slotOutside{"slot":1,"start":"19:00","end":"21:00","shiftStart":"20:00","shiftEnd":"08:00"}',
    );
    expect(shiftProblemText(t, { ...base, slots: [{ kind: 'work', start: '19:00', end: '' }] })).toBeNull();
    expect(shiftProblemText(t, { ...base, overtimeAllowed: true, overtimeMinutes: 721 })).toBe(
      'shifts.rule.tooLong{"length":"common.duration.h{\\"value\\":\\"24\\"} common.duration.min{\\"value\\":\\"1\\"}"}',
    );
  });

  it('formats durations', () => {
    expect(minutesText(t, 45)).toBe('common.duration.min{"value":"45"}');
    expect(minutesText(t, 120)).toBe('common.duration.h{"value":"2"}');
    expect(minutesText(t, 0)).toBe('common.duration.min{"value":"0"}');
  });

  it('lays a night shift on a 24-hour bar, wrapping at the end of the bar', () => {
    const segments = shiftSegments({ ...base, overtimeMinutes: 60, slots: [] });
    expect(segments.map((s) => [s.kind, Math.round(s.left * 14.4), Math.round(s.width * 14.4)])).toEqual([
      ['shift', 1200, 240],
      ['shift', 0, 480],
      ['overtime', 480, 60],
    ]);
    const fromEight = shiftSegments({ ...base, code: 'N', slots: [] }, '08:00');
    expect(fromEight).toEqual([{ kind: 'shift', left: 50, width: 50, label: 'N 20:00–08:00' }]);
  });
});
