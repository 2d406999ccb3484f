import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { invalid } from '../../platform/errors.js';
import { formatBytes } from '../../platform/files/upload.js';
import { checkInput } from '../../platform/http/edge-input.js';

/**
 * Reads an upload form of text fields and one file (`software/add`, `software/update`): the
 * fields checked by their schema (400 naming the field), the file read up to `maxBytes`.
 */
export async function readSoftwareForm<S extends z.ZodType>(
  request: FastifyRequest,
  options: { schema: S; fileField: string; maxBytes: number },
): Promise<{ fields: z.output<S>; file: { filename: string; data: Buffer } }> {
  if (!request.isMultipart()) throw invalid('file.missing', { field: options.fileField });
  const values: Record<string, string> = {};
  let file: { filename: string; data: Buffer } | null = null;
  for await (const part of request.parts({ limits: { fileSize: options.maxBytes, files: 1 } })) {
    if (part.type === 'field') {
      values[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== options.fileField || file) {
      part.file.resume();
      continue;
    }
    try {
      const data = await part.toBuffer();
      const filename = ((part.filename ?? '').split(/[\\/]/).pop() ?? '').slice(0, 255) || 'file';
      file = { filename, data };
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw invalid('file.tooLarge', { limit: formatBytes(options.maxBytes) });
      }
      throw error;
    }
  }
  const fields = checkInput(options.schema, values, 'body');
  if (!file) throw invalid('file.missing', { field: options.fileField });
  if (file.data.length === 0) throw invalid('file.empty');
  return { fields, file };
}
