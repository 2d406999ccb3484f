import { unitApi } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { queryString, type RouteClient } from './route-client.js';

describe('the route client of the tests', () => {
  it('sends queries as the web client does: arrays as repeated keys, empty values left out', () => {
    expect(queryString({ id: ['1', '2'], q: 'a b', skip: undefined, none: null, empty: '' })).toBe('?id=1&id=2&q=a+b');
    expect(queryString({ at: new Date('2026-12-01T00:00:00Z') })).toBe('?at=2026-12-01T00%3A00%3A00.000Z');
    expect(queryString({})).toBe('');
    expect(queryString(undefined)).toBe('');
  });

  it('types bodies and queries by the route (checked by the typecheck, never run)', () => {
    const typed = async (api: RouteClient) => {
      await api.ok(unitApi.add, { body: { code: 'PCS', name: 'Piece' } });
      // @ts-expect-error: a misspelt field
      await api.ok(unitApi.add, { body: { code: 'PCS', nmae: 'Piece' } });
      // @ts-expect-error: not a sort field of units
      await api.call(unitApi.page, { query: { sortField: 'remark' } });
      // On purpose: the escape hatch.
      await api.call(unitApi.page, { query: { sortField: 'remark' } as never });
    };
    expect(typed).toBeTypeOf('function');
  });
});
