import { z } from 'zod';
import { oneLineSchema, RECORD_CODE_PATTERN } from '../common/fields.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema } from '../common/paging.js';

/**
 * Internal apps (spec 000 §3 "Internal app: name, code, version number, version code, file";
 * "Software package: latest and history pages, token, enabled flag"). The platform keeps every
 * version of each app; an enterprise holds a copy of one version (its available update), put
 * there by a sync. Station terminals ask `software/latest` with the app's token.
 */

export const SOFTWARE_NAME_MAX = 50;
export const SOFTWARE_CODE_MAX = 50;
export const SOFTWARE_REMARK_MAX = 200;
/** Spec 000 §5: file name at most 50. */
export const SOFTWARE_FILE_NAME_MAX = 50;
export const SOFTWARE_FILE_MAX_BYTES = 200 * 1024 * 1024;
/** Spec 000 §9: software upload timeout. */
export const SOFTWARE_UPLOAD_TIMEOUT_MS = 300_000;
/** The multipart field of the file; the other fields are form fields before it. */
export const SOFTWARE_FILE_FIELD = 'file';
/** Spec 000 §5 "version number like 1.0.0". */
export const VERSION_NUMBER_PATTERN = /^\d{1,6}\.\d{1,6}\.\d{1,6}$/;
export const VERSION_NUMBER_MAX = 20;
/** Spec 000 §5 "version code like 100": digits; each new version's must be higher. */
export const VERSION_CODE_MAX = 999_999_999;

/** The header a station terminal sends its app's token in (instead of a signed-in session). */
export const SOFTWARE_TOKEN_HEADER = 'x-software-token';

/** Spec 000 §5: .apk for Android, .exe for Windows, otherwise .zip. */
export const SOFTWARE_EXTENSIONS = ['apk', 'exe', 'zip'] as const;
export type SoftwareExtension = (typeof SOFTWARE_EXTENSIONS)[number];
export const SOFTWARE_PLATFORM_OF: Record<SoftwareExtension, 'android' | 'windows' | 'other'> = {
  apk: 'android',
  exe: 'windows',
  zip: 'other',
};

const versionNumber = z.string().trim().max(VERSION_NUMBER_MAX).regex(VERSION_NUMBER_PATTERN);
/** Form fields arrive as text: digits only, then a number. */
const versionCode = z
  .union([
    z
      .string()
      .trim()
      .regex(/^\d{1,9}$/),
    z.number().int(),
  ])
  .transform(Number)
  .pipe(z.number().int().min(1).max(VERSION_CODE_MAX));
const remark = oneLineSchema(SOFTWARE_REMARK_MAX)
  .optional()
  .transform((value) => value || null);

/** `software/add`'s form fields (multipart, before the file). */
export const softwareAddFieldsSchema = z.strictObject({
  name: oneLineSchema(SOFTWARE_NAME_MAX).min(1),
  code: z.string().trim().min(1).max(SOFTWARE_CODE_MAX).regex(RECORD_CODE_PATTERN),
  versionNumber,
  versionCode,
  remark,
});
/** `software/update`'s form fields: a new version of the app `id` (its name may change too). */
export const softwareUpdateFieldsSchema = z.strictObject({
  id: idSchema,
  name: oneLineSchema(SOFTWARE_NAME_MAX).min(1).optional(),
  versionNumber,
  versionCode,
  remark,
});
export type SoftwareAddFields = z.input<typeof softwareAddFieldsSchema>;
export type SoftwareUpdateFields = z.input<typeof softwareUpdateFieldsSchema>;

