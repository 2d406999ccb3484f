import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BELL_SHAKE_MS, createBurst, NEW_MESSAGE_DEBOUNCE_MS } from './burst';

let bursts: string[][];
let shakes: boolean[];

function burst() {
  return createBurst<string>({
    onBurst: (items) => bursts.push(items),
    onShake: (shaking) => shakes.push(shaking),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  bursts = [];
  shakes = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('new-message burst', () => {
  it('uses the spec constants', () => {
    expect(NEW_MESSAGE_DEBOUNCE_MS).toBe(300);
    expect(BELL_SHAKE_MS).toBe(1500);
  });

  it('handles one message 300 ms after it arrived and shakes for 1500 ms', () => {
    const b = burst();
    b.push('a');
    vi.advanceTimersByTime(299);
    expect(bursts).toEqual([]);
    expect(shakes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(bursts).toEqual([['a']]);
    expect(shakes).toEqual([true]);
    vi.advanceTimersByTime(1_499);
    expect(shakes).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(shakes).toEqual([true, false]);
  });

  it('handles a burst once, 300 ms after its last message', () => {
    const b = burst();
    b.push('a');
    vi.advanceTimersByTime(200);
    b.push('b');
    vi.advanceTimersByTime(200);
    b.push('c');
    vi.advanceTimersByTime(299);
    expect(bursts).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(bursts).toEqual([['a', 'b', 'c']]);
    expect(shakes).toEqual([true]);
  });

  it('a burst during a shake extends it instead of restarting it', () => {
    const b = burst();
    b.push('a');
    vi.advanceTimersByTime(300 + 1_000);
    b.push('b');
    vi.advanceTimersByTime(300);
    expect(bursts).toEqual([['a'], ['b']]);
    expect(shakes).toEqual([true]);
    vi.advanceTimersByTime(1_499);
    expect(shakes).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(shakes).toEqual([true, false]);
  });

  it('dispose drops the pending burst and stops the shake', () => {
    const b = burst();
    b.push('a');
    vi.advanceTimersByTime(300);
    b.push('b');
    b.dispose();
    vi.advanceTimersByTime(10_000);
    expect(bursts).toEqual([['a']]);
    expect(shakes).toEqual([true, false]);
    b.push('c');
    vi.advanceTimersByTime(10_000);
    expect(bursts).toEqual([['a']]);
  });
});
