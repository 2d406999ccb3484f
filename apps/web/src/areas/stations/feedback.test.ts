import { describe, expect, it } from 'vitest';
import { tonePlan } from './feedback';

describe('station sounds', () => {
  it('gives the order changing by itself a sound of its own, unlike any scan result', () => {
    const advance = tonePlan('advance');
    expect(advance.map((step) => step.frequency)).toEqual([523, 659, 784]);
    // Each note starts after the one before it has ended.
    for (const [n, step] of advance.entries()) {
      if (n > 0) expect(step.start).toBeGreaterThanOrEqual(advance[n - 1]!.start + advance[n - 1]!.duration);
    }
    for (const tone of ['pass', 'fail', 'queued'] as const) expect(tonePlan(tone)).not.toEqual(advance);
  });
});
