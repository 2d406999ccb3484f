import { describe, expect, it } from 'vitest';
import { formatBytes, gaugeStatus, percentOf } from './host-format';

describe('host monitor formats', () => {
  it('writes bytes in binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(8 * 1024 ** 3)).toBe('8.0 GB');
  });

  it('rounds shares and survives an empty whole', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('colours gauges by load', () => {
    expect([gaugeStatus(10), gaugeStatus(70), gaugeStatus(95)]).toEqual(['normal', 'warning', 'alarm']);
  });
});
