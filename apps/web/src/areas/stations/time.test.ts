import { describe, expect, it } from 'vitest';
import { dateTime, timeOfDay } from './time';

describe('station times', () => {
  it('shows local time of day and date-time, nothing for garbage', () => {
    const at = new Date(2026, 0, 5, 7, 8, 9).toISOString();
    expect(timeOfDay(at)).toBe('07:08:09');
    expect(dateTime(at)).toBe('2026-01-05 07:08:09');
    expect(timeOfDay('nope')).toBe('');
    expect(dateTime('')).toBe('');
  });
});
