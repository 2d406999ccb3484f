import { unitApi } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import type { RouteClient } from './route-client.js';

describe('the route client of the tests', () => {
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
