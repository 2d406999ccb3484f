import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { LOGIN_PASSWORD_MAX, LOGIN_PASSWORD_MIN } from '../identity/auth.schema.js';

export const PARAM_NAME_MAX = 50;
export const PARAM_CODE_MAX = 50;
export const PARAM_CATEGORY_MAX = 50;
export const PARAM_VALUE_MAX = 500;
export const PARAM_REMARK_MAX = 200;
export const PARAM_SORT_MAX = 1_000_000;
/** Letters first, then letters, digits, `_`, `.` and `-` (e.g. `sys.user.defaultPassword`). */
export const PARAM_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]*$/;

/** Codes of the parameters every enterprise starts with (system parameters). */
export const SystemParamCodes = {
  /**
   * The password a new user gets when none is given, and that "reset password" sets
   * (spec 000 §6). 6–12 characters like every login password.
   */
  USER_DEFAULT_PASSWORD: 'sys.user.defaultPassword',
  /**
   * The enterprise's IANA time zone (e.g. `Asia/Shanghai`): shift times are wall-clock times
   * there, and the shift resolver turns an instant into a production day and shift in it.
   */
  MES_TIMEZONE: 'mes.timezone',
} as const;
export type SystemParamCode = (typeof SystemParamCodes)[keyof typeof SystemParamCodes];

/** Category of the parameters above (free text for others). */
export const PARAM_CATEGORY_SYSTEM = 'system';

/**
 * Extra rules a parameter's value must meet, by code, checked on the server and in the form.
 * `secret`: not readable through the session-level value lookup, only by administrators.
 */
export const PARAM_VALUE_RULES: Readonly<Record<string, { min: number; max: number; secret?: boolean }>> = {
  [SystemParamCodes.USER_DEFAULT_PASSWORD]: { min: LOGIN_PASSWORD_MIN, max: LOGIN_PASSWORD_MAX, secret: true },
};

export const sysParamSchema = z.object({
  id: idSchema,
  name: z.string(),
  code: z.string(),
  /** System parameters ship with the product: code and category are fixed, and they cannot be deleted. */
  isSystem: z.boolean(),
  category: z.string(),
  value: z.string(),
  remark: z.string().nullable(),
  sort: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SysParam = z.infer<typeof sysParamSchema>;

const fields = {
  name: z.string().trim().min(1).max(PARAM_NAME_MAX),
  code: z.string().trim().min(1).max(PARAM_CODE_MAX).regex(PARAM_CODE_PATTERN),
  category: z.string().trim().min(1).max(PARAM_CATEGORY_MAX),
  value: z.string().max(PARAM_VALUE_MAX),
  remark: z.string().trim().max(PARAM_REMARK_MAX).nullish(),
  sort: z.number().int().min(0).max(PARAM_SORT_MAX).default(100),
};

export const sysParamAddSchema = z.strictObject({ ...fields, isSystem: z.boolean().default(false) });
/** Editing a system parameter may not change its code or category (the server refuses). */
export const sysParamEditSchema = z.strictObject({ id: idSchema, ...fields });
export const sysParamIdSchema = z.strictObject({ id: idSchema });
