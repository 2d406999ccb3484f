import {
  envelopeSchema,
  FILE_DOWNLOAD_PATH,
  FILE_TOKEN_QUERY,
  FILE_UPLOAD_FIELD,
  FILE_UPLOAD_MAX_BYTES,
  fileApi,
  fileIdParamsSchema,
  Permissions,
} from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { readSingleFile } from '../../platform/files/upload.js';
import { success } from '../../platform/http/envelope.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { guardedRoute, requireSession } from '../../platform/http/session-guard.js';
import { translate } from '../../platform/i18n/messages.js';
import type { FileService } from './file.service.js';

/** Shown in the browser (images, PDF, plain text); anything else is saved as a download. */
const SHOWN_INLINE = /^(image\/(png|jpeg|gif|webp)|application\/pdf|text\/plain)\b/;

/**
 * `GET /api/files/:id`: streams one of the caller's enterprise's files with its content type.
 * Not an envelope route: the body is the file (failures are envelopes as usual).
 */
export function registerFileRoutes(app: FastifyInstance, guards: RouteGuards, service: FileService): void {
  const options = { queryToken: FILE_TOKEN_QUERY };
  app.route({
    method: 'GET',
    url: `/api${FILE_DOWNLOAD_PATH}`,
    schema: {
      summary: `A stored file of your enterprise (the access token may also come as ?${FILE_TOKEN_QUERY}=)`,
      tags: ['files'],
      params: fileIdParamsSchema,
      security: [{ bearer: [] }],
    },
    ...guardedRoute(guards, options),
    handler: async (request, reply) => {
      const auth = await requireSession(guards, request, reply, undefined, options);
      const { id } = request.params as { id: string };
      const { file, stream, size } = await service.open(auth.tenantId, id);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(size))
        .header(
          'content-disposition',
          `${SHOWN_INLINE.test(file.contentType) ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  });

  registerRoute(app, guards, fileApi.page, ({ auth, query }) => service.page(auth, query));
  registerRoute(app, guards, fileApi.delete, async ({ auth, body }) => {
    await service.delete(auth.tenantId, body.id);
    return null;
  });
  // Multipart: the session and permission are checked first, the file is then read and stored
  // with no transaction open.
  app.route({
    method: fileApi.upload.method,
    url: `/api${fileApi.upload.path}`,
    schema: {
      summary: fileApi.upload.summary,
      tags: [fileApi.upload.tag],
      consumes: ['multipart/form-data'],
      response: { 200: envelopeSchema(fileApi.upload.response) },
      security: [{ bearer: [] }],
      description: `Permission: \`${Permissions.sys.file.upload}\``,
    },
    ...guardedRoute(guards),
    handler: async (request, reply) => {
      const auth = await requireSession(guards, request, reply, Permissions.sys.file.upload);
      const upload = await readSingleFile(request, { field: FILE_UPLOAD_FIELD, maxBytes: FILE_UPLOAD_MAX_BYTES });
      const data = await service.upload(auth, upload);
      return success(data, translate(requestLanguage(request), 'common.ok'));
    },
  });
}
