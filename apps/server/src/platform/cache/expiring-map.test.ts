import { describe, expect, it } from 'vitest';
import { EXPIRING_MAP_SWEEP_ABOVE, ExpiringMap } from './expiring-map.js';

describe('ExpiringMap', () => {
  it('answers a value until it expires, and null values too', () => {
    let now = 1_000;
    const map = new ExpiringMap<string | null>(10, () => now);
    map.set('a', 'A');
    map.set('b', null);
    expect(map.get('a')).toEqual({ value: 'A' });
    expect(map.get('b')).toEqual({ value: null });
    now += 10;
    expect(map.get('a')).toBeUndefined();
    map.delete('b');
    expect(map.get('b')).toBeUndefined();
  });

  it('sweeps expired keys out once there are many, keeping the live ones', () => {
    let now = 0;
    const map = new ExpiringMap<number>(10, () => now);
    for (let index = 0; index < EXPIRING_MAP_SWEEP_ABOVE; index++) map.set(`gone-${index}`, index);
    now = 5;
    map.set('live', 1);
    now = 10;
    map.set('new', 2);
    expect(map.size).toBe(2);
    expect(map.get('live')).toEqual({ value: 1 });
    expect(map.get('new')).toEqual({ value: 2 });
  });
});
