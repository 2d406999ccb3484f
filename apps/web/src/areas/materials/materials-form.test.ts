import type { Material, Product } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import {
  codeName,
  fitsPrecision,
  materialBody,
  materialValues,
  productBody,
  productTypeBody,
  productValues,
  unitBody,
} from './materials-form';

describe('materials form helpers', () => {
  it('trims texts and turns blanks into null', () => {
    expect(unitBody({ code: ' KG ', name: ' Kilogram', precision: 3, remark: '  ' })).toEqual({
      code: 'KG',
      name: 'Kilogram',
      precision: 3,
      remark: null,
    });
    expect(unitBody({ code: 'PCS', name: 'Piece', precision: null })).toMatchObject({ precision: 0, remark: null });
    expect(
      materialBody({ code: 'M1', name: 'Screw', spec: ' ', type: 'raw', attribute: 'purchased', unitId: '7' }),
    ).toEqual({
      code: 'M1',
      name: 'Screw',
      spec: null,
      type: 'raw',
      attribute: 'purchased',
      unitId: '7',
      safetyStock: 0,
      remark: null,
    });
    expect(productTypeBody({ code: 'T', name: 'Fans', parentId: '' })).toEqual({
      code: 'T',
      name: 'Fans',
      parentId: null,
      sort: 0,
      remark: null,
    });
    expect(productBody({ code: 'P', name: 'Fan', unitId: '1', routingId: undefined, productTypeId: '5' })).toEqual({
      code: 'P',
      name: 'Fan',
      spec: null,
      productTypeId: '5',
      unitId: '1',
      routingId: null,
      remark: null,
    });
  });

  it('starts a new material as a purchased raw material and fills an edited one', () => {
    expect(materialValues(null)).toEqual({ type: 'raw', attribute: 'purchased', safetyStock: 0 });
    const row = { code: 'M1', name: 'x', spec: null, type: 'finished', attribute: 'selfMade', unitId: '3' } as Material;
    expect(materialValues({ ...row, safetyStock: 2.5, remark: 'r' })).toMatchObject({
      type: 'finished',
      safetyStock: 2.5,
    });
    expect(productValues({ code: 'P', routingId: null, unitId: '1' } as Product)).toMatchObject({ routingId: null });
  });

  it('checks a safety stock against the unit precision', () => {
    expect(fitsPrecision(5, 0)).toBe(true);
    expect(fitsPrecision(5.5, 0)).toBe(false);
    expect(fitsPrecision(2.125, 3)).toBe(true);
    expect(fitsPrecision(2.1255, 3)).toBe(false);
    expect(fitsPrecision(null, 0)).toBe(true);
  });

  it('names a referenced record by code and name', () => {
    expect(codeName('R-CB', 'Control board')).toBe('R-CB Control board');
    expect(codeName('R-CB', null)).toBe('R-CB');
    expect(codeName(null, 'x')).toBe('');
  });
});
