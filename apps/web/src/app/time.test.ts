import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dateTime, timeOfDay } from '../areas/stations/time';
import { timeText } from '../areas/trace/format';
import { currentTimeZone, dateTimeText, formatTime, setTimeZones, timeZoneLabel } from './time';

// A machine clock far from the enterprise's: times must not follow it (run also with TZ set).
beforeAll(() => {
  vi.stubEnv('TZ', 'America/New_York');
});

/** 11:29:05 UTC: 19:29:05 in Shanghai, 06:29:05 in New York. */
const AT = '2026-11-23T11:29:05Z';

describe('times on every page', () => {
  afterEach(() => setTimeZones({ enterprise: 'Asia/Shanghai', effective: 'Asia/Shanghai' }));

  it('are shown in the enterprise’s zone, not the machine’s', () => {
    expect(new Date(AT).getHours()).toBe(6);
    setTimeZones({ enterprise: 'Asia/Shanghai', effective: 'Asia/Shanghai' });
    expect(currentTimeZone()).toBe('Asia/Shanghai');
    expect(formatTime(AT)).toBe('2026-11-23 19:29:05');
    expect(formatTime(AT, 'time')).toBe('19:29:05');
    expect(formatTime(AT, 'date')).toBe('2026-11-23');
    expect(formatTime(AT, 'minute')).toBe('2026-11-23 19:29');
    // The trace pages, the station screens and the tables all use it.
    expect(timeText(AT)).toBe('2026-11-23 19:29:05');
    expect(timeOfDay(AT)).toBe('19:29:05');
    expect(dateTime(AT)).toBe('2026-11-23 19:29:05');
    expect(dateTimeText(AT)).toBe('2026-11-23 19:29:05');
  });

  it('follow the user’s own zone when they chose one, the day included', () => {
    setTimeZones({ enterprise: 'Asia/Shanghai', effective: 'Pacific/Kiritimati' });
    expect(formatTime('2026-11-23T11:29:05Z')).toBe('2026-11-24 01:29:05');
    expect(timeText(AT)).toBe('2026-11-24 01:29:05');
  });

  it('name the zone with its offset', () => {
    expect(timeZoneLabel('Asia/Shanghai', new Date(AT))).toBe('Asia/Shanghai (UTC+8)');
    expect(timeZoneLabel('America/New_York', new Date(AT))).toBe('America/New_York (UTC-5)');
    expect(timeZoneLabel('Asia/Kolkata', new Date(AT))).toBe('Asia/Kolkata (UTC+5:30)');
    expect(timeZoneLabel('UTC', new Date(AT))).toBe('UTC (UTC)');
  });

  it('leave nothing for no time and a dash in tables', () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime('garbage')).toBe('');
    expect(dateTimeText(null)).toBe('-');
  });
});
