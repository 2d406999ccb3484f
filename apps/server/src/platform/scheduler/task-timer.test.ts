import { describe, expect, it } from 'vitest';
import { cronProblem, firstTick, MISSED_AFTER_MS, nextTickAfter, runsTick, tickAfter } from './task-timer.js';

const at = (text: string) => new Date(text);
const every = (seconds: number) => ({
  timerType: 'interval',
  intervalSeconds: seconds,
  expression: null,
  timeZone: 'UTC',
});
const cron = (expression: string, timeZone = 'UTC') => ({
  timerType: 'cron',
  intervalSeconds: null,
  expression,
  timeZone,
});

describe('task timers', () => {
  it('ticks an interval task every N seconds and keeps its phase after a late claim', () => {
    expect(tickAfter(every(10), at('2026-03-01T00:00:00Z'))).toEqual(at('2026-03-01T00:00:10Z'));
    // Due at :00, claimed at :35: the next tick is :40, not :45.
    expect(nextTickAfter(every(10), at('2026-03-01T00:00:00Z'), at('2026-03-01T00:00:35Z'))).toEqual(
      at('2026-03-01T00:00:40Z'),
    );
    // Claimed exactly on a later tick: that tick is past, the next one follows.
    expect(nextTickAfter(every(10), at('2026-03-01T00:00:00Z'), at('2026-03-01T00:00:20Z'))).toEqual(
      at('2026-03-01T00:00:30Z'),
    );
    expect(nextTickAfter(every(1), at('2026-03-01T00:00:00Z'), at('2026-03-01T00:00:00Z'))).toEqual(
      at('2026-03-01T00:00:01Z'),
    );
  });

  it('reads cron expressions with seconds, in the task’s time zone', () => {
    expect(tickAfter(cron('*/15 * * * * *'), at('2026-03-01T00:00:07Z'))).toEqual(at('2026-03-01T00:00:15Z'));
    // 08:00:30 every day in Shanghai is 00:00:30 UTC.
    expect(tickAfter(cron('30 0 8 * * *', 'Asia/Shanghai'), at('2026-03-01T01:00:00Z'))).toEqual(
      at('2026-03-02T00:00:30Z'),
    );
    // Five fields: minutes first, second 0.
    expect(tickAfter(cron('0 12 * * *'), at('2026-03-01T11:59:59Z'))).toEqual(at('2026-03-01T12:00:00Z'));
    expect(nextTickAfter(cron('0 * * * * *'), at('2026-03-01T00:00:00Z'), at('2026-03-01T00:05:10Z'))).toEqual(
      at('2026-03-01T00:06:00Z'),
    );
  });

  it('names what is wrong with a cron expression', () => {
    expect(cronProblem('*/5 * * * * *', 'UTC')).toBeNull();
    expect(cronProblem('61 * * * * *', 'UTC')).toMatch(/second/);
    expect(cronProblem('0 0 0 30 2 *', 'UTC')).toBe('never');
  });

  it('starts at once when the task runs immediately, else at its first tick', () => {
    const now = at('2026-03-01T00:00:00Z');
    expect(firstTick(every(60), true, now)).toEqual(now);
    expect(firstTick(every(60), false, now)).toEqual(at('2026-03-01T00:01:00Z'));
  });

  it('runs a missed tick only under runOnce', () => {
    const due = at('2026-03-01T00:00:00Z');
    const late = new Date(due.getTime() + MISSED_AFTER_MS + 1);
    const onTime = new Date(due.getTime() + 900);
    expect(runsTick(due, late, 'runOnce')).toBe(true);
    expect(runsTick(due, late, 'skip')).toBe(false);
    expect(runsTick(due, onTime, 'skip')).toBe(true);
  });
});
