/** A user a push may reach, with the addresses the channels use. */
export interface PushRecipient {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
}

/** Who the user, role and organisation targets of a push are (built in app.ts from the areas that know). */
export interface PushDirectory {
  recipients(
    tenantId: string,
    targets: { users: readonly string[]; roles: readonly string[]; organisations: readonly string[] },
  ): Promise<PushRecipient[]>;
}

/**
 * The directory over the areas that own users, roles and organisations: a role reaches its
 * enabled holders, an organisation its users and those of every organisation below it.
 */
export function pushDirectory(areas: {
  roles: { userIdsOfRoles(tenantId: string, roleIds: readonly string[]): Promise<string[]> };
  organisations: { subtreeIds(tenantId: string, rootIds: readonly string[]): Promise<string[]> };
  users: {
    contactsOf(tenantId: string, userIds: readonly string[], orgIds: readonly string[]): Promise<PushRecipient[]>;
  };
}): PushDirectory {
  return {
    async recipients(tenantId, targets) {
      if (!targets.users.length && !targets.roles.length && !targets.organisations.length) return [];
      const holders = await areas.roles.userIdsOfRoles(tenantId, targets.roles);
      const orgIds = targets.organisations.length
        ? await areas.organisations.subtreeIds(tenantId, targets.organisations)
        : [];
      return areas.users.contactsOf(tenantId, [...new Set([...targets.users, ...holders])], orgIds);
    },
  };
}
