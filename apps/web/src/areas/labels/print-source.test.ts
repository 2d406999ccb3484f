import { describe, expect, it } from 'vitest';
import { withProduct, withWorkOrder } from './print-source';

const order = { code: 'WO202611260001', productCode: 'FG-01', productName: 'Fan', planQuantity: 120 };

describe('the print dialog filled from a work order or a product', () => {
  it('takes the order number, product code and name and plan quantity from a work order, keeping the batch', () => {
    expect(withWorkOrder({ batchNumber: 'B7', productCode: 'typed' }, order)).toEqual({
      batchNumber: 'B7',
      orderNumber: 'WO202611260001',
      productCode: 'FG-01',
      productName: 'Fan',
      quantity: '120',
    });
    expect(withWorkOrder({}, order, 'Ø120 mm').productSpec).toBe('Ø120 mm');
    expect(withWorkOrder({ productSpec: 'old' }, order, null).productSpec).toBe('');
  });

  it('takes code, name and spec from a product and leaves the order number and quantity as typed', () => {
    expect(withProduct({ orderNumber: 'WO1', quantity: '5' }, { code: 'P-2', name: 'Pump', spec: 'S' })).toEqual({
      orderNumber: 'WO1',
      quantity: '5',
      productCode: 'P-2',
      productName: 'Pump',
      productSpec: 'S',
    });
    // Spec unknown (no permission to read the product): what was typed stays.
    expect(withProduct({ productSpec: 'typed' }, { code: 'P-2', name: 'Pump' }).productSpec).toBe('typed');
  });
});
