import { formatZoned, instantOfWallMinutes, isTimeZone } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { cutShift, insideShift, type ResolverRegime, type ResolverShift, resolveShift } from './shift-resolver.js';

const TZ = 'Asia/Shanghai';
const shift = (code: string, start: string, end: string, extra: Partial<ResolverShift> = {}): ResolverShift => ({
  id: code,
  code,
  name: code,
  start,
  end,
  overtimeMinutes: 0,
  slots: [],
  ...extra,
});
const DAY = shift('DAY', '08:00', '20:00', {
  slots: [
    { kind: 'work', name: 'Morning', start: '08:00', end: '12:00' },
    { kind: 'break', name: 'Lunch', start: '12:00', end: '13:00' },
    { kind: 'work', name: 'Afternoon', start: '13:00', end: '20:00' },
  ],
});
const NIGHT = shift('NIGHT', '20:00', '08:00', {
  slots: [
    { kind: 'work', name: null, start: '20:00', end: '23:30' },
    { kind: 'break', name: 'Midnight meal', start: '23:30', end: '00:30' },
    { kind: 'work', name: null, start: '00:30', end: '08:00' },
  ],
});
const twoByTwelve: ResolverRegime = { dayStart: '08:00', shifts: [DAY, NIGHT] };
/** Shanghai local time (UTC+8, no daylight saving) as an instant. */
const local = (text: string) => new Date(`${text}+08:00`);
const resolve = (regime: ResolverRegime, text: string, tz = TZ) => resolveShift(regime, local(text), tz);
const brief = (regime: ResolverRegime, text: string) => {
  const hit = resolve(regime, text);
  return hit && { shift: hit.shift.code, day: hit.productionDay, overtime: hit.overtime, slot: hit.slot?.name ?? null };
};

