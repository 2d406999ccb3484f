import type { OrderProgress } from '@takt/contracts';

/** An order of line 2 as station tests need one: `good` of `plan` made, nothing bad. */
export const testOrder = (id: string, status: OrderProgress['status'], good = 0, plan = 100): OrderProgress => ({
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
