import { describe, expect, it } from 'vitest';
import {
  advanceOnFinish,
  chosenOrder,
  headerOrder,
  isScannable,
  parseCapacity,
  pickProcess,
  progressPercent,
  takesScans,
} from './selection';
import { testOrder as order } from './test-orders';

describe('station selection', () => {
  it('keeps the remembered process while the station has it', () => {
    const processes = [{ id: '10' }, { id: '20' }];
    expect(pickProcess(processes, '20')).toBe('20');
    expect(pickProcess(processes, '30')).toBe('10');
    expect(pickProcess([], '20')).toBeNull();
  });

  it('keeps the chosen order and never picks one for the operator', () => {
    const orders = [order('1', 'paused'), order('2', 'issued'), order('3', 'in_production')];
    expect(chosenOrder({ orders, chosenOrder: null }, '1')?.id).toBe('1');
    // Nothing chosen, or an order this line does not have (another workstation's line): none.
    expect(chosenOrder({ orders, chosenOrder: null }, null)).toBeNull();
    expect(chosenOrder({ orders, chosenOrder: null }, '9')).toBeNull();
    // Completed: the line no longer lists it, the context keeps it; the next order is not taken.
    const done = order('1', 'completed', 100, 100);
    expect(chosenOrder({ orders: orders.slice(1), chosenOrder: done }, '1')).toBe(done);
    expect(chosenOrder({ orders: orders.slice(1), chosenOrder: done }, '3')?.id).toBe('3');
    expect(isScannable(order('1', 'paused'))).toBe(false);
    expect(isScannable(order('1', 'in_production'))).toBe(true);
    // Units already started may finish on a completed order; paused and closed ones take no scans.
    expect(takesScans(done)).toBe(true);
    expect(takesScans(order('1', 'paused'))).toBe(false);
    expect(takesScans(order('1', 'closed'))).toBe(false);
  });

  it('with auto-advance on, moves from an order that just finished to the line’s next order that takes scans', () => {
    const open = order('1', 'in_production', 99, 100);
    const done = order('1', 'completed', 100, 100);
    // As the context lists them after the completion: the finished order is gone, a paused one first.
    const listed = [order('4', 'paused'), order('2', 'issued'), order('3', 'in_production')];
    expect(advanceOnFinish(open, done, listed, true)).toEqual({ from: done, finished: 'completed', to: listed[1] });
    // Closed counts as finished too; the finished order is never the next one, even while listed.
    const closed = order('1', 'closed');
    expect(advanceOnFinish(open, closed, [closed, ...listed], true)).toEqual({
      from: closed,
      finished: 'closed',
      to: listed[1],
    });
    expect(advanceOnFinish(order('1', 'paused'), done, listed.slice(2), true)?.to).toBe(listed[2]);
    // None left that takes scans: the screen stays on the finished order and says so.
    expect(advanceOnFinish(open, done, [order('4', 'paused')], true)).toEqual({
      from: done,
      finished: 'completed',
      to: null,
    });
  });

  it('moves on only when the chosen order has just finished, and never with auto-advance off', () => {
    const open = order('1', 'in_production', 99, 100);
    const done = order('1', 'completed', 100, 100);
    const listed = [order('2', 'issued')];
    // Off: exactly as without the setting, the finished order stays chosen.
    expect(advanceOnFinish(open, done, listed, false)).toBeNull();
    // Already finished when first seen, or still finished on a later refresh: no move.
    expect(advanceOnFinish(null, done, listed, true)).toBeNull();
    expect(advanceOnFinish(done, done, listed, true)).toBeNull();
    expect(advanceOnFinish(order('1', 'closed'), done, listed, true)).toBeNull();
    // Still open, or another order chosen since (the operator's choice), or none chosen: no move.
    expect(advanceOnFinish(open, { ...open, goodQuantity: 100 }, listed, true)).toBeNull();
    expect(advanceOnFinish(open, order('5', 'completed'), listed, true)).toBeNull();
    expect(advanceOnFinish(open, null, listed, true)).toBeNull();
  });

  it('shows in the header the order the last scan counted on', () => {
    const chosen = order('2', 'in_production', 5);
    const other = order('1', 'completed', 100, 100);
    const otherNow = order('1', 'in_production', 42);
    expect(headerOrder(chosen, null, [chosen])).toBe(chosen);
    expect(headerOrder(chosen, { ...chosen, goodQuantity: 4 }, [chosen])).toBe(chosen);
    expect(headerOrder(chosen, other, [chosen])).toBe(other);
    // With the counts the line lists for it now.
    expect(headerOrder(chosen, other, [chosen, otherNow])).toBe(otherNow);
    expect(headerOrder(null, other, [])).toBe(other);
  });

  it('computes progress against the plan, capped at 100', () => {
    expect(progressPercent(order('1', 'issued', 1, 3))).toBe(33.3);
    expect(progressPercent(order('1', 'issued', 5, 4))).toBe(100);
    expect(progressPercent(order('1', 'issued', 0, 0))).toBe(0);
  });

  it('takes a remembered capacity only when it is a whole number within the limit', () => {
    expect(parseCapacity('24')).toBe(24);
    expect(parseCapacity('0')).toBeNull();
    expect(parseCapacity('2.5')).toBeNull();
    expect(parseCapacity('10001')).toBeNull();
    expect(parseCapacity(null)).toBeNull();
  });
});
