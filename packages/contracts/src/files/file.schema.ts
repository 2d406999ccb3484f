import { z } from 'zod';
import { idSchema } from '../common/ids.js';

/**
 * Stored files (spec 000 §3 "File": repository, name, extension, size, key, storage path).
 * A file belongs to one enterprise; `GET /api/files/<id>` streams it to that enterprise's
 * signed-in users (404 for anyone else's id).
 */

/** Media type of the .xlsx files export routes answer with. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Routes that answer a file (exports, templates, reports) declare this response: the body is the
 * file, not an envelope (failures are envelopes as usual). Call them with the web app's
 * `downloadFile`, not `callApi`.
 */
export const fileResponseSchema = z.custom<Blob>(() => true);

/** Path below `/api` of the download route; not a JSON route (the body is the file). */
export const FILE_DOWNLOAD_PATH = '/files/:id';

/** The address a stored file is served at. */
export function fileUrl(id: string): string {
  return `/api/files/${id}`;
}

/**
 * `<img src>` cannot send the Authorization header: the download route also accepts the access
 * token as the `access_token` query parameter (as the hub does). Fetching the file with the
 * request client (as a blob) works as well.
 */
export const FILE_TOKEN_QUERY = 'access_token';

/** The id in a stored file's address, or null when the address is not one. */
export function fileIdOfUrl(url: string | null | undefined): string | null {
  const match = url ? /^\/api\/files\/([1-9]\d{0,18})$/.exec(url) : null;
  return match?.[1] ?? null;
}

/** A picture address: an http(s) URL or one of the enterprise's stored files. */
export const PICTURE_URL_PATTERN = /^(?:https?:\/\/[^\s"'<>]+|\/api\/files\/[1-9]\d{0,18})$/;

export const FILE_NAME_MAX = 255;

export const fileRecordSchema = z.object({
  id: idSchema,
  /** The store that holds it: 'local' (a folder under DATA_DIR) today, an S3 bucket later. */
  repository: z.string(),
  name: z.string(),
  extension: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  key: z.string(),
  storagePath: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type FileRecord = z.infer<typeof fileRecordSchema>;

export const fileIdParamsSchema = z.strictObject({ id: idSchema });
