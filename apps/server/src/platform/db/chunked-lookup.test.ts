import { describe, expect, it } from 'vitest';
import { findByIds, LOOKUP_CHUNK, lookupInChunks } from './chunked-lookup.js';

describe('chunked lookups', () => {
  it('names each distinct key once, at most a chunk a lookup', async () => {
    const chunks: number[][] = [];
    const found = await lookupInChunks(
      [1, 2, 3, 2, 4, 5],
      async (chunk) => {
        chunks.push(chunk);
        return chunk.map((key) => key * 10);
      },
      2,
    );
    expect(chunks).toEqual([[1, 2], [3, 4], [5]]);
    expect(found).toEqual([10, 20, 30, 40, 50]);
  });

  it('finds records by id, blanks left out, in chunks of the default size', async () => {
    const ids = Array.from({ length: LOOKUP_CHUNK + 1 }, (_, index) => `id-${index}`);
    const sizes: number[] = [];
    const byId = await findByIds([...ids, null, '', undefined, 'id-0'], async (chunk) => {
      sizes.push(chunk.length);
      return chunk.filter((id) => id !== 'id-1').map((id) => ({ id, code: id.toUpperCase() }));
    });
    expect(sizes).toEqual([LOOKUP_CHUNK, 1]);
    expect(byId.size).toBe(LOOKUP_CHUNK);
    expect(byId.get('id-0')).toEqual({ id: 'id-0', code: 'ID-0' });
    expect(byId.has('id-1')).toBe(false);
  });

  it('looks nothing up for no keys', async () => {
    let calls = 0;
    expect(await findByIds([null], async () => (calls++, []))).toEqual(new Map());
    expect(calls).toBe(0);
  });
});
