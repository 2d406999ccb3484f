import { isTimeZone, SystemParamCodes } from '@takt/contracts';
import { DEFAULT_MES_TIMEZONE } from '../parameters/parameter.defaults.js';
import type { PreferenceRepository } from './preference.repository.js';
import { validSaved } from './preference.service.js';

/** The zones of one user: the enterprise's, their own choice (null: none), and the one in effect. */
export interface UserTimeZones {
  enterprise: string;
  user: string | null;
  effective: string;
}

/**
 * Which time zone a user's times are shown in, and bucketed by: their preference when they chose
 * one, else the enterprise's (`mes.timezone`, Asia/Shanghai when unset or unknown). Pages,
 * exports and report buckets ask here, so they agree.
 */
export class TimeZoneService {
  constructor(
    private readonly repo: PreferenceRepository,
    private readonly parameters: { value(tenantId: string, code: string): Promise<string | null> },
  ) {}

  async enterprise(tenantId: string): Promise<string> {
    const value = (await this.parameters.value(tenantId, SystemParamCodes.MES_TIMEZONE))?.trim();
    return value && isTimeZone(value) ? value : DEFAULT_MES_TIMEZONE;
  }

  async of(tenantId: string, userId: string): Promise<UserTimeZones> {
    return this.fromSaved(tenantId, await this.repo.find(tenantId, userId));
  }

  /** The zones of a user whose saved preferences the caller has read already. */
  async fromSaved(tenantId: string, saved: Record<string, unknown> | undefined): Promise<UserTimeZones> {
    const enterprise = await this.enterprise(tenantId);
    const user = validSaved(saved).timeZone ?? null;
    return { enterprise, user, effective: user ?? enterprise };
  }

  /** The zone in effect for a user. */
  async effective(tenantId: string, userId: string): Promise<string> {
    return (await this.of(tenantId, userId)).effective;
  }
}
