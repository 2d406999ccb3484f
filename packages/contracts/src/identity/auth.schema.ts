import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { LANGUAGES } from '../common/languages.js';

/** Spec 000 §5: login password 6 to 12 characters. */
export const LOGIN_PASSWORD_MIN = 6;
export const LOGIN_PASSWORD_MAX = 12;
/** Spec 000 §5: account at least 4 characters; user import caps it at 20. */
export const ACCOUNT_MIN = 4;
export const ACCOUNT_MAX = 20;

/** adminType of spec 000 §3/§6: 1 passes every permission check. */
export const AdminType = { SUPER_ADMIN: 1, ENTERPRISE_ADMIN: 2, USER: 3 } as const;
export type AdminType = (typeof AdminType)[keyof typeof AdminType];

/**
 * Sign-in throttling: after SLOW_AFTER failures each further failure answers more slowly;
 * LOCK_AFTER failures within the window lock the account (or the address) for LOCK_MINUTES.
 */
export const LoginThrottle = {
  WINDOW_MINUTES: 15,
  SLOW_AFTER: 3,
  SLOW_STEP_MS: 500,
  ACCOUNT_LOCK_AFTER: 5,
  ADDRESS_LOCK_AFTER: 20,
  LOCK_MINUTES: 15,
} as const;

export const loginBodySchema = z.strictObject({
  account: z.string().trim().min(1).max(64),
  password: z.string().min(LOGIN_PASSWORD_MIN).max(LOGIN_PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const tokenPairSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Response headers through which the server hands out renewed tokens (DESIGN §3). */
export const ACCESS_TOKEN_HEADER = 'access-token';
export const REFRESH_TOKEN_HEADER = 'x-access-token';
/** Request header carrying the refresh token, as `Bearer <refreshToken>`. */
export const REFRESH_REQUEST_HEADER = 'x-authorization';

export const menuMetaSchema = z.object({
  title: z.string(),
  icon: z.string().nullable(),
  target: z.enum(['_self', '_blank']).nullable(),
  link: z.string().nullable(),
  hidden: z.boolean(),
});

export interface AccountMenu {
  id: string;
  pid: string;
  name: string;
  path: string;
  component: string | null;
  redirect: string | null;
  appCode: string;
  hidden: boolean;
  hideChildrenInMenu: boolean;
  meta: z.infer<typeof menuMetaSchema>;
  children: AccountMenu[];
}

/** The permitted route tree of spec 000 §2/§3 "Menu item". */
export const accountMenuSchema: z.ZodType<AccountMenu> = z.lazy(() =>
  z.object({
    id: idSchema,
    pid: z.string(),
    name: z.string(),
    path: z.string(),
    component: z.string().nullable(),
    redirect: z.string().nullable(),
    appCode: z.string(),
    hidden: z.boolean(),
    hideChildrenInMenu: z.boolean(),
    meta: menuMetaSchema,
    children: z.array(accountMenuSchema),
  }),
);

export const accountAppSchema = z.object({
  appCode: z.string(),
  code: z.string(),
  name: z.string(),
  isActive: z.boolean(),
});

/** Spec 000 §3 "User info (account call)". */
export const accountInfoSchema = z.object({
  id: idSchema,
  account: z.string(),
  name: z.string(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  /** Handwritten signature picture (an address like `avatar`), or null. */
  signature: z.string().nullable(),
  adminType: z.number().int(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** 1 male, 2 female, 3 unknown (spec 000 §3 "User"); null when never set. */
  gender: z.number().int().nullable(),
  /** `YYYY-MM-DD`, or null. */
  birthday: z.string().nullable(),
  /** The organisation the user belongs to, or null. */
  organization: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** Names of the user's roles, in role order. */
  roles: z.array(z.string()),
  language: z.enum(LANGUAGES),
  permissions: z.array(z.string()),
  allPermissions: z.array(z.string()),
  apps: z.array(accountAppSchema),
  menus: z.array(accountMenuSchema),
  tenantId: idSchema,
  tenantName: z.string(),
  tenantCode: z.string(),
  isPermanent: z.boolean(),
  /** `YYYY-MM-DD`; null when permanent. */
  deadline: z.string().nullable(),
  employeeInfo: z.object({ jobNumber: z.string().nullable() }),
  /** The enterprise's time zone (system parameter `mes.timezone`). */
  enterpriseTimeZone: z.string(),
  /** The zone this user's times are shown in: their preference, else the enterprise's. */
  timeZone: z.string(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;
