import { describe, expect, it } from 'vitest';
import { idSchema } from './ids.js';

describe('idSchema', () => {
  it("accepts every id PostgreSQL's bigint holds", () => {
    for (const id of ['1', '42', '9223372036854775807']) expect(idSchema.safeParse(id).success).toBe(true);
  });

  it('refuses an id above the bigint range, as it refuses one of the wrong form', () => {
    for (const id of ['9223372036854775808', '9999999999999999999', '0', '01', 'abc', 'a\u0000b'])
      expect(idSchema.safeParse(id).success).toBe(false);
  });
});
