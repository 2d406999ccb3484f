import {
  APP_CATALOG,
  deadlineIsPast,
  type Enterprise,
  type enterpriseAddSchema,
  type enterpriseEditSchema,
  type enterprisePageQuerySchema,
  type GrantableApp,
  type Language,
  localToday,
  type PageResult,
  Permissions,
  SubscriptionType,
} from '@takt/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { Database } from '../../platform/db/database.js';
import { businessRule, conflict, forbidden, invalid, notFound } from '../../platform/errors.js';
import type { Hub } from '../../platform/hub/hub.js';
import type { AccessService } from '../access/access.service.js';
import { SessionEndReason } from '../identity/auth.service.js';
import type { IdentityRepository } from '../identity/identity.repository.js';
import type { TenantRepository } from './tenant.repository.js';
import type { TenantService } from './tenant.service.js';
import type { TenantAdminRepository, TenantListRow, TenantRow } from './tenant-admin.repository.js';
import { type StoredStorage, storageConfigOf, storedStorage } from './tenant-storage.js';

type AddBody = z.output<typeof enterpriseAddSchema>;
type EditBody = z.output<typeof enterpriseEditSchema>;
type PageQuery = z.output<typeof enterprisePageQuerySchema>;

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Enterprise administration by the platform super administrator (spec 000 §3 "Enterprise", §5).
 * Runs outside the caller's transaction: platform work in `db.system`, and per-enterprise work
 * (its sessions, its administrator's password) in that enterprise's own context.
 *
 * Delete is a soft delete of a disabled enterprise: it leaves every list and can never sign in
 * again, while its production records (which a factory must keep) stay, and its code and
 * accounts stay reserved so nothing new can be mistaken for it.
 */
export class TenantAdminService {
  constructor(
    private readonly db: Database,
    private readonly repo: TenantAdminRepository,
    private readonly tenants: TenantRepository,
    /** Holds each enterprise's row in memory for session checks: told of every change. */
    private readonly tenantRows: TenantService,
    private readonly access: AccessService,
    private readonly identity: IdentityRepository,
    private readonly hub: Hub,
    private readonly platformTenantId: string,
  ) {}

  async page(query: PageQuery): Promise<PageResult<Enterprise>> {
    const { rows, totalRows } = await this.repo.page(query);
    return { rows: await this.toDtos(rows), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  async detail(id: string): Promise<Enterprise> {
    return (await this.toDtos([await this.live(id)]))[0]!;
  }

  grantable(language: Language): Promise<GrantableApp[]> {
    return this.access.grantableApps(this.platformTenantId, language);
  }

  async add(body: AddBody, today = localToday()): Promise<Enterprise> {
    const grants = await this.checkCommon(body, today);
    if (body.code && (await this.repo.findByCode(body.code)))
      throw conflict('enterprise.codeTaken', { code: body.code });
    if (await this.tenants.accountTaken(body.account)) {
      throw conflict('enterprise.accountTaken', { account: body.account });
    }
    const limits = await this.access.moduleLimitRows(this.platformTenantId, grants.apps, body.modules);
    let created: { tenantId: string };
    try {
      created = await this.tenants.createEnterprise({
        name: body.name,
        code: body.code,
        isPermanent: body.subscriptionType === SubscriptionType.PERMANENT,
        deadline: body.subscriptionType === SubscriptionType.PERMANENT ? null : body.deadline,
        defaultApp: grants.defaultApp,
        defaultLanguage: body.defaultLanguage,
        appCodes: grants.apps,
        moduleLimits: limits,
        columns: {
          enabled: body.enabled,
          ...(await this.workSideColumns(body, null)),
          settings: this.settingsWith({}, body.storage, null),
        },
        admin: {
          account: body.account,
          name: body.adminName,
          passwordHash: await hashPassword(body.password),
          phone: body.phone,
          email: body.email,
          language: body.defaultLanguage,
        },
      });
    } catch (error) {
      // Two administrators racing for the same code or account: the database decides.
      if (isUniqueViolation(error)) {
        if (body.code && (await this.repo.findByCode(body.code))) {
          throw conflict('enterprise.codeTaken', { code: body.code });
        }
        throw conflict('enterprise.accountTaken', { account: body.account });
      }
      throw error;
    }
    return this.detail(created.tenantId);
  }

  async edit(body: EditBody, today = localToday()): Promise<Enterprise> {
    const current = await this.mutable(body.id);
    const grants = await this.checkCommon(body, today);
    const limits = await this.access.moduleLimitRows(this.platformTenantId, grants.apps, body.modules);
    const workSide = await this.workSideColumns(body, current);
    await this.db.system(async () => {
      await this.updateRow(body.id, {
        name: body.name,
        adminName: body.adminName,
        phone: body.phone,
        email: body.email,
        isPermanent: body.subscriptionType === SubscriptionType.PERMANENT,
        deadline: body.subscriptionType === SubscriptionType.PERMANENT ? null : body.deadline,
        defaultApp: grants.defaultApp,
        defaultLanguage: body.defaultLanguage,
        ...workSide,
        settings: this.settingsWith(current.settings, body.storage, storedStorage(current.settings)),
      });
      await this.access.setTenantGrants(body.id, grants.apps, limits);
    });
    return this.detail(body.id);
  }

  /**
   * Enables or disables an enterprise. Disabling ends every session of it and tells all its
   * sockets at once (ForceOffline); its users' next request is refused.
   */
  async changeState(auth: AuthContext, id: string, enabled: boolean): Promise<Enterprise> {
    if (enabled && !(await this.access.isAllowed(auth, Permissions.platform.tenant.enable))) {
      throw forbidden(Permissions.platform.tenant.enable);
    }
    await this.mutable(id);
    await this.db.system(async () => {
      await this.updateRow(id, { enabled });
      if (!enabled) {
        this.db.afterCommit(() =>
          this.hub.publish({
            target: { tenantId: id },
            event: 'ForceOffline',
            data: { by: auth.account },
            message: { key: 'enterprise.disabledOffline' },
            close: true,
          }),
        );
      }
    });
    if (!enabled) await this.identity.revokeTenantSessions(id, SessionEndReason.FORCED);
    return this.detail(id);
  }

  async delete(id: string): Promise<void> {
    const tenant = await this.mutable(id);
    if (tenant.enabled) throw businessRule('enterprise.deleteEnabled');
    await this.updateRow(id, { deletedAt: new Date() });
    await this.identity.revokeTenantSessions(id, SessionEndReason.FORCED);
  }

  /** A new password for the enterprise administrator; their sessions end. */
  async resetAdminPassword(id: string, password: string): Promise<void> {
    const tenant = await this.mutable(id);
    if (!tenant.adminUserId) throw businessRule('enterprise.noAdmin');
    const hash = await hashPassword(password);
    await this.db.tenant(id, async () => {
      await this.identity.setPasswordHash(id, tenant.adminUserId!, hash);
      await this.identity.revokeUserSessions(id, tenant.adminUserId!, SessionEndReason.FORCED);
    });
  }

  /**
   * For the object storage page: sets (or with null removes) an enterprise's S3-compatible store,
   * the platform's own included; a blank secret keeps the stored one. Files already written
   * stay in the store they were written to.
   */
  async setStorage(id: string, input: AddBody['storage']): Promise<Enterprise> {
    const current = await this.live(id);
    await this.updateRow(id, { settings: this.settingsWith(current.settings, input, storedStorage(current.settings)) });
    return this.detail(id);
  }

  /** The enterprise's stored object storage, secret included (server use only: connection tests). */
  async storageOf(id: string): Promise<StoredStorage | null> {
    return storedStorage((await this.live(id)).settings);
  }

  /** For licence activation: a live enterprise by code (platform work). */
  async findByCode(code: string): Promise<TenantRow | undefined> {
    const row = await this.repo.findByCode(code);
    return row && !row.deletedAt ? row : undefined;
  }

  /** For licence activation: sets the subscription a licence grants. */
  async applySubscription(
    id: string,
    values: { isPermanent: boolean; deadline: string | null; workSideCount: number },
  ): Promise<void> {
    await this.updateRow(id, values);
  }

  private async updateRow(id: string, values: Parameters<TenantAdminRepository['update']>[1]) {
    const row = await this.repo.update(id, values);
    this.tenantRows.changed(id);
    return row;
  }

  private async live(id: string): Promise<TenantListRow> {
    const row = await this.repo.find(id);
    if (!row) throw notFound();
    return row;
  }

  /** An enterprise the platform may change: live, and not the platform itself. */
  private async mutable(id: string): Promise<TenantListRow> {
    const row = await this.live(id);
    if (row.isPlatform) throw businessRule('enterprise.platformProtected');
    return row;
  }

  /** §5 rules needing the clock or the catalog; returns the granted apps and the default app. */
  private async checkCommon(
    body: AddBody | EditBody,
    today: string,
  ): Promise<{ apps: string[]; defaultApp: string | null }> {
    if (
      body.subscriptionType === SubscriptionType.TIME_LIMITED &&
      body.deadline &&
      deadlineIsPast(body.deadline, today)
    ) {
      throw invalid('enterprise.deadlinePast');
    }
    const grantable = new Set((await this.access.grantableApps(this.platformTenantId, 'en-US')).map((app) => app.code));
    const apps = [...new Set(body.apps)];
    for (const app of apps) if (!grantable.has(app)) throw invalid('enterprise.unknownApp', { app });
    let defaultApp = body.defaultApp ?? null;
    if (defaultApp && !apps.includes(defaultApp)) throw invalid('enterprise.defaultAppNotGranted');
    if (!defaultApp) {
      defaultApp = APP_CATALOG.find((app) => app.isDefault && apps.includes(app.code))?.code ?? apps[0] ?? null;
    }
    return { apps, defaultApp };
  }

  private async workSideColumns(body: AddBody | EditBody, current: TenantRow | null) {
    return {
      workSideCount: body.workSideCount,
      workSideMaxParallel: body.workSideMaxParallel,
      pageTurnSeconds: body.pageTurnSeconds,
      instructionResolution: body.instructionResolution,
      // §5: blank keeps the current password.
      workSidePasswordHash: body.workSidePassword
        ? await hashPassword(body.workSidePassword)
        : (current?.workSidePasswordHash ?? null),
    };
  }

  private settingsWith(
    settings: Record<string, unknown>,
    input: AddBody['storage'],
    current: StoredStorage | null,
  ): Record<string, unknown> {
    const next = { ...settings };
    if (!input) {
      delete next.storage;
      return next;
    }
    const stored: StoredStorage = {
      region: input.region,
      bucket: input.bucket,
      endpoint: input.endpoint,
      pathStyle: input.pathStyle,
      accessKeyId: input.accessKeyId,
      // Blank keeps the stored secret.
      secretAccessKey: input.secretAccessKey ?? current?.secretAccessKey ?? null,
    };
    next.storage = stored;
    return next;
  }

  private async toDtos(rows: TenantListRow[]): Promise<Enterprise[]> {
    const grants = await this.access.tenantGrants(
      this.platformTenantId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      const granted = grants.get(row.id) ?? { apps: [], modules: [] };
      return {
        id: row.id,
        name: row.name,
        code: row.code,
        isPlatform: row.isPlatform,
        adminName: row.adminName,
        phone: row.phone,
        email: row.email,
        account: row.account,
        enabled: row.enabled,
        subscriptionType: row.isPermanent ? SubscriptionType.PERMANENT : SubscriptionType.TIME_LIMITED,
        deadline: row.isPermanent ? null : row.deadline,
        apps: granted.apps,
        modules: granted.modules,
        storage: storageConfigOf(storedStorage(row.settings)),
        workSideCount: row.workSideCount,
        defaultApp: row.defaultApp,
        defaultLanguage: row.defaultLanguage,
        workSidePasswordSet: row.workSidePasswordHash !== null,
        pageTurnSeconds: row.pageTurnSeconds,
        instructionResolution: row.instructionResolution,
        workSideMaxParallel: row.workSideMaxParallel,
        userCount: row.userCount,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }
}
