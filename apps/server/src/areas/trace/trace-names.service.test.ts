import { describe, expect, it } from 'vitest';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { NameCache, TraceNames } from './trace-names.service.js';

/** A registry knowing one station, counting its lookups. */
function registry() {
  const asked: string[][] = [];
  const references = {
    options: async (_tenantId: string, query: { ids?: string[] }) => {
      asked.push([...(query.ids ?? [])]);
      return (query.ids ?? []).filter((id) => id === '1').map((id) => ({ id, code: 'S1', name: 'Station 1' }));
    },
  } as unknown as ReferenceRegistry;
  return { references, asked };
}

describe('trace names', () => {
  it('looks each id up once within the cache time, found or gone', async () => {
    const { references, asked } = registry();
    const userAsks: string[][] = [];
    const userNames = async (_tenantId: string, ids: readonly string[]) => {
      userAsks.push([...ids]);
      return new Map(ids.filter((id) => id === '7').map((id) => [id, 'Operator']));
    };
    const cache = new NameCache();
    for (let i = 0; i < 3; i++) {
      const names = await new TraceNames(references, userNames, cache)
        .want('station', '1', '2')
        .wantUser('7', '8')
        .load('10');
      expect(names.ref('station', '1')).toEqual({ id: '1', code: 'S1', name: 'Station 1' });
      expect(names.ref('station', '2')).toBeNull();
      expect(names.user('7')).toEqual({ id: '7', name: 'Operator' });
      expect(names.user('8')).toBeNull();
    }
    expect(asked).toEqual([['1', '2']]);
    expect(userAsks).toEqual([['7', '8']]);
  });
});