describe('resolveShift', () => {
  it('the exact start of a shift belongs to it, its exact end to the next one', () => {
    expect(brief(twoByTwelve, '2026-03-10T08:00:00')).toMatchObject({ shift: 'DAY', day: '2026-03-10' });
    expect(brief(twoByTwelve, '2026-03-10T19:59:59.999')).toMatchObject({ shift: 'DAY', day: '2026-03-10' });
    expect(brief(twoByTwelve, '2026-03-10T20:00:00')).toMatchObject({ shift: 'NIGHT', day: '2026-03-10' });
    expect(brief(twoByTwelve, '2026-03-11T07:59:59')).toMatchObject({ shift: 'NIGHT', day: '2026-03-10' });
    expect(brief(twoByTwelve, '2026-03-11T08:00:00')).toMatchObject({ shift: 'DAY', day: '2026-03-11' });
  });

  it('a night shift keeps the production day it started on across midnight (23:59 → 00:00)', () => {
    expect(brief(twoByTwelve, '2026-03-10T23:59:00')).toEqual({
      shift: 'NIGHT',
      day: '2026-03-10',
      overtime: false,
      slot: 'Midnight meal',
    });
    expect(brief(twoByTwelve, '2026-03-11T00:00:00')).toMatchObject({ shift: 'NIGHT', day: '2026-03-10' });
    // Month and year ends too.
    expect(brief(twoByTwelve, '2026-12-31T23:59:59')).toMatchObject({ shift: 'NIGHT', day: '2026-12-31' });
    expect(brief(twoByTwelve, '2027-01-01T03:00:00')).toMatchObject({ shift: 'NIGHT', day: '2026-12-31' });
    expect(brief(twoByTwelve, '2028-03-01T01:00:00')).toMatchObject({ shift: 'NIGHT', day: '2028-02-29' });
  });

  it('gives the occurrence start and end as instants with the enterprise offset', () => {
    const hit = resolve(twoByTwelve, '2026-03-11T02:15:00')!;
    expect(formatZoned(hit.start, TZ)).toBe('2026-03-10T20:00:00+08:00');
    expect(formatZoned(hit.end, TZ)).toBe('2026-03-11T08:00:00+08:00');
    expect(hit.start.toISOString()).toBe('2026-03-10T12:00:00.000Z');
  });

  it('finds the slot: work, break, slot boundaries, and none between slots', () => {
    expect(brief(twoByTwelve, '2026-03-10T11:59:00')?.slot).toBe('Morning');
    expect(brief(twoByTwelve, '2026-03-10T12:00:00')?.slot).toBe('Lunch');
    expect(brief(twoByTwelve, '2026-03-10T13:00:00')?.slot).toBe('Afternoon');
    expect(resolve(twoByTwelve, '2026-03-11T00:30:00')?.slot?.kind).toBe('work');
    const gappy = { dayStart: '08:00', shifts: [shift('D', '08:00', '17:00', { slots: [DAY.slots[0]!] })] };
    expect(brief(gappy, '2026-03-10T12:30:00')).toMatchObject({ shift: 'D', slot: null });
  });

  it('gaps between shifts resolve to no shift', () => {
    const split = { dayStart: '06:00', shifts: [shift('A', '06:00', '14:00'), shift('B', '15:00', '23:00')] };
    expect(brief(split, '2026-03-10T14:00:00')).toBeNull();
    expect(brief(split, '2026-03-10T14:59:59')).toBeNull();
    expect(brief(split, '2026-03-10T15:00:00')).toMatchObject({ shift: 'B' });
    expect(brief(split, '2026-03-11T03:00:00')).toBeNull();
    expect(brief({ dayStart: '00:00', shifts: [] }, '2026-03-10T10:00:00')).toBeNull();
  });

  it('a day regime without a night: nothing at night, overtime after the end when allowed', () => {
    const dayOnly = { dayStart: '08:00', shifts: [shift('D', '08:00', '17:00', { overtimeMinutes: 120 })] };
    expect(brief(dayOnly, '2026-03-10T16:59:00')).toMatchObject({ shift: 'D', overtime: false });
    expect(brief(dayOnly, '2026-03-10T17:00:00')).toEqual({
      shift: 'D',
      day: '2026-03-10',
      overtime: true,
      slot: null,
    });
    expect(brief(dayOnly, '2026-03-10T18:59:59')).toMatchObject({ shift: 'D', overtime: true });
    expect(brief(dayOnly, '2026-03-10T19:00:00')).toBeNull();
    expect(brief(dayOnly, '2026-03-11T00:00:00')).toBeNull();
    expect(brief(dayOnly, '2026-03-11T07:59:00')).toBeNull();
    const hit = resolve(dayOnly, '2026-03-10T18:00:00')!;
    expect(formatZoned(hit.end, TZ)).toBe('2026-03-10T17:00:00+08:00');
  });

  it('overtime never takes time from the next shift, and crosses midnight too', () => {
    const withOvertime = {
      dayStart: '08:00',
      shifts: [
        shift('DAY', '08:00', '20:00', { overtimeMinutes: 60 }),
        shift('NIGHT', '20:00', '02:00', { overtimeMinutes: 240 }),
      ],
    };
    expect(brief(withOvertime, '2026-03-10T20:30:00')).toMatchObject({ shift: 'NIGHT', overtime: false });
    expect(brief(withOvertime, '2026-03-11T02:00:00')).toMatchObject({
      shift: 'NIGHT',
      day: '2026-03-10',
      overtime: true,
    });
    expect(brief(withOvertime, '2026-03-11T05:59:00')).toMatchObject({ shift: 'NIGHT', overtime: true });
    expect(brief(withOvertime, '2026-03-11T06:00:00')).toBeNull();
  });

  it('with three shifts, the one starting after midnight belongs to the production day begun at the day start', () => {
    const threeByEight = {
      dayStart: '08:00',
      shifts: [shift('A', '08:00', '16:00'), shift('B', '16:00', '00:00'), shift('C', '00:00', '08:00')],
    };
    expect(brief(threeByEight, '2026-03-10T23:59:59')).toMatchObject({ shift: 'B', day: '2026-03-10' });
    expect(brief(threeByEight, '2026-03-11T00:00:00')).toMatchObject({ shift: 'C', day: '2026-03-10' });
    expect(brief(threeByEight, '2026-03-11T08:00:00')).toMatchObject({ shift: 'A', day: '2026-03-11' });
    const calendarDays = { ...threeByEight, dayStart: '00:00' };
    expect(brief(calendarDays, '2026-03-11T00:00:00')).toMatchObject({ shift: 'C', day: '2026-03-11' });
  });

  it('reads shift times in the given zone (same instant, different zones)', () => {
    const at = new Date('2026-03-10T13:00:00Z'); // 21:00 in Shanghai, 14:00 in Berlin
    expect(resolveShift(twoByTwelve, at, 'Asia/Shanghai')?.shift.code).toBe('NIGHT');
    expect(resolveShift(twoByTwelve, at, 'Europe/Berlin')?.shift.code).toBe('DAY');
    expect(resolveShift(twoByTwelve, new Date('2026-03-10T23:30:00Z'), 'UTC')).toMatchObject({
      productionDay: '2026-03-10',
    });
  });

  it('across a daylight-saving change the shift keeps its wall-clock times', () => {
    // Europe/Berlin jumps from 02:00 to 03:00 on 2026-03-29: that night shift lasts 11 hours.
    const hit = resolveShift(twoByTwelve, new Date('2026-03-29T01:30:00Z'), 'Europe/Berlin')!;
    expect(hit).toMatchObject({ productionDay: '2026-03-28', overtime: false });
    expect(formatZoned(hit.start, 'Europe/Berlin')).toBe('2026-03-28T20:00:00+01:00');
    expect(formatZoned(hit.end, 'Europe/Berlin')).toBe('2026-03-29T08:00:00+02:00');
    expect(hit.end.getTime() - hit.start.getTime()).toBe(11 * 3600_000);
  });
});

describe('zone helpers', () => {
  it('validates zone names', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Asia/Hanoi')).toBe(false);
    expect(isTimeZone('Asia/Ho_Chi_Minh')).toBe(true);
  });

  it('maps a wall-clock time to its instant', () => {
    const wall = Date.UTC(2026, 2, 10, 20, 0) / 60_000;
    expect(instantOfWallMinutes(wall, TZ).toISOString()).toBe('2026-03-10T12:00:00.000Z');
    expect(formatZoned(new Date('2026-03-10T12:00:00Z'), 'America/New_York')).toBe('2026-03-10T08:00:00-04:00');
  });
});

describe('cutShift and insideShift', () => {
  it('cuts a shift into hour buckets across midnight, the last one shorter', () => {
    expect(cutShift({ start: '22:00', end: '01:30' }, 60)).toEqual([
      { start: '22:00', end: '23:00' },
      { start: '23:00', end: '00:00' },
      { start: '00:00', end: '01:00' },
      { start: '01:00', end: '01:30' },
    ]);
    expect(cutShift({ start: '08:00', end: '20:00' }, 240)).toHaveLength(3);
  });

  it('tells whether a span lies inside a shift', () => {
    expect(insideShift(NIGHT, { start: '23:00', end: '01:00' })).toBe(true);
    expect(insideShift(NIGHT, { start: '07:00', end: '08:00' })).toBe(true);
    expect(insideShift(NIGHT, { start: '07:00', end: '09:00' })).toBe(false);
    expect(insideShift(NIGHT, { start: '19:00', end: '21:00' })).toBe(false);
    expect(insideShift(DAY, { start: '20:00', end: '21:00' })).toBe(false);
  });
});
