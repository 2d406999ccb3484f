import { type AccountInfo, isLanguage, type Language } from '@takt/contracts';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors.js';
import type { AccessService } from '../access/access.service.js';
import type { TenantService } from '../tenants/tenant.service.js';
import type { AuthContext } from './auth.service.js';
import type { IdentityRepository } from './identity.repository.js';

export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly repo: IdentityRepository,
    private readonly tenants: TenantService,
    private readonly access: AccessService,
  ) {}

  /** Spec 000 §3 "User info": the user, the enterprise, permissions, apps and menu tree. */
  info(auth: AuthContext, language: Language): Promise<AccountInfo> {
    return this.db.tenant(auth.tenantId, async () => {
      const user = await this.repo.findUser(auth.tenantId, auth.userId);
      if (!user) throw notFound();
      const tenant = await this.tenants.get(auth.tenantId);
      const profile = await this.access.profile(auth, language, tenant.defaultApp);
      return {
        id: user.id,
        account: user.account,
        name: user.name,
        nickname: user.nickname,
        avatar: user.avatar,
        adminType: user.adminType,
        phone: user.phone,
        language: isLanguage(user.language) ? user.language : language,
        ...profile,
        tenantId: tenant.id,
        tenantName: tenant.name,
        tenantCode: tenant.code,
        isPermanent: tenant.isPermanent,
        deadline: tenant.isPermanent ? null : tenant.deadline,
        employeeInfo: { jobNumber: user.jobNumber },
      };
    });
  }
}
