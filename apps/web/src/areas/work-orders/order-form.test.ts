import { describe, expect, it } from 'vitest';
import { localToday, workOrderBody, workOrderValues } from './order-form';

describe('work order form', () => {
  it('sends blanks as null so the server generates the code and takes the product’s routing', () => {
    const values = { ...workOrderValues(null, '2026-12-01'), productId: '11', lineId: '12', planQuantity: 5 };
    expect(workOrderBody({ ...values, code: '  ', notes: ' ', salesOrder: 'SO-1 ' })).toEqual({
      code: null,
      type: 'normal',
      productId: '11',
      lineId: '12',
      routingId: null,
      planQuantity: 5,
      planDate: '2026-12-01',
      salesOrder: 'SO-1',
      notes: null,
      planId: null,
    });
  });

  it('formats today as a date', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
