import { describe, expect, it } from 'vitest';
import { formatInstant, instantOfWall, isTimeZone, timeZoneSchema, utcOffsetMinutes } from './time-zone.js';

describe('time zones', () => {
  it('accepts IANA zones the runtime knows and nothing else', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(timeZoneSchema.safeParse(' Europe/Berlin ').data).toBe('Europe/Berlin');
    expect(timeZoneSchema.safeParse('Mars/Olympus').success).toBe(false);
    expect(timeZoneSchema.safeParse('').success).toBe(false);
  });

  it('turns instants into wall-clock text and back, across a DST change', () => {
    expect(formatInstant('2026-03-08T06:59:59Z', 'America/New_York')).toBe('2026-03-08 01:59:59');
    expect(formatInstant('2026-03-08T07:00:00Z', 'America/New_York')).toBe('2026-03-08 03:00:00');
    expect(utcOffsetMinutes(new Date('2026-07-01T00:00:00Z'), 'America/New_York')).toBe(-240);
    expect(instantOfWall('2026-11-23 19:29', 'Asia/Shanghai')?.toISOString()).toBe('2026-11-23T11:29:00.000Z');
    expect(instantOfWall('2026-07-01 12:00', 'America/New_York')?.toISOString()).toBe('2026-07-01T16:00:00.000Z');
    expect(instantOfWall('2026-11-23', 'UTC')).toBeNull();
  });
});
