import type { OrderProgress } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import {
  chosenOrder,
  headerOrder,
  isScannable,
  parseCapacity,
  pickProcess,
  progressPercent,
  takesScans,
} from './selection';

const order = (id: string, status: OrderProgress['status'], good = 0, plan = 100): OrderProgress => ({
  id,
  code: `WO-${id}`,
  type: 'normal',
  status,
  lineId: '2',
  productId: '1',
  productCode: 'P',
  productName: 'Product',
  planQuantity: plan,
  inputQuantity: good,
  goodQuantity: good,
  badQuantity: 0,
  scrapQuantity: 0,
});

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
