import { describe, expect, it } from 'vitest';
import { mergeTicks } from './menu-ticks';

describe('mergeTicks', () => {
  it('keeps ticks of leaves the search hides', () => {
    expect(mergeTicks(['a', 'b'], ['c'], new Set(['c', 'd']))).toEqual(['a', 'b', 'c']);
  });

  it('unticks a shown leaf the tree no longer reports', () => {
    expect(mergeTicks(['a', 'c'], [], new Set(['c']))).toEqual(['a']);
  });

  it('ignores reported keys that are not shown leaves (parents)', () => {
    expect(mergeTicks([], ['parent', 'c'], new Set(['c']))).toEqual(['c']);
  });
});
