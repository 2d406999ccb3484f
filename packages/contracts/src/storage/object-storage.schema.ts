import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema } from '../common/paging.js';
import { ENTERPRISE_NAME_MAX } from '../registration/registration.schema.js';
import { ENTERPRISE_CODE_MAX, storageConfigSchema, storageInputSchema } from '../tenants/tenant.schema.js';

/**
 * Object storage per enterprise (spec 000 §2 "object storage config"): where the files of each
 * enterprise are written. Without a configuration they go to the server's local folder
 * (`DATA_DIR/files`); with one, to that S3-compatible bucket. A file always stays readable from
 * the store it was written to, whatever the configuration says later.
 */

/** Where an enterprise's new files go. */
export const STORAGE_KINDS = ['local', 's3'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/** One enterprise's storage as the platform administrator sees it (the secret never leaves the server). */
export const objectStorageRowSchema = z.object({
  /** The enterprise's id. */
  id: idSchema,
  name: z.string(),
  code: z.string(),
  isPlatform: z.boolean(),
  enabled: z.boolean(),
  kind: z.enum(STORAGE_KINDS),
  /** The S3-compatible store; null: the local folder. */
  storage: storageConfigSchema.nullable(),
});
export type ObjectStorageRow = z.infer<typeof objectStorageRowSchema>;

export const objectStoragePageQuerySchema = pageQuerySchema(['name', 'code'])
  .extend({
    name: z.string().trim().max(ENTERPRISE_NAME_MAX).optional(),
    code: z.string().trim().max(ENTERPRISE_CODE_MAX).optional(),
  })
  .strict();

/** The enterprise's S3-compatible store (blank secret: the stored one is kept). */
export const objectStorageEditSchema = z.strictObject({ id: idSchema, storage: storageInputSchema });
export type ObjectStorageEditBody = z.input<typeof objectStorageEditSchema>;

/**
 * Tries a store before it is saved: puts a small object, reads it back and deletes it. `id` names
 * the enterprise whose stored secret a blank secret stands for.
 */
export const objectStorageTestSchema = objectStorageEditSchema;

export const objectStorageTestResultSchema = z.object({
  /** The bucket and the store's address that answered. */
  bucket: z.string(),
  endpoint: z.string().nullable(),
});
