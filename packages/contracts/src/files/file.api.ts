import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { idSchema } from '../common/ids.js';
import { defineResource } from '../common/resource.js';
import { defineRoute } from '../common/route.js';
import { STORAGE_KINDS } from '../storage/object-storage.schema.js';
import { isoDateSchema } from '../work-orders/work-order.schema.js';
import { fileRecordSchema } from './file.schema.js';

/**
 * The file storage page (spec 000 §2 "file storage", §3 "File"): every file the product stored
 * for the enterprise, whichever store holds it, with download, delete and upload.
 */

/** Spec 000 §5: a file name at most 50 characters where one is typed; a filter is no longer. */
export const FILE_FILTER_NAME_MAX = 50;
export const FILE_EXTENSION_MAX = 10;
/** What the upload button accepts (by the name's extension; the page lists them). */
export const FILE_UPLOAD_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'pdf',
  'txt',
  'csv',
  'xls',
  'xlsx',
  'doc',
  'docx',
  'ppt',
  'pptx',
  'zip',
  'apk',
  'exe',
] as const;
/** The largest file the upload button takes. */
export const FILE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** The multipart field of the upload. */
export const FILE_UPLOAD_FIELD = 'file';

/** A file as the list shows it: where it is, what it is, who stored it and why. */
export const fileListRowSchema = fileRecordSchema.extend({
  /** What the file is for: 'avatar', 'signature', 'home-picture', 'upload', … */
  purpose: z.string(),
  createdBy: idSchema.nullable(),
  /** The uploader's name (kept when the user is deleted); null when stored by the system. */
  createdByName: z.string().nullable(),
});
export type FileListRow = z.infer<typeof fileListRowSchema>;

export const fileResourceSchemas = {
  record: fileListRowSchema,
  // Files are uploaded, not typed in: the kit's add and edit routes are not declared.
  add: z.never(),
  edit: z.never(),
  filters: {
    name: z.string().trim().max(FILE_FILTER_NAME_MAX).optional(),
    extension: z
      .string()
      .trim()
      .toLowerCase()
      .max(FILE_EXTENSION_MAX)
      .regex(/^\.?[a-z0-9]*$/)
      .transform((value) => value.replace(/^\./, ''))
      .optional(),
    repository: z.enum(STORAGE_KINDS).optional(),
    /** Uploaded on or after this day, in the reader's time zone. */
    createdFrom: isoDateSchema.optional(),
    /** Uploaded on or before this day, in the reader's time zone. */
    createdTo: isoDateSchema.optional(),
  },
};

export const fileApi = {
  ...defineResource(
    {
      path: 'file',
      noun: 'Stored file',
      nouns: 'Stored files',
      tag: 'files',
      permissions: {
        page: Permissions.sys.file.page,
        delete: Permissions.sys.file.delete,
      },
      schemas: fileResourceSchemas,
      sortFields: ['name', 'extension', 'size', 'createdAt'],
      notes: {
        delete:
          'refused while a user, a page setting or another record still shows the file; the bytes leave the store too',
      },
    },
    ['delete'],
  ),
  upload: defineRoute({
    method: 'POST',
    path: '/file/upload',
    summary: `Stores one file (multipart field "${FILE_UPLOAD_FIELD}") in the enterprise's storage`,
    tag: 'files',
    access: { permission: Permissions.sys.file.upload },
    response: fileListRowSchema,
  }),
};

/** The name's extension as the store keeps it (lower case, without the dot), or '' when it has none. */
export function fileExtensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,16})$/.exec(name);
  return match ? match[1]!.toLowerCase() : '';
}
