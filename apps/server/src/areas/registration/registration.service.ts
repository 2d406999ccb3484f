import {
  type Language,
  MOBILE_PATTERN,
  type RegisterResult,
  ResultCode,
  type registerBodySchema,
  type resetPasswordBodySchema,
  targetChannel,
} from '@takt/contracts';
import type { z } from 'zod';
import { hashPassword } from '../../platform/auth/passwords.js';
import { AppError, businessRule, conflict, invalid } from '../../platform/errors.js';
import type { AccountService } from '../identity/account.service.js';
import type { AuthService, LoginResult } from '../identity/auth.service.js';
import type { TenantService } from '../tenants/tenant.service.js';
import type { VerificationCodeService } from './verification-code.service.js';

type Contact = { phone: string } | { email: string };

function contactOf(target: string): Contact {
  return MOBILE_PATTERN.test(target) ? { phone: target } : { email: target };
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Account flows that prove who someone is with a code instead of a password (spec 000 §2
 * /register, /seekpassword, SMS sign-in): codes come from {@link VerificationCodeService};
 * enterprises, accounts and sessions from the tenants and identity areas.
 */
export class RegistrationService {
  constructor(
    private readonly codes: VerificationCodeService,
    private readonly tenants: TenantService,
    private readonly accounts: AccountService,
    private readonly auth: AuthService,
  ) {}

  /** `verification_code`: a code to register with (e-mail or mobile) or to sign in with (mobile). */
  async requestCode(target: string, purpose: 'register' | 'login', language: Language) {
    if (purpose === 'login' && targetChannel(target) !== 'sms') throw invalid('code.loginNeedsMobile');
    // Sign-in codes go only to numbers that have an account; the answer is the same either way.
    const deliver = purpose === 'register' || (await this.accounts.findByContact(contactOf(target))).length > 0;
    return this.codes.issue(target, purpose, language, { deliver });
  }

  /** `reset_password_verification_code`: sent only when an account uses the target; same answer otherwise. */
  async requestResetCode(target: string, language: Language) {
    const deliver = (await this.accounts.findByContact(contactOf(target))).length > 0;
    return this.codes.issue(target, 'reset', language, { deliver });
  }

  /** `phone_number_login`: the account that uses this mobile number, signed in as by `/login`. */
  async phoneLogin(
    input: { phone: string; code: string },
    meta: { ip: string; userAgent: string | null },
  ): Promise<LoginResult & { account: string }> {
    await this.codes.redeem(input.phone, 'login', input.code);
    const account = await this.onlyAccount(input.phone);
    const result = await this.auth.signInVerified(account.tenantId, account.userId, meta);
    return { ...result, account: account.account };
  }

  /** `reset_password`: a new password for the one account that uses the target. */
  async resetPassword(
    input: z.output<typeof resetPasswordBodySchema>,
  ): Promise<{ tenantId: string; userId: string; account: string }> {
    if (input.password !== input.confirm) throw invalid('password.mismatch');
    await this.codes.redeem(input.target, 'reset', input.code);
    const account = await this.onlyAccount(input.target);
    await this.accounts.resetPassword(account.tenantId, account.userId, input.password);
    return account;
  }

  /**
   * `register`: a new enterprise on a trial with the registrant as its administrator. The code
   * is used up only when the enterprise is created (a taken account leaves it usable).
   */
  async register(
    input: z.output<typeof registerBodySchema>,
    language: Language,
  ): Promise<RegisterResult & { userId: string }> {
    if (input.password !== input.confirm) throw invalid('password.mismatch');
    const passwordHash = await hashPassword(input.password);
    const contact = contactOf(input.target);
    try {
      return await this.codes.redeem(input.target, 'register', input.code, () =>
        this.tenants.registerEnterprise({
          enterpriseName: input.enterpriseName,
          account: input.account,
          adminName: input.name,
          passwordHash,
          phone: 'phone' in contact ? contact.phone : null,
          email: 'email' in contact ? contact.email : null,
          language,
        }),
      );
    } catch (error) {
      // Two registrations raced for one account; the account directory had the last word.
      if (!(error instanceof AppError) && isUniqueViolation(error)) {
        throw conflict('register.accountTaken', { account: input.account });
      }
      throw error;
    }
  }

  private async onlyAccount(target: string) {
    const matches = await this.accounts.findByContact(contactOf(target));
    if (matches.length === 0) throw businessRule('account.noContactAccount', { target });
    if (matches.length > 1) throw new AppError(ResultCode.BUSINESS, 'account.ambiguousContact', { target });
    return matches[0]!;
  }
}
