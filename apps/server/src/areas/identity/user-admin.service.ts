import {
  AdminType,
  DEFAULT_USER_PASSWORD_FALLBACK,
  Gender,
  type Language,
  LOGIN_PASSWORD_MAX,
  LOGIN_PASSWORD_MIN,
  type PageResult,
  type PermissionCode,
  Permissions,
  SystemParamCodes,
  USER_EXPORT_MAX_ROWS,
  type User,
  type UserBrief,
  type UserFilter,
  type UserNameRow,
  type UserOwnData,
  UserState,
  type userAddBodySchema,
  type userBasicListQuerySchema,
  type userEditBodySchema,
  type userExportQuerySchema,
  type userPageQuerySchema,
  type userSelectorQuerySchema,
} from '@takt/contracts';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { type DataScope, type DataScopeResolver, dataScopeCondition } from '../../platform/data-scope/data-scope.js';
import type { Database } from '../../platform/db/database.js';
import { businessRule, conflict, forbidden, notFound } from '../../platform/errors.js';
import { writeWorkbook } from '../../platform/excel/excel.js';
import type { Hub } from '../../platform/hub/hub.js';
import { type MessageKey, translate } from '../../platform/i18n/messages.js';
import { SessionEndReason } from './auth.service.js';
import {
  type AdminUserRow,
  type BriefUserRow,
  type UserAdminRepository,
  type UserVisibility,
  type UserWritable,
  userScopeColumns,
} from './user-admin.repository.js';

/** Why a user's sessions ended when an administrator reset their password. */
export const PASSWORD_RESET_REASON = 'password-reset';

/** What user administration asks of other areas, by their services. */
export interface UserAdminDeps {
  organisations: {
    subtreeIds(tenantId: string, rootIds: readonly string[]): Promise<string[]>;
    namesByIds(tenantId: string, ids: readonly string[]): Promise<Map<string, string>>;
    exists(tenantId: string, id: string): Promise<boolean>;
  };
  roles: {
    rolesOfUsers(
      tenantId: string,
      userIds: readonly string[],
    ): Promise<Map<string, { id: string; name: string; code: string }[]>>;
    assignToUser(tenantId: string, userId: string, roleIds: readonly string[]): Promise<void>;
  };
  dataScopes: DataScopeResolver & {
    userOrgIds(tenantId: string, userId: string): Promise<string[]>;
    grantUserOrgs(tenantId: string, userId: string, orgIds: readonly string[]): Promise<void>;
  };
  parameters: { value(tenantId: string, code: string): Promise<string | null> };
  access: { isAllowed(auth: AuthContext, permission: PermissionCode): Promise<boolean> };
  hub: Pick<Hub, 'publish'>;
}

type PageQuery = z.output<typeof userPageQuerySchema>;
type AddBody = z.output<typeof userAddBodySchema>;
type EditBody = z.output<typeof userEditBodySchema>;

const isAdmin = (adminType: number) => adminType === AdminType.SUPER_ADMIN || adminType === AdminType.ENTERPRISE_ADMIN;

export class UserAdminService {
  constructor(
    private readonly db: Database,
    private readonly repo: UserAdminRepository,
    private readonly deps: UserAdminDeps,
  ) {}

  // ---- reading ---------------------------------------------------------------------------

  async page(auth: AuthContext, query: PageQuery): Promise<PageResult<User>> {
    return this.db.tenant(auth.tenantId, async () => {
      const visibility = await this.visibility(auth, query.orgId);
      const { pageNo, pageSize, sortField, sortOrder, ...filter } = query;
      const { rows, totalRows } = await this.repo.page(auth.tenantId, visibility, filter, {
        pageNo,
        pageSize,
        sortField,
        sortOrder,
      });
      return { rows: await this.toDtos(auth.tenantId, rows), totalRows, pageNo, pageSize };
    });
  }

  async single(auth: AuthContext, id: string): Promise<User> {
    return this.db.tenant(auth.tenantId, async () => {
      const row = await this.findVisible(auth, id);
      return this.toDto(auth.tenantId, row);
    });
  }

  async simple(auth: AuthContext, id: string): Promise<UserBrief> {
    return this.db.tenant(auth.tenantId, async () => {
      const row = await this.findVisible(auth, id);
      return (await this.toBriefs(auth.tenantId, [row]))[0] as UserBrief;
    });
  }

