import { AdminType } from '@takt/contracts';
import type { Database } from '../../platform/db/database.js';
import { businessRule, notFound } from '../../platform/errors.js';
import type { UserOrgDirectory } from '../identity/user-orgs.js';
import type { RoleRepository } from './role.repository.js';

const isId = (id: string) => /^[1-9]\d{0,18}$/.test(id);

export interface RoleBrief {
  id: string;
  name: string;
  code: string;
}

export class RoleService {
  constructor(
    private readonly db: Database,
    private readonly repo: RoleRepository,
    private readonly users: UserOrgDirectory,
  ) {}

  /**
   * Role ids by name or code (for imports): each of `namesOrCodes` that matches exactly one role
   * of the tenant maps to its id; one matching none or several (e.g. a name equal to another
   * role's code) is left out.
   */
  async idsByNames(tenantId: string, namesOrCodes: readonly string[]): Promise<Map<string, string>> {
    const wanted = new Set(namesOrCodes.filter((name) => name.length > 0));
    const rows = await this.repo.byNamesOrCodes(tenantId, [...wanted]);
    const matches = new Map<string, Set<string>>();
    for (const row of rows) {
      for (const key of new Set([row.name, row.code])) {
        if (!wanted.has(key)) continue;
        const ids = matches.get(key) ?? new Set<string>();
        ids.add(row.id);
        matches.set(key, ids);
      }
    }
    const result = new Map<string, string>();
    for (const [name, ids] of matches) if (ids.size === 1) result.set(name, [...ids][0]!);
    return result;
  }

  /** Each user's roles (every user of `userIds` has an entry, empty when they hold none). */
  async rolesOfUsers(tenantId: string, userIds: readonly string[]): Promise<Map<string, RoleBrief[]>> {
    const unique = [...new Set(userIds)];
    const result = new Map<string, RoleBrief[]>(unique.map((id) => [id, []]));
    for (const row of await this.repo.rolesOfUsers(tenantId, unique)) {
      result.get(row.userId)?.push({ id: row.id, name: row.name, code: row.code });
    }
    return result;
  }

  /**
   * Replaces the user's roles. Every id must name a role of the tenant (else not found, naming
   * the unknown ids); the super administrator's roles cannot be changed (spec 000 §6). Takes
   * effect on the user's next request (permissions are read per request).
   */
  assignToUser(tenantId: string, userId: string, roleIds: readonly string[]): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const adminType = await this.users.adminTypeOf(tenantId, userId);
      if (adminType === null) throw notFound();
      if (adminType === AdminType.SUPER_ADMIN) throw businessRule('access.superAdminLocked');
      const unique = [...new Set(roleIds)];
      const known = new Set((await this.repo.byIds(tenantId, unique.filter(isId))).map((row) => row.id));
      const unknown = unique.filter((id) => !known.has(id));
      if (unknown.length > 0) throw notFound('access.unknownRoles', { ids: unknown.join(', ') });
      await this.repo.setUserRoles(tenantId, userId, unique);
    });
  }
}
