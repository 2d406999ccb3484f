import { type AccountInfo, isLanguage, type Language } from '@takt/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors.js';
import { asField } from '../../platform/http/json-fragment.js';
import type { AccessService } from '../access/access.service.js';
import type { TimeZoneService } from '../preferences/time-zone.service.js';
import type { TenantService } from '../tenants/tenant.service.js';
import { SessionEndReason } from './auth.service.js';
import type { IdentityRepository } from './identity.repository.js';

export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly repo: IdentityRepository,
    private readonly tenants: TenantService,
    private readonly access: AccessService,
    private readonly timeZones: Pick<TimeZoneService, 'fromSaved'>,
  ) {}

  /** Spec 000 §3 "User info": the user, the enterprise, permissions, apps and menu tree. */
  info(auth: AuthContext, language: Language): Promise<AccountInfo> {
    return this.db.tenant(auth.tenantId, async () => {
      const facts = await this.repo.accountFacts(auth.tenantId, auth.userId);
      if (!facts) throw notFound();
      const { user, organisationName } = facts;
      const tenant = await this.tenants.get(auth.tenantId);
      const { fragments, apps } = await this.access.profile(auth, language, tenant.defaultApp);
      const zones = await this.timeZones.fromSaved(auth.tenantId, facts.savedPreferences);
      return {
        id: user.id,
        account: user.account,
        name: user.name,
        nickname: user.nickname,
        avatar: user.avatar,
        signature: user.signature,
        adminType: user.adminType,
        phone: user.phone,
        email: user.email,
        gender: user.gender,
        birthday: user.birthday,
        organization: user.orgId && organisationName !== null ? { id: user.orgId, name: organisationName } : null,
        roles: facts.roleNames,
        language: isLanguage(user.language) ? user.language : language,
        // Shared by every caller with the same grants and language, checked and serialised once.
        permissions: asField(fragments.permissions),
        allPermissions: asField(fragments.allPermissions),
        apps,
        menus: asField(fragments.menus),
        tenantId: tenant.id,
        tenantName: tenant.name,
        tenantCode: tenant.code,
        isPermanent: tenant.isPermanent,
        deadline: tenant.isPermanent ? null : tenant.deadline,
        employeeInfo: { jobNumber: user.jobNumber },
        enterpriseTimeZone: zones.enterprise,
        timeZone: zones.effective,
      };
    });
  }

  /** The ids among `userIds` that name no user of the tenant (for recipients of messages and notices). */
  async unknownUserIds(tenantId: string, userIds: readonly string[]): Promise<string[]> {
    const known = new Set(await this.repo.existingUserIds(tenantId, userIds));
    return userIds.filter((id) => !known.has(id));
  }

  /** Users of the enterprise named by account (id, account and name); unknown accounts are left out. */
  usersByAccount(tenantId: string, accounts: readonly string[]) {
    return this.repo.usersByAccount(tenantId, accounts);
  }

  /** Saves the user's interface language on their account. */
  async setLanguage(auth: AuthContext, language: Language): Promise<void> {
    await this.repo.setLanguage(auth.tenantId, auth.userId, language);
  }

  /**
   * The accounts a mobile number or e-mail address belongs to, in any enterprise (at most two:
   * enough to tell one from several).
   */
  findByContact(target: { phone: string } | { email: string }) {
    return this.repo.findByContact(target, 2);
  }

  /** Sets a new password and ends the account's sessions everywhere. */
  async resetPassword(tenantId: string, userId: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.db.tenant(tenantId, async () => {
      await this.repo.setPasswordHash(tenantId, userId, passwordHash);
      await this.repo.revokeUserSessions(tenantId, userId, SessionEndReason.LOGOUT);
    });
  }
}
