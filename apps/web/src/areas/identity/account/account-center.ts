import { type AccountMenu, AdminType } from '@takt/contracts';

/** Translation key of a user type (spec 000 §6: super administrator, enterprise administrator, user). */
export function adminTypeKey(
  adminType: number,
): 'welcome.adminTypes.superAdmin' | 'welcome.adminTypes.enterpriseAdmin' | 'welcome.adminTypes.user' {
  if (adminType === AdminType.SUPER_ADMIN) return 'welcome.adminTypes.superAdmin';
  if (adminType === AdminType.ENTERPRISE_ADMIN) return 'welcome.adminTypes.enterpriseAdmin';
  return 'welcome.adminTypes.user';
}

/** Menu entries that open a page (leaves), hidden ones included: what the user may open. */
export function countMenuPages(menus: readonly AccountMenu[]): number {
  let count = 0;
  for (const menu of menus) {
    count += menu.children.length === 0 ? 1 : countMenuPages(menu.children);
  }
  return count;
}
