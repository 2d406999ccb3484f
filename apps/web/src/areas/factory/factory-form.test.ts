import { describe, expect, it } from 'vitest';
import { moveItem, toFactoryBody, toFactoryFormValues } from './factory-form';

describe('factory form helpers', () => {
  it('builds each kind’s body with its parent field, trimmed, blanks as null', () => {
    expect(
      toFactoryBody('line', { name: ' L1 ', code: ' SMT-L1 ', parentId: '7', description: '  ', ownerId: undefined }),
    ).toEqual({ workshopId: '7', code: 'SMT-L1', name: 'L1', description: null, sort: 0, ownerId: null });
    expect(toFactoryBody('workshop', { name: 'W', code: 'W', parentId: '1', ownerId: '9', sort: 3 })).toEqual({
      factoryId: '1',
      code: 'W',
      name: 'W',
      description: null,
      sort: 3,
      ownerId: '9',
    });
    // Workstations have no owner field at all (the contract is strict).
    expect(toFactoryBody('station', { name: 'S', code: 'S', parentId: '2', ownerId: '9', description: 'x' })).toEqual({
      lineId: '2',
      code: 'S',
      name: 'S',
      description: 'x',
      sort: 0,
      servedLineIds: [],
    });
    expect(
      toFactoryBody('station', { name: 'S', code: 'S', parentId: '2', servedLineIds: ['7', '8'] }).servedLineIds,
    ).toEqual(['7', '8']);
  });

  it('reads a row back into the form', () => {
    expect(toFactoryFormValues('station', { name: 'S', code: 'C', lineId: '4', description: null, sort: 2 })).toEqual({
      name: 'S',
      code: 'C',
      parentId: '4',
      ownerId: undefined,
      description: null,
      sort: 2,
      servedLineIds: [],
    });
    expect(
      toFactoryFormValues('station', { name: 'S', code: 'C', lineId: '4', servedLines: [{ id: '7', code: 'L2' }] })
        .servedLineIds,
    ).toEqual(['7']);
    expect(
      toFactoryFormValues('workshop', { name: 'W', code: 'C', factoryId: '1', ownerId: '5', sort: 0 }).ownerId,
    ).toBe('5');
  });

  it('moves an item up or down, never off the list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
