import { describe, expect, it } from 'vitest';
import { greetingPeriod } from './greeting';

const at = (hour: number, minute = 0) => new Date(2025, 0, 15, hour, minute);

describe('greetingPeriod', () => {
  it.each([
    [0, 0, 'morning'],
    [8, 59, 'morning'],
    [9, 0, 'forenoon'],
    [11, 59, 'forenoon'],
    [12, 0, 'noon'],
    [13, 59, 'noon'],
    [14, 0, 'afternoon'],
    [19, 59, 'afternoon'],
    [20, 0, 'evening'],
    [23, 59, 'evening'],
  ] as const)('%i:%i is %s', (hour, minute, expected) => {
    expect(greetingPeriod(at(hour, minute))).toBe(expected);
  });
});
