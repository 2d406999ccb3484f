import {
  decimalPlaces,
  MATERIALS_CODE_MAX,
  MATERIALS_CODE_PATTERN,
  MATERIALS_NAME_MAX,
  MATERIALS_REMARK_MAX,
  MATERIALS_SPEC_MAX,
} from '@takt/contracts';
import { type ResourceField, remarkField } from '../../app/resource/resource-def';

/** What the materials area's pages share: code and name limits, spec, remark, "code name" cells. */
export const materialsCoded = {
  codeMax: MATERIALS_CODE_MAX,
  nameMax: MATERIALS_NAME_MAX,
  codePattern: MATERIALS_CODE_PATTERN,
};
export const materialsRemark = remarkField(MATERIALS_REMARK_MAX, 2);

export function specField<R>(): ResourceField<R> {
  return {
    name: 'spec',
    label: 'materials.spec',
    input: { kind: 'text', max: MATERIALS_SPEC_MAX },
    column: { sort: true, search: true, ellipsis: true },
  };
}

/** The unit a material or product is counted in (required), shown by code and name. */
export function unitField<R extends { unitCode: string; unitName: string }>(): ResourceField<R> {
  return {
    name: 'unitId',
    label: 'materials.unit',
    input: { kind: 'ref', ref: 'unit', required: true },
    column: { search: true },
    render: (row) => `${row.unitCode} ${row.unitName}`,
  };
}

/** Whether a safety stock fits a unit's precision (the server checks the same). */
export const fitsPrecision = (value: number | null | undefined, precision: number): boolean =>
  value == null || decimalPlaces(value) <= precision;
