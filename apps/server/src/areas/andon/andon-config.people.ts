import { invalid } from '../../platform/errors.js';

/** Names of the enterprise's users and roles (identity and access areas, built in app.ts). */
export interface AndonPeople {
  userNames(tenantId: string, ids: readonly string[]): Promise<Map<string, string>>;
  roleNames(tenantId: string, ids: readonly string[]): Promise<Map<string, string>>;
}

/** Refuses ids naming no user (or role) of the enterprise, another enterprise's included. */
export async function assertPeopleExist(
  people: AndonPeople,
  tenantId: string,
  wanted: { userIds: readonly string[]; roleIds: readonly string[]; usersField: string; rolesField: string },
): Promise<void> {
  const missing = async (ids: readonly string[], names: typeof people.userNames) => {
    if (ids.length === 0) return [];
    const known = await names(tenantId, ids);
    return ids.filter((id) => !known.has(id));
  };
  const users = await missing(wanted.userIds, people.userNames);
  if (users.length > 0) throw invalid('andonConfig.usersMissing', { field: wanted.usersField, ids: users.join(', ') });
  const roles = await missing(wanted.roleIds, people.roleNames);
  if (roles.length > 0) throw invalid('andonConfig.rolesMissing', { field: wanted.rolesField, ids: roles.join(', ') });
}

/** Each id with its name (ids gone since are left out). */
export function named(ids: readonly string[], names: Map<string, string>) {
  return ids.flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
}
