import { flattenMenuCatalog } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { isDetailPagePath } from './detail-pages';

describe('isDetailPagePath', () => {
  const hidden = flattenMenuCatalog().filter(({ seed, fullPath }) => seed.type === 'menu' && seed.hidden && fullPath);

  it('knows every hidden sub-page of the catalog', () => {
    expect(hidden.length).toBeGreaterThan(0);
    for (const { fullPath } of hidden) {
      expect(isDetailPagePath((fullPath as string).replace(/:[^/]+/g, '42'))).toBe(true);
    }
  });

  it('is false for visible pages and unknown paths', () => {
    const visible = flattenMenuCatalog().find(({ seed, fullPath }) => seed.type === 'menu' && !seed.hidden && fullPath);
    expect(isDetailPagePath(visible?.fullPath as string)).toBe(false);
    expect(isDetailPagePath('/no/such/page')).toBe(false);
  });
});
