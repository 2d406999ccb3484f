import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { SubscriptionType, WORK_SIDE_COUNT_MAX } from '../tenants/tenant.schema.js';

/**
 * Subscription activation records and signed licences (spec 000 §3 "Subscription activation
 * record"). Flow: an installation applies for a licence for one of its enterprises (a record with
 * a random application code); the issuing installation signs a licence for that application
 * (Ed25519); the applying installation activates it, which applies the subscription.
 *
 * Quantity is the number of work-side subscriptions the licence grants; a time-limited licence
 * also carries a number of days, from which the issuer fixes the deadline when it signs.
 */

export const LicenceState = { APPLIED: 1, SIGNED: 2, ACTIVATED: 3 } as const;
export type LicenceState = (typeof LicenceState)[keyof typeof LicenceState];

export const LICENCE_ORDER_NO_MAX = 50;
export const LICENCE_ORDER_NO_PATTERN = /^[A-Za-z0-9_-]+$/;
export const LICENCE_JOB_NUMBER_MAX = 50;
export const LICENCE_QUANTITY_MIN = 1;
export const LICENCE_QUANTITY_MAX = WORK_SIDE_COUNT_MAX;
export const LICENCE_DAYS_MIN = 1;
export const LICENCE_DAYS_MAX = 3660;
/** A licence text: base64url(payload JSON) '.' base64url(Ed25519 signature). */
export const LICENCE_TEXT_MAX = 8192;
export const LICENCE_TEXT_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
/** Application codes: `A` and 24 upper-case base32 characters. */
export const APPLICATION_CODE_PATTERN = /^A[A-Z2-7]{24}$/;
/** The extension of exported licence files. */
export const LICENCE_FILE_EXTENSION = '.lic';

/** What a licence's signature covers. */
export const licencePayloadSchema = z.strictObject({
  /** Format version. */
  v: z.literal(1),
  /** Key id of the signing key: the first 16 hex digits of SHA-256 over its SPKI DER. */
  kid: z.string(),
  enterpriseCode: z.string(),
  applicationCode: z.string(),
  subscriptionType: z.union([z.literal(SubscriptionType.PERMANENT), z.literal(SubscriptionType.TIME_LIMITED)]),
  quantity: z.number().int(),
  days: z.number().int().nullable(),
  /** `YYYY-MM-DD`, time-limited only. */
  deadline: z.string().nullable(),
  orderNo: z.string(),
  issuedAt: z.string(),
});
export type LicencePayload = z.infer<typeof licencePayloadSchema>;

export const licenceRecordSchema = z.object({
  id: idSchema,
  orderNo: z.string(),
  enterpriseId: idSchema.nullable(),
  enterpriseCode: z.string(),
  enterpriseName: z.string().nullable(),
  operatorJobNumber: z.string().nullable(),
  subscriptionType: z.number().int(),
  quantity: z.number().int(),
  days: z.number().int().nullable(),
  deadline: z.string().nullable(),
  state: z.number().int(),
  applicationCode: z.string(),
  /** Whether this installation applied (false: it only signed an application made elsewhere). */
  appliedHere: z.boolean(),
  appliedAt: z.string().nullable(),
  authorisedAt: z.string().nullable(),
  activatedAt: z.string().nullable(),
  licence: z.string().nullable(),
});
export type LicenceRecord = z.infer<typeof licenceRecordSchema>;

const subscriptionFields = {
  orderNo: z.string().trim().min(1).max(LICENCE_ORDER_NO_MAX).regex(LICENCE_ORDER_NO_PATTERN),
  subscriptionType: z.union([z.literal(SubscriptionType.PERMANENT), z.literal(SubscriptionType.TIME_LIMITED)]),
  quantity: z.number().int().min(LICENCE_QUANTITY_MIN).max(LICENCE_QUANTITY_MAX),
  days: z
    .number()
    .int()
    .min(LICENCE_DAYS_MIN)
    .max(LICENCE_DAYS_MAX)
    .nullish()
    .transform((value) => value ?? null),
};

function requireDays<T extends { subscriptionType: number; days: number | null }>(
  body: T,
  ctx: z.RefinementCtx<T>,
): void {
  if (body.subscriptionType === SubscriptionType.TIME_LIMITED && body.days === null) {
    ctx.addIssue({
      code: 'invalid_type',
      expected: 'number',
      path: ['days'],
      input: undefined,
      message: 'received undefined',
    });
  }
}

/** Apply: this installation asks for a licence for one of its enterprises. */
export const licenceApplySchema = z
  .strictObject({
    enterpriseId: idSchema,
    operatorJobNumber: z
      .string()
      .trim()
      .max(LICENCE_JOB_NUMBER_MAX)
      .nullish()
      .transform((value) => value || null),
    ...subscriptionFields,
  })
  .superRefine(requireDays);
export type LicenceApplyBody = z.input<typeof licenceApplySchema>;

/**
 * Sign: the issuing installation signs an application, its own (`id`) or one made on another
 * installation and passed on (application code and enterprise code, with the terms).
 */
export const licenceSignSchema = z
  .strictObject({
    applicationCode: z.string().trim().regex(APPLICATION_CODE_PATTERN),
    enterpriseCode: z.string().trim().min(1).max(50),
    ...subscriptionFields,
  })
  .superRefine(requireDays);
export type LicenceSignBody = z.input<typeof licenceSignSchema>;

export const licenceActivateSchema = z.strictObject({
  licence: z.string().trim().min(1).max(LICENCE_TEXT_MAX),
});
export type LicenceActivateBody = z.input<typeof licenceActivateSchema>;

export const licenceIdSchema = z.strictObject({ id: idSchema });

export const licencePublicKeySchema = z.object({
  keyId: z.string(),
  /** base64 SPKI DER: what another installation puts in LICENCE_TRUSTED_KEYS. */
  publicKey: z.string(),
});
