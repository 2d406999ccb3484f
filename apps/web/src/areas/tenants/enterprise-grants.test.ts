import type { Enterprise, GrantableApp } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { allGrantKeys, grantsFromKeys, keysFromGrants } from './EnterpriseListPage';

const apps: GrantableApp[] = [
  { code: 'system', name: 'System', modules: [] },
  {
    code: 'mes',
    name: 'MES',
    modules: [
      { id: '11', name: 'Plans' },
      { id: '12', name: 'Work orders' },
    ],
  },
];

describe('enterprise grant ticks', () => {
  it('ticks nothing while the grantable apps are still loading', () => {
    expect(allGrantKeys([])).toEqual([]);
  });

  it('ticks every module-less app and every module once they are loaded', () => {
    expect(allGrantKeys(apps)).toEqual(['app:system', '11', '12']);
    expect(grantsFromKeys(allGrantKeys(apps), apps)).toEqual({ apps: ['system', 'mes'], modules: ['11', '12'] });
  });

  it("shows an edited enterprise's grants, module-less apps included", () => {
    const enterprise = { apps: ['system', 'mes'], modules: ['12'] } as unknown as Enterprise;
    expect(keysFromGrants(enterprise, apps)).toEqual(['12', 'app:system']);
  });
});
