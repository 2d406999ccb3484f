import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  type CodePurpose,
  type CodeSent,
  type Language,
  ResultCode,
  targetChannel,
  VerificationCodeRules,
} from '@takt/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { MessageKey, MessageParams } from '../../platform/i18n/messages.js';
import type { CodeSender } from '../../platform/notify/code-sender.js';
import type { VerificationCodeRepository } from './verification-code.repository.js';

const SECOND = 1000;
const DAY = 24 * 3600 * SECOND;

/** Keyed digest of a code: a leaked table does not give codes away. */
export type CodeDigest = (data: string) => string;

function refusal(key: MessageKey, params: MessageParams, retryAfterMs?: number): AppError {
  const headers: Record<string, string> =
    retryAfterMs === undefined ? {} : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / SECOND))) };
  return new AppError(ResultCode.BUSINESS, key, params, headers);
}

/** A fresh code: 6 digits from a cryptographic source. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** VerificationCodeRules.LENGTH)).padStart(VerificationCodeRules.LENGTH, '0');
}

/**
 * Verification codes (spec 000 §5/§9): 6 digits, valid 10 minutes, single use, at most 5 wrong
 * entries, one request per target per minute and 10 per day. Codes are kept as keyed digests;
 * the limits hold across server processes (a per-target lock in the database).
 */
export class VerificationCodeService {
  constructor(
    private readonly db: Database,
    private readonly repo: VerificationCodeRepository,
    private readonly sender: CodeSender,
    private readonly digest: CodeDigest,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Creates a code for the target and sends it. With `deliver` false the code is recorded (so
   * limits and answers are the same) but not sent: used when no account has that address, so
   * that the answer does not tell whether one does.
   */
  async issue(
    target: string,
    purpose: CodePurpose,
    language: Language,
    options: { deliver: boolean } = { deliver: true },
  ): Promise<CodeSent> {
    const channel = targetChannel(target);
    // The route's schema lets only e-mail addresses and mobile numbers through.
    if (!channel) throw new Error(`not an e-mail address or mobile number: ${target}`);
    const code = generateCode();
    const now = this.now();
    const id = await this.db.system(async () => {
      await this.repo.lockTarget(target);
      const sent = await this.repo.sentSince(target, new Date(now.getTime() - DAY));
      const latest = sent[0];
      const resendAt = latest ? latest.createdAt.getTime() + VerificationCodeRules.RESEND_SECONDS * SECOND : 0;
      if (resendAt > now.getTime()) {
        const wait = resendAt - now.getTime();
        throw refusal('code.tooSoon', { seconds: Math.ceil(wait / SECOND) }, wait);
      }
      const blocking = sent[VerificationCodeRules.DAILY_LIMIT - 1];
      if (blocking) {
        const wait = blocking.createdAt.getTime() + DAY - now.getTime();
        throw refusal('code.dailyLimit', { target, hours: Math.max(1, Math.ceil(wait / (3600 * SECOND))) }, wait);
      }
      await this.repo.deleteOlderThan(target, new Date(now.getTime() - DAY));
      return this.repo.insert({
        target,
        purpose,
        codeHash: this.hash(target, purpose, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + VerificationCodeRules.VALID_MINUTES * 60 * SECOND),
      });
    });
    if (options.deliver) {
      try {
        await this.sender.send({
          target,
          channel,
          code,
          purpose,
          language,
          validMinutes: VerificationCodeRules.VALID_MINUTES,
        });
      } catch (error) {
        // Not delivered: forget it, so the person may ask again at once.
        this.log.error({ err: error, channel, purpose }, 'verification code could not be sent');
        await this.repo.delete(id).catch(() => {});
        throw new AppError(ResultCode.INTERNAL, 'code.sendFailed');
      }
    } else {
      this.log.info({ target, purpose }, 'verification code not sent: no account uses this address');
    }
    return {
      channel,
      resendAfterSeconds: VerificationCodeRules.RESEND_SECONDS,
      expiresInSeconds: VerificationCodeRules.VALID_MINUTES * 60,
    };
  }

  /**
   * Checks a code and uses it up. With `work`, the code is used up in the same platform
   * transaction as the work, so work that fails (a taken account) leaves the code usable.
   * A wrong entry is counted even though the call fails.
   */
  async redeem<T = void>(target: string, purpose: CodePurpose, code: string, work?: () => Promise<T>): Promise<T> {
    const outcome = await this.db.system(async (): Promise<{ failure: AppError } | { value: T }> => {
      const row = await this.repo.latestForUpdate(target, purpose);
      const now = this.now();
      if (!row || row.consumedAt) return { failure: refusal('code.missing', {}) };
      if (row.wrongTries >= VerificationCodeRules.MAX_WRONG_TRIES) {
        return { failure: refusal('code.tooManyTries', {}) };
      }
      if (row.expiresAt.getTime() <= now.getTime()) return { failure: refusal('code.expired', {}) };
      if (!this.matches(row.codeHash, target, purpose, code)) {
        const tries = await this.repo.countWrongTry(row.id);
        const remaining = VerificationCodeRules.MAX_WRONG_TRIES - tries;
        return {
          failure: remaining > 0 ? refusal('code.wrong', { remaining }) : refusal('code.tooManyTries', {}),
        };
      }
      await this.repo.consume(row.id, now);
      return { value: work ? await work() : (undefined as T) };
    });
    if ('failure' in outcome) throw outcome.failure;
    return outcome.value;
  }

  private hash(target: string, purpose: string, code: string): string {
    return this.digest(`verification-code:${purpose}:${target}:${code}`);
  }

  private matches(stored: string, target: string, purpose: string, code: string): boolean {
    const a = Buffer.from(this.hash(target, purpose, code));
    const b = Buffer.from(stored);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
