import { describe, expect, it } from 'vitest';
import { RESEND_SECONDS, secondsLeft } from './countdown';

describe('secondsLeft', () => {
  it('is 0 when nothing runs', () => {
    expect(secondsLeft(null, 1_000)).toBe(0);
  });

  it('rounds partial seconds up, so 0 means "send now"', () => {
    const start = 1_000_000;
    const endsAt = start + RESEND_SECONDS * 1000;
    expect(secondsLeft(endsAt, start)).toBe(60);
    expect(secondsLeft(endsAt, start + 1)).toBe(60);
    expect(secondsLeft(endsAt, start + 1000)).toBe(59);
    expect(secondsLeft(endsAt, endsAt - 1)).toBe(1);
    expect(secondsLeft(endsAt, endsAt)).toBe(0);
  });

  it('never goes negative', () => {
    expect(secondsLeft(5_000, 60_000)).toBe(0);
  });
});
