import { APP_CATALOG, flattenMenuCatalog } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { MENU_ICONS } from './menu-icons';

describe('menu icons', () => {
  it('bundles every icon the product catalog names', () => {
    const names = new Set<string>();
    for (const { seed } of flattenMenuCatalog()) if (seed.icon) names.add(seed.icon);
    for (const app of APP_CATALOG) names.add(app.icon);
    const missing = [...names].filter((name) => !(name in MENU_ICONS));
    expect(missing).toEqual([]);
  });
});
