import type { FastifyRequest } from 'fastify';
import { invalid } from '../errors.js';

export interface Upload {
  /** The name the client gave the file (without any folder part). */
  filename: string;
  data: Buffer;
}

/** `2 MB`, `512 KB`: a limit as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} B`;
}

/**
 * Reads the one file of a multipart request into memory, refusing (with the user's language)
 * a request that is not multipart or has no file in `field`, an empty file, and a file larger
 * than `maxBytes`. Reading stops at the limit: an oversized upload is never held whole.
 */
export async function readSingleFile(
  request: FastifyRequest,
  options: { field: string; maxBytes: number },
): Promise<Upload> {
  if (!request.isMultipart()) throw invalid('file.missing', { field: options.field });
  const part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
  if (!part || part.fieldname !== options.field) {
    part?.file.resume();
    throw invalid('file.missing', { field: options.field });
  }
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalid('file.tooLarge', { limit: formatBytes(options.maxBytes) });
    }
    throw error;
  }
  if (data.length === 0) throw invalid('file.empty');
  const filename = ((part.filename ?? '').split(/[\\/]/).pop() ?? '').slice(0, 255) || 'file';
  return { filename, data };
}
