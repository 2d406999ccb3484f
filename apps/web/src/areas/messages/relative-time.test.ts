import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelativeTime, relativeTime } from './relative-time';

const now = new Date(2025, 4, 20, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('says "just now" under a minute, also for a clock slightly behind the server', () => {
    expect(relativeTime(ago(0), now)).toEqual({ kind: 'justNow' });
    expect(relativeTime(ago(59_999), now)).toEqual({ kind: 'justNow' });
    expect(relativeTime(ago(-30_000), now)).toEqual({ kind: 'justNow' });
  });

  it('counts whole minutes, hours and days', () => {
    expect(relativeTime(ago(MIN), now)).toEqual({ kind: 'relative', value: -1, unit: 'minute' });
    expect(relativeTime(ago(59 * MIN + 59_000), now)).toEqual({ kind: 'relative', value: -59, unit: 'minute' });
    expect(relativeTime(ago(HOUR), now)).toEqual({ kind: 'relative', value: -1, unit: 'hour' });
    expect(relativeTime(ago(23 * HOUR + 59 * MIN), now)).toEqual({ kind: 'relative', value: -23, unit: 'hour' });
    expect(relativeTime(ago(DAY), now)).toEqual({ kind: 'relative', value: -1, unit: 'day' });
    expect(relativeTime(ago(6 * DAY + 23 * HOUR), now)).toEqual({ kind: 'relative', value: -6, unit: 'day' });
    expect(relativeTime(ago(-5 * MIN), now)).toEqual({ kind: 'relative', value: 5, unit: 'minute' });
  });

  it('gives the date from 7 days on', () => {
    expect(relativeTime(ago(7 * DAY), now)).toEqual({ kind: 'date', text: '2025-05-13 12:00' });
    expect(relativeTime(new Date(2024, 0, 2, 3, 4), now)).toEqual({ kind: 'date', text: '2024-01-02 03:04' });
  });

  it('reads ISO strings and refuses nonsense', () => {
    expect(relativeTime(ago(5 * MIN).toISOString(), now)).toEqual({ kind: 'relative', value: -5, unit: 'minute' });
    expect(relativeTime('not a time', now)).toEqual({ kind: 'invalid' });
  });
});

describe('formatRelativeTime', () => {
  it('phrases it in the interface language', () => {
    expect(formatRelativeTime(ago(10_000), now, 'en-US', 'just now')).toBe('just now');
    expect(formatRelativeTime(ago(5 * MIN), now, 'en-US', 'just now')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(DAY), now, 'en-US', 'just now')).toBe('1 day ago');
    expect(formatRelativeTime(ago(2 * HOUR), now, 'zh-CN', '刚刚')).toBe('2小时前');
    expect(formatRelativeTime(ago(3 * DAY), now, 'vi-VN', 'vừa xong')).toBe('3 ngày trước');
    expect(formatRelativeTime(ago(30 * DAY), now, 'en-US', 'just now')).toBe(formatDateTime(ago(30 * DAY)));
    expect(formatRelativeTime('', now, 'en-US', 'just now')).toBe('');
  });

  it('moves on as the clock ticks (the 5000 ms refresh of the header)', () => {
    const sent = ago(55_000);
    expect(formatRelativeTime(sent, now, 'en-US', 'just now')).toBe('just now');
    expect(formatRelativeTime(sent, new Date(now.getTime() + 5_000), 'en-US', 'just now')).toBe('1 minute ago');
  });
});
