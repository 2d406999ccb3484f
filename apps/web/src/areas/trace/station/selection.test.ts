import type { OrderProgress } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { isScannable, parseCapacity, pickOrder, pickProcess, progressPercent } from './selection';

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

  it('keeps the remembered order, else takes the first scannable one', () => {
    const orders = [order('1', 'paused'), order('2', 'issued'), order('3', 'in_production')];
    expect(pickOrder(orders, '1')).toBe('1');
    expect(pickOrder(orders, '9')).toBe('2');
    expect(pickOrder([order('1', 'paused')], null)).toBeNull();
    expect(isScannable(order('1', 'paused'))).toBe(false);
    expect(isScannable(order('1', 'in_production'))).toBe(true);
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
