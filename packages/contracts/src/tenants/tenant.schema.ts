import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { LANGUAGES } from '../common/languages.js';
import { ACCOUNT_MAX, ACCOUNT_MIN, LOGIN_PASSWORD_MAX, LOGIN_PASSWORD_MIN } from '../identity/auth.schema.js';
import {
  ACCOUNT_PATTERN,
  EMAIL_MAX,
  EMAIL_PATTERN,
  ENTERPRISE_NAME_MAX,
  ENTERPRISE_NAME_MIN,
  ENTERPRISE_NAME_PATTERN,
  MOBILE_PATTERN,
  USER_NAME_MAX,
} from '../registration/registration.schema.js';

/**
 * Enterprises (tenants) as the platform super administrator manages them (spec 000 §3
 * "Enterprise", §5). The name rule is registration's: one rule for both forms.
 */

/** Spec 000 §5: admin name at most 50. */
export const ENTERPRISE_ADMIN_NAME_MAX = USER_NAME_MAX;
/** Codes: letters, digits, `_` and `-`; blank on add means "generate one". */
export const ENTERPRISE_CODE_MAX = 30;
export const ENTERPRISE_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Spec 000 §5: page-turn interval a positive integer up to 86400 s. */
export const PAGE_TURN_SECONDS_MIN = 1;
export const PAGE_TURN_SECONDS_MAX = 86_400;
export const PAGE_TURN_SECONDS_DEFAULT = 10;
/** Spec 000 §5: work-side admin password 3 to 16 characters; blank keeps the current one. */
export const WORK_SIDE_PASSWORD_MIN = 3;
export const WORK_SIDE_PASSWORD_MAX = 16;
/** How many work-side (station terminal) clients an enterprise may run at once. */
export const WORK_SIDE_COUNT_MAX = 100_000;
/** How many work-side clients may download an update at the same time. */
export const WORK_SIDE_PARALLEL_MIN = 1;
export const WORK_SIDE_PARALLEL_MAX = 100;
export const WORK_SIDE_PARALLEL_DEFAULT = 5;
/** The resolutions work instructions are rendered at for the work side. */
export const INSTRUCTION_RESOLUTIONS = ['1280x720', '1366x768', '1920x1080', '2560x1440', '3840x2160'] as const;
export type InstructionResolution = (typeof INSTRUCTION_RESOLUTIONS)[number];
export const INSTRUCTION_RESOLUTION_DEFAULT: InstructionResolution = '1920x1080';

/**
 * Spec 000 §9 storage regions: East China, East China Zhejiang 2, North China Hebei, South China
 * Guangdong, North America Los Angeles, Asia Pacific Singapore, Asia Pacific Hanoi.
 */
export const STORAGE_REGIONS = [
  'cn-east',
  'cn-east-zhejiang-2',
  'cn-north-hebei',
  'cn-south-guangdong',
  'na-los-angeles',
  'ap-singapore',
  'ap-hanoi',
] as const;
export type StorageRegion = (typeof STORAGE_REGIONS)[number];
/**
 * A region is one of {@link STORAGE_REGIONS} or the store's own name for it (`us-east-1`): the
 * S3 client signs requests with it. Lower-case letters, digits and hyphens.
 */
export const STORAGE_REGION_MAX = 50;
export const STORAGE_REGION_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
/** S3 bucket names: 3–63 lower-case letters, digits, dots and hyphens. */
export const STORAGE_BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
export const STORAGE_KEY_MAX = 128;
export const STORAGE_ENDPOINT_MAX = 200;

/** Subscription of spec 000 §3/§4: permanent or time-limited (with a deadline). */
export const SubscriptionType = { PERMANENT: 1, TIME_LIMITED: 2 } as const;
export type SubscriptionType = (typeof SubscriptionType)[keyof typeof SubscriptionType];

/** Today as `YYYY-MM-DD` in the local time zone of whoever asks (server or browser). */
export function localToday(now = new Date()): string {
  const offsetMs = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offsetMs).toISOString().slice(0, 10);
}

