import {
  decimalPlaces,
  type Material,
  type MaterialAdd,
  type MaterialAttribute,
  type MaterialType,
  type Product,
  type ProductAdd,
  type ProductType,
  type ProductTypeAdd,
  type Unit,
  type UnitAdd,
} from '@takt/contracts';

/** Pure helpers of the materials pages: form values ⇄ request bodies. */

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optional = (value: unknown): string | null => text(value) || null;
const optionalId = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export interface UnitFormValues extends Record<string, unknown> {
  code: string;
  name: string;
  precision?: number | null;
  remark?: string | null;
}

export function unitBody(values: UnitFormValues): UnitAdd {
  return {
    code: text(values.code),
    name: text(values.name),
    precision: values.precision ?? 0,
    remark: optional(values.remark),
  };
}

export const unitValues = (row: Unit | null): Partial<UnitFormValues> => (row ? { ...row } : { precision: 0 });

export interface MaterialFormValues extends Record<string, unknown> {
  code: string;
  name: string;
  spec?: string | null;
  type: MaterialType;
  attribute: MaterialAttribute;
  unitId: string;
  safetyStock?: number | null;
  remark?: string | null;
}

export function materialBody(values: MaterialFormValues): MaterialAdd {
  return {
    code: text(values.code),
    name: text(values.name),
    spec: optional(values.spec),
    type: values.type,
    attribute: values.attribute,
    unitId: values.unitId,
    safetyStock: values.safetyStock ?? 0,
    remark: optional(values.remark),
  };
}

export const materialValues = (row: Material | null): Partial<MaterialFormValues> =>
  row
    ? {
        code: row.code,
        name: row.name,
        spec: row.spec,
        type: row.type,
        attribute: row.attribute,
        unitId: row.unitId,
        safetyStock: row.safetyStock,
        remark: row.remark,
      }
    : { type: 'raw', attribute: 'purchased', safetyStock: 0 };

/** Whether a safety stock fits a unit's precision (the server checks the same). */
export const fitsPrecision = (value: number | null | undefined, precision: number): boolean =>
  value == null || decimalPlaces(value) <= precision;

export interface ProductTypeFormValues extends Record<string, unknown> {
  code: string;
  name: string;
  parentId?: string | null;
  sort?: number | null;
  remark?: string | null;
}

export function productTypeBody(values: ProductTypeFormValues): ProductTypeAdd {
  return {
    code: text(values.code),
    name: text(values.name),
    parentId: optionalId(values.parentId),
    sort: values.sort ?? 0,
    remark: optional(values.remark),
  };
}

export const productTypeValues = (row: ProductType | null): Partial<ProductTypeFormValues> =>
  row ? { code: row.code, name: row.name, parentId: row.parentId, sort: row.sort, remark: row.remark } : { sort: 0 };

export interface ProductFormValues extends Record<string, unknown> {
  code: string;
  name: string;
  spec?: string | null;
  productTypeId?: string | null;
  unitId: string;
  routingId?: string | null;
  remark?: string | null;
}

export function productBody(values: ProductFormValues): ProductAdd {
  return {
    code: text(values.code),
    name: text(values.name),
    spec: optional(values.spec),
    productTypeId: optionalId(values.productTypeId),
    unitId: values.unitId,
    routingId: optionalId(values.routingId),
    remark: optional(values.remark),
  };
}

export const productValues = (row: Product | null): Partial<ProductFormValues> =>
  row
    ? {
        code: row.code,
        name: row.name,
        spec: row.spec,
        productTypeId: row.productTypeId,
        unitId: row.unitId,
        routingId: row.routingId,
        remark: row.remark,
      }
    : {};

/** "code name" of a referenced record, or an empty cell. */
export const codeName = (code: string | null | undefined, name: string | null | undefined): string =>
  code ? [code, name].filter(Boolean).join(' ') : '';
