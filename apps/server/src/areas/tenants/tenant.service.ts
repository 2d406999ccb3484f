import { APP_CATALOG, type Language, TRIAL_DAYS } from '@takt/contracts';
import { TenantCache } from '../../platform/cache/tenant-cache.js';
import type { Database } from '../../platform/db/database.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { MessageKey, MessageParams } from '../../platform/i18n/messages.js';
import type { TenantRepository, TenantRow } from './tenant.repository.js';
import { type StoredStorage, storedStorage } from './tenant-storage.js';

/** Today as `YYYY-MM-DD` in the server's time zone (deadlines are calendar dates). */
export function localDate(now = new Date()): string {
  const offsetMs = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offsetMs).toISOString().slice(0, 10);
}

/** The calendar date `days` after `from` (`YYYY-MM-DD`). */
export function addDays(from: string, days: number): string {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface EnterpriseRegistration {
  enterpriseName: string;
  account: string;
  adminName: string;
  passwordHash: string;
  phone: string | null;
  email: string | null;
  language: Language;
}

export interface RegisteredEnterprise {
  tenantId: string;
  tenantCode: string;
  tenantName: string;
  userId: string;
  account: string;
  deadline: string;
}

export type TenantRefusal = { key: MessageKey; params?: MessageParams };

/** Why the enterprise's users may not work now, or null when they may. */
export function tenantRefusal(
  tenant: Pick<TenantRow, 'enabled' | 'isPermanent' | 'deadline'>,
  today = localDate(),
): TenantRefusal | null {
  if (!tenant.enabled) return { key: 'auth.tenantDisabled' };
  if (!tenant.isPermanent && tenant.deadline && tenant.deadline < today) {
    return { key: 'auth.tenantExpired', params: { date: tenant.deadline } };
  }
  return null;
}

export class TenantService {
  /** Read by every request's session check; changed only by platform administration. */
  private readonly rows: TenantCache<TenantRow | undefined>;

  constructor(
    private readonly tenants: TenantRepository,
    db: Database,
    bus: EventBus,
  ) {
    this.rows = new TenantCache('tenantRow', db, bus, (tenantId) => tenants.findById(tenantId));
  }

  async get(tenantId: string): Promise<TenantRow> {
    const tenant = await this.rows.get(tenantId);
    if (!tenant) throw notFound();
    return tenant;
  }

  /** The enterprise's object storage (secret included, for the files area), or null: the local folder. */
  async storageOf(tenantId: string): Promise<StoredStorage | null> {
    return storedStorage((await this.get(tenantId)).settings);
  }

  /** Call inside the transaction that changes the enterprise's row. */
  changed(tenantId: string): void {
    this.rows.changed(tenantId);
  }

  /**
   * Self-service registration: a new enterprise on a {@link TRIAL_DAYS}-day trial, granted every
   * app an enterprise may have, with the registrant as its administrator. Platform work: no
   * tenant exists yet. The account must be free across the platform.
   */
  async registerEnterprise(input: EnterpriseRegistration, today = localDate()): Promise<RegisteredEnterprise> {
    if (await this.tenants.accountTaken(input.account)) {
      throw conflict('register.accountTaken', { account: input.account });
    }
    const deadline = addDays(today, TRIAL_DAYS);
    const defaultApp = APP_CATALOG.find((app) => app.isDefault && !app.platformOnly)?.code ?? 'system';
    const created = await this.tenants.createEnterprise({
      name: input.enterpriseName,
      isPermanent: false,
      deadline,
      defaultApp,
      defaultLanguage: input.language,
      appCodes: APP_CATALOG.filter((app) => !app.platformOnly).map((app) => app.code),
      admin: {
        account: input.account,
        name: input.adminName,
        passwordHash: input.passwordHash,
        phone: input.phone,
        email: input.email,
        language: input.language,
      },
    });
    return { ...created, tenantName: input.enterpriseName, account: input.account, deadline };
  }
}
