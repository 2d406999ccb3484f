import { AdminType } from '@takt/contracts';

/**
 * The permission check of spec 000 §6, exactly:
 * - adminType 1 (super administrator) passes every check;
 * - a code the product knows (in `allPermissions`) passes only when the user holds it;
 * - a code absent from `allPermissions` is not under permission control: allowed.
 */
export function hasAction(
  permissions: readonly string[] | ReadonlySet<string>,
  allPermissions: readonly string[] | ReadonlySet<string>,
  code: string,
  adminType: number,
): boolean {
  if (adminType === AdminType.SUPER_ADMIN) return true;
  const known = 'has' in allPermissions ? allPermissions.has(code) : allPermissions.includes(code);
  if (!known) return true;
  return 'has' in permissions ? permissions.has(code) : permissions.includes(code);
}

export interface AccessSubject {
  permissions: readonly string[];
  allPermissions: readonly string[];
  adminType: number;
}

/** A checker bound to one user, with set lookups (tables ask for every row). */
export function createAccess(subject: AccessSubject | null | undefined): (code: string) => boolean {
  if (!subject) return () => false;
  const permissions = new Set(subject.permissions);
  const allPermissions = new Set(subject.allPermissions);
  return (code) => hasAction(permissions, allPermissions, code, subject.adminType);
}
