import { decimalPlaces } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { isSelfOrDescendant } from './product-type.resource.js';

describe('decimalPlaces', () => {
  it('counts the decimals of a number as written', () => {
    expect(decimalPlaces(0)).toBe(0);
    expect(decimalPlaces(5000)).toBe(0);
    expect(decimalPlaces(2.5)).toBe(1);
    expect(decimalPlaces(2.125)).toBe(3);
    expect(decimalPlaces(1.0005)).toBe(4);
    expect(decimalPlaces(0.1 + 0.2)).toBe(17);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(1.5e-7)).toBe(8);
    expect(decimalPlaces(999_999_999.5)).toBe(1);
  });
});

describe('isSelfOrDescendant', () => {
  const links = [
    { id: 'a', parentId: null },
    { id: 'b', parentId: 'a' },
    { id: 'c', parentId: 'b' },
    { id: 'd', parentId: null },
  ];
  it('finds the type itself and every type below it', () => {
    expect(isSelfOrDescendant(links, 'a', 'a')).toBe(true);
    expect(isSelfOrDescendant(links, 'a', 'c')).toBe(true);
    expect(isSelfOrDescendant(links, 'b', 'c')).toBe(true);
  });
  it('lets a type move under a type outside its branch', () => {
    expect(isSelfOrDescendant(links, 'b', 'a')).toBe(false);
    expect(isSelfOrDescendant(links, 'c', 'd')).toBe(false);
    expect(isSelfOrDescendant(links, 'a', 'unknown')).toBe(false);
  });
  it('stops on a loop already in the data', () => {
    const looped = [
      { id: 'x', parentId: 'y' },
      { id: 'y', parentId: 'x' },
    ];
    expect(isSelfOrDescendant(looped, 'z', 'x')).toBe(false);
  });
});
