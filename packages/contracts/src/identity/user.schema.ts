import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import {
  ACCOUNT_PATTERN,
  EMAIL_MAX,
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  USER_NAME_MAX,
} from '../registration/registration.schema.js';
import { ACCOUNT_MAX, ACCOUNT_MIN, LOGIN_PASSWORD_MAX } from './auth.schema.js';

/**
 * Users of an enterprise as its administrators manage them (spec 000 §3 "User", §5 user import
 * rules, §6). Limits are declared here once; forms and the import read them from here.
 */

/** Spec 000 §5: account at least 4 (sign-in rule), at most 20 (import rule). */
export const USER_ACCOUNT_MIN = ACCOUNT_MIN;
export const USER_ACCOUNT_MAX = ACCOUNT_MAX;
/** Spec 000 §5 (user import): name required ≤ 50 (USER_NAME_MAX), nickname ≤ 50, job number ≤ 50. */
export const USER_NICKNAME_MAX = 50;
export const USER_JOB_NUMBER_MAX = 50;
/** Enterprise-WeChat and DingTalk account ids. */
export const USER_IM_ACCOUNT_MAX = 64;
export const USER_PHONE_PATTERN = MOBILE_PATTERN;
export const USER_EMAIL_PATTERN = EMAIL_PATTERN;
export const USER_EMAIL_MAX = EMAIL_MAX;
/** Roles one user may hold; organisations one user may be granted as custom data. */
export const USER_ROLES_MAX = 100;
export const USER_GRANT_ORGS_MAX = 2000;
/** The most rows one export writes. */
export const USER_EXPORT_MAX_ROWS = 100_000;
/** How many rows the picker lists (selector, user_basic_list) answer at most. */
export const USER_PICKER_MAX = 200;

/** Spec 000 §3: male, female, unknown. */
export const Gender = { MALE: 1, FEMALE: 2, UNKNOWN: 3 } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];
export const GENDERS = [Gender.MALE, Gender.FEMALE, Gender.UNKNOWN] as const;

/** Spec 000 §3/§4: account normal or disabled. */
export const UserState = { NORMAL: 0, DISABLED: 1 } as const;
export type UserState = (typeof UserState)[keyof typeof UserState];
export const USER_STATES = [UserState.NORMAL, UserState.DISABLED] as const;

/**
 * Spec 000 §6: "reset user password sets a fixed default value". The value lives in the system
 * parameter `sys.user.defaultPassword` (parameters area); this fallback is used while the
 * parameter is absent or blank.
 */
export const DEFAULT_USER_PASSWORD_FALLBACK = 'Takt@123';

/** `YYYY-MM-DD`, a real calendar day from 1900 on. */
export const BIRTHDAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export function isBirthday(value: string): boolean {
  if (!BIRTHDAY_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max).regex(SINGLE_LINE).nullish()).transform((v) => v ?? null);

export const userAccountSchema = z.string().trim().min(USER_ACCOUNT_MIN).max(USER_ACCOUNT_MAX).regex(ACCOUNT_PATTERN);
export const userNameSchema = z.string().trim().min(1).max(USER_NAME_MAX).regex(SINGLE_LINE);
export const userPhoneSchema = z
  .preprocess(blankToNull, z.string().trim().regex(USER_PHONE_PATTERN).nullish())
  .transform((v) => v ?? null);
export const userEmailSchema = z
  .preprocess(blankToNull, z.string().trim().max(USER_EMAIL_MAX).regex(USER_EMAIL_PATTERN).nullish())
  .transform((v) => (v ? v.toLowerCase() : null));
export const userBirthdaySchema = z
  .preprocess(blankToNull, z.string().trim().refine(isBirthday, { message: 'date' }).nullish())
  .transform((v) => v ?? null);
export const genderSchema = z.literal(GENDERS);
export const userStateSchema = z.literal(USER_STATES);

/** A user as the administration screens see it. */
export const userSchema = z.object({
  id: idSchema,
  account: z.string(),
  name: z.string(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  birthday: z.string().nullable(),
  gender: z.number().int(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  orgId: idSchema.nullable(),
  orgName: z.string().nullable(),
  jobNumber: z.string().nullable(),
  roleIds: z.array(idSchema),
  roleNames: z.array(z.string()),
  /** Enterprise-WeChat account. */
  wecomAccount: z.string().nullable(),
  dingtalkAccount: z.string().nullable(),
  status: z.number().int(),
  /** 1 super administrator, 2 enterprise administrator, 3 regular user. */
  adminType: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** A small row for pickers and name lookups. */
export const userBriefSchema = z.object({
  id: idSchema,
  account: z.string(),
  name: z.string(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  orgId: idSchema.nullable(),
  orgName: z.string().nullable(),
  jobNumber: z.string().nullable(),
  status: z.number().int(),
});
export type UserBrief = z.infer<typeof userBriefSchema>;

/** Fields of the add and edit forms (spec 000 §3 User). */
const userFields = {
  name: userNameSchema,
  nickname: optionalText(USER_NICKNAME_MAX),
  birthday: userBirthdaySchema,
  gender: genderSchema.default(Gender.UNKNOWN),
  phone: userPhoneSchema,
  email: userEmailSchema,
  orgId: idSchema,
  jobNumber: optionalText(USER_JOB_NUMBER_MAX),
  roleIds: z.array(idSchema).max(USER_ROLES_MAX).default([]),
  wecomAccount: optionalText(USER_IM_ACCOUNT_MAX),
  dingtalkAccount: optionalText(USER_IM_ACCOUNT_MAX),
  status: userStateSchema.default(UserState.NORMAL),
};

/** `POST /user/add`: the initial password is the default password of the system parameters. */
export const userAddBodySchema = z.strictObject({ account: userAccountSchema, ...userFields });
export type UserAddBody = z.input<typeof userAddBodySchema>;

/** `PUT /user/edit`: the account is fixed once created. */
export const userEditBodySchema = z.strictObject({ id: idSchema, ...userFields });
export type UserEditBody = z.input<typeof userEditBodySchema>;

export const userIdQuerySchema = z.strictObject({ id: idSchema });

export const userChangeStateBodySchema = z.strictObject({ id: idSchema, status: userStateSchema });

export const userAuthRoleBodySchema = z.strictObject({
  id: idSchema,
  roleIds: z.array(idSchema).max(USER_ROLES_MAX),
});

/** Custom data grant: the organisations whose data the user sees (the role's "custom" scope). */
export const userGrantDataBodySchema = z.strictObject({
  id: idSchema,
  orgIds: z.array(idSchema).max(USER_GRANT_ORGS_MAX),
});

export const userOwnDataSchema = z.object({ userId: idSchema, orgIds: z.array(idSchema) });
export type UserOwnData = z.infer<typeof userOwnDataSchema>;

/** `GET /user/verify_user_pwd?password=…`: the signed-in user re-enters their password. */
export const verifyUserPasswordQuerySchema = z.strictObject({ password: z.string().min(1).max(LOGIN_PASSWORD_MAX) });
