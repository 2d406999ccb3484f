import { SERIAL_SCHEMES } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { codesCsv, moveElement, newElement, removeElement, replaceElement, schemeLabel } from './element-list';

describe('element list editing', () => {
  it('moves, replaces and removes elements', () => {
    const list = ['a', 'b', 'c'];
    expect(moveElement(list, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveElement(list, 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveElement(list, 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveElement(list, 2, 1)).toEqual(['a', 'b', 'c']);
    expect(replaceElement(list, 1, 'x')).toEqual(['a', 'x', 'c']);
    expect(removeElement(list, 0)).toEqual(['b', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('starts new elements with options the rule accepts', () => {
    expect(newElement('serial')).toEqual({ type: 'serial', scheme: 1, width: 4 });
    expect(newElement('date')).toEqual({ type: 'date', format: 'yyMMdd' });
    expect(newElement('constant')).toEqual({ type: 'constant', value: 'A' });
  });

  it('labels schemes from their parts', () => {
    const words = {
      product: 'Product',
      order: 'Order',
      count: 'Count',
      reset: { total: 'never reset', yearly: 'yearly', monthly: 'monthly', daily: 'daily' },
    };
    expect(schemeLabel(SERIAL_SCHEMES[0]!, words)).toBe('1. Count (never reset)');
    expect(schemeLabel(SERIAL_SCHEMES[12]!, words)).toBe('13. Product + yyMMdd + Count (daily)');
    expect(schemeLabel(SERIAL_SCHEMES[27]!, words)).toBe('28. Product + Order + yyyyMMdd + Count (daily)');
  });

  it('writes codes as CSV, quoting where needed', () => {
    expect(codesCsv('Code', ['A1', 'B,2', 'C"3'])).toBe('Code\r\nA1\r\n"B,2"\r\n"C""3"');
  });
});
