import { notFound } from '../../platform/errors.js';
import type { MessageKey, MessageParams } from '../../platform/i18n/messages.js';
import type { TenantRepository, TenantRow } from './tenant.repository.js';

/** Today as `YYYY-MM-DD` in the server's time zone (deadlines are calendar dates). */
export function localDate(now = new Date()): string {
  const offsetMs = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offsetMs).toISOString().slice(0, 10);
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
  constructor(private readonly tenants: TenantRepository) {}

  async get(tenantId: string): Promise<TenantRow> {
    const tenant = await this.tenants.findById(tenantId);
    if (!tenant) throw notFound();
    return tenant;
  }
}
