import type os from 'node:os';
import { describe, expect, it } from 'vitest';
import { cpuUsagePercent, readCpuTimes } from './cpu-usage.js';

const core = (user: number, idle: number): os.CpuInfo => ({
  model: 'test',
  speed: 1000,
  times: { user, nice: 0, sys: 0, idle, irq: 0 },
});

describe('cpu usage', () => {
  it('adds the cores: busy is everything but idle', () => {
    expect(readCpuTimes([core(30, 70), core(10, 90)])).toEqual({ busy: 40, total: 200 });
  });

  it('is the busy share of the time between two readings', () => {
    const before = readCpuTimes([core(30, 70), core(10, 90)]);
    const after = readCpuTimes([core(90, 110), core(20, 180)]);
    // 70 busy of 200 elapsed.
    expect(cpuUsagePercent(before, after)).toBe(35);
  });

  it('answers null when no time passed', () => {
    const same = readCpuTimes([core(30, 70)]);
    expect(cpuUsagePercent(same, same)).toBeNull();
  });
});
