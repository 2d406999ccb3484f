import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { ACCOUNT_MAX, ACCOUNT_MIN, LOGIN_PASSWORD_MAX, LOGIN_PASSWORD_MIN } from '../identity/auth.schema.js';

/**
 * Self-service registration of an enterprise, sign-in by SMS code and password reset by code
 * (spec 000 §2 /register, /seekpassword; §5; §7; §9).
 */

/** Spec 000 §5/§9: a 6-digit code, valid 10 minutes, re-sent after a countdown. */
export const VerificationCodeRules = {
  LENGTH: 6,
  VALID_MINUTES: 10,
  /** The same target may ask for a new code no sooner than this. */
  RESEND_SECONDS: 60,
  /** A code dies after this many wrong entries. */
  MAX_WRONG_TRIES: 5,
  /** Codes one target may receive in 24 hours. */
  DAILY_LIMIT: 10,
} as const;

/** What a code proves. `reset` is asked for through `reset_password_verification_code`. */
export const CODE_PURPOSES = ['register', 'login', 'reset'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const EMAIL_MAX = 128;
const EMAIL_BODY =
  "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+";
const MOBILE_BODY = '1\\d{10}';
export const EMAIL_PATTERN = new RegExp(`^${EMAIL_BODY}$`);
/** Mainland China mobile numbers: 11 digits starting with 1. */
export const MOBILE_PATTERN = new RegExp(`^${MOBILE_BODY}$`);
/** An e-mail address or a mobile number. */
export const TARGET_PATTERN = new RegExp(`^(?:${MOBILE_BODY}|${EMAIL_BODY})$`);
export const CODE_PATTERN = /^\d{6}$/;

export type CodeChannel = 'email' | 'sms';

/** How a target is reached, or null when it is neither an e-mail address nor a mobile number. */
export function targetChannel(target: string): CodeChannel | null {
  if (MOBILE_PATTERN.test(target)) return 'sms';
  if (target.length <= EMAIL_MAX && EMAIL_PATTERN.test(target)) return 'email';
  return null;
}

/** The form a target is stored and compared in: trimmed; e-mail addresses in lower case. */
export function normalizeTarget(target: string): string {
  const trimmed = target.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed;
}

/** An e-mail address or a mobile number. */
export const targetSchema = z.string().trim().min(1).max(EMAIL_MAX).regex(TARGET_PATTERN).transform(normalizeTarget);
/** A mobile number. */
export const mobileSchema = z.string().trim().regex(MOBILE_PATTERN);
export const codeSchema = z.string().trim().regex(CODE_PATTERN);

/**
 * Spec 000 §5: enterprise name 4 to 20 characters, Chinese or English letters, full-width
 * brackets allowed.
 */
export const ENTERPRISE_NAME_MIN = 4;
export const ENTERPRISE_NAME_MAX = 20;
export const ENTERPRISE_NAME_PATTERN = /^[\p{Script=Han}A-Za-z（）]+$/u;
/** Letters, digits and `_ . - @`; 4 to 20 characters (spec 000 §5, user import). */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_.@-]+$/;
export const USER_NAME_MAX = 50;
/** Spec 000 §5: registration password at least 6 (and at most 12, the login limit). */
export const REGISTER_PASSWORD_MIN = LOGIN_PASSWORD_MIN;
export const REGISTER_PASSWORD_MAX = LOGIN_PASSWORD_MAX;
/** A registered enterprise starts on a trial of this many days. */
export const TRIAL_DAYS = 30;

const passwordSchema = z.string().min(REGISTER_PASSWORD_MIN).max(REGISTER_PASSWORD_MAX);

/** `POST verification_code?target=…&purpose=…`. */
export const verificationCodeQuerySchema = z.strictObject({
  target: targetSchema,
  purpose: z.enum(['register', 'login']),
});

/** `POST reset_password_verification_code?target=…`. */
export const resetCodeQuerySchema = z.strictObject({ target: targetSchema });

/** What a code request answers: where it went and the countdowns for the form. */
export const codeSentSchema = z.object({
  channel: z.enum(['email', 'sms']),
  /** Seconds until this target may ask again. */
  resendAfterSeconds: z.number().int(),
  /** Seconds the code stays valid. */
  expiresInSeconds: z.number().int(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

export const phoneLoginBodySchema = z.strictObject({ phone: mobileSchema, code: codeSchema });
export type PhoneLoginBody = z.input<typeof phoneLoginBodySchema>;

export const resetPasswordBodySchema = z.strictObject({
  target: targetSchema,
  code: codeSchema,
  password: passwordSchema,
  confirm: z.string().min(1).max(REGISTER_PASSWORD_MAX),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const registerBodySchema = z.strictObject({
  enterpriseName: z.string().trim().min(ENTERPRISE_NAME_MIN).max(ENTERPRISE_NAME_MAX).regex(ENTERPRISE_NAME_PATTERN),
  account: z.string().trim().min(ACCOUNT_MIN).max(ACCOUNT_MAX).regex(ACCOUNT_PATTERN),
  name: z.string().trim().min(1).max(USER_NAME_MAX),
  target: targetSchema,
  code: codeSchema,
  password: passwordSchema,
  confirm: z.string().min(1).max(REGISTER_PASSWORD_MAX),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** What `/register-result` shows. */
export const registerResultSchema = z.object({
  tenantId: idSchema,
  tenantCode: z.string(),
  tenantName: z.string(),
  account: z.string(),
  /** `YYYY-MM-DD`: the last day of the trial. */
  deadline: z.string(),
});
export type RegisterResult = z.infer<typeof registerResultSchema>;
