import { OFFLINE_SCAN_MAX_AGE_HOURS } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { scanTime } from './scan-draft.rules.js';

const now = Date.parse('2026-03-10T08:00:00Z');
const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();

describe('scan time', () => {
  it('is now without a kept time, and the kept time within the offline limit', () => {
    expect(scanTime(undefined, {}, now).getTime()).toBe(now);
    expect(scanTime(hoursAgo(OFFLINE_SCAN_MAX_AGE_HOURS - 1), {}, now).toISOString()).toBe(
      hoursAgo(OFFLINE_SCAN_MAX_AGE_HOURS - 1),
    );
  });

  it('refuses a kept time older than the offline limit unless the caller is trusted', () => {
    const weekAgo = hoursAgo(7 * 24);
    expect(() => scanTime(weekAgo, {}, now)).toThrow(expect.objectContaining({ messageKey: 'production.scanTooOld' }));
    expect(() => scanTime(weekAgo, { trustedTime: false }, now)).toThrow(
      expect.objectContaining({ messageKey: 'production.scanTooOld' }),
    );
    expect(scanTime(weekAgo, { trustedTime: true }, now).toISOString()).toBe(weekAgo);
  });

  it('refuses a time in the future even from a trusted caller', () => {
    const later = new Date(now + 3_600_000).toISOString();
    for (const options of [{}, { trustedTime: true }])
      expect(() => scanTime(later, options, now)).toThrow(
        expect.objectContaining({ messageKey: 'production.scanInFuture' }),
      );
  });
});
