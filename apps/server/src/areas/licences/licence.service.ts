import { randomBytes } from 'node:crypto';
import {
  AdminType,
  type LicenceRecord,
  LicenceState,
  type licenceApplySchema,
  type licencePageQuerySchema,
  type licenceSignSchema,
  localToday,
  type PageResult,
  ResultCode,
  SubscriptionType,
} from '@takt/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import type { Database } from '../../platform/db/database.js';
import { AppError, businessRule, conflict, notFound } from '../../platform/errors.js';
import { addDays } from '../tenants/tenant.service.js';
import type { TenantAdminService } from '../tenants/tenant-admin.service.js';
import type { LicenceListRow, LicenceRepository } from './licence.repository.js';
import type { LicenceKeys } from './licence-keys.js';

type PageQuery = z.output<typeof licencePageQuerySchema>;
type ApplyBody = z.output<typeof licenceApplySchema>;
type SignBody = z.output<typeof licenceSignSchema>;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** `A` and 24 base32 characters (120 random bits). */
export function newApplicationCode(): string {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let out = 'A';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

function toDto(row: LicenceListRow): LicenceRecord {
  return {
    id: row.id,
    orderNo: row.orderNo,
    enterpriseId: row.enterpriseId,
    enterpriseCode: row.enterpriseCode,
    enterpriseName: row.enterpriseName,
    operatorJobNumber: row.operatorJobNumber,
    subscriptionType: row.subscriptionType,
    quantity: row.quantity,
    days: row.days,
    deadline: row.deadline,
    state: row.state,
    applicationCode: row.applicationCode,
    appliedHere: row.appliedHere,
    appliedAt: row.appliedAt?.toISOString() ?? null,
    authorisedAt: row.authorisedAt?.toISOString() ?? null,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    licence: row.licence,
  };
}

/**
 * Subscription activation: apply → sign → activate (spec 000 §3, §6 "licence activation is
 * super-administrator only"). Applying and activating happen on the installation that serves
 * the enterprise; signing on the issuing installation, which may be the same one or another
 * that holds a key the first trusts. A licence names its application code, and activation
 * closes that application, so the same licence never activates twice.
 */
export class LicenceService {
  constructor(
    private readonly db: Database,
    private readonly repo: LicenceRepository,
    private readonly enterprises: TenantAdminService,
    private readonly keys: LicenceKeys,
  ) {}

  publicKey() {
    return { keyId: this.keys.keyId, publicKey: this.keys.publicKeyText };
  }

  async page(query: PageQuery): Promise<PageResult<LicenceRecord>> {
    const { rows, totalRows } = await this.repo.page(query);
    return { rows: rows.map(toDto), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  async detail(id: string): Promise<LicenceRecord> {
    const row = await this.repo.find(id);
    if (!row) throw notFound();
    return toDto(row);
  }

  /** The licence file of a record: its name and text. */
  async exportFile(id: string): Promise<{ filename: string; text: string }> {
    const row = await this.repo.find(id);
    if (!row) throw notFound();
    if (!row.licence) throw businessRule('licence.notSigned');
    return { filename: `${row.enterpriseCode}-${row.applicationCode}.lic`, text: `${row.licence}\n` };
  }

  async apply(auth: AuthContext, body: ApplyBody, now = new Date()): Promise<LicenceRecord> {
    const enterprise = await this.enterprises.detail(body.enterpriseId);
    if (enterprise.isPlatform) throw businessRule('licence.platformEnterprise');
    const row = await this.repo.insert({
      orderNo: body.orderNo,
      enterpriseId: enterprise.id,
      enterpriseCode: enterprise.code,
      operatorJobNumber: body.operatorJobNumber ?? auth.account,
      subscriptionType: body.subscriptionType,
      quantity: body.quantity,
      days: body.subscriptionType === SubscriptionType.TIME_LIMITED ? body.days : null,
      state: LicenceState.APPLIED,
      applicationCode: newApplicationCode(),
      appliedHere: true,
      appliedAt: now,
    });
    return this.detail(row.id);
  }

  /**
   * Signs a licence for an application with this installation's key. An application of this
   * installation gets its licence on its record; one made elsewhere gets a record of what was
   * issued. The deadline of a time-limited licence runs `days` from the signing date.
   */
  async sign(body: SignBody, now = new Date()): Promise<LicenceRecord> {
    const timeLimited = body.subscriptionType === SubscriptionType.TIME_LIMITED;
    const days = timeLimited ? body.days : null;
    const deadline = timeLimited && days ? addDays(localToday(now), days) : null;
    const id = await this.db.system(async () => {
      const existing = await this.repo.lockByApplicationCode(body.applicationCode);
      if (existing?.state === LicenceState.ACTIVATED) throw conflict('licence.alreadyActivated');
      if (existing && existing.enterpriseCode !== body.enterpriseCode) {
        throw businessRule('licence.enterpriseMismatch', {
          licensed: body.enterpriseCode,
          applied: existing.enterpriseCode,
        });
      }
      const licence = this.keys.sign({
        enterpriseCode: body.enterpriseCode,
        applicationCode: body.applicationCode,
        subscriptionType: body.subscriptionType,
        quantity: body.quantity,
        days,
        deadline,
        orderNo: body.orderNo,
        issuedAt: now.toISOString(),
      });
      const values = {
        orderNo: body.orderNo,
        subscriptionType: body.subscriptionType,
        quantity: body.quantity,
        days,
        deadline,
        state: LicenceState.SIGNED,
        authorisedAt: now,
        licence,
      };
      if (existing) {
        await this.repo.update(existing.id, values);
        return existing.id;
      }
      const row = await this.repo.insert({
        ...values,
        enterpriseCode: body.enterpriseCode,
        applicationCode: body.applicationCode,
        appliedHere: false,
      });
      return row.id;
    });
    return this.detail(id);
  }

  /**
   * Activates a licence: a trusted signature over an unaltered payload, an enterprise of this
   * installation, and an open application of this installation made for that enterprise.
   */
  async activate(auth: AuthContext, text: string, now = new Date()): Promise<LicenceRecord> {
    if (auth.adminType !== AdminType.SUPER_ADMIN) throw new AppError(ResultCode.FORBIDDEN, 'licence.superAdminOnly');
    const check = this.keys.check(text);
    if (!check.ok) throw businessRule(`licence.${check.reason}`);
    const { payload } = check;
    const enterprise = await this.enterprises.findByCode(payload.enterpriseCode);
    if (!enterprise || enterprise.isPlatform) {
      throw businessRule('licence.enterpriseUnknown', { code: payload.enterpriseCode });
    }
    const id = await this.db.system(async () => {
      const application = await this.repo.lockByApplicationCode(payload.applicationCode);
      if (!application?.appliedHere) {
        throw businessRule('licence.applicationUnknown', { code: payload.applicationCode });
      }
      if (application.state === LicenceState.ACTIVATED) throw conflict('licence.alreadyActivated');
      if (application.enterpriseId !== enterprise.id) {
        throw businessRule('licence.enterpriseMismatch', {
          licensed: payload.enterpriseCode,
          applied: application.enterpriseCode,
        });
      }
      const permanent = payload.subscriptionType === SubscriptionType.PERMANENT;
      await this.enterprises.applySubscription(enterprise.id, {
        isPermanent: permanent,
        deadline: permanent ? null : payload.deadline,
        workSideCount: payload.quantity,
      });
      await this.repo.update(application.id, {
        orderNo: payload.orderNo,
        subscriptionType: payload.subscriptionType,
        quantity: payload.quantity,
        days: payload.days,
        deadline: payload.deadline,
        state: LicenceState.ACTIVATED,
        authorisedAt: application.authorisedAt ?? new Date(payload.issuedAt),
        activatedAt: now,
        licence: text.trim(),
      });
      return application.id;
    });
    return this.detail(id);
  }
}
