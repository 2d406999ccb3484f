import { describe, expect, it } from 'vitest';
import { briefly } from './brief-cache.js';

describe('briefly', () => {
  it('keeps a value for its time, then reads again', async () => {
    let clock = 0;
    let reads = 0;
    const value = briefly(
      1000,
      async () => ++reads,
      () => clock,
    );
    expect(await value()).toBe(1);
    clock = 999;
    expect(await value()).toBe(1);
    clock = 1000;
    expect(await value()).toBe(2);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const value = briefly(
      1000,
      async () => {
        if (fail) throw new Error('down');
        return 'up';
      },
      () => 0,
    );
    await expect(value()).rejects.toThrow('down');
    fail = false;
    expect(await value()).toBe('up');
  });
});