export const softwareVersionSchema = z.object({
  id: idSchema,
  softwareId: idSchema,
  versionNumber: z.string(),
  versionCode: z.number().int(),
  fileName: z.string(),
  extension: z.enum(SOFTWARE_EXTENSIONS),
  size: z.number().int(),
  /** Hex SHA-256 of the file. */
  sha256: z.string(),
  remark: z.string().nullable(),
  /** Where the file is downloaded (the app's token or a session). */
  downloadUrl: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type SoftwareVersion = z.infer<typeof softwareVersionSchema>;

export const softwareSchema = z.object({
  id: idSchema,
  name: z.string(),
  code: z.string(),
  enabled: z.boolean(),
  platform: z.enum(['android', 'windows', 'other']),
  /** The last four characters of the token, to tell tokens apart; the token is shown only once. */
  tokenHint: z.string(),
  tokenResetAt: z.string(),
  latest: softwareVersionSchema,
  versionCount: z.number().int(),
  /** Enterprises holding a copy, and how many of those hold the latest version. */
  tenantCount: z.number().int(),
  currentTenantCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Software = z.infer<typeof softwareSchema>;

/** Answers that carry a new token: the only time it is shown. */
export const softwareWithTokenSchema = softwareSchema.extend({ token: z.string() });
export type SoftwareWithToken = z.infer<typeof softwareWithTokenSchema>;

export const softwareLatestPageQuerySchema = pageQuerySchema(['name', 'code', 'updatedAt', 'createdAt'])
  .extend({
    name: z.string().trim().max(SOFTWARE_NAME_MAX).optional(),
    code: z.string().trim().max(SOFTWARE_CODE_MAX).optional(),
    enabled: z.enum(['true', 'false']).optional(),
  })
  .strict();

export const softwareHistoryPageQuerySchema = pageQuerySchema(['versionCode', 'createdAt'])
  .extend({ softwareId: idSchema })
  .strict();

export const softwareSyncTenantPageQuerySchema = pageQuerySchema(['name', 'code'])
  .extend({
    softwareId: idSchema,
    name: z.string().trim().max(50).optional(),
    code: z.string().trim().max(50).optional(),
  })
  .strict();

/** How an enterprise's copy stands against the platform's latest version. */
export const SYNC_STATES = ['none', 'behind', 'current', 'ahead'] as const;
export type SyncState = (typeof SYNC_STATES)[number];

export const softwareTenantRowSchema = z.object({
  tenantId: idSchema,
  tenantCode: z.string(),
  tenantName: z.string(),
  enabled: z.boolean(),
  versionNumber: z.string().nullable(),
  versionCode: z.number().int().nullable(),
  syncedAt: z.string().nullable(),
  state: z.enum(SYNC_STATES),
  /** The enterprise keeps files where the platform does, so the file can be shared. */
  storageMatches: z.boolean(),
});
export type SoftwareTenantRow = z.infer<typeof softwareTenantRowSchema>;

export const softwareIdQuerySchema = z.strictObject({ id: idSchema });
export const softwareIdBodySchema = z.strictObject({ id: idSchema });
export const softwareEnableQuerySchema = z.strictObject({
  id: idSchema,
  isEnable: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
export const softwareSyncQuerySchema = z.strictObject({ id: idSchema, tenantId: idSchema });

export const softwareTokenInfoSchema = z.object({ tokenHint: z.string(), tokenResetAt: z.string() });
export const softwareTokenSchema = z.object({ id: idSchema, token: z.string(), tokenResetAt: z.string() });

export const softwareSyncResultSchema = z.object({
  tenantId: idSchema,
  tenantName: z.string(),
  versionNumber: z.string(),
  versionCode: z.number().int(),
});
/** A sync to every enterprise: who got the version, and why the others did not. */
export const softwareSyncAllResultSchema = z.object({
  synced: z.number().int(),
  refused: z.array(z.object({ tenantId: idSchema, tenantName: z.string(), reason: z.string() })),
});
export type SoftwareSyncAllResult = z.infer<typeof softwareSyncAllResultSchema>;

/** `software/latest`: the app's code, and with a token, the enterprise whose copy is asked for. */
export const softwareLatestQuerySchema = z.strictObject({
  softwareCode: z.string().trim().min(1).max(SOFTWARE_CODE_MAX),
  tenantCode: z.string().trim().min(1).max(50).optional(),
});
export const softwareLatestSchema = z.object({
  softwareCode: z.string(),
  name: z.string(),
  versionNumber: z.string(),
  versionCode: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  downloadUrl: z.string(),
  publishedAt: z.string(),
});
export type SoftwareLatest = z.infer<typeof softwareLatestSchema>;

export const softwareDownloadQuerySchema = z.strictObject({ versionId: idSchema });
