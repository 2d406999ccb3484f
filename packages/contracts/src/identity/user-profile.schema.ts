import { z } from 'zod';
import { LOGIN_PASSWORD_MAX, LOGIN_PASSWORD_MIN } from './auth.schema.js';
import {
  Gender,
  genderSchema,
  USER_NICKNAME_MAX,
  userBirthdaySchema,
  userEmailSchema,
  userNameSchema,
  userPhoneSchema,
} from './user.schema.js';

/**
 * The signed-in user's own profile and password (spec 000 §2 "profile", "change password";
 * §5 "Change password: old required; new 6 to 12; repeat must match"). Administrators edit
 * other users through user administration; these routes change only the caller. Field limits
 * are those of user administration (user.schema.ts).
 */

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** `PUT /user/update_base_user_info`: the caller's name and contact details. */
export const updateBaseUserInfoBodySchema = z.strictObject({
  name: userNameSchema,
  nickname: z
    .preprocess(blankToNull, z.string().trim().max(USER_NICKNAME_MAX).nullish())
    .transform((value) => value ?? null),
  birthday: userBirthdaySchema,
  /** Not chosen (null) is stored as unknown. */
  gender: genderSchema.nullish().transform((value) => value ?? Gender.UNKNOWN),
  email: userEmailSchema,
  phone: userPhoneSchema,
});
export type UpdateBaseUserInfoBody = z.input<typeof updateBaseUserInfoBodySchema>;

/** How long a current password the server reads (longer ones cannot be right). */
export const OLD_PASSWORD_MAX = 64;

/** `PUT /user/update_password`: old required; new 6 to 12; repeat must match. */
export const updatePasswordBodySchema = z.strictObject({
  oldPassword: z.string().min(1).max(OLD_PASSWORD_MAX),
  newPassword: z.string().min(LOGIN_PASSWORD_MIN).max(LOGIN_PASSWORD_MAX),
  confirm: z.string().min(1).max(LOGIN_PASSWORD_MAX),
});
export type UpdatePasswordBody = z.input<typeof updatePasswordBodySchema>;

/** What a password change answers: how many other sessions of the user were signed out. */
export const updatePasswordResultSchema = z.object({ signedOutSessions: z.number().int() });
export type UpdatePasswordResult = z.infer<typeof updatePasswordResultSchema>;
