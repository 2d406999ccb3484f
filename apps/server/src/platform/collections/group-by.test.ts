import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by.js';

describe('groupBy', () => {
  it('keeps each key’s items in their order, and the keys in first-seen order', () => {
    const rows = [
      { bom: 'b', line: 1 },
      { bom: 'a', line: 2 },
      { bom: 'b', line: 3 },
    ];
    const groups = groupBy(rows, (row) => row.bom);
    expect([...groups.keys()]).toEqual(['b', 'a']);
    expect(groups.get('b')).toEqual([rows[0], rows[2]]);
    expect(groups.get('a')).toEqual([rows[1]]);
  });

  it('keeps what `value` picks, and answers an empty map for no items', () => {
    const pairs: [string, string][] = [
      ['s1', 'p1'],
      ['s1', 'p2'],
    ];
    expect(
      groupBy(
        pairs,
        ([station]) => station,
        ([, id]) => id,
      ),
    ).toEqual(new Map([['s1', ['p1', 'p2']]]));
    expect(groupBy([], (x: number) => x).size).toBe(0);
  });
});