  async userNames(auth: AuthContext, ids: readonly string[]): Promise<UserNameRow[]> {
    return this.db.tenant(auth.tenantId, async () => {
      const scope = await this.scopeCondition(auth);
      const rows = await this.repo.byIds(auth.tenantId, scope, [...new Set(ids)]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [{ id: row.id, account: row.account, name: row.name }] : [];
      });
    });
  }

  async selector(auth: AuthContext, query: z.output<typeof userSelectorQuerySchema>): Promise<UserBrief[]> {
    return this.db.tenant(auth.tenantId, async () => {
      const visibility = await this.visibility(auth, query.orgId);
      const { rows } = await this.repo.brief(
        auth.tenantId,
        visibility,
        { keyword: query.keyword, includeDisabled: query.includeDisabled },
        { pageNo: 1, pageSize: query.limit },
      );
      return this.toBriefs(auth.tenantId, rows);
    });
  }

  async basicList(auth: AuthContext, query: z.output<typeof userBasicListQuerySchema>): Promise<PageResult<UserBrief>> {
    return this.db.tenant(auth.tenantId, async () => {
      const visibility = await this.visibility(auth, query.orgId);
      const { keyword, orgId: _orgId, ...paging } = query;
      const { rows, totalRows } = await this.repo.brief(auth.tenantId, visibility, { keyword }, paging);
      return {
        rows: await this.toBriefs(auth.tenantId, rows),
        totalRows,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    });
  }

  async ownData(auth: AuthContext, id: string): Promise<UserOwnData> {
    return this.db.tenant(auth.tenantId, async () => {
      const row = await this.findVisible(auth, id);
      return { userId: row.id, orgIds: await this.deps.dataScopes.userOrgIds(auth.tenantId, row.id) };
    });
  }

  /** Whether `password` is the signed-in user's own. */
  async verifyOwnPassword(auth: AuthContext, password: string): Promise<boolean> {
    const hash = await this.repo.passwordHashOf(auth.tenantId, auth.userId);
    if (!hash) throw notFound();
    return verifyPassword(hash, password);
  }

  // ---- changing --------------------------------------------------------------------------

  add(auth: AuthContext, body: AddBody): Promise<User> {
    return this.db.tenant(auth.tenantId, async () => {
      const scope = await this.resolveScope(auth);
      await this.checkOrganisation(auth.tenantId, scope, body.orgId);
      const id = await this.repo.nextId(auth.tenantId);
      if (!(await this.repo.claimAccount(auth.tenantId, body.account, id))) {
        throw conflict('users.accountTaken', { account: body.account });
      }
      const { account, roleIds, ...fields } = body;
      const passwordHash = await hashPassword(await this.defaultPassword(auth.tenantId));
      const row = await this.repo.insert(auth.tenantId, {
        id,
        account,
        passwordHash,
        adminType: AdminType.USER,
        ...writable(fields),
      });
      if (roleIds.length > 0) await this.deps.roles.assignToUser(auth.tenantId, id, roleIds);
      return this.toDto(auth.tenantId, row);
    });
  }

  edit(auth: AuthContext, body: EditBody): Promise<User> {
    return this.db.tenant(auth.tenantId, async () => {
      const scope = await this.resolveScope(auth);
      const target = await this.findVisible(auth, body.id, scope);
      this.checkChangeable(auth, target);
      if (body.orgId !== target.orgId) await this.checkOrganisation(auth.tenantId, scope, body.orgId);
      if (body.status !== target.status) await this.checkStateChange(auth, target, body.status);
      const { id, roleIds, ...fields } = body;
      const row = await this.repo.update(auth.tenantId, id, writable(fields));
      if (!row) throw notFound();
      await this.deps.roles.assignToUser(auth.tenantId, id, roleIds);
      if (body.status === UserState.DISABLED && target.status !== UserState.DISABLED) {
        await this.signOut(auth.tenantId, id, SessionEndReason.FORCED, 'users.disabledNotice', auth.account);
      }
      return this.toDto(auth.tenantId, row);
    });
  }

  changeState(auth: AuthContext, id: string, status: number): Promise<User> {
    return this.db.tenant(auth.tenantId, async () => {
      const target = await this.findVisible(auth, id);
      this.checkChangeable(auth, target);
      await this.checkStateChange(auth, target, status);
      const row = await this.repo.update(auth.tenantId, id, { status });
      if (!row) throw notFound();
      if (status === UserState.DISABLED && target.status !== UserState.DISABLED) {
        await this.signOut(auth.tenantId, id, SessionEndReason.FORCED, 'users.disabledNotice', auth.account);
      }
      return this.toDto(auth.tenantId, row);
    });
  }

  /** Sets the default password of the system parameters and ends the user's sessions. */
  resetPassword(auth: AuthContext, id: string): Promise<void> {
    return this.db.tenant(auth.tenantId, async () => {
      const target = await this.findVisible(auth, id);
      this.checkChangeable(auth, target);
      const passwordHash = await hashPassword(await this.defaultPassword(auth.tenantId));
      await this.repo.setPasswordHash(auth.tenantId, id, passwordHash);
      await this.signOut(auth.tenantId, id, PASSWORD_RESET_REASON, 'users.passwordResetNotice', auth.account);
    });
  }

  authRole(auth: AuthContext, id: string, roleIds: readonly string[]): Promise<User> {
    return this.db.tenant(auth.tenantId, async () => {
      const target = await this.findVisible(auth, id);
      this.checkChangeable(auth, target);
      await this.deps.roles.assignToUser(auth.tenantId, id, roleIds);
      return this.toDto(auth.tenantId, target);
    });
  }

  grantData(auth: AuthContext, id: string, orgIds: readonly string[]): Promise<UserOwnData> {
    return this.db.tenant(auth.tenantId, async () => {
      const scope = await this.resolveScope(auth);
      const target = await this.findVisible(auth, id, scope);
      this.checkChangeable(auth, target);
      if (scope.kind === 'limited') {
        const allowed = new Set(scope.orgIds);
        if (orgIds.some((orgId) => !allowed.has(orgId))) throw businessRule('users.orgOutsideScope');
      }
      await this.deps.dataScopes.grantUserOrgs(auth.tenantId, id, orgIds);
      return { userId: id, orgIds: await this.deps.dataScopes.userOrgIds(auth.tenantId, id) };
    });
  }

  /**
   * Deletes a user with their directory entry, roles, data grants and sessions. Never the
   * caller, the super administrator or the enterprise's administrator.
   */
  delete(auth: AuthContext, id: string): Promise<void> {
    return this.db.tenant(auth.tenantId, async () => {
      const target = await this.findVisible(auth, id);
      if (target.adminType === AdminType.SUPER_ADMIN) throw businessRule('users.superAdminLocked');
      if (target.id === auth.userId) throw businessRule('users.cannotDeleteSelf');
      if (target.adminType === AdminType.ENTERPRISE_ADMIN) throw businessRule('users.cannotDeleteAdmin');
      await this.deps.roles.assignToUser(auth.tenantId, id, []);
      await this.deps.dataScopes.grantUserOrgs(auth.tenantId, id, []);
      const sessionIds = await this.repo.revokeSessions(auth.tenantId, id, SessionEndReason.FORCED);
      await this.repo.delete(auth.tenantId, id, target.account);
      if (sessionIds.length > 0) this.announceSignOut(auth.tenantId, id, 'users.deletedNotice', auth.account);
    });
  }

  // ---- export ----------------------------------------------------------------------------

  /** The filtered list (or the chosen ids) in list order as an .xlsx workbook. */
  exportWorkbook(
    auth: AuthContext,
    language: Language,
    request: { filter?: z.output<typeof userExportQuerySchema>; ids?: readonly string[] },
  ): Promise<Buffer> {
    return this.db.tenant(auth.tenantId, async () => {
      const { sortField, sortOrder, ...filter } = request.filter ?? {};
      const visibility = await this.visibility(auth, filter.orgId);
      const listFilter: UserFilter & { ids?: readonly string[] } = request.ids ? { ids: request.ids } : filter;
      if (!request.ids) {
        const total = await this.repo.countMatching(auth.tenantId, visibility, listFilter);
        if (total > USER_EXPORT_MAX_ROWS) throw businessRule('users.exportTooLarge', { max: USER_EXPORT_MAX_ROWS });
      }
      const rows = await this.repo.list(
        auth.tenantId,
        visibility,
        listFilter,
        { sortField, sortOrder },
        USER_EXPORT_MAX_ROWS,
      );
      const users = await this.toDtos(auth.tenantId, rows);
      const t = (key: MessageKey) => translate(language, key);
      const genderText: Record<number, string> = {
        [Gender.MALE]: t('users.gender.male'),
        [Gender.FEMALE]: t('users.gender.female'),
        [Gender.UNKNOWN]: t('users.gender.unknown'),
      };
      const statusText: Record<number, string> = {
        [UserState.NORMAL]: t('users.status.normal'),
        [UserState.DISABLED]: t('users.status.disabled'),
      };
      return writeWorkbook<User>([
        {
          name: t('users.sheet'),
          rows: users,
          columns: [
            { header: t('users.col.account'), width: 20, value: (u) => u.account },
            { header: t('users.col.name'), width: 20, value: (u) => u.name },
            { header: t('users.col.nickname'), width: 16, value: (u) => u.nickname },
            { header: t('users.col.gender'), width: 8, value: (u) => genderText[u.gender] ?? '' },
            { header: t('users.col.birthday'), width: 12, value: (u) => u.birthday },
            { header: t('users.col.phone'), width: 14, value: (u) => u.phone },
            { header: t('users.col.email'), width: 26, value: (u) => u.email },
            { header: t('users.col.organisation'), width: 20, value: (u) => u.orgName },
            { header: t('users.col.jobNumber'), width: 14, value: (u) => u.jobNumber },
            { header: t('users.col.roles'), width: 24, value: (u) => u.roleNames.join(', ') },
            { header: t('users.col.wecom'), width: 18, value: (u) => u.wecomAccount },
            { header: t('users.col.dingtalk'), width: 18, value: (u) => u.dingtalkAccount },
            { header: t('users.col.status'), width: 8, value: (u) => statusText[u.status] ?? '' },
            { header: t('users.col.createdAt'), width: 20, value: (u) => u.createdAt.slice(0, 19).replace('T', ' ') },
          ],
        },
      ]);
    });
  }

  // ---- helpers ---------------------------------------------------------------------------

  private resolveScope(auth: AuthContext): Promise<DataScope> {
    return this.deps.dataScopes.resolve({ tenantId: auth.tenantId, userId: auth.userId, adminType: auth.adminType });
  }

  private async scopeCondition(auth: AuthContext, scope?: DataScope): Promise<SQL | undefined> {
    return dataScopeCondition(scope ?? (await this.resolveScope(auth)), userScopeColumns);
  }

  /** The data scope and, when `orgId` is given, that organisation's subtree. */
  private async visibility(auth: AuthContext, orgId: string | undefined): Promise<UserVisibility> {
    const scope = await this.scopeCondition(auth);
    if (!orgId) return { scope };
    return { scope, orgIds: await this.deps.organisations.subtreeIds(auth.tenantId, [orgId]) };
  }

  /** A user inside the caller's scope; another enterprise's or an out-of-scope id is not found. */
  private async findVisible(auth: AuthContext, id: string, scope?: DataScope): Promise<AdminUserRow> {
    const row = await this.repo.find(auth.tenantId, await this.scopeCondition(auth, scope), id);
    if (!row) throw notFound();
    return row;
  }

  /**
   * Spec 000 §6: the super administrator cannot be edited or re-authorised. The enterprise's
   * administrator is changed only by an administrator (else anyone allowed to reset passwords
   * could take the enterprise over).
   */
  private checkChangeable(auth: AuthContext, target: AdminUserRow): void {
    if (target.adminType === AdminType.SUPER_ADMIN) throw businessRule('users.superAdminLocked');
    if (target.adminType === AdminType.ENTERPRISE_ADMIN && !isAdmin(auth.adminType)) {
      throw businessRule('users.adminOnlyByAdmin');
    }
  }

  /** Enabling needs `enable`, disabling `disable`; nobody disables themselves or the administrator. */
  private async checkStateChange(auth: AuthContext, target: AdminUserRow, status: number): Promise<void> {
    const permission = status === UserState.DISABLED ? Permissions.sys.user.disable : Permissions.sys.user.enable;
    if (!(await this.deps.access.isAllowed(auth, permission))) throw forbidden(permission);
    if (status === UserState.DISABLED) {
      if (target.id === auth.userId) throw businessRule('users.cannotDisableSelf');
      if (target.adminType === AdminType.ENTERPRISE_ADMIN) throw businessRule('users.cannotDisableAdmin');
    }
  }

  /** The organisation must exist and, for a scoped caller, lie inside their scope. */
  private async checkOrganisation(tenantId: string, scope: DataScope, orgId: string): Promise<void> {
    if (!(await this.deps.organisations.exists(tenantId, orgId))) throw notFound('users.orgNotFound');
    if (scope.kind === 'limited' && !scope.orgIds.includes(orgId)) throw businessRule('users.orgOutsideScope');
  }

  private async defaultPassword(tenantId: string): Promise<string> {
    const value = (await this.deps.parameters.value(tenantId, SystemParamCodes.USER_DEFAULT_PASSWORD))?.trim() ?? '';
    return value.length >= LOGIN_PASSWORD_MIN && value.length <= LOGIN_PASSWORD_MAX
      ? value
      : DEFAULT_USER_PASSWORD_FALLBACK;
  }

  /** Revokes every live session of the user now; their sockets are told once this commits. */
  private async signOut(tenantId: string, userId: string, reason: string, message: MessageKey, by: string) {
    const revoked = await this.repo.revokeSessions(tenantId, userId, reason);
    if (revoked.length > 0) this.announceSignOut(tenantId, userId, message, by);
  }

  private announceSignOut(tenantId: string, userId: string, message: MessageKey, by: string): void {
    this.db.afterCommit(() =>
      this.deps.hub.publish({
        target: { tenantId, userId },
        event: 'ForceOffline',
        data: { by },
        message: { key: message },
        close: true,
      }),
    );
  }

  private async toDto(tenantId: string, row: AdminUserRow): Promise<User> {
    const [dto] = await this.toDtos(tenantId, [row]);
    if (!dto) throw notFound();
    return dto;
  }

  private async toDtos(tenantId: string, rows: readonly AdminUserRow[]): Promise<User[]> {
    if (rows.length === 0) return [];
    const orgNames = await this.deps.organisations.namesByIds(
      tenantId,
      rows.flatMap((row) => (row.orgId ? [row.orgId] : [])),
    );
    const roles = await this.deps.roles.rolesOfUsers(
      tenantId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      const held = roles.get(row.id) ?? [];
      return {
        id: row.id,
        account: row.account,
        name: row.name,
        nickname: row.nickname,
        avatar: row.avatar,
        birthday: row.birthday,
        gender: row.gender ?? Gender.UNKNOWN,
        phone: row.phone,
        email: row.email,
        orgId: row.orgId,
        orgName: row.orgId ? (orgNames.get(row.orgId) ?? null) : null,
        jobNumber: row.jobNumber,
        roleIds: held.map((role) => role.id),
        roleNames: held.map((role) => role.name),
        wecomAccount: row.wecomAccount,
        dingtalkAccount: row.dingtalkAccount,
        status: row.status,
        adminType: row.adminType,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  private async toBriefs(tenantId: string, rows: readonly BriefUserRow[]): Promise<UserBrief[]> {
    const orgNames = await this.deps.organisations.namesByIds(
      tenantId,
      rows.flatMap((row) => (row.orgId ? [row.orgId] : [])),
    );
    return rows.map((row) => ({ ...row, orgName: row.orgId ? (orgNames.get(row.orgId) ?? null) : null }));
  }
}

function writable(fields: Omit<AddBody, 'account' | 'roleIds'> | Omit<EditBody, 'id' | 'roleIds'>): UserWritable {
  return {
    name: fields.name,
    nickname: fields.nickname,
    birthday: fields.birthday,
    gender: fields.gender,
    phone: fields.phone,
    email: fields.email,
    orgId: fields.orgId,
    jobNumber: fields.jobNumber,
    wecomAccount: fields.wecomAccount,
    dingtalkAccount: fields.dingtalkAccount,
    status: fields.status,
  };
}
