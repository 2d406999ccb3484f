import { z } from 'zod';
import { containsFilterSchema, oneLineSchema, recordCodeSchema } from '../common/fields.js';
import { idSchema } from '../common/ids.js';
import { resourceSchemas } from '../common/resource.js';
import { ALL_PERMISSION_CODES, type PermissionCode } from './permissions.js';

/**
 * External apps (spec 000 §3 "External app: name, enabled, description, sort, token, creator,
 * modifier"): another system (an ERP pushing work orders, a BI tool reading reports) calling the
 * routes open to apps as its enterprise, with the permissions chosen for it. The code names the
 * app in the visit log. Its token goes in the `X-App-Token` header (or `Authorization: App …`).
 */
export const EXTERNAL_APP_CODE_MAX = 30;
export const EXTERNAL_APP_NAME_MAX = 50;
export const EXTERNAL_APP_DESCRIPTION_MAX = 200;
export const EXTERNAL_APP_SORT_MAX = 1_000_000;
/** Calls per minute (a fixed window of 60 s kept in the database, shared by every process). */
export const EXTERNAL_APP_RATE_MIN = 1;
export const EXTERNAL_APP_RATE_MAX = 6_000;
export const EXTERNAL_APP_RATE_DEFAULT = 60;
export const EXTERNAL_APP_RATE_WINDOW_SECONDS = 60;
export const APP_TOKEN_HEADER = 'x-app-token';
/** `Authorization: App <token>` is accepted as well. */
export const APP_TOKEN_SCHEME = 'App';

const permissionCodeSchema = z
  .string()
  .refine((code) => (ALL_PERMISSION_CODES as readonly string[]).includes(code), { message: 'permission' })
  .transform((code) => code as PermissionCode);

export const externalAppSchemas = resourceSchemas({
  fields: {
    code: recordCodeSchema(EXTERNAL_APP_CODE_MAX),
    name: oneLineSchema(EXTERNAL_APP_NAME_MAX).min(1),
    description: oneLineSchema(EXTERNAL_APP_DESCRIPTION_MAX).nullish(),
    sort: z.number().int().min(0).max(EXTERNAL_APP_SORT_MAX).default(100),
    enabled: z.boolean().default(true),
    permissions: z.array(permissionCodeSchema).max(200).default([]),
    rateLimit: z
      .number()
      .int()
      .min(EXTERNAL_APP_RATE_MIN)
      .max(EXTERNAL_APP_RATE_MAX)
      .default(EXTERNAL_APP_RATE_DEFAULT),
  },
  record: {
    code: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    sort: z.number().int(),
    enabled: z.boolean(),
    permissions: z.array(z.string()),
    rateLimit: z.number().int(),
    /** The last four characters of the token; the token is shown only on creation and reset. */
    tokenHint: z.string(),
    creator: z.string().nullable(),
    modifier: z.string().nullable(),
  },
  filters: {
    code: containsFilterSchema(EXTERNAL_APP_CODE_MAX),
    name: containsFilterSchema(EXTERNAL_APP_NAME_MAX),
    enabled: z.enum(['true', 'false']).optional(),
  },
});
export type ExternalApp = z.infer<typeof externalAppSchemas.record>;
export type ExternalAppInput = z.input<typeof externalAppSchemas.add>;

export const externalAppWithTokenSchema = externalAppSchemas.record.extend({ token: z.string() });
export type ExternalAppWithToken = z.infer<typeof externalAppWithTokenSchema>;
export const externalAppIdSchema = z.strictObject({ id: idSchema });
