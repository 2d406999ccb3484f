import { AdminType } from '@takt/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataScope, dataScopeCondition } from '../../platform/data-scope/data-scope.js';
import type { Database } from '../../platform/db/database.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser } from '../../test-support/fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { users } from '../identity/identity.table.js';
import { UserOrgDirectory } from '../identity/user-orgs.js';
import { OrganisationRepository } from '../organisations/organisation.repository.js';
import { OrganisationService } from '../organisations/organisation.service.js';
import { OrgType, organisations } from '../organisations/organisation.table.js';
import { DataScope as Kind, roles, userRoles } from './access.table.js';
import { DataScopeService } from './data-scope.service.js';
import { roleDataOrgs } from './data-scope.table.js';
import { RoleRepository } from './role.repository.js';
import { RoleService } from './role.service.js';

/**
 * Enterprise tree:  factory ─┬─ workshop ── line ── station
 *                            └─ department
 */
describe.each(testDatabaseKinds())('data scope resolver on %s', (kind) => {
  let t: TestServer;
  let db: Database;
  let scopes: DataScopeService;
  let orgs: OrganisationService;
  let roleService: RoleService;
  let tenantId: string;
  let otherTenantId: string;
  const org: Record<'factory' | 'workshop' | 'line' | 'station' | 'department', string> = {
    factory: '',
    workshop: '',
    line: '',
    station: '',
    department: '',
  };
  let serial = 0;

  const addOrg = (tenant: string, pid: string, name: string, type: number) =>
    db.system(async (tx) => {
      const [row] = await tx
        .insert(organisations)
        .values({ tenantId: tenant, pid, name, code: `${name}-${tenant}`, type })
        .returning({ id: organisations.id });
      return row!.id;
    });

  /** A regular user in `orgId` holding one role per scope given. */
  const userWith = async (
    orgId: string | null,
    roleScopes: { scope: number; orgs?: string[]; enabled?: boolean }[],
  ) => {
    serial += 1;
    const userId = await createUser(db, tenantId, { account: `scope_user_${serial}` });
    await db.system(async (tx) => {
      await tx.update(users).set({ orgId }).where(eq(users.id, userId));
      for (const [index, spec] of roleScopes.entries()) {
        const [role] = await tx
          .insert(roles)
          .values({
            tenantId,
            code: `scope_${serial}_${index}`,
            name: `scope ${serial} ${index}`,
            dataScope: spec.scope,
            enabled: spec.enabled ?? true,
          })
          .returning({ id: roles.id });
        if (spec.orgs?.length) {
          await tx.insert(roleDataOrgs).values(spec.orgs.map((orgId) => ({ tenantId, roleId: role!.id, orgId })));
        }
        await tx.insert(userRoles).values({ tenantId, userId, roleId: role!.id });
      }
    });
    return userId;
  };

  const resolve = (userId: string, adminType: number = AdminType.USER) =>
    scopes.resolve({ tenantId, userId, adminType });
  const limited = (orgIds: string[], ownerId: string | null = null): DataScope => ({
    kind: 'limited',
    orgIds: [...orgIds].sort(),
    ownerId,
  });

  beforeAll(async () => {
    t = await startTestServer(kind);
    db = t.server.db;
    const roleRepository = new RoleRepository(db, { changed: () => {} });
    const directory = new UserOrgDirectory(db);
    orgs = new OrganisationService(db, new OrganisationRepository(db), directory);
    roleService = new RoleService(db, roleRepository, directory, orgs, { tenantOwnTree: async () => [] });
    scopes = new DataScopeService(db, roleRepository, orgs, directory);
    tenantId = await createTenant(db, { code: 'scopes' });
    otherTenantId = await createTenant(db, { code: 'scopes_other' });
    org.factory = await addOrg(tenantId, '0', 'factory', OrgType.FACTORY);
    org.workshop = await addOrg(tenantId, org.factory, 'workshop', OrgType.WORKSHOP);
    org.line = await addOrg(tenantId, org.workshop, 'line', OrgType.LINE);
    org.station = await addOrg(tenantId, org.line, 'station', OrgType.WORKSTATION);
    org.department = await addOrg(tenantId, org.factory, 'department', OrgType.DEPARTMENT);
  });
  afterAll(() => t?.close());

  it('gives administrators everything, whatever their roles', async () => {
    const admin = await userWith(org.line, [{ scope: Kind.SELF }]);
    expect(await resolve(admin, AdminType.ENTERPRISE_ADMIN)).toEqual({ kind: 'all' });
    expect(await resolve(admin, AdminType.SUPER_ADMIN)).toEqual({ kind: 'all' });
    expect(await resolve(admin)).toEqual(limited([], admin));
  });

  it('ALL: everything; it wins over narrower roles', async () => {
    const user = await userWith(org.line, [{ scope: Kind.DEPT }, { scope: Kind.ALL }]);
    expect(await resolve(user)).toEqual({ kind: 'all' });
  });

  it('DEPT_AND_BELOW: the own organisation and its whole subtree', async () => {
    const user = await userWith(org.workshop, [{ scope: Kind.DEPT_AND_BELOW }]);
    expect(await resolve(user)).toEqual(limited([org.workshop, org.line, org.station]));
  });

  it('DEPT: the own organisation only', async () => {
    const user = await userWith(org.workshop, [{ scope: Kind.DEPT }]);
    expect(await resolve(user)).toEqual(limited([org.workshop]));
  });

  it('SELF: only rows the user owns', async () => {
    const user = await userWith(org.workshop, [{ scope: Kind.SELF }]);
    expect(await resolve(user)).toEqual(limited([], user));
  });

  it('CUSTOM: exactly the chosen organisations, without their subtrees', async () => {
    const user = await userWith(org.station, [{ scope: Kind.CUSTOM, orgs: [org.department, org.workshop] }]);
    expect(await resolve(user)).toEqual(limited([org.department, org.workshop]));
  });

  it('unions several roles and the organisations granted to the user directly', async () => {
    const user = await userWith(org.line, [
      { scope: Kind.DEPT_AND_BELOW },
      { scope: Kind.SELF },
      { scope: Kind.CUSTOM, orgs: [org.department] },
    ]);
    await scopes.grantUserOrgs(tenantId, user, [org.factory]);
    expect(await scopes.userOrgIds(tenantId, user)).toEqual([org.factory]);
    expect(await resolve(user)).toEqual(limited([org.line, org.station, org.department, org.factory], user));
  });

  it('ignores disabled roles; no organisation means nothing from DEPT scopes; no roles means nothing', async () => {
    const disabled = await userWith(org.line, [{ scope: Kind.ALL, enabled: false }, { scope: Kind.DEPT }]);
    expect(await resolve(disabled)).toEqual(limited([org.line]));
    const homeless = await userWith(null, [{ scope: Kind.DEPT_AND_BELOW }, { scope: Kind.DEPT }]);
    expect(await resolve(homeless)).toEqual(limited([]));
    const roleless = await userWith(org.line, []);
    const scope = await resolve(roleless);
    expect(scope).toEqual(limited([]));
    expect(dataScopeCondition(scope, { org: organisations.id })).toBeDefined();
  });

  it('grantUserOrgs replaces, refuses unknown or foreign organisations and the super administrator', async () => {
    const user = await userWith(org.line, []);
    await scopes.grantUserOrgs(tenantId, user, [org.factory, org.department, org.factory]);
    expect((await scopes.userOrgIds(tenantId, user)).sort()).toEqual([org.factory, org.department].sort());
    await scopes.grantUserOrgs(tenantId, user, [org.station]);
    expect(await scopes.userOrgIds(tenantId, user)).toEqual([org.station]);
    const foreign = await addOrg(otherTenantId, '0', 'foreign', OrgType.FACTORY);
    await expect(scopes.grantUserOrgs(tenantId, user, [foreign])).rejects.toMatchObject({
      messageKey: 'organisations.unknownIds',
    });
    expect(await scopes.userOrgIds(tenantId, user)).toEqual([org.station]);
    const superAdmin = await createUser(db, tenantId, { account: 'scope_super', adminType: AdminType.SUPER_ADMIN });
    await expect(scopes.grantUserOrgs(tenantId, superAdmin, [org.line])).rejects.toMatchObject({
      messageKey: 'access.superAdminLocked',
    });
  });

  it('organisation lookups for other areas', async () => {
    expect((await orgs.subtreeIds(tenantId, [org.workshop, org.department])).sort()).toEqual(
      [org.workshop, org.line, org.station, org.department].sort(),
    );
    expect(await orgs.subtreeIds(tenantId, [])).toEqual([]);
    const foreign = await addOrg(otherTenantId, '0', 'foreign2', OrgType.FACTORY);
    expect(await orgs.subtreeIds(tenantId, [foreign])).toEqual([]);
    expect(await orgs.exists(tenantId, org.line)).toBe(true);
    expect(await orgs.exists(tenantId, foreign)).toBe(false);
    expect(await orgs.exists(tenantId, 'x')).toBe(false);
    const names = await orgs.namesByIds(tenantId, [org.line, foreign]);
    expect([...names]).toEqual([[org.line, 'line']]);
    // Matches by name or by code; a name another organisation also uses is ambiguous.
    await addOrg(tenantId, org.factory, 'twin', OrgType.DEPARTMENT);
    await db.system(async (tx) => {
      await tx.insert(organisations).values({ tenantId, pid: org.factory, name: 'twin', code: 'twin-b', type: 2 });
    });
    const byName = await orgs.idsByNames(tenantId, ['line', `station-${tenantId}`, 'twin', 'nothing', 'foreign2']);
    expect(Object.fromEntries(byName)).toEqual({ line: org.line, [`station-${tenantId}`]: org.station });
  });

  it('role lookups and assignment for other areas', async () => {
    const user = await userWith(org.line, [{ scope: Kind.DEPT }]);
    const [first] = (await roleService.rolesOfUsers(tenantId, [user])).get(user)!;
    expect(first).toMatchObject({ code: `scope_${serial}_0` });
    const other = await userWith(org.line, [{ scope: Kind.SELF }]);
    const [second] = (await roleService.rolesOfUsers(tenantId, [other])).get(other)!;
    await roleService.assignToUser(tenantId, user, [first!.id, second!.id, second!.id]);
    const held = (await roleService.rolesOfUsers(tenantId, [user, other, '999999999'])).get(user)!;
    expect(held.map((role) => role.id).sort()).toEqual([first!.id, second!.id].sort());
    expect((await roleService.rolesOfUsers(tenantId, ['999999999'])).get('999999999')).toEqual([]);
    expect(await resolve(user)).toEqual(limited([org.line], user));
    await expect(roleService.assignToUser(tenantId, user, [first!.id, '123'])).rejects.toMatchObject({
      messageKey: 'access.unknownRoles',
    });
    await expect(roleService.assignToUser(tenantId, '999999999', [])).rejects.toMatchObject({
      messageKey: 'error.notFound',
    });
    const superAdmin = await createUser(db, tenantId, { account: 'roles_super', adminType: AdminType.SUPER_ADMIN });
    await expect(roleService.assignToUser(tenantId, superAdmin, [first!.id])).rejects.toMatchObject({
      messageKey: 'access.superAdminLocked',
    });
    await roleService.assignToUser(tenantId, user, []);
    expect((await roleService.rolesOfUsers(tenantId, [user])).get(user)).toEqual([]);
    const ids = await roleService.idsByNames(tenantId, [first!.code, second!.name, 'none']);
    expect(Object.fromEntries(ids)).toEqual({ [first!.code]: first!.id, [second!.name]: second!.id });
  });

  it('assigns the roles of many users at once with the same checks, all or nothing', async () => {
    const user = await userWith(org.line, [{ scope: Kind.DEPT }]);
    const other = await userWith(org.line, [{ scope: Kind.SELF }]);
    const [first] = (await roleService.rolesOfUsers(tenantId, [user])).get(user)!;
    const [second] = (await roleService.rolesOfUsers(tenantId, [other])).get(other)!;
    const idsOf = async (id: string) =>
      ((await roleService.rolesOfUsers(tenantId, [id])).get(id) ?? []).map((role) => role.id).sort();

    await roleService.assignMany(tenantId, [
      { userId: user, roleIds: [first!.id, second!.id, second!.id] },
      { userId: other, roleIds: [] },
    ]);
    expect(await idsOf(user)).toEqual([first!.id, second!.id].sort());
    expect(await idsOf(other)).toEqual([]);
    await roleService.assignMany(tenantId, []);

    // One bad pair refuses the whole call; nothing changes.
    const foreignUser = await createUser(db, otherTenantId, { account: `many_foreign_${serial}` });
    const superAdmin = await createUser(db, tenantId, {
      account: `many_super_${serial}`,
      adminType: AdminType.SUPER_ADMIN,
    });
    const refusals: [string, { userId: string; roleIds: string[] }][] = [
      ['access.unknownRoles', { userId: other, roleIds: [first!.id, '123'] }],
      ['error.notFound', { userId: '999999999', roleIds: [first!.id] }],
      ['error.notFound', { userId: foreignUser, roleIds: [first!.id] }],
      ['error.notFound', { userId: 'x', roleIds: [first!.id] }],
      ['access.superAdminLocked', { userId: superAdmin, roleIds: [first!.id] }],
    ];
    for (const [messageKey, pair] of refusals) {
      await expect(roleService.assignMany(tenantId, [{ userId: user, roleIds: [] }, pair])).rejects.toMatchObject({
        messageKey,
      });
    }
    expect(await idsOf(user)).toEqual([first!.id, second!.id].sort());
    expect(await idsOf(other)).toEqual([]);
    expect(await idsOf(superAdmin)).toEqual([]);
  });
});
