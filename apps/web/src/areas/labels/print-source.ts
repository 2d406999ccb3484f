import type { LabelField, WorkOrder } from '@takt/contracts';

/** The label fields a print shares, as the dialog edits them (text; blank prints empty). */
export type SharedFields = Partial<Record<LabelField, string>>;

/** What a picked product contributes: its code, name and spec (unknown spec: left as typed). */
export interface ProductSource {
  code: string;
  name: string;
  spec?: string | null;
}

/**
 * The shared fields after picking a product: its code, name and (when known) spec replace what
 * was there; everything else (order number, batch, quantity) stays as typed.
 */
export function withProduct(shared: SharedFields, product: ProductSource): SharedFields {
  const next: SharedFields = { ...shared, productCode: product.code, productName: product.name };
  if (product.spec !== undefined) next.productSpec = product.spec ?? '';
  return next;
}

/**
 * The shared fields after picking a work order: its number, its product's code and name (and
 * spec, when known) and its plan quantity; the batch number stays as typed.
 */
export function withWorkOrder(
  shared: SharedFields,
  order: Pick<WorkOrder, 'code' | 'productCode' | 'productName' | 'planQuantity'>,
  productSpec?: string | null,
): SharedFields {
  return {
    ...withProduct(shared, { code: order.productCode, name: order.productName, spec: productSpec }),
    orderNumber: order.code,
    quantity: String(order.planQuantity),
  };
}
