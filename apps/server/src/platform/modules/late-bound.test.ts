import { describe, expect, it } from 'vitest';
import { lateBound } from './late-bound.js';

class Counter {
  private count = 0;
  readonly label = 'counter';
  add(step: number): number {
    this.count += step;
    return this.count;
  }
}

describe('lateBound', () => {
  it('stands for the value once set: methods run on it, fields read from it', () => {
    const late = lateBound<Counter>('the counter');
    late.set(new Counter());
    expect(late.ref.add(2)).toBe(2);
    const detached = late.ref.add;
    expect(detached(3)).toBe(5);
    expect(late.ref.label).toBe('counter');
  });

  it('throws when reached before it is set, or set twice', () => {
    const late = lateBound<Counter>('the counter');
    expect(() => late.ref.add(1)).toThrow('the counter was used before it was set');
    late.set(new Counter());
    expect(() => late.set(new Counter())).toThrow('the counter was set twice');
  });
});
