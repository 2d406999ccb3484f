import {
  AdminType,
  DataScopeKind,
  type MenuGrantNode,
  type PageResult,
  type Role,
  type RoleDataGrant,
  type RoleDetail,
  type RoleOption,
  type roleAddSchema,
  type roleEditSchema,
  type rolePageQuerySchema,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { businessRule, conflict, notFound } from '../../platform/errors.js';
import type { UserOrgDirectory } from '../identity/user-orgs.js';
import type { OrganisationService } from '../organisations/organisation.service.js';
import type { AccessSubject } from './access.service.js';
import type { RoleRepository, RoleRow } from './role.repository.js';

const isId = (id: string) => /^[1-9]\d{0,18}$/.test(id);

export interface RoleBrief {
  id: string;
  name: string;
  code: string;
}

/** What the enterprise may grant: the tree of `GET /menu/tenant_own_tree` (the menus area). */
export interface GrantableMenus {
  tenantOwnTree(subject: AccessSubject, language: 'en-US'): Promise<MenuGrantNode[]>;
}

function toDto(row: RoleRow): Role {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    sort: row.sort,
    enabled: row.enabled,
    remark: row.remark,
    dataScope: row.dataScope,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function flatten(nodes: readonly MenuGrantNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    into.add(node.id);
    flatten(node.children, into);
  }
  return into;
}

/**
 * Roles of an enterprise (spec 000 §3, §6). Roles live in each enterprise; the super
 * administrator holds no role (adminType 1 passes every check), and the routes that could touch
 * it — role assignment, data grants — refuse (spec 000 §6: it cannot be edited, deleted or
 * re-authorised).
 */
export class RoleService {
  constructor(
    private readonly db: Database,
    private readonly repo: RoleRepository,
    private readonly users: UserOrgDirectory,
    private readonly organisations: OrganisationService,
    private readonly menus: GrantableMenus,
  ) {}

  // ── lookups for other areas ────────────────────────────────────────────────────────────

  /** The ids among `ids` that name no role of the tenant, and the users holding the others (messages to roles). */
  async holdersOf(tenantId: string, ids: readonly string[]): Promise<{ unknownIds: string[]; userIds: string[] }> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return { unknownIds: [], userIds: [] };
    return this.db.tenant(tenantId, async () => {
      const known = new Set(await this.repo.existingIds(tenantId, wanted));
      const userIds = await this.repo.holderIds(tenantId, [...known]);
      return { unknownIds: wanted.filter((id) => !known.has(id)), userIds };
    });
  }

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
    for (const [name, ids] of matches) {
      const [only] = ids;
      if (ids.size === 1 && only) result.set(name, only);
    }
    return result;
  }

  /** The name of each of these roles the tenant has (unknown ids are left out). */
  async namesOf(tenantId: string, ids: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.repo.byIds(tenantId, [...new Set(ids)].filter(isId));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** The users holding any of these enabled roles, each once. */
  userIdsOfRoles(tenantId: string, roleIds: readonly string[]): Promise<string[]> {
    return this.repo.userIdsOfRoles(tenantId, [...new Set(roleIds)]);
  }

  /** Each user's roles (every user of `userIds` has an entry, empty when they hold none). */
  async rolesOfUsers(tenantId: string, userIds: readonly string[]): Promise<Map<string, RoleBrief[]>> {
    const unique = [...new Set(userIds)];
    const result = new Map<string, RoleBrief[]>(unique.map((id) => [id, []]));
    for (const row of await this.repo.rolesOfUsers(tenantId, unique.filter(isId))) {
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
      const adminType = isId(userId) ? await this.users.adminTypeOf(tenantId, userId) : null;
      if (adminType === null) throw notFound();
      if (adminType === AdminType.SUPER_ADMIN) throw businessRule('access.superAdminLocked');
      const unique = [...new Set(roleIds)];
      const known = new Set((await this.repo.byIds(tenantId, unique.filter(isId))).map((row) => row.id));
      const unknown = unique.filter((id) => !known.has(id));
      if (unknown.length > 0) throw notFound('access.unknownRoles', { ids: unknown.join(', ') });
      await this.repo.setUserRoles(tenantId, userId, unique);
    });
  }

  /**
   * Replaces the roles of many users at once (imports): the same rules as `assignToUser` for
   * every pair — each user must be one of the tenant's and not the super administrator (spec 000
   * §6), each role one of the tenant's — checked for the whole set before anything is written;
   * then one delete and one multi-row insert per chunk. A user named twice gets the last set.
   */
  assignMany(tenantId: string, pairs: readonly { userId: string; roleIds: readonly string[] }[]): Promise<void> {
    if (pairs.length === 0) return Promise.resolve();
    return this.db.tenant(tenantId, async () => {
      const grants = new Map(pairs.map((pair) => [pair.userId, [...new Set(pair.roleIds)]]));
      const userIds = [...grants.keys()];
      if (!userIds.every(isId)) throw notFound();
      const adminTypes = await this.users.adminTypesOf(tenantId, userIds);
      if (adminTypes.size !== userIds.length) throw notFound();
      if ([...adminTypes.values()].includes(AdminType.SUPER_ADMIN)) throw businessRule('access.superAdminLocked');
      const wanted = [...new Set([...grants.values()].flat())];
      const known = new Set((await this.repo.byIds(tenantId, wanted.filter(isId))).map((row) => row.id));
      const unknown = wanted.filter((id) => !known.has(id));
      if (unknown.length > 0) throw notFound('access.unknownRoles', { ids: unknown.join(', ') });
      await this.repo.setRolesOfUsers(tenantId, grants);
    });
  }

  // ── administration ─────────────────────────────────────────────────────────────────────

  async page(tenantId: string, query: z.output<typeof rolePageQuerySchema>): Promise<PageResult<Role>> {
    const { rows, totalRows } = await this.repo.page(
      tenantId,
      { name: query.name, code: query.code, enabled: query.enabled },
      query,
    );
    return { rows: rows.map(toDto), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  async dropDown(tenantId: string): Promise<RoleOption[]> {
    const rows = await this.repo.list(tenantId, { enabled: true });
    return rows.map((row) => ({ id: row.id, name: row.name, code: row.code }));
  }

  detail(tenantId: string, id: string): Promise<RoleDetail> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.get(tenantId, id);
      return {
        ...toDto(row),
        menuIds: await this.repo.menuIds(tenantId, id),
        orgIds: await this.repo.dataOrgIds(tenantId, id),
        userCount: await this.repo.userCount(tenantId, id),
      };
    });
  }

  /** A new role sees its users' own department until a data scope is granted. */
  add(tenantId: string, input: z.output<typeof roleAddSchema>): Promise<Role> {
    return this.db.tenant(tenantId, async () => {
      if (await this.repo.findByCode(tenantId, input.code))
        throw conflict('access.roleCodeTaken', { code: input.code });
      return toDto(
        await this.repo.insert(tenantId, { ...input, remark: input.remark ?? null, dataScope: DataScopeKind.DEPT }),
      );
    });
  }

  edit(tenantId: string, input: z.output<typeof roleEditSchema>): Promise<Role> {
    return this.db.tenant(tenantId, async () => {
      await this.get(tenantId, input.id);
      const sameCode = await this.repo.findByCode(tenantId, input.code);
      if (sameCode && sameCode.id !== input.id) throw conflict('access.roleCodeTaken', { code: input.code });
      const { id, ...values } = input;
      const row = await this.repo.update(tenantId, id, { ...values, remark: values.remark ?? null });
      if (!row) throw notFound();
      return toDto(row);
    });
  }

  /** Refuses a role that users hold, saying how many. */
  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.get(tenantId, id);
      const holders = await this.repo.userCount(tenantId, id);
      if (holders > 0) throw businessRule('access.roleInUse', { name: row.name, count: holders });
      await this.repo.delete(tenantId, id);
    });
  }

  ownMenu(tenantId: string, id: string): Promise<string[]> {
    return this.db.tenant(tenantId, async () => {
      await this.get(tenantId, id);
      return this.repo.menuIds(tenantId, id);
    });
  }

  /**
   * Replaces the role's menus and buttons. Each must be one the enterprise may grant (its apps
   * and function modules); permissions are read per request, so the role's users have the new
   * set on their next request.
   */
  grantMenu(tenantId: string, id: string, menuIds: readonly string[]): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      await this.get(tenantId, id);
      const unique = [...new Set(menuIds)];
      const grantable = flatten(
        await this.menus.tenantOwnTree({ tenantId, userId: '0', adminType: AdminType.ENTERPRISE_ADMIN }, 'en-US'),
      );
      const refused = unique.filter((menuId) => !grantable.has(menuId));
      if (refused.length > 0) throw businessRule('access.menusNotGrantable', { ids: refused.join(', ') });
      await this.repo.setMenus(tenantId, id, unique);
    });
  }

  ownData(tenantId: string, id: string): Promise<RoleDataGrant> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.get(tenantId, id);
      return {
        dataScope: row.dataScope as RoleDataGrant['dataScope'],
        orgIds: await this.repo.dataOrgIds(tenantId, id),
      };
    });
  }

  /** Sets the data scope; a CUSTOM scope needs at least one organisation of the enterprise. */
  grantData(tenantId: string, id: string, grant: RoleDataGrant): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      await this.get(tenantId, id);
      const orgIds = grant.dataScope === DataScopeKind.CUSTOM ? [...new Set(grant.orgIds)] : [];
      if (grant.dataScope === DataScopeKind.CUSTOM) {
        if (orgIds.length === 0) throw businessRule('access.customScopeNeedsOrgs');
        const unknown = await this.organisations.unknownIds(tenantId, orgIds);
        if (unknown.length > 0) throw notFound('organisations.unknownIds', { ids: unknown.join(', ') });
      }
      await this.repo.update(tenantId, id, { dataScope: grant.dataScope });
      await this.repo.setDataOrgs(tenantId, id, orgIds);
    });
  }

  private async get(tenantId: string, id: string): Promise<RoleRow> {
    const row = await this.repo.findById(tenantId, id);
    if (!row) throw notFound();
    return row;
  }
}
