import type { AccountMenu } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { adminTypeKey, countMenuPages } from './account-center';

function menu(id: string, children: AccountMenu[] = []): AccountMenu {
  return {
    id,
    pid: '0',
    name: id,
    path: `/${id}`,
    component: null,
    redirect: null,
    appCode: 'system',
    hidden: false,
    hideChildrenInMenu: false,
    meta: { title: id, icon: null, target: null, link: null, hidden: false },
    children,
  };
}

describe('countMenuPages', () => {
  it('counts the leaves of the tree', () => {
    expect(countMenuPages([])).toBe(0);
    expect(countMenuPages([menu('a')])).toBe(1);
    expect(countMenuPages([menu('root', [menu('a'), menu('b', [menu('c'), menu('d')])]), menu('e')])).toBe(4);
  });
});

describe('adminTypeKey', () => {
  it('names the three user types', () => {
    expect(adminTypeKey(1)).toBe('welcome.adminTypes.superAdmin');
    expect(adminTypeKey(2)).toBe('welcome.adminTypes.enterpriseAdmin');
    expect(adminTypeKey(3)).toBe('welcome.adminTypes.user');
    expect(adminTypeKey(99)).toBe('welcome.adminTypes.user');
  });
});
