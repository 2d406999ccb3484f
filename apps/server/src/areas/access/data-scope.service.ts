import { AdminType } from '@takt/contracts';
import type { DataScope, DataScopeResolver, DataScopeSubject } from '../../platform/data-scope/data-scope.js';
import type { Database } from '../../platform/db/database.js';
import { businessRule, notFound } from '../../platform/errors.js';
import type { UserOrgDirectory } from '../identity/user-orgs.js';
import type { OrganisationService } from '../organisations/organisation.service.js';
import { DataScope as DataScopeKind } from './access.table.js';
import type { RoleRepository } from './role.repository.js';

/**
 * Spec 000 §6 data scopes. Super and enterprise administrators see everything. A regular user
 * sees the union of their enabled roles' scopes — ALL: everything; DEPT_AND_BELOW: their own
 * organisation and everything below it; DEPT: their own organisation only; SELF: rows they own;
 * CUSTOM: the organisations chosen on the role (each alone, not its subtree) — plus the
 * organisations granted to them directly (`/user/grantData`). A user with no organisation gets
 * nothing from DEPT and DEPT_AND_BELOW.
 */
export class DataScopeService implements DataScopeResolver {
  constructor(
    private readonly db: Database,
    private readonly roles: RoleRepository,
    private readonly organisations: OrganisationService,
    private readonly users: UserOrgDirectory,
  ) {}

  resolve(subject: DataScopeSubject): Promise<DataScope> {
    if (subject.adminType === AdminType.SUPER_ADMIN || subject.adminType === AdminType.ENTERPRISE_ADMIN) {
      return Promise.resolve({ kind: 'all' });
    }
    const { tenantId, userId } = subject;
    return this.db.tenant(tenantId, async () => {
      const scopes = await this.roles.scopesOfUser(tenantId, userId);
      if (scopes.some((scope) => scope.dataScope === DataScopeKind.ALL)) return { kind: 'all' };
      const orgIds = new Set<string>(await this.roles.userDataOrgIds(tenantId, userId));
      let ownerId: string | null = null;
      const kinds = new Set(scopes.map((scope) => scope.dataScope));
      if (kinds.has(DataScopeKind.SELF)) ownerId = userId;
      if (kinds.has(DataScopeKind.DEPT) || kinds.has(DataScopeKind.DEPT_AND_BELOW)) {
        const ownOrg = await this.users.orgOf(tenantId, userId);
        if (ownOrg !== null) {
          if (kinds.has(DataScopeKind.DEPT_AND_BELOW)) {
            for (const id of await this.organisations.subtreeIds(tenantId, [ownOrg])) orgIds.add(id);
          }
          orgIds.add(ownOrg);
        }
      }
      for (const scope of scopes) {
        if (scope.dataScope === DataScopeKind.CUSTOM) for (const id of scope.orgIds) orgIds.add(id);
      }
      return { kind: 'limited', orgIds: [...orgIds].sort(), ownerId };
    });
  }

  /** Drops an organisation being deleted from every role's and user's data grants. */
  forgetOrg(tenantId: string, orgId: string): Promise<void> {
    return this.roles.forgetOrg(tenantId, orgId);
  }

  /** The organisations granted to the user directly (not through roles). */
  userOrgIds(tenantId: string, userId: string): Promise<string[]> {
    return this.roles.userDataOrgIds(tenantId, userId);
  }

  /**
   * Replaces the organisations granted to the user directly. Every id must name an organisation
   * of the tenant (else not found, naming the first unknown id); the super administrator's
   * grants cannot be changed (spec 000 §6).
   */
  grantUserOrgs(tenantId: string, userId: string, orgIds: readonly string[]): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const adminType = await this.users.adminTypeOf(tenantId, userId);
      if (adminType === null) throw notFound();
      if (adminType === AdminType.SUPER_ADMIN) throw businessRule('access.superAdminLocked');
      const unique = [...new Set(orgIds)];
      const unknown = await this.organisations.unknownIds(tenantId, unique);
      if (unknown.length > 0) throw notFound('organisations.unknownIds', { ids: unknown.join(', ') });
      await this.roles.setUserDataOrgs(tenantId, userId, unique);
    });
  }
}
