import type { DictItem } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { itemOf, labelOf, toOptions, toValueEnum } from './dictionary-lookup';

const gender: DictItem[] = [
  { code: '1', label: 'Male', color: 'blue', sort: 1, enabled: true },
  { code: '2', label: 'Female', color: 'magenta', sort: 2, enabled: true },
  { code: '3', label: 'Unknown', color: null, sort: 3, enabled: false },
];

describe('dictionary lookup', () => {
  it('turns stored values (numbers, strings, booleans) into labels', () => {
    expect(labelOf(gender, 1)).toBe('Male');
    expect(labelOf(gender, '2')).toBe('Female');
    expect(labelOf([{ code: 'true', label: 'Yes', color: null, sort: 1, enabled: true }], true)).toBe('Yes');
  });

  it('keeps labels of disabled values, shows an unknown code as itself and nothing for no value', () => {
    expect(labelOf(gender, 3)).toBe('Unknown');
    expect(labelOf(gender, 9)).toBe('9');
    expect(labelOf(undefined, 1)).toBe('1');
    expect(labelOf(gender, null)).toBe('');
    expect(labelOf(gender, undefined)).toBe('');
    expect(labelOf(gender, '')).toBe('');
  });

  it('finds an item by code', () => {
    expect(itemOf(gender, 2)?.color).toBe('magenta');
    expect(itemOf(gender, null)).toBeUndefined();
  });

  it('offers only enabled values as options, in order', () => {
    expect(toOptions(gender)).toEqual([
      { label: 'Male', value: '1' },
      { label: 'Female', value: '2' },
    ]);
    expect(toOptions(undefined)).toEqual([]);
  });

  it('gives ProTable every value, with a badge status for status colours and disabled ones marked', () => {
    const status: DictItem[] = [
      { code: '0', label: 'Enabled', color: 'success', sort: 1, enabled: true },
      { code: '1', label: 'Disabled', color: 'default', sort: 2, enabled: false },
    ];
    expect(toValueEnum(status)).toEqual({
      '0': { text: 'Enabled', status: 'Success' },
      '1': { text: 'Disabled', status: 'Default', disabled: true },
    });
    expect(toValueEnum(gender)['1']).toEqual({ text: 'Male' });
  });
});