/** Spec 000 §5: a deadline may not be earlier than today. */
export function deadlineIsPast(deadline: string, today = localToday()): boolean {
  return deadline < today;
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** The object-storage settings of an enterprise (kept in its settings). */
export const storageConfigSchema = z.object({
  region: z.string(),
  bucket: z.string(),
  /** Blank: Amazon S3 itself, in the region. */
  endpoint: z.string().nullable(),
  /** Path-style addresses (`<endpoint>/<bucket>/<key>`), which most S3-compatible servers need. */
  pathStyle: z.boolean(),
  accessKeyId: z.string().nullable(),
  /** The secret is never sent back; this says whether one is stored. */
  secretSet: z.boolean(),
});
export type StorageConfig = z.infer<typeof storageConfigSchema>;

export const storageInputSchema = z.strictObject({
  region: z.string().trim().min(1).max(STORAGE_REGION_MAX).regex(STORAGE_REGION_PATTERN),
  bucket: z.string().trim().regex(STORAGE_BUCKET_PATTERN),
  endpoint: z
    .string()
    .trim()
    .max(STORAGE_ENDPOINT_MAX)
    .regex(/^https?:\/\/[^\s?#]+$/)
    .nullish()
    .or(z.literal(''))
    .transform((value) => value || null),
  pathStyle: z.boolean().default(false),
  accessKeyId: optionalText(STORAGE_KEY_MAX),
  /** Blank keeps the stored secret. */
  secretAccessKey: optionalText(STORAGE_KEY_MAX),
});
export type StorageInput = z.input<typeof storageInputSchema>;

/** An enterprise as the platform administrator sees it. */
export const enterpriseSchema = z.object({
  id: idSchema,
  name: z.string(),
  code: z.string(),
  isPlatform: z.boolean(),
  adminName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The administrator's sign-in account. */
  account: z.string().nullable(),
  enabled: z.boolean(),
  subscriptionType: z.number().int(),
  /** `YYYY-MM-DD`, time-limited subscriptions only. */
  deadline: z.string().nullable(),
  apps: z.array(z.string()),
  /** Granted function modules: ids of top-level directories of the granted apps. */
  modules: z.array(idSchema),
  storage: storageConfigSchema.nullable(),
  workSideCount: z.number().int(),
  defaultApp: z.string().nullable(),
  defaultLanguage: z.string(),
  workSidePasswordSet: z.boolean(),
  pageTurnSeconds: z.number().int(),
  instructionResolution: z.string(),
  workSideMaxParallel: z.number().int(),
  /** Users of the enterprise, its administrator included. */
  userCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Enterprise = z.infer<typeof enterpriseSchema>;

export const enterpriseNameSchema = z
  .string()
  .trim()
  .min(ENTERPRISE_NAME_MIN)
  .max(ENTERPRISE_NAME_MAX)
  .regex(ENTERPRISE_NAME_PATTERN);

const phoneSchema = z
  .string()
  .trim()
  .regex(MOBILE_PATTERN)
  .nullish()
  .or(z.literal(''))
  .transform((value) => value || null);
const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX)
  .regex(EMAIL_PATTERN)
  .nullish()
  .or(z.literal(''))
  .transform((value) => value || null);

const editableFields = {
  name: enterpriseNameSchema,
  adminName: z.string().trim().min(1).max(ENTERPRISE_ADMIN_NAME_MAX),
  phone: phoneSchema,
  email: emailSchema,
  subscriptionType: z.union([z.literal(SubscriptionType.PERMANENT), z.literal(SubscriptionType.TIME_LIMITED)]),
  deadline: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish()
    .transform((value) => value ?? null),
  apps: z.array(z.string().min(1).max(50)).max(50).default([]),
  modules: z.array(idSchema).max(500).default([]),
  storage: storageInputSchema.nullish().transform((value) => value ?? null),
  workSideCount: z.number().int().min(0).max(WORK_SIDE_COUNT_MAX).default(0),
  defaultApp: z.string().min(1).max(50).nullish(),
  defaultLanguage: z.enum(LANGUAGES).default('zh-CN'),
  /** Blank or absent keeps the current password (none on add). */
  workSidePassword: z
    .string()
    .nullish()
    .transform((value) => value || null)
    .pipe(z.string().min(WORK_SIDE_PASSWORD_MIN).max(WORK_SIDE_PASSWORD_MAX).nullable()),
  pageTurnSeconds: z
    .number()
    .int()
    .min(PAGE_TURN_SECONDS_MIN)
    .max(PAGE_TURN_SECONDS_MAX)
    .default(PAGE_TURN_SECONDS_DEFAULT),
  instructionResolution: z.enum(INSTRUCTION_RESOLUTIONS).default(INSTRUCTION_RESOLUTION_DEFAULT),
  workSideMaxParallel: z
    .number()
    .int()
    .min(WORK_SIDE_PARALLEL_MIN)
    .max(WORK_SIDE_PARALLEL_MAX)
    .default(WORK_SIDE_PARALLEL_DEFAULT),
};

/** A time-limited subscription needs a deadline (whether it is past is checked with the clock). */
function requireDeadline<T extends { subscriptionType: number; deadline: string | null }>(
  body: T,
  ctx: z.RefinementCtx<T>,
): void {
  if (body.subscriptionType === SubscriptionType.TIME_LIMITED && !body.deadline) {
    ctx.addIssue({
      code: 'too_small',
      origin: 'string',
      minimum: 1,
      inclusive: true,
      path: ['deadline'],
      input: body.deadline,
    });
  }
}

export const enterpriseAddSchema = z
  .strictObject({
    ...editableFields,
    /** State changes after creation go through change_state. */
    enabled: z.boolean().default(true),
    /** Blank: generated. */
    code: z
      .string()
      .trim()
      .max(ENTERPRISE_CODE_MAX)
      .regex(ENTERPRISE_CODE_PATTERN)
      .nullish()
      .or(z.literal(''))
      .transform((value) => value || null),
    account: z.string().trim().min(ACCOUNT_MIN).max(ACCOUNT_MAX).regex(ACCOUNT_PATTERN),
    password: z.string().min(LOGIN_PASSWORD_MIN).max(LOGIN_PASSWORD_MAX),
  })
  .superRefine(requireDeadline);
export type EnterpriseAddBody = z.input<typeof enterpriseAddSchema>;

export const enterpriseEditSchema = z.strictObject({ id: idSchema, ...editableFields }).superRefine(requireDeadline);
export type EnterpriseEditBody = z.input<typeof enterpriseEditSchema>;

export const enterpriseIdSchema = z.strictObject({ id: idSchema });
export const enterpriseStateSchema = z.strictObject({ id: idSchema, enabled: z.boolean() });
export const enterpriseResetPasswordSchema = z.strictObject({
  id: idSchema,
  password: z.string().min(LOGIN_PASSWORD_MIN).max(LOGIN_PASSWORD_MAX),
});

/** The apps an enterprise may be granted, each with its function modules (top-level directories). */
export const grantableAppSchema = z.object({
  code: z.string(),
  name: z.string(),
  modules: z.array(z.object({ id: idSchema, name: z.string() })),
});
export type GrantableApp = z.infer<typeof grantableAppSchema>;
